/**
 * An image's width and height read from its header, before anything decodes it: PNG's IHDR chunk,
 * JPEG's frame header (SOFn), WebP's VP8, VP8L or VP8X chunk. A decoder's memory and time grow with
 * the pixels, not the bytes (a 420 KB PNG can hold 144 megapixels), so the pipeline checks these
 * against the pixel limit first (pipeline.ts, rules.ts checkImageSize).
 *
 * Pure and bounded: it reads only the header bytes and walks a JPEG's segments by their lengths, each
 * step moving forward. It answers null for any header it cannot trust: cut short, a size of zero or
 * beyond the format's own limit, a JPEG segment that runs past the end, a scan before the frame
 * header, or two frame headers. Unit-tested with real and hostile headers (tests/unit/image-dimensions.test.ts).
 */
import type { FileKind } from "./content";

export interface ImageDimensions {
  width: number;
  height: number;
}

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32be = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
const u32le = (bytes: Uint8Array, at: number) => (u24le(bytes, at) | (bytes[at + 3]! << 24)) >>> 0;
const text = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** Both sides whole and within 1…max, or null. */
function sized(width: number, height: number, max: number): ImageDimensions | null {
  const fits = (side: number) => Number.isInteger(side) && side >= 1 && side <= max;
  return fits(width) && fits(height) ? { width, height } : null;
}

/** Signature (8 bytes), then IHDR first: length 13, "IHDR", width and height big-endian (at most 2^31 − 1). */
function pngDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 24 || u32be(bytes, 8) !== 13 || text(bytes, 12, 4) !== "IHDR") return null;
  return sized(u32be(bytes, 16), u32be(bytes, 20), 2 ** 31 - 1);
}

/** Start Of Frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: restart markers and TEM. */
const isStandalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

/**
 * Walks the segments after SOI by their lengths (an EXIF thumbnail's own frame header sits inside APP1,
 * so it is skipped) up to the first scan; the frame header must come before it, once. SOFn holds its
 * length (2), precision (1), height (2), width (2) and components (1); a height of 0 (sized later by a DNL
 * segment) is not trusted.
 */
function jpegDimensions(bytes: Uint8Array): ImageDimensions | null {
  let frame: ImageDimensions | null = null;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    at += 2;
    if (isStandalone(marker)) continue;
    if (marker === 0xda || marker === 0xd9) return frame; // start of scan, or end of image
    if (marker === 0xd8 || at + 2 > bytes.length) return null;
    const length = u16be(bytes, at);
    if (length < 2 || at + length > bytes.length) return null;
    if (isFrameHeader(marker)) {
      if (frame || length < 8) return null;
      frame = sized(u16be(bytes, at + 5), u16be(bytes, at + 3), 0xffff);
      if (!frame) return null;
    }
    at += length;
  }
  return null;
}

/**
 * "RIFF", size, "WEBP", then the first chunk's name at 12 and its data from 20. VP8X (extended):
 * canvas width − 1 and height − 1 as 24-bit little-endian at 24 and 27. VP8L (lossless): signature
 * 0x2F, then 14 bits of width − 1 and 14 of height − 1. VP8 (lossy): a key frame's tag (3 bytes), the
 * start code 9D 01 2A, then 14-bit width and height (the top two bits are a scaling hint).
 */
function webpDimensions(bytes: Uint8Array): ImageDimensions | null {
  const has = (length: number) => bytes.length >= length;
  switch (has(16) ? text(bytes, 12, 4) : "") {
    case "VP8X":
      return has(30) ? sized(u24le(bytes, 24) + 1, u24le(bytes, 27) + 1, 2 ** 24) : null;
    case "VP8L": {
      if (!has(25) || bytes[20] !== 0x2f) return null;
      const bits = u32le(bytes, 21);
      return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1, 0x4000);
    }
    case "VP8 ": {
      const keyFrame = has(30) && (bytes[20]! & 1) === 0;
      if (!keyFrame || bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
      return sized(u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff, 0x3fff);
    }
    default:
      return null;
  }
}

/** The image's size from its header, or null when the header cannot be trusted (see above). */
export function imageDimensions(bytes: Uint8Array, kind: Exclude<FileKind, "pdf">): ImageDimensions | null {
  if (kind === "png") return pngDimensions(bytes);
  if (kind === "jpeg") return jpegDimensions(bytes);
  return webpDimensions(bytes);
}
