import { lexicographicSortSchema, printSchema } from "graphql";
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatDuration, formatPriceAed } from "../../graphql/modules/providers/format";
import { schema } from "../../graphql/schema";

const SCHEMA_FILE = new URL("../../schema.graphql", import.meta.url);

describe("the printed schema", () => {
  it("is committed and current (UPDATE_SCHEMA=1 npm run test:unit rewrites it)", () => {
    const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;
    if (process.env.UPDATE_SCHEMA === "1") writeFileSync(SCHEMA_FILE, printed);
    expect(readFileSync(SCHEMA_FILE, "utf8")).toBe(printed);
  });
});

describe("display formats", () => {
  it("formats AED prices and durations as the spec shows them", () => {
    expect(formatPriceAed(250)).toBe("AED 250");
    expect(formatPriceAed(99.5)).toBe("AED 99.50");
    expect(formatDuration(60)).toBe("60 mins");
    expect(formatDuration(60, "ar")).toBe("60 دقيقة");
    expect(formatDuration(5, "ar")).toBe("5 دقائق");
  });
});
