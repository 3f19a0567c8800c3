/**
 * What a file IS, decided from its bytes alone: never from its name or the type the browser
 * declared. Pure (no I/O), so every case is unit-tested (tests/unit/upload-content.test.ts).
 *
 * Accepted kinds are the five the product stores: PDF, JPEG, PNG, WebP and DOCX (a ZIP whose entries
 * are a Word document's: [Content_Types].xml and word/…, read from its central directory). Everything else is
 * named as precisely as we can (an SVG, a web page, an archive, a program) so the refusal says
 * what was found. A file that starts like an accepted kind but stops early (a broken download,
 * a cut-off upload) is "truncated", not accepted.
 */

export const ACCEPTED_KINDS = ["pdf", "jpeg", "png", "webp", "docx"] as const;
export type FileKind = (typeof ACCEPTED_KINDS)[number];

/** What the bytes turned out to be when they are not one of the accepted kinds. */
export type RefusedKind = "svg" | "html" | "archive" | "macros" | "executable" | "gif" | "empty" | "truncated" | "unknown";

export type DetectedContent = { accepted: true; kind: FileKind } | { accepted: false; kind: RefusedKind };

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The file extensions a name may carry for each kind. The first is the one we store under. */
export const EXTENSIONS: Record<FileKind, readonly string[]> = {
  pdf: ["pdf"],
  jpeg: ["jpg", "jpeg"],
  png: ["png"],
  webp: ["webp"],
  docx: ["docx"],
};

/** Human words for each kind, for messages such as "This file is a web page, not a PDF". */
export const KIND_NAMES: Record<FileKind | RefusedKind, string> = {
  pdf: "a PDF",
  jpeg: "a JPEG image",
  png: "a PNG image",
  webp: "a WebP image",
  docx: "a Word document (DOCX)",
  macros: "a Word document with macros",
  svg: "an SVG drawing",
  html: "a web page",
  archive: "an archive",
  executable: "a program",
  gif: "a GIF image",
  empty: "empty",
  truncated: "incomplete (cut off before its end)",
  unknown: "of a type we cannot accept",
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const PDF = ascii("%PDF-");
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");
const GIF = ascii("GIF8");

const ARCHIVES: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04], // zip (also docx, jar, apk…)
  [0x50, 0x4b, 0x05, 0x06], // empty zip
  [0x50, 0x4b, 0x07, 0x08], // spanned zip
  [0x1f, 0x8b], // gzip
  ascii("Rar!\x1a\x07"),
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  [0x42, 0x5a, 0x68], // bzip2
  [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], // xz
  [0x28, 0xb5, 0x2f, 0xfd], // zstd
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE (old Office files, msi)
];
const EXECUTABLES: readonly (readonly number[])[] = [
  ascii("MZ"), // Windows .exe/.dll
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal, Java class
  [0x00, 0x61, 0x73, 0x6d], // WebAssembly
  ascii("#!"), // scripts
];

/** Markup that a browser would render or run, found anywhere in the first kilobyte of text. */
const MARKUP = /<\s*(!doctype\s+html|html|head|body|script|iframe|object|embed|meta|link|style|a\s|img\s|div|form|\?php)/i;

function textStart(bytes: Uint8Array): string {
  let start = 0;
  // A UTF-8 byte order mark, then leading white space, may precede markup.
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) start = 3;
  return new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(start, start + 1024)).replace(/^\s+/, "");
}

/** The last `length` bytes as Latin-1 text (PDF trailers are ASCII). */
const tailText = (bytes: Uint8Array, length: number) => String.fromCharCode(...bytes.subarray(Math.max(0, bytes.length - length)));

function pngIsComplete(bytes: Uint8Array): boolean {
  // Signature, then IHDR as the first chunk, and the IEND chunk (with its fixed CRC) at the end.
  return bytes.length >= 8 + 25 + 12 && startsWith(bytes, ascii("IHDR"), 12) && startsWith(bytes, PNG_IEND, bytes.length - 8);
}

function jpegIsComplete(bytes: Uint8Array): boolean {
  // Ends with the End Of Image marker; some cameras pad a few zero bytes after it.
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0x00 && bytes.length - end < 16) end -= 1;
  return end >= 4 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

function webpIsComplete(bytes: Uint8Array): boolean {
  // RIFF size field (little-endian) counts every byte after the first 8.
  if (bytes.length < 20) return false;
  const declared = (bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24)) >>> 0;
  return declared + 8 <= bytes.length && startsWith(bytes, ascii("VP8"), 12);
}

