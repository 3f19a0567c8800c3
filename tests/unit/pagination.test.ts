import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, InvalidCursorError, MAX_PAGE_SIZE, pageSize } from "../../graphql/shared/pagination";

describe("cursors", () => {
  it("round-trips sort keys, including non-ASCII names", () => {
    const values = ["Salon Zahrat Al Khaleej — زهرة", "glamour-spot"];
    const cursor = encodeCursor(values);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/); // URL-safe, no padding
    expect(decodeCursor(cursor, 2)).toEqual(values);
  });

  it("rejects garbage, wrong arity and wrong value types", () => {
    expect(() => decodeCursor("not-a-cursor", 2)).toThrow(InvalidCursorError);
    expect(() => decodeCursor(encodeCursor(["a"]), 2)).toThrow(InvalidCursorError);
    const objectCursor = btoa(JSON.stringify([{}, "x"]));
    expect(() => decodeCursor(objectCursor, 2)).toThrow(InvalidCursorError);
  });
});

describe("page size", () => {
  it("defaults, clamps to 1..max", () => {
    expect(pageSize(undefined)).toBe(20);
    expect(pageSize(null)).toBe(20);
    expect(pageSize(0)).toBe(1);
    expect(pageSize(-5)).toBe(1);
    expect(pageSize(7)).toBe(7);
    expect(pageSize(10_000)).toBe(MAX_PAGE_SIZE);
  });
});
