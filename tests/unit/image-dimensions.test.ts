/** An image's size read from its header (graphql/modules/uploads/dimensions.ts), real and hostile headers alike. */
import { describe, expect, it } from "vitest";
import { imageDimensions } from "../../graphql/modules/uploads/dimensions";
import { concatBytes as join, PHOTO_JPEG, PNG, WEBP } from "../fixtures/upload-files";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (value: string) => Uint8Array.from(value, (char) => char.charCodeAt(0));
const be16 = (value: number) => bytes(value >>> 8, value & 0xff);
const be32 = (value: number) => bytes(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
const le24 = (value: number) => bytes(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff);
const le32 = (value: number) => join(le24(value), bytes(value >>> 24));

const PNG_SIGNATURE = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
/** A PNG's signature and IHDR chunk (its CRC is not checked here: a decoder's business). */
const pngHeader = (width: number, height: number, length = 13) =>
  join(PNG_SIGNATURE, be32(length), ascii("IHDR"), be32(width), be32(height), bytes(8, 2, 0, 0, 0), be32(0));

/** A JPEG segment: marker FF xx, then its length (which counts itself) and data. */
const segment = (marker: number, data: Uint8Array) => join(bytes(0xff, marker), be16(data.length + 2), data);
const frameHeader = (width: number, height: number, marker = 0xc0) =>
  segment(marker, join(bytes(8), be16(height), be16(width), bytes(3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1)));
const SOI = bytes(0xff, 0xd8);
const SOS = segment(0xda, bytes(1, 1, 0, 0, 0x3f, 0));
const jpeg = (...segments: Uint8Array[]) => join(SOI, ...segments, SOS, bytes(0, 0, 0xff, 0xd9));

const riff = (chunk: string, data: Uint8Array) =>
  join(ascii("RIFF"), le32(data.length + 12), ascii("WEBP"), ascii(chunk), le32(data.length), data);
const vp8x = (width: number, height: number) => riff("VP8X", join(bytes(0x10, 0, 0, 0), le24(width - 1), le24(height - 1)));
const vp8l = (width: number, height: number, signature = 0x2f) =>
  riff("VP8L", join(bytes(signature), le32(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14)), bytes(0, 0, 0)));

