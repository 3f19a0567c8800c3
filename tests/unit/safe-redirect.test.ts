/** Redirect targets after normalisation (issue #9, item 1), and that every redirect uses the one function. */
import { describe, expect, it } from "vitest";
import { sourcesMatching } from "./source-files";
import { safeRedirect, safeRedirectPath } from "../../app/lib/safe-redirect";
import { LEAVING_TARGETS } from "../fixtures/hostile-input";

const FALLBACK = "/dashboard/provider";

describe("safeRedirectPath", () => {
  it.each(LEAVING_TARGETS)("falls back for %j", (target) => {
    expect(safeRedirectPath(target, FALLBACK)).toBe(FALLBACK);
  });

  it.each([null, undefined, 42, {}, ["/"]])("falls back for a non-string %j", (target) => {
    expect(safeRedirectPath(target, FALLBACK)).toBe(FALLBACK);
  });

  it.each([
    ["/dashboard/provider", "/dashboard/provider"],
    ["/provider/glamour-spot?tab=book#top", "/provider/glamour-spot?tab=book#top"],
    ["/a/../provider/x", "/provider/x"],
    ["/./search", "/search"],
    ["/%2f%2fevil.example", "/%2f%2fevil.example"], // an encoded slash is a path segment here, not a host
    ["/search?q=//evil.example", "/search?q=//evil.example"],
    ["/search?next=https://evil.example", "/search?next=https://evil.example"],
    ["/مرحبا", "/%D9%85%D8%B1%D8%AD%D8%A8%D8%A7"],
  ])("keeps the path on this site: %j → %j", (target, expected) => {
    expect(safeRedirectPath(target, FALLBACK)).toBe(expected);
  });

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

describe("every redirect in the site", () => {
  it("goes through safeRedirect: no other module imports Remix's redirect helpers", () => {
    const offenders = sourcesMatching(
      "app",
      /import\s*{[^}]*\b(redirect|redirectDocument|replace)\b[^}]*}\s*from\s*"@remix-run\/(cloudflare|node|server-runtime|react)"/,
      (path) => path.endsWith("safe-redirect.ts"),
    );
    expect(offenders).toEqual([]);
  });
});
