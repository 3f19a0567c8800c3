/**
 * Partner apps' API keys: `createApiKey` (returns the key once), `apiKeys` (the caller's own) and
 * `revokeApiKey`. Signed-in accounts with a verified email create keys; each account sees and revokes
 * only its own (docs/decisions/070-api-keys.md).
 */
import { builder } from "../../builder";
import { allowedTo, requireViewer, signedInOnly, signedInOrNull } from "../../shared/authorisation";
import { EmailNotVerified, NotAllowed, NotSignedIn, resultMembers, resultUnion } from "../../shared/result-types";
import { say } from "../../shared/say";
import type { ApiKeyRecord } from "./repository";
import { API_KEY_MODES, API_KEY_NAME_MAX, API_KEY_SCOPES } from "./rules";
import { apiKeysOf, createApiKey, revokeApiKey, type CreateApiKeyResult, type RevokeApiKeyResult } from "./service";

export const ApiKeyModeEnum = builder.enumType("ApiKeyMode", {
  description: "LIVE keys act on the real directory; TEST keys also see the sandbox providers and book only those.",
  values: API_KEY_MODES,
});

export const ApiKeyScopeEnum = builder.enumType("ApiKeyScope", {
  description: "What a key may do: READ the directory, BOOK appointments, manage WEBHOOKS.",
  values: API_KEY_SCOPES,
});

export const ApiKey = builder.objectRef<ApiKeyRecord>("ApiKey").implement({
  description: "One of the signed-in account's API keys. The key itself is shown once, when it is created.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name", { description: "The app's name, shown to salon owners as the source of its bookings." }),
    prefix: t.exposeString("prefix", { description: "The key's first 14 characters, to tell keys apart." }),
    mode: t.field({ type: ApiKeyModeEnum, resolve: (key) => key.mode }),
    scopes: t.field({ type: [ApiKeyScopeEnum], resolve: (key) => key.scopes }),
    createdAt: t.exposeString("createdAt", { description: "ISO 8601, UTC." }),
    lastUsedAt: t.exposeString("lastUsedAt", { nullable: true, description: "ISO 8601, UTC; kept to the minute." }),
    revokedAt: t.exposeString("revokedAt", {
      nullable: true,
      description: "ISO 8601, UTC; requests with a revoked key are refused (401).",
    }),
  }),
});

const createMember = resultMembers<CreateApiKeyResult>();
const ApiKeyCreated = createMember.withMessage("ApiKeyCreated", {
  description: "The key is stored (as a hash): `key` is its only showing.",
  fields: (t) => ({
    apiKey: t.field({ type: ApiKey, resolve: (result) => result.apiKey }),
    key: t.exposeString("key", {
      description: "The whole key, e.g. glow_test_…: send it as `Authorization: Bearer <key>`. Never shown again.",
    }),
  }),
});
const CreateApiKeyResultRef = resultUnion<CreateApiKeyResult>("CreateApiKeyResult", {
  types: [
    ApiKeyCreated,
    createMember.invalid("CreateApiKeyInvalid", "A field was refused; nothing was stored."),
    NotSignedIn,
    EmailNotVerified,
  ],
});

const revokeMember = resultMembers<RevokeApiKeyResult>();
const ApiKeyRevoked = revokeMember.withMessage("ApiKeyRevoked", {
  description: "The key is revoked at once (or already was).",
  fields: (t) => ({ apiKey: t.field({ type: ApiKey, resolve: (result) => result.apiKey }) }),
});
const RevokeApiKeyResultRef = resultUnion<RevokeApiKeyResult>("RevokeApiKeyResult", {
  types: [ApiKeyRevoked, NotAllowed(), NotSignedIn],
});

const CreateApiKeyInput = builder.inputType("CreateApiKeyInput", {
  fields: (t) => ({
    name: t.string({ required: true, description: `The app's name, at most ${API_KEY_NAME_MAX} characters.` }),
    mode: t.field({ type: ApiKeyModeEnum, required: true }),
    scopes: t.field({ type: [ApiKeyScopeEnum], required: true, description: "One or more." }),
  }),
});

const SIGN_IN = say("API_KEY_SIGN_IN");

builder.queryField("apiKeys", (t) =>
  t.field({
    type: [ApiKey],
    nullable: true,
    description: "The signed-in account's API keys, newest first, revoked ones included; null when signed out.",
    ...signedInOrNull,
    resolve: async (_root, _args, ctx) => apiKeysOf(ctx, await requireViewer(ctx)),
  }),
);

builder.mutationField("createApiKey", (t) =>
  t.field({
    type: CreateApiKeyResultRef,
    description: "Creates an API key for a partner app (signed-in accounts with a verified email). The key is returned once.",
    args: { input: t.arg({ type: CreateApiKeyInput, required: true }) },
    ...allowedTo({ signIn: SIGN_IN, emailConfirmed: true }),
    resolve: async (_root, { input }, ctx) => createApiKey(ctx, await requireViewer(ctx), input),
  }),
);

builder.mutationField("revokeApiKey", (t) =>
  t.field({
    type: RevokeApiKeyResultRef,
    description: "Revokes one of the signed-in account's keys at once; another account's key (or no key) is NotAllowed.",
    args: { id: t.arg.id({ required: true }) },
    ...signedInOnly(SIGN_IN),
    resolve: async (_root, { id }, ctx) => revokeApiKey(ctx, await requireViewer(ctx), String(id)),
  }),
);
