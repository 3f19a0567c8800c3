import { describe, expect, it } from "vitest";
import * as z from "zod";
import { toConnection } from "../../graphql/shared/connection";
import { cursorCodec, decodeCursor, encodeCursor, InvalidCursorError, MAX_PAGE_SIZE, pageSize } from "../../graphql/shared/pagination";

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
  it("defaults, clamps to 0..max (`first: 0` asks for no items)", () => {
    expect(pageSize(undefined)).toBe(20);
    expect(pageSize(null)).toBe(20);
    expect(pageSize(0)).toBe(0);
    expect(pageSize(-5)).toBe(0);
    expect(pageSize(7)).toBe(7);
    expect(pageSize(10_000)).toBe(MAX_PAGE_SIZE);
  });
});

describe("a list's cursor codec", () => {
  const codec = cursorCodec({ rating: z.number(), name: z.string() });

  it("encodes a position's sort keys in order, ignoring other fields, and decodes them typed", () => {
    const hit = { rating: 4.5, name: "Glow", id: "glow" };
    const cursor = codec.encode(hit);
    expect(decodeCursor(cursor, 2)).toEqual([4.5, "Glow"]);
    expect(codec.decode(cursor)).toEqual({ rating: 4.5, name: "Glow" });
    expect(codec.decode(null)).toBeNull();
    expect(codec.decode("")).toBeNull();
  });

  it("refuses another list's cursor", () => {
    expect(() => codec.decode(encodeCursor(["Glow", 4.5]))).toThrow(InvalidCursorError);
    expect(() => codec.decode(encodeCursor([4.5, "Glow", "x"]))).toThrow(InvalidCursorError);
  });
});

describe("toConnection", () => {
  const page = { nodes: ["a", "b", "c"], hasNextPage: true, totalCount: 9 };

  it("makes an edge per item, with the first and last items' cursors as startCursor and endCursor", () => {
    const connection = toConnection(
      page,
      (item) => `cursor-${item}`,
      (item) => ({ node: { id: item } }),
      null,
    );
    expect(connection).toEqual({
      edges: [
        { node: { id: "a" }, cursor: "cursor-a" },
        { node: { id: "b" }, cursor: "cursor-b" },
        { node: { id: "c" }, cursor: "cursor-c" },
      ],
      totalCount: 9,
      pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: "cursor-a", endCursor: "cursor-c" },
    });
  });

  it("has a previous page when read after a cursor", () => {
    expect(toConnection(page, String, (item) => ({ node: item }), "cursor-z").pageInfo.hasPreviousPage).toBe(true);
  });

  it("leaves out items whose node has gone, keeping the cursors on the port's items", () => {
    const connection = toConnection(
      page,
      (item) => `cursor-${item}`,
      (item) => (item === "c" ? null : { node: item }),
      null,
    );
    expect(connection.edges.map((edge) => edge.node)).toEqual(["a", "b"]);
    expect(connection.pageInfo.endCursor).toBe("cursor-c");
  });

  it("has no start or end cursor for an empty page", () => {
    const empty = toConnection({ nodes: [], hasNextPage: false, totalCount: 0 }, String, (item) => ({ node: item }), null);
    expect(empty.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null });
  });
});
