/**
 * The unique constraint a failed statement broke (PostgreSQL 23505, looking through wrapped causes),
 * or undefined when it failed for another reason.
 */
export const uniqueViolation = (error: unknown): { constraint: string | undefined } | undefined => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return { constraint: typeof constraint === 'string' ? constraint : undefined };
  }
  return undefined;
};
