import { describe, expect, it } from "vitest";
import { batchLoader } from "../../graphql/shared/batch";

describe("batch loader", () => {
  it("answers every key asked in one tick with one load, and caches for its context only", async () => {
    const calls: string[][] = [];
    const loader = batchLoader(async (keys: readonly string[], _context: object) => {
      calls.push([...keys]);
      return new Map(keys.filter((k) => k !== "missing").map((k) => [k, k.toUpperCase()]));
    }, "none");
    const load = loader({});

    const results = await Promise.all([load("a"), load("b"), load("missing"), load("a")]);
    expect(results).toEqual(["A", "B", "none", "A"]);
    expect(calls).toEqual([["a", "b", "missing"]]);

    expect(await load("b")).toBe("B"); // cached: no new call
    expect(await load("c")).toBe("C"); // a later tick: a new batch
    expect(calls).toEqual([["a", "b", "missing"], ["c"]]);

    expect(await loader({})("b")).toBe("B"); // another operation's context: its own cache
    expect(calls).toEqual([["a", "b", "missing"], ["c"], ["b"]]);
  });

  it("rejects every waiter of a failed batch", async () => {
    const load = batchLoader(async (_keys: readonly number[], _context: object) => {
      throw new Error("database down");
    }, null)({});
    await expect(Promise.all([load(1), load(2)])).rejects.toThrow("database down");
  });
});
