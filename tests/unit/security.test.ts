import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../app/lib/http/escape-html";
import type { Backend } from "../../graphql/shared/ports";
import type { RateLimits } from "../../graphql/shared/rate-limits";
import { createGraphQLServer } from "../../graphql/yoga";
import { readSettings, ConfigurationError } from "../../workers/env";
import { publicUploadKey, MAX_UPLOAD_KEY_BYTES } from "../../workers/public-uploads";
import { contentSecurityPolicy, createNonce, NON_PAGE_CSP, securityHeaders, withSecurityHeaders } from "../../workers/security-headers";
import { itGivesNull } from "./rule-cases";

describe("content security policy", () => {
  it("allows this response's nonce, the map frame and stock photos, and nothing embeddable", () => {
    const csp = contentSecurityPolicy("abc123");
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-src https://www.openstreetmap.org");
    expect(csp).toContain("img-src 'self' data: blob: https://images.unsplash.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("allows no inline styles and no <base> element", () => {
    const csp = contentSecurityPolicy("abc123");
    expect(csp).toContain("style-src 'self' 'nonce-abc123'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("base-uri 'none'");
  });

  it("gives every other response a policy under which nothing loads, runs or frames it", async () => {
    const response = withSecurityHeaders(Response.json({ ok: true }, { status: 418, headers: { "X-Custom": "kept" } }), null);
    expect(response.status).toBe(418);
    expect(response.headers.get("X-Custom")).toBe("kept");
    expect(response.headers.get("Content-Security-Policy")).toBe(NON_PAGE_CSP);
    expect(NON_PAGE_CSP).toMatch(/default-src 'none'.*frame-ancestors 'none'.*base-uri 'none'/);
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(await response.json()).toEqual({ ok: true });
    expect(withSecurityHeaders(new Response("<p>"), "n").headers.get("Content-Security-Policy")).toBe(contentSecurityPolicy("n"));
  });

  it("sets them on a response whose headers are immutable too (a redirect made by Response.redirect)", () => {
    const response = withSecurityHeaders(Response.redirect("https://glowuae.example/login", 303), null);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("https://glowuae.example/login");
    expect(response.headers.get("Content-Security-Policy")).toBe(NON_PAGE_CSP);
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("sets HSTS, nosniff and a referrer policy", () => {
    const headers = securityHeaders("n");
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("keeps a response's own stricter Referrer-Policy (the licence redirect's no-referrer), never a looser one", () => {
    const withOwn = (value: string) =>
      withSecurityHeaders(new Response(null, { status: 302, headers: { "Referrer-Policy": value } }), null).headers.get("Referrer-Policy");
    expect(withOwn("no-referrer")).toBe("no-referrer");
    expect(withOwn("same-origin")).toBe("same-origin");
    expect(withOwn("strict-origin-when-cross-origin")).toBe("strict-origin-when-cross-origin");
    for (const looser of ["unsafe-url", "origin", "no-referrer-when-downgrade", "no-referrer, unsafe-url", "nonsense", ""]) {
      expect(withOwn(looser), looser).toBe("strict-origin-when-cross-origin");
    }
  });

  it("never lets a response choose its own HSTS, nosniff, framing or permissions", () => {
    const response = withSecurityHeaders(
      new Response("x", {
        headers: {
          "Strict-Transport-Security": "max-age=0",
          "X-Content-Type-Options": "sniff",
          "X-Frame-Options": "SAMEORIGIN",
          "Permissions-Policy": "camera=*",
          "Content-Security-Policy": "default-src *",
        },
      }),
      null,
    );
    const { "Content-Security-Policy": _, ...base } = securityHeaders("n");
    for (const [name, value] of Object.entries(base)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get("Content-Security-Policy")).toBe(NON_PAGE_CSP);
  });

  it("public/_headers gives static files the same base headers as every response of the Worker", () => {
    const text = readFileSync(new URL("../../public/_headers", import.meta.url), "utf8");
    const everyFile = text.split(/\n(?=\S)/).find((block) => block.startsWith("/*\n"))!;
    const headers = Object.fromEntries(
      everyFile
        .split("\n")
        .slice(1)
        .filter((line) => line.trim())
        .map((line) => [line.slice(0, line.indexOf(":")).trim(), line.slice(line.indexOf(":") + 1).trim()]),
    );
    const { "Content-Security-Policy": _, ...base } = securityHeaders("n");
    for (const [name, value] of Object.entries(base)) expect(headers[name], name).toBe(value);
    expect(headers["Content-Security-Policy"]).toMatch(/^default-src 'none';.*frame-ancestors 'none'; base-uri 'none'$/);
  });

  it("makes a different 128-bit nonce each time", () => {
    const a = createNonce();
    expect(atob(a)).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});

describe("GraphQL's name suggestions", () => {
  async function firstError(exposeErrors: boolean): Promise<string> {
    const request = new Request("https://glowuae.example/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ todya }" }),
    });
    // Refused at validation: no resolver runs, so no backend is needed.
    const response = await createGraphQLServer({ exposeErrors }).fetch(request, { backend: {} as Backend, rateLimits: {} as RateLimits });
    return ((await response.json()) as { errors: { message: string }[] }).errors[0]!.message;
  }

  it("are given only in local development (GRAPHQL_DEV_ERRORS), where they help whoever writes the query", async () => {
    expect(await firstError(true)).toBe('Cannot query field "todya" on type "Query". Did you mean "today"?');
    expect(await firstError(false)).toBe('Cannot query field "todya" on type "Query".');
  });
});

describe("toast text", () => {
  it("is escaped before vanilla-sonner puts it into HTML", () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe("&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;");
  });
});

describe("worker settings", () => {
  const bindings = {
    DB: {} as D1Database,
    UPLOADS: {} as R2Bucket,
    IMAGES: {} as ImagesBinding,
    ASSETS: {} as Fetcher,
    SIGN_UP_LIMITER: {} as RateLimit,
    BOOKING_ADDRESS_LIMITER: {} as RateLimit,
    BOOKING_PHONE_LIMITER: {} as RateLimit,
    REGISTRATION_ADDRESS_LIMITER: {} as RateLimit,
    REGISTRATION_ACCOUNT_LIMITER: {} as RateLimit,
    JOB_POSTING_ACCOUNT_LIMITER: {} as RateLimit,
    PRODUCT_ACCOUNT_LIMITER: {} as RateLimit,
    ACCOUNT_EMAIL_LIMITER: {} as RateLimit,
    PUBLIC_MESSAGE_LIMITER: {} as RateLimit,
    REVIEW_REPORT_LIMITER: {} as RateLimit,
    QUOTA_BUCKETS: {} as Env["QUOTA_BUCKETS"],
    OUTBOX_QUEUE: {} as Queue,
    EMAIL: {} as SendEmail,
    SITE_ORIGIN: "http://127.0.0.1:8787",
    MAIL_FROM: "GlowUAE <bookings@glowuae.example>",
    SUPPORT_EMAIL: "support@glowuae.ae",
  };

  it("picks the local backend when nothing hosted is configured", () => {
    expect(readSettings({ ...bindings, GRAPHQL_DEV_ERRORS: "false" })).toEqual({
      backend: "local",
      exposeGraphQLErrors: false,
      requireEmailConfirmation: false,
      authTokenSecret: null,
      sessionSecret: null,
      catalogueCacheSeconds: 60,
    });
  });

  it("fails fast on half a hosted configuration or a malformed flag", () => {
    expect(() => readSettings({ ...bindings, GRAPHQL_DEV_ERRORS: "false", SUPABASE_URL: "https://x.supabase.co" })).toThrow(
      ConfigurationError,
    );
    expect(() => readSettings({ ...bindings, GRAPHQL_DEV_ERRORS: "yes" })).toThrow(/GRAPHQL_DEV_ERRORS/);
    expect(() => readSettings({ ...bindings, GRAPHQL_DEV_ERRORS: "false", CATALOGUE_CACHE_SECONDS: "1.5" })).toThrow(
      /CATALOGUE_CACHE_SECONDS/,
    );
    expect(readSettings({ ...bindings, GRAPHQL_DEV_ERRORS: "false", CATALOGUE_CACHE_SECONDS: "0" }).catalogueCacheSeconds).toBe(0);
  });
});

describe("public upload paths", () => {
  it("maps a public path to its key", () => {
    expect(publicUploadKey("/uploads/product_images/products/1732186800000_serum.webp")).toBe(
      "product_images/products/1732186800000_serum.webp",
    );
    expect(publicUploadKey("/uploads/provider_documents/logos/a%20b.webp")).toBe("provider_documents/logos/a b.webp");
  });

  itGivesNull("refuses %s", publicUploadKey, [
    ["a key over the storage limit", `/uploads/product_images/${"a".repeat(MAX_UPLOAD_KEY_BYTES)}`],
    ["a key over the limit in UTF-8 bytes", `/uploads/product_images/${"%C3%A9".repeat(MAX_UPLOAD_KEY_BYTES / 2)}`],
    ["an empty folder", "/uploads/product_images//x.webp"],
    ["a climb", "/uploads/product_images/../provider_documents/licenses/x.pdf"],
    ["an encoded climb", "/uploads/product_images/..%2Fx"],
    ["a control character", "/uploads/product_images/a%00b"],
    ["a backslash", "/uploads/product_images/a%5Cb"],
    ["broken encoding", "/uploads/product_images/%E0%A4%A"],
    ["a private folder", "/uploads/provider_documents/licenses/x.pdf"],
    ["another path", "/upload/product_images/x.webp"],
  ]);
});
