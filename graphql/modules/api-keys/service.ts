/**
 * Partner apps' API keys (issue #35; docs/decisions/070-api-keys.md): a signed-in account with a verified
 * email (the fields' scopes) creates keys, lists and revokes its own. The caller arrives already allowed;
 * its id is what every repository call acts for, so another account's key is never read or revoked.
 */
import type { GraphQLContext } from "../../context";
import type { SessionUser } from "../accounts/auth-port";
import {
  notAllowed,
  parseInput,
  type EmailNotVerifiedResult,
  type FieldErrors,
  type NotAllowedResult,
  type NotSignedInResult,
} from "../../shared/results";
import { say, type CodedMessage } from "../../shared/say";
import type { ApiKeyRecord } from "./repository";
import { apiKeyHash, apiKeyPrefix, apiKeySchema, newApiKey } from "./rules";

export type ApiKeyField = "name" | "mode" | "scopes";

export type CreateApiKeyResult =
  | { kind: "ApiKeyCreated"; message: CodedMessage; apiKey: ApiKeyRecord; key: string }
  | { kind: "CreateApiKeyInvalid"; message: CodedMessage; fieldErrors: FieldErrors<ApiKeyField> }
  | NotSignedInResult
  | EmailNotVerifiedResult;

export type RevokeApiKeyResult =
  { kind: "ApiKeyRevoked"; message: CodedMessage; apiKey: ApiKeyRecord } | NotAllowedResult | NotSignedInResult;

export async function createApiKey(ctx: GraphQLContext, caller: SessionUser, input: unknown): Promise<CreateApiKeyResult> {
  const checked = parseInput(apiKeySchema, input);
  if (!checked.ok) {
    return { kind: "CreateApiKeyInvalid", message: say("DETAILS_NEED_ATTENTION"), fieldErrors: checked.errors as FieldErrors<ApiKeyField> };
  }
  const key = newApiKey(checked.value.mode);
  const apiKey = await ctx.backend.apiKeys.create(caller.id, {
    ...checked.value,
    keyHash: await apiKeyHash(key),
    prefix: apiKeyPrefix(key),
  });
  return { kind: "ApiKeyCreated", message: say("API_KEY_CREATED", { name: apiKey.name }), apiKey, key };
}

export const apiKeysOf = (ctx: GraphQLContext, caller: SessionUser): Promise<ApiKeyRecord[]> => ctx.backend.apiKeys.listOf(caller.id);

export async function revokeApiKey(ctx: GraphQLContext, caller: SessionUser, id: string): Promise<RevokeApiKeyResult> {
  const apiKey = id === "" ? null : await ctx.backend.apiKeys.revoke(caller.id, id);
  if (!apiKey) return notAllowed(say("API_KEY_NOT_YOURS"));
  return { kind: "ApiKeyRevoked", message: say("API_KEY_REVOKED", { name: apiKey.name }), apiKey };
}
