/**
 * A value per key, reused for `ttlMs`: lists read on every page view stay off the database. A change
 * made on this instance clears it at once; other instances see it within `ttlMs`.
 */
export const createTtlCache = <K, V>(ttlMs: number) => {
  const entries = new Map<K, { value: Promise<V>; expiresAt: number }>();
  return {
    get: (key: K, load: () => PromiseLike<V>): Promise<V> => {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit.value;
      // Adopted once: a query builder runs again each time it is awaited, a settled promise does not.
      const value = Promise.resolve().then(load);
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
      // A failed read is not kept: the next caller tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
};
