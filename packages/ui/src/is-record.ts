/** A JSON object (not null, not an array): the first check of every hand-written guard on untyped data. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
