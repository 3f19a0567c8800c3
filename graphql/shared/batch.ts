/**
 * A minimal per-request batch loader: every `load(key)` made in the same tick is
 * answered by one call to `loadMany`, so a list of N providers costs one query
 * for their services, not N.
 */
export function createBatchLoader<K, V>(loadMany: (keys: readonly K[]) => Promise<Map<K, V>>, missing: V): (key: K) => Promise<V> {
  const cache = new Map<K, Promise<V>>();
  let pending: { keys: K[]; result: Promise<Map<K, V>> } | null = null;

  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    if (!pending) {
      const batch: { keys: K[]; result: Promise<Map<K, V>> } = { keys: [], result: Promise.resolve(new Map()) };
      batch.result = Promise.resolve().then(() => {
        pending = null;
        return loadMany(batch.keys);
      });
      pending = batch;
    }
    pending.keys.push(key);
    const value = pending.result.then((found) => found.get(key) ?? missing);
    cache.set(key, value);
    return value;
  };
}