function pdfIsComplete(bytes: Uint8Array): boolean {
  // Every PDF (and every incremental update) ends with %%EOF; allow trailing white space.
  return /%%EOF\s*$/.test(tailText(bytes, 1024));
}

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];
/** The end-of-central-directory record is 22 bytes plus a comment of at most 65,535. */
const ZIP_END_SEARCH = 22 + 0xffff;
/** More entries than any Word document has: a larger directory is not read (and not accepted). */
const ZIP_MAX_ENTRIES = 5000;

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;

/**
 * The entry names of a ZIP from its central directory (found through the end record, searched backwards
 * over at most the last 64 KiB), or null when there is no complete directory: a cut-off or broken file.
 * Bounded: every step moves forward inside the buffer, and at most ZIP_MAX_ENTRIES are read.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const lowest = Math.max(0, bytes.length - ZIP_END_SEARCH);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (startsWith(bytes, ZIP_END, at)) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(bytes, end + 10);
  const size = u32(bytes, end + 12);
  const offset = u32(bytes, end + 16);
  if (count > ZIP_MAX_ENTRIES || offset + size > end) return null;
  const names: string[] = [];
  const decoder = new TextDecoder("utf-8", { fatal: false });
  let at = offset;
  for (let entry = 0; entry < count; entry += 1) {
    if (at + 46 > end || !startsWith(bytes, ZIP_CENTRAL, at)) return null;
    const nameLength = u16(bytes, at + 28);
    const next = at + 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    if (next > end) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at = next;
  }
  return names;
}

/** The first local entry's name: what a ZIP cut off before its directory still says it holds. */
function firstLocalName(bytes: Uint8Array): string {
  if (bytes.length < 30) return "";
  const length = u16(bytes, 26);
  return String.fromCharCode(...bytes.subarray(30, Math.min(bytes.length, 30 + length)));
}

const isWordEntry = (name: string) => name.startsWith("word/");
const looksLikeOfficeEntry = (name: string) => name === "[Content_Types].xml" || name.startsWith("_rels/") || isWordEntry(name);

/**
 * A ZIP that is a Word document: [Content_Types].xml and word/… entries (a .docm's vbaProject.bin is
 * refused as macros); a ZIP cut off before its directory whose first entry is an Office part is
 * truncated; any other ZIP is an archive.
 */
function zipContent(bytes: Uint8Array): DetectedContent {
  const names = zipEntryNames(bytes);
  if (!names) return { accepted: false, kind: looksLikeOfficeEntry(firstLocalName(bytes)) ? "truncated" : "archive" };
  if (!names.includes("[Content_Types].xml") || !names.some(isWordEntry)) return { accepted: false, kind: "archive" };
  if (names.some((name) => /vbaProject\.bin$/i.test(name))) return { accepted: false, kind: "macros" };
  return { accepted: true, kind: "docx" };
}

/** Decides what the bytes are. Reads the first and last kilobyte, and a ZIP's central directory. */
export function detectContent(bytes: Uint8Array): DetectedContent {
  if (bytes.length === 0) return { accepted: false, kind: "empty" };

  const accepted = (kind: FileKind, complete: boolean): DetectedContent =>
    complete ? { accepted: true, kind } : { accepted: false, kind: "truncated" };
  if (startsWith(bytes, PDF)) return accepted("pdf", pdfIsComplete(bytes));
  if (startsWith(bytes, PNG)) return accepted("png", pngIsComplete(bytes));
  if (startsWith(bytes, JPEG)) return accepted("jpeg", jpegIsComplete(bytes));
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return accepted("webp", webpIsComplete(bytes));

  if (startsWith(bytes, ZIP_LOCAL)) return zipContent(bytes);

  if (startsWith(bytes, GIF)) return { accepted: false, kind: "gif" };
  if (ARCHIVES.some((signature) => startsWith(bytes, signature))) return { accepted: false, kind: "archive" };
  // tar: "ustar" at offset 257.
  if (startsWith(bytes, ascii("ustar"), 257)) return { accepted: false, kind: "archive" };
  if (EXECUTABLES.some((signature) => startsWith(bytes, signature))) return { accepted: false, kind: "executable" };

  const text = textStart(bytes);
  if (/<svg[\s>]/i.test(text)) return { accepted: false, kind: "svg" };
  if (MARKUP.test(text)) return { accepted: false, kind: "html" };
  return { accepted: false, kind: "unknown" };
}
