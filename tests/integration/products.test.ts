/**
 * The shop's API in workerd: `products` (filter, sort, pages), `product`, `productCategories`, and
 * `addProduct` as a GraphQL multipart request with the real pipeline (Images binding, R2) and D1.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SAMPLE_PRODUCT_CATEGORIES } from "../fixtures/sample-catalogue";
import { PDF, PHOTO_JPEG } from "../fixtures/upload-files";
import { ORIGIN, postGraphQL, postMultipart, signedUpToken } from "./http";
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
    ... on ProductAdded { product { id name category price stock inStock maxQuantity rating imageUrl } }
    ... on AddProductInvalid { message fieldErrors { field message } }
    ... on UploadFailed { bucket message }
    ... on NotSignedIn { message }
  }
}`;

const INPUT = {
  name: "Saffron Glow Face Oil",
  brand: "Oasis Naturals",
  category: "Wellness",
  price: "49.99",
  stock: 0,
  description: "Saffron and rosehip oils for a calm, even glow.",
};
const photo = () => new File([PHOTO_JPEG.slice()], "Saffron Oil.jpg", { type: "image/jpeg" });
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

  it("adds a signed-in account's product with a WebP image and no rating, listed and categorised at once", async () => {
    const token = await signedUpToken();
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
      },
    });
    const { id, imageUrl } = result.product;
    expect(imageUrl).toMatch(new RegExp(`^${ORIGIN}/uploads/product_images/products/\\d{16}_Saffron-Oil\\.webp$`));
    const image = await SELF.fetch(imageUrl);
    expect(image.headers.get("Content-Type")).toBe("image/webp");
    expect(new TextDecoder("latin1").decode(await image.arrayBuffer())).not.toMatch(/GlowPhone|Exif/);

    const row = await env.DB.prepare("SELECT owner_id, price_fils, rating FROM products WHERE id = ?").bind(id).first();
    expect(row).toMatchObject({ price_fils: 4999, rating: null });
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
    const token = await signedUpToken();
    const before = (await env.UPLOADS.list()).objects.length;
    const { body } = await postMultipart(ADD, { input: INPUT }, files as Record<string, File>, token);
    expect(body.data.addProduct).toMatchObject({
      __typename: "AddProductInvalid",
      fieldErrors: [{ field, message: typeof message === "string" ? message : expect.stringMatching(message) }],
    });
    expect((await env.UPLOADS.list()).objects.length).toBe(before);
  });

  it("refuses a request without the image variable: the schema requires one", async () => {
    const token = await signedUpToken();
    const { body } = await postMultipart(ADD, { input: INPUT }, { image: undefined }, token);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/\$image/);
  });

  it("reports every typed field that is wrong, keeping money exact", async () => {
    const token = await signedUpToken();
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
});
