/** The upload rules: sizes, names, content against purpose, safe names and keys (graphql/modules/uploads/rules.ts). */
import { describe, expect, it } from "vitest";
import { detectContent } from "../../graphql/modules/uploads/content";
import {
  MAX_REQUEST_BYTES,
  UPLOAD_PURPOSES,
  acceptAttribute,
  checkContent,
  checkDeclaredFile,
  checkImageSize,
  formatSize,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  safeFileName,
  uploadKey,
} from "../../graphql/modules/uploads/rules";
import { englishOf, type CodedMessage } from "../../graphql/shared/messages";
import { DOCX, PDF, PHOTO_JPEG, PNG } from "../fixtures/upload-files";
import { itGivesFor } from "./rule-cases";

const MB = 1024 * 1024;
const { tradeLicense, businessLogo, productImage, jobLogo } = UPLOAD_PURPOSES;
/** A server-side check's refusal (a code) in the API's English, null as is. */
const english = (message: CodedMessage | null) => message && englishOf(message);
// The storage policies' name pattern (workers/migrations/supabase/0001_baseline.sql, is_upload_name).
const POLICY_NAME = /^[a-z_]+\/[0-9]{10,16}_[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

describe("limits per purpose", () => {
  it("are the issue's: licence 10 MB, logo 2 MB, product image 5 MB", () => {
    expect(tradeLicense.maxBytes).toBe(10 * MB);
    expect(businessLogo.maxBytes).toBe(2 * MB);
    expect(jobLogo.maxBytes).toBe(2 * MB);
    expect(productImage.maxBytes).toBe(5 * MB);
    expect(MAX_REQUEST_BYTES).toBeGreaterThan(12 * MB);
    expect(MAX_REQUEST_BYTES).toBeLessThan(13 * MB);
  });

  it("refuses an over-size or empty file before reading it, saying the limit", () => {
    expect(checkDeclaredFile(businessLogo, { name: "logo.png", size: 2 * MB })).toBeNull();
    expect(checkDeclaredFile(businessLogo, { name: "logo.png", size: 2 * MB + 1 })).toBe(
      "Logo files can be at most 2 MB; this one is just over 2 MB.",
    );
    expect(checkDeclaredFile(tradeLicense, { name: "licence.pdf", size: 12.5 * MB })).toBe(
      "Trade licence files can be at most 10 MB; this one is 12.5 MB.",
    );
    expect(checkDeclaredFile(tradeLicense, { name: "licence.pdf", size: 0 })).toMatch(/empty/);
  });

  it("formats sizes for people", () => {
    expect(formatSize(10 * MB)).toBe("10 MB");
    expect(formatSize(1.25 * MB)).toBe("1.3 MB");
    expect(formatSize(300)).toBe("1 KB");
    expect(formatSize(512 * 1024)).toBe("512 KB");
  });
});

describe("names", () => {
  it("need an extension the purpose accepts", () => {
    for (const name of ["licence.pdf", "LICENCE.PDF", "scan.jpg", "scan.jpeg", "scan.png"]) {
      expect(checkDeclaredFile(tradeLicense, { name, size: 10 })).toBeNull();
    }
    expect(checkDeclaredFile(tradeLicense, { name: "licence.webp", size: 10 })).toBe(
      "The trade licence must be a PDF, JPG or PNG file (a name ending in .pdf, .jpg, .jpeg, .png).",
    );
    expect(checkDeclaredFile(businessLogo, { name: "logo.pdf", size: 10 })).toMatch(/JPG, PNG or WebP/);
    expect(checkDeclaredFile(businessLogo, { name: "logo", size: 10 })).toMatch(/must be a JPG, PNG or WebP file/);
    expect(checkDeclaredFile(businessLogo, { name: "logo.svg", size: 10 })).toMatch(/must be/);
  });

  it("refuse double extensions that hide a program, a page or another file type", () => {
    expect(checkDeclaredFile(tradeLicense, { name: "licence.pdf.exe", size: 10 })).toMatch(/must be a PDF/);
    expect(checkDeclaredFile(tradeLicense, { name: "licence.html.pdf", size: 10 })).toBe(
      "The trade licence's name has two extensions (.html.pdf): rename it so it ends in just .pdf.",
    );
    expect(checkDeclaredFile(businessLogo, { name: "logo.php.png", size: 10 })).toMatch(/two extensions \(\.php\.png\)/);
    expect(checkDeclaredFile(businessLogo, { name: "logo.jpg.png", size: 10 })).toMatch(/two extensions/);
    // Dots that are not extensions are fine.
    expect(checkDeclaredFile(tradeLicense, { name: "Glow Spa L.L.C. licence 2026.pdf", size: 10 })).toBeNull();
  });
});

describe("content against purpose and name", () => {
  it("accepts what the purpose takes when the name agrees", () => {
    expect(english(checkContent(tradeLicense, "licence.pdf", detectContent(PDF)))).toBeNull();
    expect(english(checkContent(tradeLicense, "licence.JPEG", detectContent(PHOTO_JPEG)))).toBeNull();
    expect(english(checkContent(businessLogo, "logo.png", detectContent(PNG)))).toBeNull();
  });

  it("refuses a kind the purpose does not take, naming what it is", () => {
    expect(english(checkContent(businessLogo, "logo.png", detectContent(PDF)))).toBe(
      "The logo must be a JPG, PNG or WebP file; this one is a PDF.",
    );
    const page = detectContent(new TextEncoder().encode("<!doctype html><h1>hi"));
    expect(english(checkContent(tradeLicense, "licence.pdf", page))).toBe(
      "The trade licence must be a PDF, JPG or PNG file; this one is a web page.",
    );
  });

  it("refuses a disguised file: content that contradicts its name", () => {
    expect(english(checkContent(tradeLicense, "licence.pdf", detectContent(PNG)))).toBe(
      "The file is named .pdf but it is a PNG image: it looks disguised, so it was not accepted.",
    );
  });

  it("says its refusals by code, with the values the message names (only the server runs these checks)", () => {
    expect(checkContent(businessLogo, "logo.png", detectContent(PDF))).toEqual({
      code: "UPLOAD_WRONG_KIND",
      params: { label: "logo", list: "JPG, PNG or WebP", kind: "a PDF" },
    });
    expect(checkContent(tradeLicense, "licence.pdf", detectContent(PNG))).toEqual({
      code: "UPLOAD_DISGUISED",
      params: { last: "pdf", kind: "a PNG image" },
    });
    expect(checkContent(tradeLicense, "licence.pdf", detectContent(PDF.slice(0, 20)))).toEqual({
      code: "UPLOAD_INCOMPLETE",
      params: { label: "trade licence" },
    });
    expect(checkImageSize(productImage, { width: 12_000, height: 9000 })).toEqual({
      code: "UPLOAD_TOO_MANY_PIXELS",
      params: { label: "product image", width: "12,000", height: "9,000", megapixels: "40", side: "12,000" },
    });
    expect(checkImageSize(tradeLicense, null)).toEqual({ code: "UPLOAD_UNREADABLE_IMAGE", params: { label: "trade licence" } });
  });

  it("refuses a truncated file with a way forward", () => {
    expect(english(checkContent(tradeLicense, "licence.pdf", detectContent(PDF.slice(0, 20))))).toMatch(/incomplete .* choose it again/);
  });
});

describe("image size from the header", () => {
  it("is one limit for every purpose: 40 megapixels and 12,000 pixels on a side", () => {
    expect([MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE]).toEqual([40_000_000, 12_000]);
    for (const purpose of Object.values(UPLOAD_PURPOSES)) {
      expect(english(checkImageSize(purpose, { width: 8000, height: 5000 })), purpose.label).toBeNull(); // exactly 40 MP
      expect(english(checkImageSize(purpose, { width: 12_000, height: 3333 })), purpose.label).toBeNull();
      expect(english(checkImageSize(purpose, { width: 8000, height: 5001 })), purpose.label).toMatch(/at most 40 megapixels/);
      expect(english(checkImageSize(purpose, { width: 12_001, height: 1 })), purpose.label).toMatch(/12,000 pixels on a side/);
      expect(english(checkImageSize(purpose, { width: 1, height: 12_001 })), purpose.label).not.toBeNull();
    }
  });

  it("says how large the image is and what to do, or that a header it cannot trust looks damaged", () => {
    expect(english(checkImageSize(productImage, { width: 12_000, height: 12_000 }))).toBe(
      "The product image is 12,000 × 12,000 pixels: images can be at most 40 megapixels and 12,000 pixels on a side. " +
        "Make it smaller, then choose it again.",
    );
    expect(english(checkImageSize(tradeLicense, null))).toBe(
      "The trade licence could not be read as an image: it may be damaged. Choose another file.",
    );
    expect(english(checkImageSize(jobLogo, { width: 1200, height: 900 }))).toBeNull();
  });
});

describe("stored names", () => {
  itGivesFor("keep only safe characters of the original name, with the stored kind's extension: %j as %s", safeFileName, [
    ["My Salon (final).PNG", "webp", "My-Salon-final.webp"],
    ["Café Rosé licence.pdf", "pdf", "Cafe-Rose-licence.pdf"],
    ["../../etc/passwd", "pdf", "passwd.pdf"],
    ["C:\\Users\\me\\scan.jpeg", "jpg", "scan.jpg"],
    ["رخصة تجارية.pdf", "pdf", "file.pdf"],
    ["..pdf", "pdf", "file.pdf"],
    ["-_-x-_-.png", "webp", "x.webp"],
    [`${"a".repeat(300)}.pdf`, "pdf", `${"a".repeat(80)}.pdf`],
  ]);

  it("make keys bucket/folder/timestamp_name that the storage policies accept", () => {
    const now = new Date("2026-11-23T08:00:00.123Z");
    const key = uploadKey(tradeLicense, "licence.pdf", now, () => 0.5);
    expect(key).toBe(`provider_documents/trade_licenses/${now.getTime()}500_licence.pdf`);
    for (const purpose of [tradeLicense, businessLogo, jobLogo, productImage]) {
      const object = uploadKey(purpose, safeFileName("Any name!.png", "webp"), now).slice(purpose.bucket.length + 1);
      expect(object).toMatch(POLICY_NAME);
    }
  });

  it("give the file input an accept list", () => {
    expect(acceptAttribute(tradeLicense)).toBe(".pdf,application/pdf,.jpg,.jpeg,image/jpeg,.png,image/png");
  });
});

describe("a job applicant's CV", () => {
  const { jobCv } = UPLOAD_PURPOSES;

  it("is private, in the private bucket's cvs folder, PDF or DOCX up to 5 MB", () => {
    expect(jobCv).toMatchObject({ bucket: "provider_documents", folder: "cvs", visibility: "private", maxBytes: 5 * MB });
    expect(acceptAttribute(jobCv)).toBe(
      ".pdf,application/pdf,.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
  });

  it("takes a PDF and a Word document, by their bytes and names", () => {
    expect(checkContent(jobCv, "cv.pdf", detectContent(PDF))).toBeNull();
    expect(checkContent(jobCv, "Layla CV.docx", detectContent(DOCX))).toBeNull();
    expect(checkDeclaredFile(jobCv, { name: "cv.docx", size: DOCX.length })).toBeNull();
  });

  it("refuses a picture, a Word document named .pdf, and a .doc name", () => {
    expect(english(checkContent(jobCv, "cv.png", detectContent(PNG)))).toMatch(/CV must be a PDF or DOCX file.*a PNG image/);
    expect(english(checkContent(jobCv, "cv.pdf", detectContent(DOCX)))).toMatch(/\.pdf.*Word document/);
    expect(checkDeclaredFile(jobCv, { name: "cv.doc", size: 100 })).toMatch(/CV must be a PDF or DOCX file/);
  });
});
