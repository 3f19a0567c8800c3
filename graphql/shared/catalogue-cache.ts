/**
 * A small in-memory cache for public catalogue reads (providers and what their cards and pages show),
 * kept per isolate, so a page many visitors share does not cost a database round trip per view.
 * See docs/decisions/028-page-speed.md.
 *
 * - Only what any anonymous visitor may read goes in: callers with an access token never use it.
 * - An entry lives `ttlMs` at most: a change made elsewhere (another isolate, a migration) shows
 *   within that time, as the pages' own `Cache-Control: max-age=60` already allows.
 * - `clear()` empties it at once: the API calls it for every mutation it runs in this isolate that may
 *   change what it holds (`changesCatalogue`).
 * - A load that fails is forgotten, never served.
 * Live data (free times, bookings, anything about an account) is never cached.
 */
export interface CatalogueCache {
  /** The cached value of `key`, or `load()`'s (shared by concurrent callers of the same key). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Values by id under `prefix`: the ids not cached are loaded with one `loadMany` call. Ids it does
   * not find are left out and not remembered (a provider added a moment later is found at once).
   */
  getMany<T>(
    prefix: string,
    ids: readonly string[],
    loadMany: (ids: readonly string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>>;
  clear(): void;
}

export interface CatalogueCacheOptions {
  ttlMs: number;
  /** Oldest entries are dropped past this many. */
  maxEntries: number;
  now?: () => number;
}

export function createCatalogueCache({ ttlMs, maxEntries, now = Date.now }: CatalogueCacheOptions): CatalogueCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  function cached(key: string, time: number): Promise<unknown> | undefined {
    const entry = entries.get(key);
    if (entry && entry.expires > time) return entry.value;
    entries.delete(key);
    return undefined;
  }

  /** Remembers a pending value; forgets it if it fails or turns out to be missing. */
  function remember(key: string, time: number, value: Promise<unknown>) {
    entries.set(key, { expires: time + ttlMs, value });
    const forget = () => {
      if (entries.get(key)?.value === value) entries.delete(key);
    };
    value.then((found) => found === undefined && forget(), forget);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const time = now();
      const hit = cached(key, time);
      if (hit) return hit as Promise<T>;
      const value = load();
      remember(key, time, value);
      return value;
    },
    async getMany<T>(prefix: string, ids: readonly string[], loadMany: (ids: readonly string[]) => Promise<Map<string, T>>) {
      if (ttlMs <= 0) return loadMany(ids);
      const time = now();
      const pending = new Map<string, Promise<unknown>>();
      const missing: string[] = [];
      for (const id of new Set(ids)) {
        const hit = cached(`${prefix}:${id}`, time);
        if (hit) pending.set(id, hit);
        else missing.push(id);
      }
      if (missing.length) {
        const loaded = loadMany(missing);
        for (const id of missing) {
          const value = loaded.then((found) => found.get(id));
          remember(`${prefix}:${id}`, time, value);
          pending.set(id, value);
        }
      }
      const found = new Map<string, T>();
      for (const [id, value] of pending) {
        const record = (await value) as T | undefined;
        if (record !== undefined) found.set(id, record);
      }
      return found;
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * Mutations that change nothing the cache holds (providers and what their cards and pages show, the job
 * board's and the shop's lists): the session's (sign-up, sign-in, refresh, sign-out: accounts and tokens),
 * the bookings' (free times are never cached) and the plan's (an account's subscription). Every other
 * mutation, and any added later, empties the cache.
 */
export const CATALOGUE_NEUTRAL_MUTATIONS: ReadonlySet<string> = new Set([
  "signUp",
  "signIn",
  "refreshSession",
  "signOut",
  "createBooking",
  "cancelBooking",
  "cancelBookingByLink",
  "subscribeToPremium",
  "cancelSubscription",
]);

/** Whether a mutation asking for these fields (null: not known, e.g. fragments at its top) may change cached data. */
export const changesCatalogue = (fields: readonly string[] | null): boolean =>
  fields === null || fields.length === 0 || fields.some((field) => !CATALOGUE_NEUTRAL_MUTATIONS.has(field));

/** For each read to cache, when a call of it may be answered from the cache (by its arguments). */
export type CachedReads<Store> = {
  [Name in keyof Store]?: Store[Name] extends (...args: infer Args) => Promise<unknown> ? (...args: Args) => boolean : never;
};

/**
 * The store with the named reads answered from the cache when their rule allows it: keyed by `prefix`,
 * the read's name and its arguments (JSON), shared by concurrent callers, fresh for the cache's time.
 * Every other call and method is the store's own. For anonymous callers only, as the whole cache (the
 * composition root decides).
 *
 * A Proxy, made for every anonymous request whether it reads anything or not: it costs nothing until a
 * read is asked. (An object made with the store as its prototype had V8 turn each new store into a
 * prototype, measurable on every page: docs/page-speed-log.md, fourth pass.)
 */
export function withCachedReads<Store extends object>(
  store: Store,
  cache: CatalogueCache,
  prefix: string,
  reads: CachedReads<Store>,
): Store {
  const rules = reads as Record<PropertyKey, ((...args: unknown[]) => boolean) | undefined>;
  return new Proxy(store, {
    get(target, name) {
      const value = Reflect.get(target, name, target) as unknown;
      const cacheable = Object.hasOwn(rules, name) ? rules[name] : undefined;
      if (!cacheable || typeof value !== "function") return value;
      const read = (...args: unknown[]) => (value as (...args: unknown[]) => Promise<unknown>).apply(target, args);
      return (...args: unknown[]) =>
        cacheable(...args) ? cache.get(`${prefix}.${String(name)}:${JSON.stringify(args)}`, () => read(...args)) : read(...args);
    },
  });
}
