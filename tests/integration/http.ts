/** Requests to the Worker under test, shared by the integration suites. */
import { SELF } from "cloudflare:test";

export const ORIGIN = "http://127.0.0.1:8787";

export interface GraphQLBody {
  data?: any;
  errors?: any[];
}

/** POSTs a GraphQL operation as JSON, the way partner apps and the site do. */
export async function postGraphQL(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: GraphQLBody }> {
  const response = await SELF.fetch(`${ORIGIN}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as GraphQLBody };
}

/** A page as a crawler asks for it, so the server sends the whole document at once. */
export const page = (path: string, init?: RequestInit) =>
  SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init, headers: { "user-agent": "Googlebot/2.1", ...init?.headers } });

let clients = 0;
/**
 * A `CF-Connecting-IP` header for a new client (198.18.0.0/15, the benchmarking range): sign-ups are
 * limited per address, so suites that create many accounts send them as many people would.
 */
export function newClient(): { "CF-Connecting-IP": string } {
  clients += 1;
  return { "CF-Connecting-IP": `198.18.${Math.floor(clients / 250)}.${(clients % 250) + 1}` };
}
