/** The PostgreSQL SQLSTATE and constraint of a failed statement, looking through wrapped causes. */
const databaseError = (error: unknown): { code: string; constraint: string | undefined } | undefined => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return undefined;
};

/** The SQLSTATE of a failed statement (`40P01` a deadlock, `P9001` `statement_not_done()`), if it has one. */
export const sqlStateOf = (error: unknown): string | undefined => databaseError(error)?.code;

/**
 * The unique constraint a failed statement broke (PostgreSQL 23505, looking through wrapped causes),
 * or undefined when it failed for another reason.
 */
export const uniqueViolation = (error: unknown): { constraint: string | undefined } | undefined => {
  const failed = databaseError(error);
  return failed?.code === '23505' ? { constraint: failed.constraint } : undefined;
};
