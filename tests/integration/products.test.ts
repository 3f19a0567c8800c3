/**
 * The shop's API in workerd: `products` (filter, sort, pages), `product`, `productCategories`, and
 * `addProduct` as a GraphQL multipart request with the real pipeline (Images binding, R2) and D1.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SAMPLE_PRODUCT_CATEGORIES } from "../fixtures/sample-catalogue";
import { DAILY_PRODUCTS_PER_LISTING } from "../../graphql/modules/products/rules";
import { blackPng, PDF, PHOTO_JPEG } from "../fixtures/upload-files";
import { ORIGIN, postGraphQL, postMultipart, verifiedToken, withinOneRateWindow } from "./http";
import { expectForeignCursorRefused, listOf } from "./lists";

const LIST = `query Shop($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
  products(filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id name price percentOff rating } }
  }
}`;
const ONE = `query ($id: ID!) {
  product(id: $id) {
    id name brand category priceFils priceAed price originalPrice percentOff stock inStock maxQuantity description imageUrl rating addedAt
    related { id category }
  }
}`;
const ADD = `mutation Add($input: AddProductInput!, $image: File!) {
  addProduct(input: $input, image: $image) {
    __typename
    ... on ProductAdded { product { id name category price stock inStock maxQuantity rating imageUrl providerId } }
    ... on AddProductInvalid { message fieldErrors { field message } }
    ... on UploadFailed { bucket message }
    ... on NotSignedIn { message }
    ... on NotAllowed { message code }
    ... on BusinessListingRequired { message code }
    ... on DailyProductLimitReached { message code limit retryAfterSeconds }
    ... on TooManyAttempts { message retryAfterSeconds }
  }
}`;
const LISTINGS = `{ viewer { listings { id name } } }`;

const INPUT = {
  name: "Saffron Glow Face Oil",
  brand: "Oasis Naturals",
  category: "Wellness",
  price: "49.99",
  stock: 0,
  description: "Saffron and rosehip oils for a calm, even glow.",
};
const photo = () => new File([PHOTO_JPEG.slice()], "Saffron Oil.jpg", { type: "image/jpeg" });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new account that owns these listings (what approving its registrations would do); its access token. */
async function listingOwner(...providerIds: string[]): Promise<string> {
  const token = await verifiedToken();
  const { body } = await postGraphQL(`{ viewer { id } }`, {}, bearer(token));
  for (const providerId of providerIds) {
    await env.DB.prepare("UPDATE providers SET owner_id = ?1 WHERE id = ?2").bind(body.data.viewer.id, providerId).run();
  }
  return token;
}
const productsOf = async (providerId: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM products WHERE provider_id = ?1").bind(providerId).first<{ n: number }>())?.n ?? 0;
const productList = listOf(LIST, "products");

describe("products", () => {
  it("lists the samples with display prices, the badge and ratings, page by page", async () => {
    const [first, rest] = await productList.twoPages(4, 6);
    expect(first.data.products.edges[0].node).toEqual({
      id: "product-1",
      name: "Argan Oil Repair Serum",
      price: "AED 89.00",
      percentOff: 18,
      rating: 4.6,
    });
    expect(productList.idsIn(rest)).toEqual(["product-5", "product-6"]);
    expect(rest.data.products.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
  });

  it("sorts by price either way and filters by name or brand and category", async () => {
    expect(await productList.ids({ sort: "PRICE_ASC" })).toEqual([
      "product-3",
      "product-5",
      "product-1",
      "product-2",
      "product-6",
      "product-4",
    ]);
    expect(await productList.ids({ sort: "PRICE_DESC", first: 2 })).toEqual(["product-4", "product-6"]);
    expect(await productList.ids({ filter: { text: " noor " } })).toEqual(["product-3"]);
    expect(await productList.ids({ filter: { text: "Oil" } })).toEqual(["product-1", "product-5"]);
    expect(await productList.ids({ filter: { text: "oil", category: "Men's Grooming" } })).toEqual(["product-5"]);
    await productList.expectNothingMatches({ text: "lipstick", category: "Hair Care" });
  });

  it("refuses an unknown category, over-long text and a cursor of another sort with BAD_USER_INPUT", async () => {
    await productList.expectFilterRefused({ category: "Jewellery" }, "category");
    await productList.expectLongTextRefused();
    const cursor = (await postGraphQL(LIST, { first: 1 })).body.data.products.pageInfo.endCursor;
    const mixed = await postGraphQL(LIST, { first: 1, after: cursor, sort: "PRICE_ASC" });
    expectForeignCursorRefused(mixed.body);
  });

  it("reads one product with its money, stock and related products; null for a missing one", async () => {
    const { body } = await postGraphQL(ONE, { id: "product-4" });
    expect(body.data.product).toMatchObject({
      id: "product-4",
      category: "Fragrance",
      priceFils: 42000,
      priceAed: "420.00",
      price: "AED 420.00",
      originalPrice: "AED 440.00",
      percentOff: 5,
      stock: 0,
      inStock: false,
      maxQuantity: 1,
      rating: 4.9,
      addedAt: "2026-11-01T00:00:00.000Z",
      related: [],
    });
    expect((await postGraphQL(ONE, { id: "product-6" })).body.data.product).toMatchObject({ maxQuantity: 12, inStock: true });
    expect((await postGraphQL(ONE, { id: "nothing-here" })).body.data.product).toBeNull();
  });
});

describe("addProduct", () => {
  it("refuses an anonymous caller, storing nothing", async () => {
    const before = (await env.UPLOADS.list()).objects.length;
    const { status, body } = await postMultipart(ADD, { input: INPUT }, { image: photo() });
    expect(status).toBe(200);
    expect(body.data.addProduct).toEqual({ __typename: "NotSignedIn", message: "Please sign in to add a product." });
    expect((await env.UPLOADS.list()).objects.length).toBe(before);
  });

  it("adds a listing owner's product with a WebP image and no rating, listed and categorised at once", async () => {
    const token = await listingOwner("nails-n-more");
    const { body } = await postMultipart(ADD, { input: INPUT }, { image: photo() }, token);
    const result = body.data.addProduct;
    expect(result).toMatchObject({
      __typename: "ProductAdded",
      product: {
        name: "Saffron Glow Face Oil",
        category: "Wellness",
        price: "AED 49.99",
        stock: 0,
        inStock: false,
        maxQuantity: 1,
        rating: null,
        providerId: "nails-n-more",
      },
    });
    const { id, imageUrl } = result.product;
    expect(imageUrl).toMatch(new RegExp(`^${ORIGIN}/uploads/product_images/products/\\d{16}_Saffron-Oil\\.webp$`));
    const image = await SELF.fetch(imageUrl);
    expect(image.headers.get("Content-Type")).toBe("image/webp");
    expect(new TextDecoder("latin1").decode(await image.arrayBuffer())).not.toMatch(/GlowPhone|Exif/);

    const row = await env.DB.prepare("SELECT owner_id, provider_id, price_fils, rating FROM products WHERE id = ?").bind(id).first();
    expect(row).toMatchObject({ provider_id: "nails-n-more", price_fils: 4999, rating: null });
    expect(row!.owner_id).toEqual(expect.any(String));
    expect((await postGraphQL(`{ productCategories }`)).body.data.productCategories).toEqual([...SAMPLE_PRODUCT_CATEGORIES, "Wellness"]);
    expect(await productList.ids({ filter: { category: "Wellness" } })).toContain(id);
  });

  it.each([
    ["an empty image field", { image: new File([], "") }, "image", "Please upload a product image."],
    ["a PDF as the image", { image: new File([PDF.slice()], "oil.pdf") }, "image", /JPG, PNG or WebP/],
    ["a web page named .jpg", { image: new File(["<!doctype html><script>x()</script>"], "oil.jpg") }, "image", /web page/],
    ["an over-size image", { image: new File([new Uint8Array(5 * 1024 * 1024 + 10)], "oil.png") }, "image", /at most 5 MB/],
  ] as const)("refuses %s with a field error, storing nothing", async (_name, files, field, message) => {
    const token = await listingOwner("glamour-spot");
    const before = (await env.UPLOADS.list()).objects.length;
    const { body } = await postMultipart(ADD, { input: INPUT }, files as Record<string, File>, token);
    expect(body.data.addProduct).toMatchObject({
      __typename: "AddProductInvalid",
      fieldErrors: [{ field, message: typeof message === "string" ? message : expect.stringMatching(message) }],
    });
    expect((await env.UPLOADS.list()).objects.length).toBe(before);
  });

  it("refuses a request without the image variable: the schema requires one", async () => {
    const token = await listingOwner("glamour-spot");
    const { body } = await postMultipart(ADD, { input: INPUT }, { image: undefined }, token);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/\$image/);
  });

  it("reports every typed field that is wrong, keeping money exact", async () => {
    const token = await listingOwner("glamour-spot");
    const input = { ...INPUT, name: " ", price: "49.999", stock: -2, category: "Jewellery", description: "" };
    const { body } = await postMultipart(ADD, { input }, { image: photo() }, token);
    expect(body.data.addProduct.__typename).toBe("AddProductInvalid");
    expect(body.data.addProduct.fieldErrors).toEqual([
      { field: "name", message: "Please enter the product name." },
      { field: "category", message: "Please choose a category." },
      { field: "price", message: "Please enter the price with at most two decimals, e.g. 49.99." },
      { field: "stock", message: "Please enter the stock as a whole number, 0 or more." },
      { field: "description", message: "Please describe the product." },
    ]);
    const cents = await postMultipart(ADD, { input: { ...INPUT, price: "0.29" } }, { image: photo() }, token);
    expect(cents.body.data.addProduct.product.price).toBe("AED 0.29");
  });

  it("refuses a 144-megapixel PNG from its header with the image's field error, storing nothing", async () => {
    const token = await listingOwner("glamour-spot");
    const before = (await env.UPLOADS.list()).objects.length;
    const huge = new File([(await blackPng(12_000, 12_000)).slice()], "huge.png", { type: "image/png" });
    const { body } = await postMultipart(ADD, { input: INPUT }, { image: huge }, token);
    expect(body.data.addProduct).toEqual({
      __typename: "AddProductInvalid",
      message: "Some details need your attention.",
      fieldErrors: [
        {
          field: "image",
          message:
            "The product image is 12,000 × 12,000 pixels: images can be at most 40 megapixels and 12,000 pixels on a side. " +
            "Make it smaller, then choose it again.",
        },
      ],
    });
    expect((await env.UPLOADS.list()).objects.length).toBe(before);
  });
});

describe("addProduct: products belong to a business", () => {
  it("refuses an account without an approved listing, before reading its image, and says how to get one", async () => {
    const token = await verifiedToken();
    const before = (await env.UPLOADS.list()).objects.length;
    const { status, body } = await postMultipart(ADD, { input: INPUT }, { image: photo() }, token);
    expect(status).toBe(200);
    expect(body.data.addProduct).toEqual({
      __typename: "BusinessListingRequired",
      code: "BUSINESS_LISTING_REQUIRED",
      message:
        "Only businesses with an approved listing can add products. Register your business; once it is approved, you can add its products.",
    });
    expect((await postGraphQL(LISTINGS, {}, bearer(token))).body.data.viewer.listings).toEqual([]);
    expect((await env.UPLOADS.list()).objects.length).toBe(before);
  });

  it("refuses another account's listing and an unknown one; an owner of several names which sells it", async () => {
    await listingOwner("glamour-spot");
    const theirs = await productsOf("glamour-spot");
    const token = await listingOwner("barbers-hub", "elite-gents-salon");
    expect((await postGraphQL(LISTINGS, {}, bearer(token))).body.data.viewer.listings).toEqual([
      { id: "barbers-hub", name: "Barbers Hub" },
      { id: "elite-gents-salon", name: "Elite Gents Salon" },
    ]);
    for (const providerId of ["glamour-spot", "no-such-listing"]) {
      const { body } = await postMultipart(ADD, { input: { ...INPUT, providerId } }, { image: photo() }, token);
      expect(body.data.addProduct, providerId).toEqual({
        __typename: "NotAllowed",
        code: "NOT_ALLOWED",
        message: "You can add products only to a business listing you own.",
      });
    }
    const unnamed = await postMultipart(ADD, { input: INPUT }, { image: photo() }, token);
    expect(unnamed.body.data.addProduct.fieldErrors).toEqual([
      { field: "providerId", message: "Please choose which of your businesses sells this product." },
    ]);
    const named = await postMultipart(ADD, { input: { ...INPUT, providerId: "elite-gents-salon" } }, { image: photo() }, token);
    expect(named.body.data.addProduct.product.providerId).toBe("elite-gents-salon");
    expect(await productsOf("glamour-spot")).toBe(theirs);
  });

  it("bounds 40 concurrent adds from one owner: 10 a minute per account, the rest refused with 429 and Retry-After", async () => {
    await withinOneRateWindow(async () => {
      // A burst that crossed a minute (a loaded machine) is run again, and the first run's products count
      // against the listing's 20 a day: remove them, or the second run meets that limit after 4 adds.
      await env.DB.prepare("DELETE FROM products WHERE provider_id = 'aura-aesthetic' AND name LIKE 'Flood %'").run();
      const token = await listingOwner("aura-aesthetic");
      const before = await productsOf("aura-aesthetic");
      const burst = await Promise.all(
        Array.from({ length: 40 }, (_, n) => postMultipart(ADD, { input: { ...INPUT, name: `Flood ${n}` } }, { image: photo() }, token)),
      );
      const added = burst.filter((answer) => answer.body.data.addProduct.__typename === "ProductAdded");
      const refused = burst.filter((answer) => answer.status === 429);
      expect(added).toHaveLength(10);
      expect(refused).toHaveLength(30);
      for (const answer of refused) {
        expect(answer.retryAfter).toBe("60");
        expect(answer.body.data.addProduct).toEqual({
          __typename: "TooManyAttempts",
          message: "Too many product attempts. Please try again in 1 minute.",
          retryAfterSeconds: 60,
        });
      }
      expect(await productsOf("aura-aesthetic")).toBe(before + 10);
    });
  });

  it(`stops a listing at ${DAILY_PRODUCTS_PER_LISTING} products in 24 hours, also when the last ones race`, async () => {
    const token = await listingOwner("skin-revive-clinic");
    // Products added over the last hours (the first 23 hours ago), then two adds at once for the last place.
    const earlier = Date.now() - 23 * 3600_000;
    const rows = Array.from({ length: DAILY_PRODUCTS_PER_LISTING - 1 }, (_, n) =>
      env.DB.prepare(
        `INSERT INTO products (id, provider_id, name, brand, category, price_fils, stock, description, image_url, created_at)
         VALUES (?1, 'skin-revive-clinic', 'Earlier', 'Skin Revive', 'Skin Care', 1000, 1, 'Added earlier.', 'https://example.com/x.webp', ?2)`,
      ).bind(`earlier-${n}`, new Date(earlier + n * 60_000).toISOString()),
    );
    await env.DB.batch(rows);
    const race = await Promise.all(
      [1, 2].map((n) => postMultipart(ADD, { input: { ...INPUT, name: `Last ${n}` } }, { image: photo() }, token)),
    );
    const kinds = race.map((answer) => answer.body.data.addProduct.__typename).sort();
    expect(kinds).toEqual(["DailyProductLimitReached", "ProductAdded"]);
    const refused = race.find((answer) => answer.body.data.addProduct.__typename === "DailyProductLimitReached")!;
    expect(refused.status).toBe(429);
    const { retryAfterSeconds } = refused.body.data.addProduct;
    expect(refused.retryAfter).toBe(String(retryAfterSeconds));
    expect(retryAfterSeconds).toBeGreaterThan(3600 - 120); // the first one turns 24 hours old in an hour
    expect(retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(refused.body.data.addProduct).toMatchObject({
      code: "DAILY_PRODUCT_LIMIT",
      limit: DAILY_PRODUCTS_PER_LISTING,
      message: `A business can add at most ${DAILY_PRODUCTS_PER_LISTING} products in 24 hours. Please try again in 1 hour.`,
    });
    expect(await productsOf("skin-revive-clinic")).toBe(DAILY_PRODUCTS_PER_LISTING);
  });
});
