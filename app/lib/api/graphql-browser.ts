/**
 * GraphQL from the browser: one urql client against /graphql, for pages that update without a
 * navigation. JSON POSTs (preferGetMethod off) with the CSRF header the server requires.
 */
import { cacheExchange, Client, fetchExchange } from "@urql/core";
import { GRAPHQL_CSRF_HEADER, GRAPHQL_PATH } from "./graphql-endpoint";

let client: Client | undefined;

export function browserGraphQLClient(): Client {
  client ??= new Client({
    url: GRAPHQL_PATH,
    exchanges: [cacheExchange, fetchExchange],
    preferGetMethod: false,
    fetchOptions: { headers: { [GRAPHQL_CSRF_HEADER]: "1" } },
  });
  return client;
}
