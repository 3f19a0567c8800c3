import { describe, expect, it } from "vitest";
import { fixedImage, fluidImage } from "~/lib/listings/responsive-image";

const PHOTO = "https://images.unsplash.com/photo-1560066984-138dadb4c035?auto=format&fit=crop&w=1200&q=70";
const at = (width: number) => PHOTO.replace("w=1200", `w=${width}`);

describe("responsive pictures", () => {
  it("offers the sample photos' host every width up to the largest shown, keeping its other parameters", () => {
    expect(fluidImage(PHOTO, 1200)).toEqual({
      src: at(1200),
      srcSet: [320, 480, 640, 800, 1200].map((width) => `${at(width)} ${width}w`).join(", "),
    });
    expect(fluidImage(PHOTO, 700).srcSet).toBe([320, 480, 640, 700].map((width) => `${at(width)} ${width}w`).join(", "));
  });

  it("gives a fixed-size picture one file per screen density", () => {
    expect(fixedImage(PHOTO, 56)).toEqual({ src: at(112), srcSet: `${at(56)} 1x, ${at(112)} 2x, ${at(168)} 3x` });
  });

  it("offers an uploaded picture in the widths the uploads route makes, the next one up", () => {
    const upload = "http://127.0.0.1:8787/uploads/product_images/products/1_oil.webp";
    expect(fluidImage(upload, 800)).toEqual({
      src: `${upload}?w=800`,
      srcSet: [320, 480, 640, 800].map((width) => `${upload}?w=${width} ${width}w`).join(", "),
    });
    expect(fixedImage(upload, 56)).toEqual({ src: `${upload}?w=160`, srcSet: `${upload}?w=80 1x, ${upload}?w=160 2x, ${upload}?w=240 3x` });
    expect(fixedImage(upload, 1000).srcSet).toBe(`${upload}?w=1200 1x, ${upload}?w=1600 2x, ${upload}?w=1600 3x`);
  });

  it("leaves other hosts, signed links (trade licences) and relative paths with their single source", () => {
    for (const url of [
      "/uploads/logos/1_spa.webp",
      "http://127.0.0.1:8787/uploads/provider_documents/trade_licenses/1_l.pdf?expires=1&signature=x",
      "https://example.com/a.jpg?w=1200",
      "http://images.unsplash.com/x?w=1",
      "not a url",
    ]) {
      expect(fluidImage(url, 1200)).toEqual({ src: url });
      expect(fixedImage(url, 40)).toEqual({ src: url });
    }
  });
});
