/** Cursor pagination shared by every connection in the schema. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

export class InvalidCursorError extends Error {
  constructor() {
    super("The cursor is not valid for this list.");
  }
}

/** Clamps a requested page size into 1..MAX_PAGE_SIZE (default DEFAULT_PAGE_SIZE). */
export function pageSize(first: number | null | undefined): number {
  if (first == null) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1) return 1;
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

export interface Page<T> {
  nodes: T[];
  hasNextPage: boolean;
  totalCount: number;
}
