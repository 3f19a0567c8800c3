/**
 * Per-operation batch loaders, made by Pothos's dataloader plugin (`dataloaderGetter`: one DataLoader
 * per context object, cached on it): every `load(key)` made in the same tick is answered by one call
 * to `loadMany`, so a list of N providers costs one query for their services, not N. The loaders are
 * shared by fields of several types and by services (ctx.loaders), so they are made here rather than
 * as one field's `t.loadable` (docs/decisions/038).
 */
import { dataloaderGetter } from "@pothos/plugin-dataloader";

/** A loader made once per context: `loader(context)(key)`; a key `loadMany` does not answer reads `missing`. */
export function batchLoader<Context extends object, K, V>(
  loadMany: (keys: readonly K[], context: Context) => Promise<Map<K, V>>,
  missing: V,
) {
  const loaders = dataloaderGetter<K, V, K>(
    undefined,
    async (keys, context) => {
      const found = await loadMany(keys, context as Context);
      return keys.map((key) => (found.has(key) ? (found.get(key) as V) : missing));
    },
    undefined,
    false,
  );
  return (context: Context) =>
    (key: K): Promise<V> =>
      loaders(context).load(key);
}
