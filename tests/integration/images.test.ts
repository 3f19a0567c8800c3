/**
 * Pictures (issue #18): every image has its size (no layout shift); the sample photos come in several
 * widths so a phone downloads a phone-sized file; the provider page's main picture is fetched first and
 * the pictures further down lazily.
 */
import { describe, expect, it } from "vitest";
import { bodyText, page } from "./http";

/** Each `<img>` tag's attributes (React writes them double-quoted). */
async function imagesOf(path: string): Promise<Record<string, string>[]> {
  const response = await page(path);
  const html = await bodyText(response, 200);
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) =>
    Object.fromEntries(
      [...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!.replace(/&amp;/g, "&")]),
    ),
  );
}

const widthsOf = (srcset: string | undefined) => (srcset ?? "").split(", ").map((candidate) => candidate.split(" ")[1]);

describe("images", () => {
  for (const path of ["/", "/ar", "/search", "/provider/glamour-spot", "/ar/provider/glamour-spot"]) {
    it(`${path}: every image has a width and a height`, async () => {
      const images = await imagesOf(path);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(Number(image.width), image.src).toBeGreaterThan(0);
        expect(Number(image.height), image.src).toBeGreaterThan(0);
      }
    });
  }

  it("the home page's cards: lazily loaded, in widths from 320 px, with the grid's sizes", async () => {
    const cards = (await imagesOf("/")).filter((image) => image.src?.startsWith("https://images.unsplash.com/"));
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(card.loading).toBe("lazy");
      expect(card.fetchpriority).toBeUndefined();
      expect(widthsOf(card.srcset)).toEqual(["320w", "480w", "640w", "800w", "1200w"]);
      expect(new URL(card.srcset!.split(" ")[0]!).searchParams.get("w")).toBe("320");
      expect(card.sizes).toContain("100vw");
    }
  });

  it("the provider page: the main picture first and at high priority, the team's portraits lazily and per screen density", async () => {
    const images = await imagesOf("/provider/glamour-spot");
    const [main, ...rest] = images;
    expect(main!.fetchpriority).toBe("high");
    expect(main!.loading).toBeUndefined();
    expect(widthsOf(main!.srcset)).toEqual(["320w", "480w", "640w", "800w", "1200w"]);
    expect(main!.sizes).toContain("100vw");
    expect(rest.length).toBeGreaterThan(0);
    for (const image of rest) {
      expect(image.loading).toBe("lazy");
      expect(image.fetchpriority).toBeUndefined();
      expect(widthsOf(image.srcset)).toEqual(["1x", "2x", "3x"]);
    }
  });
});
