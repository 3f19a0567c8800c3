/**
 * Uploaded pictures in several sizes (issue #18): a product image uploaded through the shop's form is
 * offered in widths up to the largest shown (`srcset`, `sizes`, width and height; the product page's
 * picture first and at high priority, the shop's cards lazily), and the Worker's /uploads/ route makes
 * each width through the Images binding: a narrow request gets a smaller file.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PHOTO_JPEG } from "../fixtures/upload-files";
import { postMultipartForm, shown, signedInOwnerJar, visit, type CookieJar } from "./http";

const FIELDS = {
  name: "Saffron Glow Face Oil",
  brand: "Oasis Botanicals",
  category: "Skin Care",
  price: "120",
  stock: "5",
  description: "A light face oil with saffron.",
};

/** Each `<img>` tag's attributes (React writes them double-quoted). */
const imagesIn = (html: string): Record<string, string>[] =>
  [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) =>
    Object.fromEntries(
      [...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!.replace(/&amp;/g, "&")]),
    ),
  );
const candidates = (srcset: string) => srcset.split(", ").map((candidate) => candidate.split(" ") as [string, string]);

async function fetched(url: string) {
  const response = await SELF.fetch(url);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const info = (await env.IMAGES.info(new Response(bytes.slice()).body!)) as { format: string; width: number };
  return { response, bytes, info };
}

describe("uploaded pictures in several sizes", () => {
  it("are offered in widths up to the largest shown, and a narrow one is a smaller file", async () => {
    const jar: CookieJar = await signedInOwnerJar("elite-gents-salon");
    const added = await postMultipartForm(jar, "/shop/add-product", FIELDS, {
      image: new File([PHOTO_JPEG.slice()], "saffron oil.jpg", { type: "image/jpeg" }),
    });
    expect(added.status).toBe(302);
    const html = shown(await (await visit(jar, added.headers.get("Location")!)).text());
    const [main] = imagesIn(html).filter((image) => image.src?.includes("/uploads/product_images/"));
    expect(main).toBeDefined();
    expect(main!.fetchpriority).toBe("high");
    expect(main!.loading).toBeUndefined();
    expect(Number(main!.width)).toBeGreaterThan(0);
    expect(Number(main!.height)).toBeGreaterThan(0);
    expect(main!.sizes).toContain("100vw");
    const offered = candidates(main!.srcset!);
    expect(offered.map(([, width]) => width)).toEqual(["320w", "480w", "640w", "800w", "1200w"]);

    const stored = await fetched(main!.src!.replace(/\?w=\d+$/, ""));
    const [narrowUrl] = offered[0]!;
    expect(new URL(narrowUrl).searchParams.get("w")).toBe("320");
    const narrow = await fetched(narrowUrl);
    expect(narrow.response.headers.get("Content-Type")).toBe("image/webp");
    expect(narrow.response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(narrow.info).toMatchObject({ format: "image/webp", width: 320 });
    expect(stored.info.width).toBeGreaterThan(320);
    expect(narrow.bytes.byteLength).toBeLessThan(stored.bytes.byteLength);
    // Asked again: the same file (kept in the cache).
    expect((await fetched(narrowUrl)).bytes).toEqual(narrow.bytes);
    // Never wider than stored, and a width the pages never ask for is the stored file.
    expect((await fetched(offered.at(-1)![0])).info.width).toBe(stored.info.width);
    const odd = new URL(narrowUrl);
    odd.searchParams.set("w", "321");
    expect((await fetched(odd.href)).bytes).toEqual(stored.bytes);

    // The shop's cards: lazily, in the grid's widths.
    const shop = await visit(jar, "/shop?q=Saffron%20Glow");
    const [card] = imagesIn(shown(await shop.text())).filter((image) => image.src?.includes("/uploads/product_images/"));
    expect(card!.loading).toBe("lazy");
    expect(card!.fetchpriority).toBeUndefined();
    expect(candidates(card!.srcset!).map(([, width]) => width)).toEqual(["320w", "480w", "640w", "800w"]);
  });

  it("leaves a private file (a trade licence) alone: no width makes it public", async () => {
    const response = await SELF.fetch("http://127.0.0.1:8787/uploads/provider_documents/trade_licenses/1_licence.pdf?w=320");
    expect(response.status).toBe(404);
  });
});
