/**
 * Redirect targets after normalisation (issue #9, item 1). That every redirect uses the one function is a
 * lint rule (eslint.config.js: no other module imports Remix's redirect helpers).
 */
import { describe, expect, it } from "vitest";
import { isSignedLicenceLink, safeRedirect, safeRedirectPath, signedLicenceRedirect } from "../../app/lib/http/safe-redirect";
import { LEAVING_TARGETS } from "../fixtures/hostile-input";
import { itGives } from "./rule-cases";

const FALLBACK = "/dashboard/provider";

describe("safeRedirectPath", () => {
  it.each(LEAVING_TARGETS)("falls back for %j", (target) => {
    expect(safeRedirectPath(target, FALLBACK)).toBe(FALLBACK);
  });

  it.each([null, undefined, 42, {}, ["/"]])("falls back for a non-string %j", (target) => {
    expect(safeRedirectPath(target, FALLBACK)).toBe(FALLBACK);
  });

  itGives("keeps the path on this site: %j → %j", (target) => safeRedirectPath(target, FALLBACK), [
    ["/dashboard/provider", "/dashboard/provider"],
    ["/provider/glamour-spot?tab=book#top", "/provider/glamour-spot?tab=book#top"],
    ["/a/../provider/x", "/provider/x"],
    ["/./search", "/search"],
    ["/%2f%2fevil.example", "/%2f%2fevil.example"], // an encoded slash is a path segment here, not a host
    ["/search?q=//evil.example", "/search?q=//evil.example"],
    ["/search?next=https://evil.example", "/search?next=https://evil.example"],
    ["/مرحبا", "/%D9%85%D8%B1%D8%AD%D8%A8%D8%A7"],
  ]);

  it("returns only what it has checked: the result is stable under a second pass", () => {
    for (const target of [...LEAVING_TARGETS, "/a/../b", "/%2e/x"]) {
      const once = safeRedirectPath(target, FALLBACK);
      expect(safeRedirectPath(once, "/other")).toBe(once);
      expect(new URL(once, "https://glowuae.ae/login").origin).toBe("https://glowuae.ae");
    }
  });
});

describe("safeRedirect", () => {
  it("answers a redirect to the normalised safe path, or the fallback", () => {
    expect(safeRedirect("/a/../provider/x", 302).headers.get("Location")).toBe("/provider/x");
    expect(safeRedirect("/.//evil.example", { headers: { "Set-Cookie": "a=b" } }).headers.get("Location")).toBe("/");
    expect(safeRedirect("/.//evil.example", 302, FALLBACK).headers.get("Location")).toBe(FALLBACK);
  });
});

describe("signed licence links, the one redirect off the site", () => {
  it("are only the API's signed links to trade licences", () => {
    const local =
      "http://127.0.0.1:8787/uploads/provider_documents/trade_licenses/1732186800000123_licence.pdf?expires=1795000000&signature=AbC_-9";
    const hosted =
      "https://abc.supabase.co/storage/v1/object/sign/provider_documents/trade_licenses/1732186800000_scan.pdf?token=eyJh.eyJ-_.sig";
    expect(isSignedLicenceLink(local)).toBe(true);
    expect(isSignedLicenceLink(hosted)).toBe(true);
    expect(signedLicenceRedirect(hosted)!.headers.get("Location")).toBe(hosted);
    expect(signedLicenceRedirect(hosted)!.headers.get("Cache-Control")).toBe("no-store");
    for (const link of [
      "https://evil.example/",
      "https://evil.example/uploads/provider_documents/logos/x.webp?expires=1&signature=a",
      "https://abc.supabase.co/storage/v1/object/sign/product_images/products/x.png?token=a",
      `${local}#x`,
      `${local}&next=https://evil.example`,
      "https://user@evil.example\\@abc.supabase.co/storage/v1/object/sign/provider_documents/trade_licenses/x?token=a",
      "javascript:alert(1)//uploads/provider_documents/trade_licenses/x?expires=1&signature=a",
    ]) {
      expect(isSignedLicenceLink(link), link).toBe(false);
    }
    expect(signedLicenceRedirect(null)).toBeNull();
  });
});
