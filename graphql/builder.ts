/** The Pothos schema builder. Types live in modules/; this file only configures. */
import SchemaBuilder, { type SchemaTypes } from "@pothos/core";
import DataloaderPlugin from "@pothos/plugin-dataloader";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import type { GraphQLContext } from "./context";
import { authScopes, scopeCacheKey, type AuthScopes } from "./shared/authorisation";

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: { File: { Input: File; Output: never } };
  AuthScopes: AuthScopes;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  // scope-auth first, so no other plugin's wrapper runs before the check (Pothos's advice).
  plugins: [ScopeAuthPlugin, RelayPlugin, DataloaderPlugin],
  scopeAuth: { authScopes, cacheKey: scopeCacheKey },
  // Connections only (graphql/shared/connection.ts): no global ids, Node interface or node(id) query.
  relay: { cursorType: "String", clientMutationId: "omit", nodeQueryOptions: false, nodesQueryOptions: false },
  defaultFieldNullability: false,
});

/** The builder's schema types, for helpers that take its field and argument builders (`ObjectFieldBuilder<BuilderTypes, T>`). */
export type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;

builder.queryType({
  description: "Public, read-only entry points of the directory API.",
});

builder.mutationType({
  description: "Writes: bookings, registrations, accounts. Expected failures come back as result unions.",
});
