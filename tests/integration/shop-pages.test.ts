/**
 * The shop's pages as a browser without JavaScript uses them: /shop with its GET form, a product
 * page with its placeholder cart, the 404, and /shop/add-product's multipart post to its own action.
 */
import { describe, expect, it } from "vitest";
import { PHOTO_JPEG } from "../fixtures/upload-files";
import { CookieJar, expectSentToLogin, page, postMultipartForm, shown, signedInJar, visit } from "./http";

const FIELDS = {
  name: "Oud & Rose Hair Mist",
  brand: "Al Qasr Perfumes",
  category: "Hair Care",
  price: "75.5",
  stock: "0",
  description: "A light hair mist with oud and Taif rose.\nAlcohol-free.",
};
const photo = () => new File([PHOTO_JPEG.slice()], "mist.jpg", { type: "image/jpeg" });
const addProduct = (jar: CookieJar, fields: Record<string, string>, image?: File) =>
  postMultipartForm(jar, "/shop/add-product", fields, { image });

describe("/shop", () => {
  it("shows the products with prices, badges and ratings, the filters and the add button", async () => {
    const response = await page("/shop");
    expect(response.status).toBe(200);
    const html = shown(await response.text());
    expect(html).toContain("Argan Oil Repair Serum");
    expect(html).toContain("AED 89.00");
    expect(html).toContain("18% OFF");
    expect(html).toContain('href="/shop/product/product-1"');
    expect(html).toContain('href="/shop/add-product"');
    expect(html).toContain("Add New Product");
    expect(html).toMatch(/<option value="Fragrance">Fragrance<\/option>/);
    // The filter offers only categories that have products.
    expect(html).not.toMatch(/<option value="Body Care">/);
    expect(html).not.toContain("No products found matching your criteria.");
  });

  it("filters and sorts from the URL, and says when nothing matches", async () => {
    const sorted = shown(await (await page("/shop?sort=price-desc&category=all&q=")).text());
    expect(sorted.indexOf("Oud &amp; Amber")).toBeLessThan(sorted.indexOf("Ionic Professional Hair Dryer"));
    const oils = shown(await (await page("/shop?q=OIL&category=Men%27s+Grooming")).text());
    expect(oils).toContain("Sandalwood Beard Oil");
    expect(oils).not.toContain("Argan Oil Repair Serum");
    const none = shown(await (await page("/shop?q=no+such+thing")).text());
    expect(none).toContain("No products found matching your criteria.");
    expect(none).toContain('value="no such thing"');
    // A stale cursor starts again from the first page; an unknown category is ignored.
    expect((await page("/shop?q=oil&after=garbage")).headers.get("Location")).toBe("/shop?q=oil");
    expect((await page("/shop?category=Jewellery")).status).toBe(200);
  });
});

describe("/shop/product/{productId}", () => {
  it("shows a product with its category, delivery, quantity bounds and related products", async () => {
    const html = shown(await (await page("/shop/product/product-1")).text());
    expect(html).toContain("Argan Oil Repair Serum");
    expect(html).toContain("Standard UAE Delivery (3-5 days)");
    expect(html).toContain("Add to Cart");
    expect(html).toMatch(/name="quantity"[^>]*max="42"/);
    expect(html).not.toContain("Out of Stock");
  });

  it("disables quantity and the button when out of stock", async () => {
    const html = shown(await (await page("/shop/product/product-4")).text());
    expect(html).toContain("Out of Stock");
    expect(html).toMatch(/<input[^>]*name="quantity"[^>]*disabled=""/);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Add to Cart<\/button>/);
  });

  it("answers 404 'Product Not Found' for a missing product", async () => {
    const response = await page("/shop/product/no-such-product");
    expect(response.status).toBe(404);
    expect(shown(await response.text())).toContain("Product Not Found");
  });

  it("adds to the placeholder cart without JavaScript, the quantity kept within the stock", async () => {
    const response = await postMultipartForm(new CookieJar(), "/shop/product/product-6", { quantity: "99" }, {});
    expect(response.status).toBe(200);
    const html = shown(await response.text());
    expect(html).toContain("Added to Cart!");
    expect(html).toContain("12 × Ionic Professional Hair Dryer");
  });
});

describe("/shop/add-product", () => {
  it("sends a signed-out visitor to /login and back", async () => {
    await expectSentToLogin(new CookieJar(), "/shop/add-product");
  });

  it("refuses a form without an image with 'Image Required', giving back everything typed", async () => {
    const jar = await signedInJar();
    const form = shown(await (await visit(jar, "/shop/add-product")).text());
    for (const label of ["Product Name", "Brand", "Category", "Price (AED)", "Stock", "Description", "Product Image"]) {
      expect(form).toContain(`>${label}</label>`);
    }
    const response = await addProduct(jar, FIELDS);
    expect(response.status).toBe(400);
    const html = shown(await response.text());
    expect(html).toContain("Image Required");
    expect(html).toContain("Please upload a product image.");
    expect(html).toContain('value="Oud &amp; Rose Hair Mist"');
    expect(html).toContain('value="75.5"');
    expect(html).toMatch(/<option value="Hair Care" selected="">/);
    expect(html).toContain("A light hair mist with oud and Taif rose.\nAlcohol-free.</textarea>");
  });

  it("refuses bad fields with their messages, and an unfit image with 'Image Upload Failed'", async () => {
    const jar = await signedInJar();
    const fields = shown(await (await addProduct(jar, { ...FIELDS, price: "0", stock: "1.5" }, photo())).text());
    expect(fields).toContain("Failed to Add Product");
    expect(fields).toContain("The price must be more than AED 0.00.");
    expect(fields).toContain("Please enter the stock as a whole number, 0 or more.");
    expect(fields).toContain("Please choose the image again");
    const image = await addProduct(jar, FIELDS, new File(["<!doctype html><p>hi"], "mist.jpg"));
    expect(image.status).toBe(400);
    const html = shown(await image.text());
    expect(html).toContain("Image Upload Failed");
    expect(html).toMatch(/web page/);
  });

  it("adds the product and goes to its page with 'Product Added Successfully!'", async () => {
    const jar = await signedInJar();
    const response = await addProduct(jar, FIELDS, photo());
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/shop\/product\/[0-9a-f-]{36}$/);
    const html = shown(await (await visit(jar, location)).text());
    expect(html).toContain("Product Added Successfully!");
    expect(html).toContain("Oud &amp; Rose Hair Mist");
    expect(html).toContain("AED 75.50");
    expect(html).toContain("No ratings yet");
    expect(html).toContain("Out of Stock");
    // Related: the Hair Care sample, a real product.
    expect(html).toContain("You Might Also Like");
    expect(html).toContain('href="/shop/product/product-1"');
  });
});
