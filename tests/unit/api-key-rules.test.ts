/** Partner apps' API keys (issue #35): the key's shape and randomness, its prefix and hash, scopes, sandbox and name rules. */
import { describe, expect, it } from "vitest";
import {
  API_KEY_PREFIX_LENGTH,
  apiKeyHash,
  apiKeyModeOf,
  apiKeyPrefix,
  apiKeySchema,
  hasScope,
  looksLikeApiKey,
  mayBookProvider,
  newApiKey,
  seesSandbox,
} from "../../graphql/modules/api-keys/rules";
import { parseInput } from "../../graphql/shared/results";
import { readMessage } from "../../graphql/shared/messages";

describe("API keys", () => {
  it("are glow_live_/glow_test_ and 43 base62 characters, never the same twice", () => {
    const live = newApiKey("LIVE");
    const test = newApiKey("TEST");
    expect(live).toMatch(/^glow_live_[0-9A-Za-z]{43}$/);
    expect(test).toMatch(/^glow_test_[0-9A-Za-z]{43}$/);
    expect(apiKeyModeOf(live)).toBe("LIVE");
    expect(apiKeyModeOf(test)).toBe("TEST");
    const many = new Set(Array.from({ length: 200 }, () => newApiKey("LIVE")));
    expect(many.size).toBe(200);
  });

  it("draws every base62 character equally: bytes from 248 up are drawn again", () => {
    // A source of only 255s would bias toward nothing: it must be skipped, then 0..61 map to 0-9A-Za-z.
    let call = 0;
    const key = newApiKey("TEST", (bytes) => {
      call += 1;
      return bytes.fill(call === 1 ? 255 : 61);
    });
    expect(call).toBe(2);
    expect(key).toBe(`glow_test_${"z".repeat(43)}`);
  });

  it("tells keys from session tokens and refuses malformed ones", () => {
    expect(looksLikeApiKey("glow_live_abc")).toBe(true);
    expect(looksLikeApiKey("eyJhbGciOi.payload.sig")).toBe(false);
    expect(apiKeyModeOf("glow_live_short")).toBeNull();
    expect(apiKeyModeOf(`glow_prod_${"a".repeat(43)}`)).toBeNull();
    expect(apiKeyModeOf(`glow_live_${"a".repeat(42)}-`)).toBeNull();
  });

  it("shows a 14-character prefix and stores the hex SHA-256 of the whole key", async () => {
    const key = `glow_test_${"A".repeat(43)}`;
    expect(API_KEY_PREFIX_LENGTH).toBe(14);
    expect(apiKeyPrefix(key)).toBe("glow_test_AAAA");
    const hash = await apiKeyHash(key);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const expected = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
    expect(hash).toBe(Buffer.from(expected).toString("hex"));
  });

  it("checks scopes; only a test key sees sandbox providers and books only those", () => {
    expect(hasScope({ scopes: ["READ"] }, "BOOK")).toBe(false);
    expect(hasScope({ scopes: ["READ", "BOOK"] }, "BOOK")).toBe(true);
    expect(seesSandbox(null)).toBe(false);
    expect(seesSandbox({ mode: "LIVE" })).toBe(false);
    expect(seesSandbox({ mode: "TEST" })).toBe(true);
    expect(mayBookProvider({ mode: "TEST" }, true)).toBe(true);
    expect(mayBookProvider({ mode: "TEST" }, false)).toBe(false);
    expect(mayBookProvider({ mode: "LIVE" }, true)).toBe(false);
    expect(mayBookProvider({ mode: "LIVE" }, false)).toBe(true);
    expect(mayBookProvider(null, true)).toBe(false);
    expect(mayBookProvider(null, false)).toBe(true);
  });

  it("takes a cleaned name, a mode and each scope once in order; refuses the rest by code", () => {
    expect(parseInput(apiKeySchema, { name: "  Spa   Finder ", mode: "TEST", scopes: ["BOOK", "READ", "BOOK"] })).toEqual({
      ok: true,
      value: { name: "Spa Finder", mode: "TEST", scopes: ["READ", "BOOK"] },
    });
    const refused = parseInput(apiKeySchema, { name: " ", mode: "PROD", scopes: [] });
    expect(refused.ok).toBe(false);
    const errors = refused.ok ? {} : refused.errors;
    expect(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, readMessage(message as string)?.code]))).toEqual({
      name: "API_KEY_NAME_REQUIRED",
      mode: "API_KEY_MODE_REQUIRED",
      scopes: "API_KEY_SCOPES_REQUIRED",
    });
    const long = parseInput(apiKeySchema, { name: "x".repeat(61), mode: "LIVE", scopes: ["READ"] });
    expect(long.ok ? null : readMessage(long.errors.name as string)?.code).toBe("API_KEY_NAME_TOO_LONG");
    expect(parseInput(apiKeySchema, { name: "App", mode: "LIVE", scopes: ["ADMIN"] }).ok).toBe(false);
  });
});