describe("image dimensions from the header", () => {
  it("reads the real fixtures: a camera JPEG with EXIF, a PNG, a lossy WebP", () => {
    expect(imageDimensions(PHOTO_JPEG, "jpeg")).toEqual({ width: 1200, height: 900 });
    expect(imageDimensions(PNG, "png")).toEqual({ width: 64, height: 48 });
    expect(imageDimensions(WEBP, "webp")).toEqual({ width: 64, height: 48 });
  });

  it("reads the size a header claims, however large, from the first bytes alone", () => {
    expect(imageDimensions(pngHeader(12_000, 12_000), "png")).toEqual({ width: 12_000, height: 12_000 });
    expect(imageDimensions(jpeg(frameHeader(65_535, 40_000)), "jpeg")).toEqual({ width: 65_535, height: 40_000 });
    expect(imageDimensions(jpeg(frameHeader(640, 480, 0xc2)), "jpeg")).toEqual({ width: 640, height: 480 }); // progressive
    expect(imageDimensions(vp8x(16_000, 16_000), "webp")).toEqual({ width: 16_000, height: 16_000 });
    expect(imageDimensions(vp8l(16_384, 3), "webp")).toEqual({ width: 16_384, height: 3 });
  });

  it("takes a JPEG's own frame, not an EXIF thumbnail's, and skips fill bytes and restart markers", () => {
    const exifWithThumbnail = segment(0xe1, join(ascii("Exif\0\0"), SOI, frameHeader(160, 120), bytes(0xff, 0xd9)));
    const photo = jpeg(exifWithThumbnail, bytes(0xff, 0xff, 0xff), frameHeader(9000, 6000), bytes(0xff, 0xd0));
    expect(imageDimensions(photo, "jpeg")).toEqual({ width: 9000, height: 6000 });
  });

  describe("answers null for a header it cannot trust", () => {
    it.each([
      ["a PNG cut off inside IHDR", pngHeader(100, 100).slice(0, 20)],
      ["a PNG whose first chunk is not IHDR", join(PNG_SIGNATURE, be32(13), ascii("IDAT"), be32(100), be32(100))],
      ["a PNG whose IHDR has the wrong length", pngHeader(100, 100, 12)],
      ["a PNG of width 0", pngHeader(0, 100)],
      ["a PNG of height 2^31 (beyond the format)", pngHeader(100, 2 ** 31)],
      ["a PNG of 2^32 − 1 pixels a side", pngHeader(2 ** 32 - 1, 2 ** 32 - 1)],
    ])("%s", (_name, header) => {
      expect(imageDimensions(header, "png")).toBeNull();
    });

    it.each([
      ["a bare SOI", SOI],
      ["a scan before any frame header", join(SOI, SOS, frameHeader(10, 10))],
      ["the end of the image before any frame header", join(SOI, bytes(0xff, 0xd9))],
      ["a frame header cut off", join(SOI, frameHeader(100, 100).slice(0, 7))],
      ["a segment running past the end", join(SOI, bytes(0xff, 0xe0), be16(60_000), ascii("JFIF"))],
      ["a segment length of 0", join(SOI, bytes(0xff, 0xe0, 0, 0), frameHeader(10, 10), SOS)],
      ["a segment length of 1", join(SOI, bytes(0xff, 0xe0, 0, 1), frameHeader(10, 10), SOS)],
      ["junk where a marker must be", join(SOI, bytes(0x12, 0x34), frameHeader(10, 10), SOS)],
      ["two frame headers (a small one, then a huge one)", jpeg(frameHeader(10, 10), frameHeader(60_000, 60_000))],
      ["a height of 0 (left to a DNL segment)", jpeg(frameHeader(100, 0))],
      ["a frame header too short for its fields", jpeg(segment(0xc0, bytes(8, 0, 10)))],
      ["a second SOI inside the segments", join(SOI, SOI, frameHeader(10, 10), SOS)],
      ["nothing but fill bytes", join(SOI, new Uint8Array(4096).fill(0xff))],
    ])("%s", (_name, header) => {
      expect(imageDimensions(header, "jpeg")).toBeNull();
    });

    it.each([
      ["a WebP cut off after its chunk name", vp8x(10, 10).slice(0, 20)],
      ["a VP8X cut off before its canvas height", vp8x(10, 10).slice(0, 28)],
      ["a VP8L with the wrong signature", vp8l(10, 10, 0x2e)],
      [
        "a lossy WebP without the start code",
        (() => {
          const broken = WEBP.slice();
          broken[24] = 0x02;
          return broken;
        })(),
      ],
      [
        "a lossy WebP whose first frame is not a key frame",
        (() => {
          const broken = WEBP.slice();
          broken[20]! |= 1;
          return broken;
        })(),
      ],
      [
        "a lossy WebP of width 0",
        (() => {
          const broken = WEBP.slice();
          broken[26] = 0;
          broken[27] = 0xc0; // only the scaling bits set
          return broken;
        })(),
      ],
      ["a WebP whose first chunk is something else", riff("ALPH", new Uint8Array(20))],
    ])("%s", (_name, header) => {
      expect(imageDimensions(header, "webp")).toBeNull();
    });
  });

  it("walks a JPEG of many tiny segments to its end without trouble", () => {
    const comments = Array.from({ length: 20_000 }, () => segment(0xfe, bytes(0x20)));
    expect(imageDimensions(jpeg(...comments, frameHeader(800, 600)), "jpeg")).toEqual({ width: 800, height: 600 });
    expect(imageDimensions(join(SOI, ...comments), "jpeg")).toBeNull();
  });
});
