/**
 * The status filter's "All": a value of its own, because an absent status means the default
 * (pending) in the address. It is never sent; the gateway lists every status without one.
 */
export const ALL_STATUSES = 'ALL';

/** The status filter as the address holds it: absent means pending. */
export const statusOrPending = (status: string): string => (status === '' ? 'PENDING' : status);

/** The status as the gateway takes it: "All" is no status at all. */
export const statusParam = (status: string): string | undefined =>
  status === ALL_STATUSES ? undefined : status;

/** For the filter schemas: "All" passes as no status. */
export const withoutAllStatuses = (values: unknown): unknown => {
  if (typeof values !== 'object' || values === null) return values;
  const { status, ...rest } = values as Record<string, unknown>;
  return status === ALL_STATUSES ? rest : values;
};
