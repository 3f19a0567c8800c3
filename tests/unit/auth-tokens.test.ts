import { describe, expect, it } from "vitest";
import { signAccessToken, tokenKey, verifyAccessToken } from "../../workers/adapters/local/access-token";
import { base64UrlDecode, base64UrlEncode, utf8 } from "../../workers/adapters/local/auth-encoding";

const SECRET = "test-secret-test-secret-test-secret-0123";
const subject = { userId: "user-1", email: "owner@example.com", sessionId: "session-1" };
const ISSUED = 1_800_000_000;

const decodeJson = (part: string) => JSON.parse(new TextDecoder().decode(base64UrlDecode(part)!));

describe("access tokens (HS256)", () => {
  it("carries Supabase-shaped claims and lives one hour", async () => {
    const key = await tokenKey(SECRET);
    const token = await signAccessToken(key, subject, ISSUED, 3600);
    const [header, payload] = token.split(".") as [string, string, string];
    expect(decodeJson(header)).toEqual({ alg: "HS256", typ: "JWT" });
    expect(decodeJson(payload)).toMatchObject({
      sub: "user-1",
      email: "owner@example.com",
      session_id: "session-1",
      role: "authenticated",
      aud: "authenticated",
      iat: ISSUED,
      exp: ISSUED + 3600,
    });
    expect(await verifyAccessToken(key, token, ISSUED + 3599)).toMatchObject({ ok: true, claims: { sub: "user-1" } });
  });

  it("expires at exp", async () => {
    const key = await tokenKey(SECRET);
    const token = await signAccessToken(key, subject, ISSUED, 3600);
    expect(await verifyAccessToken(key, token, ISSUED + 3600)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a token signed with another secret", async () => {
    const token = await signAccessToken(await tokenKey("another-secret-another-secret-another"), subject, ISSUED, 3600);
    expect(await verifyAccessToken(await tokenKey(SECRET), token, ISSUED)).toEqual({ ok: false, reason: "signature" });
  });

  it("refuses a tampered payload, a stripped signature and alg 'none'", async () => {
    const key = await tokenKey(SECRET);
    const token = await signAccessToken(key, subject, ISSUED, 3600);
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const forged = base64UrlEncode(utf8(JSON.stringify({ ...decodeJson(payload), sub: "someone-else" })));
    expect(await verifyAccessToken(key, `${header}.${forged}.${signature}`, ISSUED)).toEqual({ ok: false, reason: "signature" });
    expect((await verifyAccessToken(key, `${header}.${payload}.`, ISSUED)).ok).toBe(false);
    const none = base64UrlEncode(utf8(JSON.stringify({ alg: "none", typ: "JWT" })));
    expect(await verifyAccessToken(key, `${none}.${payload}.`, ISSUED)).toEqual({ ok: false, reason: "malformed" });
    for (const junk of ["", "a.b", "a.b.c.d", "not a token", "....", `${header}.${payload}.%%%`]) {
      expect((await verifyAccessToken(key, junk, ISSUED)).ok).toBe(false);
    }
  });
});
