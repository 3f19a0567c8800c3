import { describe, expect, it } from "vitest";
import { IMAGE_REQUIRED_MESSAGE, requestedListing, validateProduct } from "../../graphql/modules/products/product-schema";
import {
  clampQuantity,
  compareProducts,
  cursorOf,
  decodeProductCursor,
  encodeProductCursor,
  filsToDecimal,
  formatPriceFils,
  isAfterCursor,
  matchesProductFilter,
  normaliseProductFilter,
  parsePriceFils,
  percentOff,
  quantityBounds,
  type ListedProduct,
  DAILY_PRODUCTS_PER_LISTING,
  productLimitEndsAt,
  productLimitWindowStart,
} from "../../graphql/modules/products/rules";
import { dailyProductLimitMessage } from "../../graphql/modules/products/service";
import { englishOf } from "../../graphql/shared/messages";
import { InvalidCursorError } from "../../graphql/shared/pagination";
import { PRODUCT_INPUT } from "../fixtures/form-inputs";

describe("money in fils", () => {
  it("reads typed prices exactly, in 0.01 steps", () => {
    expect(parsePriceFils("49.99")).toBe(4999);
    expect(parsePriceFils("49.9")).toBe(4990);
    expect(parsePriceFils("49")).toBe(4900);
    expect(parsePriceFils(" 0.01 ")).toBe(1);
    expect(parsePriceFils("0.1")).toBe(10);
    expect(parsePriceFils("0.29")).toBe(29); // 0.29 * 100 is 28.999999999999996 as a float
    expect(parsePriceFils("1,250.50")).toBe(125050);
    expect(parsePriceFils("1000000.00")).toBe(100_000_000);
  });

  it("refuses anything that is not a plain amount with at most two decimals", () => {
    for (const text of ["", "abc", "49.999", "-5", "+5", "1e3", "49.", ".5", "12,34", "1,2345.00", "0x10", "Infinity", "١٢٫"]) {
      expect(parsePriceFils(text), text).toBeNull();
    }
  });

  it("shows AED with two decimals, grouping thousands", () => {
    expect(formatPriceFils(4999)).toBe("AED 49.99");
    expect(formatPriceFils(1)).toBe("AED 0.01");
    expect(formatPriceFils(10)).toBe("AED 0.10");
    expect(formatPriceFils(8900)).toBe("AED 89.00");
    expect(formatPriceFils(125050)).toBe("AED 1,250.50");
    expect(formatPriceFils(100_000_000)).toBe("AED 1,000,000.00");
    expect(formatPriceFils(Number.MAX_SAFE_INTEGER)).toBe("AED 90,071,992,547,409.91");
    expect(filsToDecimal(4990)).toBe("49.90");
  });

  it("round-trips every amount in 0.01 steps", () => {
    // One assertion over the amounts that do not round-trip: 100,001 expect() calls took 5 s on a busy machine.
    const wrong: number[] = [];
    for (let fils = 0; fils <= 100_000; fils += 1) if (parsePriceFils(filsToDecimal(fils)) !== fils) wrong.push(fils);
    expect(wrong).toEqual([]);
  });
});

describe("the '% OFF' badge: only from the seller's own previous price", () => {
  it("is how far below the previous price the price is, rounded, halves up", () => {
    // The sample products' previous prices are their price + AED 20 (migration 0041): the spec's badges.
    expect(percentOff(8000, 10_000)).toBe(20); // 20 / 100
    expect(percentOff(2000, 4000)).toBe(50); // 20 / 40
    expect(percentOff(8900, 10_900)).toBe(18); // 20 / 109 = 18.3
    expect(percentOff(42000, 44_000)).toBe(5); // 20 / 440 = 4.5 → 5
    expect(percentOff(1, 2001)).toBe(100); // 20 / 20.01 = 99.95
    expect(percentOff(4550, 6550)).toBe(31); // the 'was AED 65.50 – 31% OFF', when the seller entered 65.50
  });

  it("is none without a previous price, or with one not above the price: never invented", () => {
    expect(percentOff(4550, null)).toBeNull();
    expect(percentOff(4550, 4550)).toBeNull();
    expect(percentOff(4550, 4000)).toBeNull();
  });

  it("agrees with the decimal computation wherever it is not a tie", () => {
    for (let fils = 1; fils <= 50_000; fils += 7) {
      const compareAt = fils + 1 + ((fils * 13) % 9000);
      const exact = ((compareAt - fils) / compareAt) * 100;
      if (Math.abs((exact % 1) - 0.5) > 1e-9) expect(percentOff(fils, compareAt)).toBe(Math.round(exact));
    }
  });
});

