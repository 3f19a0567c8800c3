import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_FILTERS, productsArguments, shopFiltersFromUrl, shopHref } from "../../app/lib/listings/shop-filters";

const read = (query: string) => shopFiltersFromUrl(new URL(`https://glow.example/shop${query}`));

describe("the shop's URL", () => {
  it("reads text, category and sort, falling back to the defaults for anything unknown", () => {
    expect(read("")).toEqual(DEFAULT_SHOP_FILTERS);
    expect(read("?q=+serum+&category=Skin+Care&sort=price-desc")).toEqual({ q: "serum", category: "Skin Care", sort: "price-desc" });
    expect(read("?category=Jewellery&sort=cheapest")).toEqual(DEFAULT_SHOP_FILTERS);
    expect(read(`?q=${"x".repeat(150)}`).q).toHaveLength(100);
  });

  it("writes only what differs from the defaults, and round-trips", () => {
    expect(shopHref(DEFAULT_SHOP_FILTERS)).toBe("/shop");
    const filters = { q: "oud & amber", category: "Men's Grooming", sort: "price-asc" } as const;
    const href = shopHref(filters, "abc");
    expect(href).toBe("/shop?q=oud+%26+amber&category=Men%27s+Grooming&sort=price-asc&after=abc");
    expect(read(href.slice("/shop".length))).toEqual(filters);
  });

  it("hands the API its names for the sort and no empty text", () => {
    expect(productsArguments(DEFAULT_SHOP_FILTERS)).toEqual({ filter: { text: null, category: null }, sort: "DEFAULT" });
    expect(productsArguments({ q: "oil", category: "Hair Care", sort: "price-desc" })).toEqual({
      filter: { text: "oil", category: "Hair Care" },
      sort: "PRICE_DESC",
    });
  });
});
