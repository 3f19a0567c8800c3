/**
 * The shop's pages as a browser without JavaScript uses them: /shop with its GET form, a product
 * page with its placeholder cart, the 404, and /shop/add-product's multipart post to its own action.
 */
import { describe, expect, it } from "vitest";
import { PHOTO_JPEG } from "../fixtures/upload-files";
import {
  CookieJar,
  expectHides,
  expectShows,
  page,
  postMultipartForm,
  shown,
  shownBody,
  shownPage,
  shownVisit,
  signedInJar,
  signedInOwnerJar,
} from "./http";

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
    const html = await shownBody(response, 200);
    expectShows(html, [
      "Argan Oil Repair Serum",
      "AED 89.00",
      "18% OFF",
      'href="/shop/product/product-1"',
      'href="/shop/add-product"',
      "Add New Product",
    ]);
    expect(html).toMatch(/<option value="Fragrance">Fragrance<\/option>/);
    // The filter offers only categories that have products.
    expect(html).not.toMatch(/<option value="Body Care">/);
    expect(html).not.toContain("No products found matching your criteria.");
  });

  it("filters and sorts from the URL, and says when nothing matches", async () => {
    const sorted = await shownPage("/shop?sort=price-desc&category=all&q=");
    expect(sorted.indexOf("Oud &amp; Amber")).toBeLessThan(sorted.indexOf("Ionic Professional Hair Dryer"));
    const oils = await shownPage("/shop?q=OIL&category=Men%27s+Grooming");
    expect(oils).toContain("Sandalwood Beard Oil");
    expect(oils).not.toContain("Argan Oil Repair Serum");
    const none = await shownPage("/shop?q=no+such+thing");
    expectShows(none, ["No products found matching your criteria.", 'value="no such thing"']);
    // A stale cursor starts again from the first page; an unknown category is ignored.
    expect((await page("/shop?q=oil&after=garbage")).headers.get("Location")).toBe("/shop?q=oil");
    expect((await page("/shop?category=Jewellery")).status).toBe(200);
  });
});

describe("/shop/product/{productId}", () => {
  it("shows a product with its category, delivery, quantity bounds and related products", async () => {
    const html = await shownPage("/shop/product/product-1");
    expectShows(html, ["Argan Oil Repair Serum", "Standard UAE Delivery (3-5 days)", "Add to Cart"]);
    expect(html).toMatch(/name="quantity"[^>]*max="42"/);
    expect(html).not.toContain("Out of Stock");
  });

  it("disables quantity and the button when out of stock", async () => {
    const html = await shownPage("/shop/product/product-4");
    expect(html).toContain("Out of Stock");
    expect(html).toMatch(/<input[^>]*name="quantity"[^>]*disabled=""/);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Add to Cart<\/button>/);
  });

  it("answers 404 'Product Not Found' for a missing product", async () => {
    const response = await page("/shop/product/no-such-product");
    expect(await shownBody(response, 404)).toContain("Product Not Found");
  });

  it("adds to the placeholder cart without JavaScript, the quantity kept within the stock", async () => {
    const response = await postMultipartForm(new CookieJar(), "/shop/product/product-6", { quantity: "99" }, {});
    const html = await shownBody(response, 200);
    expectShows(html, ["Added to Cart!", "12 × Ionic Professional Hair Dryer"]);
  });
});