describe("quantity: at least 1, at most the stock (1 when there is none)", () => {
  it("is at least 1 and at most the stock, or 1 when there is none", () => {
    expect(quantityBounds(12)).toEqual({ min: 1, max: 12 });
    expect(quantityBounds(1)).toEqual({ min: 1, max: 1 });
    expect(quantityBounds(0)).toEqual({ min: 1, max: 1 });
  });

  it("brings typed quantities into bounds", () => {
    expect(clampQuantity(5, 12)).toBe(5);
    expect(clampQuantity(0, 12)).toBe(1);
    expect(clampQuantity(-3, 12)).toBe(1);
    expect(clampQuantity(40, 12)).toBe(12);
    expect(clampQuantity("2.7", 12)).toBe(2);
    expect(clampQuantity("lots", 12)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});

const product = (id: string, name: string, brand: string, category: string, priceFils: number, createdAt: string): ListedProduct => ({
  id,
  name,
  brand,
  category,
  priceFils,
  createdAt,
});
const SAMPLE = [
  product("b", "Argan Oil Repair Serum", "Desert Bloom", "Hair Care", 8900, "2026-11-01T00:00:00.000Z"),
  product("a", "Vitamin C Serum", "Lumina Skin Lab", "Skin Care", 14900, "2026-11-01T00:00:00.000Z"),
  product("c", "Beard Oil", "Barber's Guild", "Men's Grooming", 8900, "2026-11-02T09:00:00.000Z"),
  product("d", "100% Cotton Pads", "Soft_Touch", "Tools & Accessories", 1500, "2026-11-03T09:00:00.000Z"),
];

describe("filtering the shop", () => {
  it("matches the text in the name or the brand, case-insensitive, and the category exactly", () => {
    const ids = (filter: Parameters<typeof matchesProductFilter>[1]) =>
      SAMPLE.filter((p) => matchesProductFilter(p, filter)).map((p) => p.id);
    expect(ids({ text: null, category: null })).toEqual(["b", "a", "c", "d"]);
    expect(ids({ text: "SERUM", category: null })).toEqual(["b", "a"]);
    expect(ids({ text: "lumina", category: null })).toEqual(["a"]);
    expect(ids({ text: "oil", category: "Men's Grooming" })).toEqual(["c"]);
    expect(ids({ text: "100%", category: null })).toEqual(["d"]);
    expect(ids({ text: "soft_", category: null })).toEqual(["d"]);
    expect(ids({ text: "nothing like it", category: null })).toEqual([]);
  });

  it("normalises the API's filter and names what is wrong", () => {
    expect(normaliseProductFilter({ text: "  serum ", category: "" })).toEqual({ ok: true, filter: { text: "serum", category: null } });
    expect(normaliseProductFilter({})).toEqual({ ok: true, filter: { text: null, category: null } });
    expect(normaliseProductFilter({ category: "Hair Care" })).toMatchObject({ ok: true, filter: { category: "Hair Care" } });
    expect(normaliseProductFilter({ category: "hair-care" })).toMatchObject({ ok: false, field: "category" });
    expect(normaliseProductFilter({ text: "x".repeat(101) })).toMatchObject({ ok: false, field: "text" });
  });
});

describe("sorting and paging the shop", () => {
  const order = (sort: Parameters<typeof compareProducts>[0]) => [...SAMPLE].sort(compareProducts(sort)).map((p) => p.id);

  it("orders by when added, or by price either way, ties by id", () => {
    expect(order("DEFAULT")).toEqual(["a", "b", "c", "d"]);
    expect(order("PRICE_ASC")).toEqual(["d", "b", "c", "a"]);
    expect(order("PRICE_DESC")).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps exactly what comes after a cursor, in every sort", () => {
    for (const sort of ["DEFAULT", "PRICE_ASC", "PRICE_DESC"] as const) {
      const sorted = [...SAMPLE].sort(compareProducts(sort));
      sorted.forEach((current, index) => {
        const cursor = decodeProductCursor(encodeProductCursor(cursorOf(current, sort)), sort);
        expect(sorted.filter((p) => isAfterCursor(p, cursor))).toEqual(sorted.slice(index + 1));
      });
    }
  });

  it("refuses a cursor of another sort, or one that is not ours", () => {
    const cursor = encodeProductCursor(cursorOf(SAMPLE[0]!, "PRICE_ASC"));
    expect(() => decodeProductCursor(cursor, "DEFAULT")).toThrow(InvalidCursorError);
    expect(() => decodeProductCursor(cursor, "PRICE_DESC")).toThrow(InvalidCursorError);
    expect(() => decodeProductCursor("bm9wZQ", "DEFAULT")).toThrow(InvalidCursorError);
    expect(decodeProductCursor(cursor, "PRICE_ASC")).toEqual({ sort: "PRICE_ASC", key: 8900, id: "b" });
  });
});

describe("the add-product form", () => {
  it("cleans a valid product: texts trimmed, price in fils, stock a whole number", () => {
    expect(validateProduct(PRODUCT_INPUT)).toEqual({
      ok: true,
      value: {
        ...PRODUCT_INPUT,
        providerId: null,
        name: "Rose Water Toner",
        price: 5550,
        stock: 10,
        // Optional: no previous price, no statements.
        compareAtPrice: null,
        claimsGenuine: false,
        claimsUaeDelivery: false,
      },
    });
    expect(validateProduct({ ...PRODUCT_INPUT, price: 0.01, stock: 0 })).toMatchObject({ ok: true, value: { price: 1, stock: 0 } });
  });

  it("reads the seller's previous price as a price, above the price, and the statements as tick boxes", () => {
    expect(validateProduct({ ...PRODUCT_INPUT, compareAtPrice: " 65.50 ", claimsGenuine: "on", claimsUaeDelivery: true })).toMatchObject({
      ok: true,
      value: { price: 5550, compareAtPrice: 6550, claimsGenuine: true, claimsUaeDelivery: true },
    });
    expect(validateProduct({ ...PRODUCT_INPUT, compareAtPrice: "" })).toMatchObject({ ok: true, value: { compareAtPrice: null } });
    expect(validateProduct({ ...PRODUCT_INPUT, claimsGenuine: "off", claimsUaeDelivery: false })).toMatchObject({
      ok: true,
      value: { claimsGenuine: false, claimsUaeDelivery: false },
    });
    for (const [compareAtPrice, message] of [
      ["55.50", "The previous price must be more than the price, or left empty."],
      ["20", "The previous price must be more than the price, or left empty."],
      ["abc", "Please enter the price as a number in AED, e.g. 49.99."],
      ["60.505", "Please enter the price with at most two decimals, e.g. 49.99."],
      ["2000000", "The price can be at most AED 1,000,000.00."],
    ] as const) {
      const result = validateProduct({ ...PRODUCT_INPUT, compareAtPrice });
      expect(result.ok, compareAtPrice).toBe(false);
      if (!result.ok) expect(englishOf(result.errors.compareAtPrice!), compareAtPrice).toBe(message);
    }
  });

  it("reads the business listing asked for, trimmed; empty or left out is none (the service decides whose it is)", () => {
    expect(validateProduct({ ...PRODUCT_INPUT, providerId: " glamour-spot " })).toMatchObject({
      ok: true,
      value: { providerId: "glamour-spot" },
    });
    expect(requestedListing({ providerId: " glamour-spot " })).toBe("glamour-spot");
    for (const input of [{ providerId: "" }, { providerId: "  " }, { providerId: null }, {}, null, "glamour-spot", { providerId: 7 }]) {
      expect(requestedListing(input), JSON.stringify(input)).toBeNull();
    }
  });

  it("requires every field, with a message for each", () => {
    const result = validateProduct({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(["name", "brand", "category", "price", "stock", "description"]);
    expect(IMAGE_REQUIRED_MESSAGE).toBe("Please upload a product image.");
  });

  it("refuses prices that are not more than 0 with two decimals at most, and odd stock", () => {
    const errors = (overrides: Record<string, unknown>) => {
      const result = validateProduct({ ...PRODUCT_INPUT, ...overrides });
      return result.ok ? {} : result.errors;
    };
    expect(errors({ price: "0" }).price).toBe("The price must be more than AED 0.00.");
    expect(errors({ price: "0.00" }).price).toBe("The price must be more than AED 0.00.");
    expect(errors({ price: "-1" }).price).toBe("Please enter the price as a number in AED, e.g. 49.99.");
    expect(errors({ price: "49.999" }).price).toBe("Please enter the price with at most two decimals, e.g. 49.99.");
    expect(errors({ price: "1000000.01" }).price).toBe("The price can be at most AED 1,000,000.00.");
    expect(errors({ price: "" }).price).toBe("Please enter the price in AED, e.g. 49.99.");
    expect(errors({ stock: "1.5" }).stock).toBe("Please enter the stock as a whole number, 0 or more.");
    expect(errors({ stock: "-1" }).stock).toBe("Please enter the stock as a whole number, 0 or more.");
    expect(errors({ stock: "1000001" }).stock).toBe("The stock can be at most 1,000,000.");
    expect(errors({ category: "Jewellery" }).category).toBe("Please choose a category.");
    expect(errors({ description: "x".repeat(2001) }).description).toBe("Please keep the description to 2000 characters.");
    expect(errors({ name: "   " }).name).toBe("Please enter the product name.");
  });
});

describe("a listing's daily limit", () => {
  it("counts the last 24 hours, rolling, and ends when the oldest of them turns 24 hours old", () => {
    expect(DAILY_PRODUCTS_PER_LISTING).toBe(20);
    expect(productLimitWindowStart(new Date("2026-11-27T10:00:00.000Z"))).toBe("2026-11-26T10:00:00.000Z");
    expect(productLimitEndsAt("2026-11-26T10:00:00.123Z")).toBe("2026-11-27T10:00:00.123Z");
  });

  it("says when to try again in whole hours, at least one", () => {
    expect(englishOf(dailyProductLimitMessage(59))).toBe("A business can add at most 20 products in 24 hours. Please try again in 1 hour.");
    expect(englishOf(dailyProductLimitMessage(3601))).toBe(
      "A business can add at most 20 products in 24 hours. Please try again in 2 hours.",
    );
    expect(englishOf(dailyProductLimitMessage(86_400))).toMatch(/in 24 hours\.$/);
    expect(dailyProductLimitMessage(3601)).toEqual({ code: "DAILY_PRODUCT_LIMIT", params: { max: 20, hours: 2 } });
  });
});
