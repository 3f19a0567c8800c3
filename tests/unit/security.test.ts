import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../app/lib/toast";
import { readSettings, ConfigurationError } from "../../workers/env";
import { contentSecurityPolicy, createNonce, securityHeaders } from "../../workers/security-headers";

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

  it("sets HSTS, nosniff and a referrer policy", () => {
    const headers = securityHeaders("n");
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("makes a different 128-bit nonce each time", () => {
    const a = createNonce();
    expect(atob(a)).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});

describe("toast text", () => {
  it("is escaped before vanilla-sonner puts it into HTML", () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe(
      "&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;",
    );
  });
});

describe("worker settings", () => {
  const bindings = { DB: {} as D1Database, UPLOADS: {} as R2Bucket, IMAGES: {} as ImagesBinding, ASSETS: {} as Fetcher, SIGN_UP_LIMITER: {} as RateLimit };

  it("picks the local backend when nothing hosted is configured", () => {
    expect(readSettings({ ...bindings, GRAPHQL_DEV_ERRORS: "false" })).toEqual({
      backend: "local",
      exposeGraphQLErrors: false,
      requireEmailConfirmation: false,
      authTokenSecret: null,
      sessionSecret: null,
    });
  });

  it("fails fast on half a hosted configuration or a malformed flag", () => {
    expect(() => readSettings({ ...bindings, GRAPHQL_DEV_ERRORS: "false", SUPABASE_URL: "https://x.supabase.co" })).toThrow(
      ConfigurationError,
    );
    expect(() => readSettings({ ...bindings, GRAPHQL_DEV_ERRORS: "yes" })).toThrow(/GRAPHQL_DEV_ERRORS/);
  });
});
