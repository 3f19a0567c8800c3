/**
 * Partner apps' API keys (issue #35) on every adapter: a verified account creates a key (returned once, stored
 * only as its hash), lists its own keys and revokes them; an unverified account is refused; another account
 * neither sees nor revokes them; the key is found by its hash, revoked or not, and marked used.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { apiKeyHash } from "../../graphql/modules/api-keys/rules";
import { MESSAGES } from "../../graphql/shared/messages";
import { graphqlAs, signedUpAccount, verifiedAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

const CREATE = `mutation ($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    __typename
    ... on ApiKeyCreated { message key apiKey { id name prefix mode scopes createdAt lastUsedAt revokedAt } }
    ... on CreateApiKeyInvalid { fieldErrors { field code } }
    ... on EmailNotVerified { code }
    ... on NotSignedIn { messageCode }
  }
}`;
const KEYS = `{ apiKeys { id name prefix mode scopes lastUsedAt revokedAt } }`;
const REVOKE = `mutation ($id: ID!) {
  revokeApiKey(id: $id) {
    __typename
    ... on ApiKeyRevoked { message apiKey { id revokedAt } }
    ... on NotAllowed { messageCode }
    ... on NotSignedIn { messageCode }
  }
}`;

export function apiKeysContract(subject: ContractSubject) {
  describe("API keys", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    it("creates a key once for a verified account, lists it with its prefix, finds it by hash and marks it used", async () => {
      const owner = await verifiedAccount(world);
      const input = { name: "Spa Finder", mode: "TEST", scopes: ["BOOK", "READ"] };
      const { createApiKey: created } = await graphqlAs(world, owner.accessToken, CREATE, { input });
      expect(created.__typename).toBe("ApiKeyCreated");
      expect(created.message).toBe("Your key Spa Finder is ready. Copy it now: it will not be shown again.");
      expect(created.key).toMatch(/^glow_test_[0-9A-Za-z]{43}$/);
      expect(created.apiKey).toMatchObject({
        name: "Spa Finder",
        prefix: created.key.slice(0, 14),
        mode: "TEST",
        scopes: ["READ", "BOOK"],
      });
      expect(created.apiKey).toMatchObject({ lastUsedAt: null, revokedAt: null });
      expect(Number.isNaN(Date.parse(created.apiKey.createdAt))).toBe(false);

      const { apiKeys } = await graphqlAs(world, owner.accessToken, KEYS);
      expect(apiKeys).toEqual([
        {
          id: created.apiKey.id,
          name: "Spa Finder",
          prefix: created.key.slice(0, 14),
          mode: "TEST",
          scopes: ["READ", "BOOK"],
          lastUsedAt: null,
          revokedAt: null,
        },
      ]);
      // Nothing in the list or the store is the key itself.
      expect(JSON.stringify(apiKeys)).not.toContain(created.key);

      const hash = await apiKeyHash(created.key);
      const presented = await world.backend().apiKeys.byHash(hash);
      expect(presented).toEqual({
        id: created.apiKey.id,
        accountId: owner.user.id,
        name: "Spa Finder",
        mode: "TEST",
        scopes: ["READ", "BOOK"],
        lastUsedAt: null,
        revokedAt: null,
      });
      expect(await world.backend().apiKeys.byHash(await apiKeyHash(`${created.key}x`))).toBeNull();
      await world.backend().apiKeys.markUsed(hash);
      const used = (await world.backend().apiKeys.byHash(hash))!.lastUsedAt;
      expect(used).not.toBeNull();
      // At most once a minute: a second mark within the minute changes nothing.
      await world.backend().apiKeys.markUsed(hash);
      expect((await world.backend().apiKeys.byHash(hash))!.lastUsedAt).toBe(used);
    });

    it("refuses bad input, an unverified account and a visitor, storing nothing", async () => {
      const owner = await verifiedAccount(world);
      const refused = await graphqlAs(world, owner.accessToken, CREATE, { input: { name: " ", mode: "LIVE", scopes: [] } });
      expect(refused.createApiKey).toEqual({
        __typename: "CreateApiKeyInvalid",
        fieldErrors: [
          { field: "name", code: "API_KEY_NAME_REQUIRED" },
          { field: "scopes", code: "API_KEY_SCOPES_REQUIRED" },
        ],
      });
      const unverified = await signedUpAccount(world.backend());
      const input = { name: "Spa Finder", mode: "LIVE", scopes: ["READ"] };
      expect((await graphqlAs(world, unverified.accessToken, CREATE, { input })).createApiKey).toEqual({
        __typename: "EmailNotVerified",
        code: "AUTH_EMAIL_NOT_VERIFIED",
      });
      expect((await graphqlAs(world, null, CREATE, { input })).createApiKey).toEqual({
        __typename: "NotSignedIn",
        messageCode: "API_KEY_SIGN_IN",
      });
      expect((await graphqlAs(world, owner.accessToken, KEYS)).apiKeys).toEqual([]);
      expect((await graphqlAs(world, unverified.accessToken, KEYS)).apiKeys).toEqual([]);
      expect((await graphqlAs(world, null, KEYS)).apiKeys).toBeNull();
    });

    it("lets only the key's account see and revoke it; revoked at once and still listed", async () => {
      const owner = await verifiedAccount(world);
      const stranger = await verifiedAccount(world);
      const input = { name: "Booking Bot", mode: "LIVE", scopes: ["READ", "BOOK"] };
      const { createApiKey: created } = await graphqlAs(world, owner.accessToken, CREATE, { input });
      const id = created.apiKey.id;

      // Another account: not in its list, and revoking is NotAllowed with the key untouched.
      expect((await graphqlAs(world, stranger.accessToken, KEYS)).apiKeys).toEqual([]);
      expect((await graphqlAs(world, stranger.accessToken, REVOKE, { id })).revokeApiKey).toEqual({
        __typename: "NotAllowed",
        messageCode: "API_KEY_NOT_YOURS",
      });
      expect((await graphqlAs(world, null, REVOKE, { id })).revokeApiKey).toEqual({
        __typename: "NotSignedIn",
        messageCode: "API_KEY_SIGN_IN",
      });
      expect((await world.backend().apiKeys.byHash(await apiKeyHash(created.key)))!.revokedAt).toBeNull();

      const { revokeApiKey: revoked } = await graphqlAs(world, owner.accessToken, REVOKE, { id });
      expect(revoked.__typename).toBe("ApiKeyRevoked");
      expect(revoked.message).toBe(MESSAGES.API_KEY_REVOKED.replace("{name}", "Booking Bot"));
      expect(revoked.apiKey.revokedAt).not.toBeNull();
      expect((await world.backend().apiKeys.byHash(await apiKeyHash(created.key)))!.revokedAt).toBe(revoked.apiKey.revokedAt);
      const { apiKeys } = await graphqlAs(world, owner.accessToken, KEYS);
      expect(apiKeys.map((key: { id: string; revokedAt: string | null }) => [key.id, key.revokedAt])).toEqual([
        [id, revoked.apiKey.revokedAt],
      ]);
      // Revoking again keeps the first time.
      expect((await graphqlAs(world, owner.accessToken, REVOKE, { id })).revokeApiKey.apiKey.revokedAt).toBe(revoked.apiKey.revokedAt);
      expect((await graphqlAs(world, owner.accessToken, REVOKE, { id: "no-such-key" })).revokeApiKey.__typename).toBe("NotAllowed");
    });
  });
}
