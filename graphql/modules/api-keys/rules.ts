/**
 * Partner apps' API keys (issue #35, docs/decisions/070-api-keys.md). A key is `glow_live_` or
 * `glow_test_` followed by 43 base62 characters (256 bits from crypto.getRandomValues); only its SHA-256
 * (hex, of the whole key) is stored, with a prefix short enough to show in lists and long enough to tell
 * keys apart. Pure rules: no storage, no GraphQL.
 */
import * as z from "zod";
import { textField } from "../../shared/text";

export const API_KEY_MODES = ["LIVE", "TEST"] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

export const API_KEY_SCOPES = ["READ", "BOOK", "WEBHOOKS"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The app a request with `Authorization: Bearer glow_…` acts as (GraphQLContext.apiClient). */
export interface ApiClient {
  keyId: string;
  accountId: string;
  appName: string;
  mode: ApiKeyMode;
  scopes: ApiKeyScope[];
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** 43 base62 characters carry 256 bits (43 × log2 62 ≈ 256.0). */
export const API_KEY_SECRET_LENGTH = 43;
/** Characters of the key shown in lists: the mode's prefix and four of the secret ("glow_live_3fQz"). */
export const API_KEY_PREFIX_LENGTH = 14;
export const API_KEY_NAME_MAX = 60;

const MODE_PREFIX: Record<ApiKeyMode, string> = { LIVE: "glow_live_", TEST: "glow_test_" };
const KEY_PATTERN = new RegExp(`^glow_(live|test)_[0-9A-Za-z]{${API_KEY_SECRET_LENGTH}}$`);

/** A new key of this mode: uniform base62 characters (bytes ≥ 248 are drawn again, so no character is likelier). */
export function newApiKey(mode: ApiKeyMode, random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  let secret = "";
  while (secret.length < API_KEY_SECRET_LENGTH) {
    for (const byte of random(new Uint8Array(64))) {
      if (byte < 248 && secret.length < API_KEY_SECRET_LENGTH) secret += BASE62[byte % 62];
    }
  }
  return MODE_PREFIX[mode] + secret;
}

/** Whether a bearer token is shaped like an API key (not a session's access token). */
export const looksLikeApiKey = (token: string): boolean => token.startsWith("glow_live_") || token.startsWith("glow_test_");

/** The mode a well-formed key names; null for anything else (which no stored key can match). */
export function apiKeyModeOf(key: string): ApiKeyMode | null {
  const match = KEY_PATTERN.exec(key);
  return match ? (match[1] === "live" ? "LIVE" : "TEST") : null;
}

/** What lists show of a key. */
export const apiKeyPrefix = (key: string): string => key.slice(0, API_KEY_PREFIX_LENGTH);

/** The hex SHA-256 of the whole key, as api_keys.key_hash keeps it (and the quota's bucket is named by). */
export async function apiKeyHash(key: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Whether the app's key carries this scope. */
export const hasScope = (client: Pick<ApiClient, "scopes">, scope: ApiKeyScope): boolean => client.scopes.includes(scope);

/**
 * Whether a caller may see or book a sandbox provider: only an app with a test key. Everyone else (the
 * site, anonymous callers, live keys) never sees one.
 */
export const seesSandbox = (client: Pick<ApiClient, "mode"> | null): boolean => client?.mode === "TEST";

/** A caller that may book this provider: a test key books only sandbox providers, anyone else only real ones. */
export const mayBookProvider = (client: Pick<ApiClient, "mode"> | null, providerIsSandbox: boolean): boolean =>
  seesSandbox(client) === providerIsSandbox;

/** createApiKey's input: the app's name, its mode, one or more scopes (each once, in the canonical order). */
export const apiKeySchema = z.object({
  name: textField({ required: "Please name the app this key is for.", max: API_KEY_NAME_MAX, what: "name" }),
  mode: z.enum(API_KEY_MODES, { error: "Please choose live or test." }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: "Please choose what the key may do." }), { error: "Please choose what the key may do." })
    .min(1, { error: "Please choose what the key may do." })
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
});

export type NewApiKeyInput = z.output<typeof apiKeySchema>;
