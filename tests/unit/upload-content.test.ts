/** Content detection from the bytes alone (graphql/modules/uploads/content.ts). */
import { describe, expect, it } from "vitest";
import { detectContent, zipEntryNames } from "../../graphql/modules/uploads/content";
import { concatBytes as join, DOCX, PDF, PHOTO_JPEG, PNG, WEBP, zip } from "../fixtures/upload-files";

const text = (value: string) => new TextEncoder().encode(value);
const bytes = (...values: number[]) => new Uint8Array(values);

describe("accepted kinds", () => {
  it.each([
    ["a PDF", PDF, "pdf"],
    ["a JPEG photo", PHOTO_JPEG, "jpeg"],
    ["a PNG", PNG, "png"],
    ["a WebP", WEBP, "webp"],
  ] as const)("recognises %s", (_name, file, kind) => {
    expect(detectContent(file)).toEqual({ accepted: true, kind });
  });

  it("accepts a PDF with white space after %%EOF and a JPEG with padding after its end marker", () => {
    expect(detectContent(join(PDF, text("\r\n\n")))).toEqual({ accepted: true, kind: "pdf" });
    expect(detectContent(join(PHOTO_JPEG, bytes(0, 0, 0)))).toEqual({ accepted: true, kind: "jpeg" });
  });
});

describe("truncated files", () => {
  it.each([
    ["PDF", PDF],
    ["JPEG", PHOTO_JPEG],
    ["PNG", PNG],
    ["WebP", WEBP],
  ] as const)("refuses a %s cut off before its end", (_name, file) => {
    expect(detectContent(file.slice(0, Math.floor(file.length * 0.6)))).toEqual({ accepted: false, kind: "truncated" });
  });

  it("refuses a bare signature", () => {
    expect(detectContent(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toEqual({ accepted: false, kind: "truncated" });
    expect(detectContent(bytes(0xff, 0xd8, 0xff))).toEqual({ accepted: false, kind: "truncated" });
    expect(detectContent(text("%PDF-"))).toEqual({ accepted: false, kind: "truncated" });
  });
});

describe("refused kinds", () => {
  it.each([
    ["empty", new Uint8Array(), "empty"],
    ["SVG", text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "svg"],
    ["SVG with an XML prolog and a comment", text('<?xml version="1.0"?>\n<!-- logo -->\n<svg viewBox="0 0 1 1"></svg>'), "svg"],
    ["HTML", text("<!DOCTYPE html><html><body>hi</body></html>"), "html"],
    ["HTML after a byte order mark and blank lines", join(bytes(0xef, 0xbb, 0xbf), text("\n\n  <html><script>x()</script>")), "html"],
    ["a script fragment", text("<script>fetch('/graphql')</script>"), "html"],
    ["PHP", text("<?php system($_GET['c']); ?>"), "html"],
    ["zip", bytes(0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0), "archive"],
    ["gzip", bytes(0x1f, 0x8b, 8, 0), "archive"],
    ["rar", join(text("Rar!"), bytes(0x1a, 0x07, 0x00)), "archive"],
    ["7z", bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4), "archive"],
    ["tar", join(new Uint8Array(257), text("ustar\u000000")), "archive"],
    ["Windows program", join(text("MZ"), new Uint8Array(64)), "executable"],
    ["ELF program", bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1), "executable"],
    ["Mach-O program", bytes(0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1), "executable"],
    ["shell script", text("#!/bin/sh\nrm -rf /\n"), "executable"],
    ["WebAssembly", bytes(0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0), "executable"],
    ["GIF", text("GIF89a\u0001\u0000\u0001\u0000"), "gif"],
    ["plain text", text("just some words"), "unknown"],
  ] as const)("names %s", (_name, file, kind) => {
    expect(detectContent(file)).toEqual({ accepted: false, kind });
  });

  it("is not fooled by a web page that mentions %PDF later on, or a PDF signature after junk", () => {
    expect(detectContent(text("<html><body>%PDF-1.7 %%EOF</body></html>"))).toEqual({ accepted: false, kind: "html" });
    expect(detectContent(join(text("junk"), PDF))).toEqual({ accepted: false, kind: "unknown" });
  });
});

describe("Word documents (DOCX: a ZIP read from its central directory)", () => {
  it("accepts a ZIP holding [Content_Types].xml and word/ parts", () => {
    expect(zipEntryNames(DOCX)).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "word/document.xml",
      "word/_rels/document.xml.rels",
      "docProps/core.xml",
    ]);
    expect(detectContent(DOCX)).toEqual({ accepted: true, kind: "docx" });
  });

  it("accepts one with a ZIP comment after the directory", () => {
    const withComment = join(DOCX.slice(0, -2), new Uint8Array([5, 0]), new TextEncoder().encode("hello"));
    expect(detectContent(withComment)).toEqual({ accepted: true, kind: "docx" });
  });

  it.each([
    ["a plain ZIP", zip(["notes.txt", "photo.jpg"])],
    ["a spreadsheet (xl/, not word/)", zip(["[Content_Types].xml", "_rels/.rels", "xl/workbook.xml"])],
    ["word/ parts without [Content_Types].xml", zip(["word/document.xml"])],
    ["a Java archive", zip(["META-INF/MANIFEST.MF", "Main.class"])],
  ] as const)("calls %s an archive", (_name, file) => {
    expect(detectContent(file)).toEqual({ accepted: false, kind: "archive" });
  });

  it("refuses a document with macros (a .docm's vbaProject.bin)", () => {
    const docm = zip(["[Content_Types].xml", "word/document.xml", "word/vbaProject.bin"]);
    expect(detectContent(docm)).toEqual({ accepted: false, kind: "macros" });
  });

  it("calls a DOCX cut off before its directory truncated, and a cut-off plain ZIP an archive", () => {
    expect(detectContent(DOCX.slice(0, Math.floor(DOCX.length * 0.6)))).toEqual({ accepted: false, kind: "truncated" });
    const plain = zip(["notes.txt", "more.txt"]);
    expect(detectContent(plain.slice(0, Math.floor(plain.length * 0.6)))).toEqual({ accepted: false, kind: "archive" });
  });

  it("does not trust a directory that points outside the file or past its end record", () => {
    const broken = DOCX.slice();
    // The end record's directory offset (at 16 from its start) beyond the file.
    broken[broken.length - 22 + 16] = 0xff;
    broken[broken.length - 22 + 17] = 0xff;
    expect(zipEntryNames(broken)).toBeNull();
    expect(detectContent(broken)).toEqual({ accepted: false, kind: "truncated" });
  });

  it("reads a name's length from the directory, not the bytes after it", () => {
    const lying = DOCX.slice();
    const directoryStart = lying.length - 22 - (lying[lying.length - 22 + 12]! | (lying[lying.length - 22 + 13]! << 8));
    lying[directoryStart + 28] = 0xff; // the first entry's name length, far past the directory
    lying[directoryStart + 29] = 0xff;
    expect(zipEntryNames(lying)).toBeNull();
  });
});
