/** Whether a failed statement broke a unique constraint (PostgreSQL 23505), looking through wrapped causes. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};
