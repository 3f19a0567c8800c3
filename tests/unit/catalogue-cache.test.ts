import { describe, expect, it } from "vitest";
import { CATALOGUE_NEUTRAL_MUTATIONS, changesCatalogue, createCatalogueCache, withCachedReads } from "../../graphql/shared/catalogue-cache";
import { schema } from "../../graphql/schema";

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("catalogue cache", () => {
  it("answers a key from memory until it is older than the TTL", async () => {
    const time = clock();
    const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 10, now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("featured", load)).toBe(1);
    time.advance(59_999);
    expect(await cache.get("featured", load)).toBe(1);
    time.advance(1);
    expect(await cache.get("featured", load)).toBe(2);
  });

  it("shares one load between concurrent callers, keeps keys apart, and forgets everything on clear()", async () => {
    const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get("a", load), cache.get("a", load)]);
    expect([a, b]).toEqual([1, 1]);
    expect(await cache.get("b", load)).toBe(2);
    cache.clear();
    expect(await cache.get("a", load)).toBe(3);
  });

  it("never keeps a failed load", async () => {
    const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => "up")).toBe("up");
  });

  it("with a TTL of 0 always loads", async () => {
    const cache = createCatalogueCache({ ttlMs: 0, maxEntries: 10 });
    let loads = 0;
    await cache.get("a", async () => ++loads);
    expect(await cache.get("a", async () => ++loads)).toBe(2);
  });

  it("drops the oldest entries past maxEntries", async () => {
    const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("c", async () => "c1");
    expect(await cache.get("a", async () => "a2")).toBe("a2");
    expect(await cache.get("c", async () => "c2")).toBe("c1");
  });

  it("getMany loads only the ids it lacks, in one call, and never remembers a missing id", async () => {
    const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 10 });
    const calls: string[][] = [];
    const store = new Map([
      ["x", "X"],
      ["y", "Y"],
    ]);
    const loadMany = async (ids: readonly string[]) => {
      calls.push([...ids]);
      return new Map(ids.flatMap((id) => (store.has(id) ? [[id, store.get(id)!] as const] : [])));
    };
    expect(await cache.getMany("p", ["x", "new"], loadMany)).toEqual(new Map([["x", "X"]]));
    store.set("new", "NEW");
    expect(await cache.getMany("p", ["x", "y", "new"], loadMany)).toEqual(
      new Map([
        ["x", "X"],
        ["y", "Y"],
        ["new", "NEW"],
      ]),
    );
    expect(calls).toEqual([
      ["x", "new"],
      ["y", "new"],
    ]);
    // Prefixes are separate lists.
    await cache.getMany("q", ["x"], loadMany);
    expect(calls.at(-1)).toEqual(["x"]);
  });

  it("withCachedReads answers the reads its rules allow from the cache, and leaves every other call to the store", async () => {
    const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 10 });
    class Store {
      calls: string[] = [];
      rows = ["a"];
      async list(filter: { text: string | null }, first: number) {
        this.calls.push(`list ${filter.text} ${first}`);
        return [...this.rows];
      }
      async categories() {
        this.calls.push("categories");
        return ["Hair"];
      }
      async add(row: string) {
        this.rows.push(row);
      }
    }
    const store = new Store();
    const cached = withCachedReads(store, cache, "rows", { list: (filter) => !filter.text });
    expect(await cached.list({ text: null }, 6)).toEqual(["a"]);
    await cached.add("b"); // the store's own method, on the store
    expect(store.rows).toEqual(["a", "b"]);
    expect(await cached.list({ text: null }, 6)).toEqual(["a"]); // fresh for the cache's time
    expect(await cached.list({ text: null }, 12)).toEqual(["a", "b"]); // other arguments, another entry
    expect(await cached.list({ text: "a" }, 6)).toEqual(["a", "b"]); // a text search is never cached
    expect(await cached.list({ text: "a" }, 6)).toEqual(["a", "b"]);
    expect(await cached.categories()).toEqual(["Hair"]); // not named: always the store
    await cached.categories();
    expect(store.calls).toEqual(["list null 6", "list null 12", "list a 6", "list a 6", "categories", "categories"]);
    cache.clear();
    expect(await cached.list({ text: null }, 6)).toEqual(["a", "b"]);
  });
});

describe("which mutations empty the cache", () => {
  it("the session's, the bookings' and the plan's leave it; any other, one among them, or an unknown top level empty it", () => {
    for (const field of ["signIn", "signUp", "refreshSession", "signOut", "createBooking", "cancelBooking", "subscribeToPremium"]) {
      expect(changesCatalogue([field]), field).toBe(false);
    }
    for (const field of ["updateListing", "saveListingService", "addProduct", "postJob", "approveRegistration", "__typename"]) {
      expect(changesCatalogue([field]), field).toBe(true);
    }
    expect(changesCatalogue(["signIn", "updateListing"])).toBe(true);
    expect(changesCatalogue(null)).toBe(true);
    expect(changesCatalogue([])).toBe(true);
  });

  it("names only mutations the schema has (a renamed one would otherwise be taken for a catalogue change, never the reverse)", () => {
    const mutations = Object.keys(schema.getMutationType()!.getFields());
    expect(mutations.filter((name) => CATALOGUE_NEUTRAL_MUTATIONS.has(name)).sort()).toEqual([...CATALOGUE_NEUTRAL_MUTATIONS].sort());
  });
});
