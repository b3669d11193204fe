/** Answers `null` once `work` is done: the envelope value of a console command that shows nothing back. */
export const done = async (work: Promise<unknown>): Promise<null> => {
  await work;
  return null;
};
