import { describe, expect, it } from "vitest";
import { createBatchLoader } from "../../graphql/shared/batch";

describe("batch loader", () => {
  it("answers every key asked in one tick with one load, and caches", async () => {
    const calls: string[][] = [];
    const load = createBatchLoader(async (keys: readonly string[]) => {
      calls.push([...keys]);
      return new Map(keys.filter((k) => k !== "missing").map((k) => [k, k.toUpperCase()]));
    }, "none");

    const results = await Promise.all([load("a"), load("b"), load("missing"), load("a")]);
    expect(results).toEqual(["A", "B", "none", "A"]);
    expect(calls).toEqual([["a", "b", "missing"]]);

    expect(await load("b")).toBe("B"); // cached: no new call
    expect(await load("c")).toBe("C"); // a later tick: a new batch
    expect(calls).toEqual([["a", "b", "missing"], ["c"]]);
  });

  it("rejects every waiter of a failed batch", async () => {
    const load = createBatchLoader(async () => {
      throw new Error("database down");
    }, null);
    await expect(Promise.all([load(1), load(2)])).rejects.toThrow("database down");
  });
});
