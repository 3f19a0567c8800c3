import { describe, expect, it } from "vitest";
import { AUTH_TOASTS, signInFailed, signOutFailed, signUpFailed } from "../../app/lib/auth/auth-toasts";
import { formatToast } from "../../app/i18n/coded-messages.server";
import { MESSAGES_AR } from "../../app/i18n/catalogues/messages-ar.server";
import { say } from "../../graphql/shared/say";
import { answered } from "./answered";
import { loginPathFor, safeRedirectPath } from "../../app/lib/http/safe-redirect";
import { applyResponseHints, readBearerToken } from "../../graphql/context";
import { applyContextHeaders } from "../../workers/context-headers";

describe("where to go after signing in", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirectPath("/dashboard/provider", "/")).toBe("/dashboard/provider");
    expect(safeRedirectPath("/provider/glamour-spot?tab=book#top", "/")).toBe("/provider/glamour-spot?tab=book#top");
  });

  it("falls back for anything that could leave the site", () => {
    for (const target of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/\t/evil.example",
      "/\n/evil.example",
      "evil.example",
      "",
      null,
      42,
    ]) {
      expect(safeRedirectPath(target, "/dashboard/provider")).toBe("/dashboard/provider");
    }
  });

  it("builds the login link that brings the user back", () => {
    expect(loginPathFor("/dashboard/provider")).toBe("/login?redirectTo=%2Fdashboard%2Fprovider");
  });
});

describe("account toasts", () => {
  it("use the catalogue's words", () => {
    expect(formatToast("en", AUTH_TOASTS.loginSuccessful)).toEqual({
      title: "Login Successful!",
      description: "Welcome back! Redirecting you to your dashboard...",
    });
    expect(formatToast("en", AUTH_TOASTS.registrationSuccessful)).toEqual({
      title: "Registration Successful!",
      description: "Please check your email to verify your account.",
    });
    expect(formatToast("en", AUTH_TOASTS.signedOut)).toEqual({
      title: "Signed Out",
      description: "You have been successfully signed out.",
    });
    expect(formatToast("en", AUTH_TOASTS.passwordsDoNotMatch)).toEqual({
      title: "Passwords do not match",
      description: "Please check your passwords and try again.",
      variant: "destructive",
    });
    const invalid = answered(say("AUTH_INVALID_CREDENTIALS"));
    expect(formatToast("en", signInFailed(invalid))).toEqual({
      title: "Sign in Failed",
      description: "Invalid login credentials",
      variant: "destructive",
    });
    expect(formatToast("en", signUpFailed(null)).description).toBe("Something went wrong");
    expect(formatToast("en", signOutFailed(invalid)).title).toBe("Sign out Failed");
    // The API's AuthError by its registry code: Arabic from the catalogue, English as the API wrote it.
    expect(formatToast("ar", signInFailed(invalid)).description).toBe(MESSAGES_AR.AUTH_INVALID_CREDENTIALS);
  });
});

describe("bearer tokens and response hints", () => {
  const withAuthorization = (value: string) => new Request("http://x/graphql", { headers: { Authorization: value } });

  it("reads `Authorization: Bearer <token>` only", () => {
    expect(readBearerToken(withAuthorization("Bearer abc.def.ghi"))).toBe("abc.def.ghi");
    expect(readBearerToken(withAuthorization("bearer abc"))).toBe("abc");
    expect(readBearerToken(withAuthorization("Basic dXNlcjpwYXNz"))).toBeNull();
    expect(readBearerToken(withAuthorization("Bearer"))).toBeNull();
    expect(readBearerToken(new Request("http://x/graphql"))).toBeNull();
  });

  it("applies a status and headers a resolver asked for", async () => {
    const response = applyResponseHints(new Response("{}", { status: 200 }), { status: 429, headers: { "Retry-After": "60" } });
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("60");
    const untouched = new Response("{}");
    expect(applyResponseHints(untouched, { status: null, headers: {} })).toBe(untouched);
  });
});

describe("headers queued on the load context", () => {
  it("adds queued cookies unless the route set the same cookie, and overrides other headers", () => {
    const route = new Headers({ "Cache-Control": "public, max-age=60", Vary: "Accept-Encoding" });
    route.append("Set-Cookie", "glow_session=; Max-Age=0; Path=/");
    const queued = new Headers({ "Cache-Control": "private, no-store", Vary: "Cookie" });
    queued.append("Set-Cookie", "glow_session=refreshed; Path=/");
    queued.append("Set-Cookie", "glow_flash=; Max-Age=0; Path=/");
    queued.append("Set-Cookie", "glow_flash=again; Path=/");
    applyContextHeaders(route, queued);
    expect(route.getSetCookie()).toEqual(["glow_session=; Max-Age=0; Path=/", "glow_flash=again; Path=/"]);
    expect(route.get("Cache-Control")).toBe("private, no-store");
    expect(route.get("Vary")).toBe("Accept-Encoding, Cookie");
  });
});
