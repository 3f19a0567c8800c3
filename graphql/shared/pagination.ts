/** Cursor pagination shared by every connection in the schema (their GraphQL types: connection.ts). */
import * as z from "zod";
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

export class InvalidCursorError extends Error {
  constructor() {
    super("The cursor is not valid for this list.");
  }
}

/** Clamps a requested page size into 0..MAX_PAGE_SIZE (default DEFAULT_PAGE_SIZE): `first: 0` asks for no items (Relay), only the counts. */
export function pageSize(first: number | null | undefined): number {
  if (first == null) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1) return 0;
  return Math.min(first, MAX_PAGE_SIZE);
}

/** Opaque cursor: base64url of a JSON array of sort-key values. */
export function encodeCursor(values: readonly (string | number)[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(values));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function decodeCursor(cursor: string, arity: number): (string | number)[] {
  try {
    const base64 = cursor.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const values: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (
      Array.isArray(values) &&
      values.length === arity &&
      values.every((value) => typeof value === "string" || typeof value === "number")
    ) {
      return values as (string | number)[];
    }
  } catch {
    // fall through: any decoding failure is the same bad cursor to the caller
  }
  throw new InvalidCursorError();
}

const isSortKey = (value: unknown): value is string | number => typeof value === "string" || typeof value === "number";

export interface Page<T> {
  nodes: T[];
  hasNextPage: boolean;
  totalCount: number;
}

/** A page from rows read one beyond `first`: the extra row only says that another page follows. */
export function pageFromRows<Row, Node>(rows: readonly Row[], first: number, toNode: (row: Row) => Node, totalCount: number): Page<Node> {
  return { nodes: rows.slice(0, first).map(toNode), hasNextPage: rows.length > first, totalCount };
}

/**
 * One list's cursor: the sort-key fields of a position, in order (`{ name, id }` → '["Glow","glow-1"]',
 * base64url). `decode` answers null for no cursor and throws InvalidCursorError for a cursor that is
 * not one of this list's.
 */
export function cursorCodec<Shape extends Record<string, z.ZodString | z.ZodNumber>>(shape: Shape) {
  const position = z.object(shape);
  const keys = Object.keys(shape);
  type Position = z.output<typeof position>;
  return {
    encode: (value: Position): string => encodeCursor(Object.values(position.parse(value)).filter(isSortKey)),
    decode(cursor: string | null | undefined): Position | null {
      if (!cursor) return null;
      const values = decodeCursor(cursor, keys.length);
      const parsed = position.safeParse(Object.fromEntries(keys.map((key, index) => [key, values[index]])));
      if (!parsed.success) throw new InvalidCursorError();
      return parsed.data;
    },
  };
}