describe("/shop/add-product", () => {
  it("tells an account without an approved listing why it cannot add products, and how to, instead of a form", async () => {
    const jar = await signedInJar();
    const html = await shownVisit(jar, "/shop/add-product");
    expectShows(html, [
      "Add New Product",
      "Register your business to sell here",
      "Your account has no approved business listing yet.",
      'href="/for-business/register"',
      "Register Your Business",
      'href="/dashboard/provider"',
    ]);
    expectHides(html, [`enctype="multipart/form-data"`, ">Product Name</label>", ">Add Product</button>"]);
    // Posting anyway (an old tab, a script) is refused the same way, nothing kept but what was typed.
    const response = await addProduct(jar, FIELDS, photo());
    expectShows(await shownBody(response, 403), ["Failed to Add Product", "Only businesses with an approved listing can add products."]);
  });

  it("refuses a form without an image with 'Image Required', giving back everything typed", async () => {
    const jar = await signedInOwnerJar("glamour-spot");
    const form = await shownVisit(jar, "/shop/add-product");
    for (const label of ["Business", "Product Name", "Brand", "Category", "Price (AED)", "Stock", "Description", "Product Image"]) {
      expect(form).toContain(`>${label}</label>`);
    }
    // One listing: it is the choice, already made.
    expect(form).toMatch(/<option value="glamour-spot" selected="">Glamour Spot<\/option>/);
    const response = await addProduct(jar, FIELDS);
    const html = await shownBody(response, 400);
    expectShows(html, ["Image Required", "Please upload a product image.", 'value="Oud &amp; Rose Hair Mist"', 'value="75.5"']);
    expect(html).toMatch(/<option value="Hair Care" selected="">/);
    expect(html).toContain("A light hair mist with oud and Taif rose.\nAlcohol-free.</textarea>");
  });

  it("asks an owner of several businesses which one sells it, and refuses another account's, keeping what was typed", async () => {
    const jar = await signedInOwnerJar("barbers-hub", "elite-gents-salon");
    const form = await shownVisit(jar, "/shop/add-product");
    expectShows(form, [
      "Select business",
      '<option value="barbers-hub">Barbers Hub</option>',
      '<option value="elite-gents-salon">Elite Gents Salon</option>',
    ]);
    const unchosen = await shownBody(await addProduct(jar, FIELDS, photo()), 400);
    expectShows(unchosen, ["Please choose which of your businesses sells this product.", 'value="Oud &amp; Rose Hair Mist"']);
    const foreign = await shownBody(await addProduct(jar, { ...FIELDS, providerId: "glamour-spot" }, photo()), 403);
    expectShows(foreign, ["You can add products only to a business listing you own.", 'value="Oud &amp; Rose Hair Mist"']);
    const chosen = await addProduct(jar, { ...FIELDS, providerId: "elite-gents-salon" }, photo());
    expect(chosen.status).toBe(302);
    expect(await shownVisit(jar, "/shop/add-product")).toMatch(/<option value="" disabled="" selected="">Select business<\/option>/);
  });

  it("refuses bad fields with their messages, and an unfit image with 'Image Upload Failed'", async () => {
    const jar = await signedInOwnerJar("glamour-spot");
    const fields = shown(await (await addProduct(jar, { ...FIELDS, price: "0", stock: "1.5" }, photo())).text());
    expectShows(fields, [
      "Failed to Add Product",
      "The price must be more than AED 0.00.",
      "Please enter the stock as a whole number, 0 or more.",
      "Please choose the image again",
    ]);
    const image = await addProduct(jar, FIELDS, new File(["<!doctype html><p>hi"], "mist.jpg"));
    const html = await shownBody(image, 400);
    expect(html).toContain("Image Upload Failed");
    expect(html).toMatch(/web page/);
  });

  it("adds the product and goes to its page with 'Product Added Successfully!'", async () => {
    const jar = await signedInOwnerJar("aura-aesthetic");
    const response = await addProduct(jar, FIELDS, photo());
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/shop\/product\/[0-9a-f-]{36}$/);
    const html = await shownVisit(jar, location);
    expectShows(html, ["Product Added Successfully!", "Oud &amp; Rose Hair Mist", "AED 75.50", "No ratings yet", "Out of Stock"]);
    // Related: the Hair Care sample, a real product.
    expectShows(html, ["You Might Also Like", 'href="/shop/product/product-1"']);
    // Nothing the seller did not say: no invented discount, no genuine-product or delivery promise (issue #33).
    const main = html.slice(0, html.indexOf("You Might Also Like"));
    expectHides(main, ["% OFF", "was ", "100% genuine", "Standard UAE Delivery"]);
  });

  it("shows the seller's own previous price as the discount and only the statements the seller ticked", async () => {
    const jar = await signedInOwnerJar("glamour-spot");
    const refused = shown(await (await addProduct(jar, { ...FIELDS, compareAtPrice: "70", claimsUaeDelivery: "on" }, photo())).text());
    expectShows(refused, ["The previous price must be more than the price, or left empty.", 'value="70"', 'value="75.5"']);
    // The ticked statement comes back ticked, the other not.
    expect(refused).toMatch(/<input[^>]*id="claimsUaeDelivery"[^>]*checked=""/);
    expect(refused).not.toMatch(/<input[^>]*id="claimsGenuine"[^>]*checked=""/);
    const response = await addProduct(jar, { ...FIELDS, price: "45.50", compareAtPrice: "65.50", claimsUaeDelivery: "on" }, photo());
    expect(response.status).toBe(302);
    const html = await shownVisit(jar, response.headers.get("Location")!);
    const main = html.slice(0, html.indexOf("You Might Also Like"));
    expectShows(main, ["AED 45.50", "AED 65.50", "31% OFF", "Standard UAE Delivery (3-5 days)"]);
    expectHides(main, ["100% genuine"]);
  });
});
