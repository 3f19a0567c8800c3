/**
 * The Worker: composition root. Static files are served by the assets layer before this runs;
 * `/graphql` goes to Yoga; `/uploads/*` serves public objects; every other path is rendered by Remix.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as serverBuild from "~server-build";
import "../app/load-context";
import { createGraphQLServer, GRAPHQL_ENDPOINT, type GraphQLServer } from "../graphql/yoga";
import type { Backend } from "../graphql/shared/ports";
import { createLocalBackend } from "./adapters/local";
import { PUBLIC_UPLOADS_PATH } from "./adapters/local/r2-storage";
import { readSettings, type Settings, type WorkerEnv } from "./env";
import { createNonce, securityHeaders } from "./security-headers";

/** Folders whose objects anyone may read; trade licences stay private. */
const PUBLIC_UPLOAD_PREFIXES = ["provider_documents/logos/", "job_postings_assets/", "product_images/"];

// Built once per isolate, on the first request (bindings are only known then).
let settings: Settings | undefined;
let graphqlServer: GraphQLServer | undefined;
const handleRemixRequest = createRequestHandler(serverBuild as unknown as ServerBuild);

function createBackend(env: WorkerEnv, config: Settings, origin: string): Backend {
  if (config.backend === "supabase") {
    // The hosted adapter arrives with its own issue; refuse loudly rather than pretend.
    throw new Error("The Supabase backend is not available in this build: unset SUPABASE_URL/SUPABASE_ANON_KEY.");
  }
  return createLocalBackend(env, origin);
}

async function serveUpload(pathname: string, backend: Backend): Promise<Response> {
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice(PUBLIC_UPLOADS_PATH.length));
  } catch {
    return new Response("Not found", { status: 404 });
  }
  if (key.includes("..") || !PUBLIC_UPLOAD_PREFIXES.some((prefix) => key.startsWith(prefix))) {
    return new Response("Not found", { status: 404 });
  }
  const object = await backend.storage.get(key);
  if (!object) return new Response("Not found", { status: 404 });
  return new Response(object.body, {
    headers: {
      "Content-Type": object.contentType,
      "Content-Length": String(object.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    settings ??= readSettings(env);
    graphqlServer ??= createGraphQLServer({ exposeErrors: settings.exposeGraphQLErrors });
    const yoga = graphqlServer;
    const url = new URL(request.url);
    const backend = createBackend(env, settings, url.origin);

    if (url.pathname === GRAPHQL_ENDPOINT) {
      return yoga.fetch(request, { backend });
    }
    if (url.pathname.startsWith(PUBLIC_UPLOADS_PATH)) {
      return serveUpload(url.pathname, backend);
    }

    // Pages' actions take form posts: refuse any that a foreign site made the browser send.
    if (request.method !== "GET" && request.method !== "HEAD" && request.headers.get("Origin") !== url.origin) {
      return new Response("Cross-site form submissions are not accepted.", {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
      });
    }

    const cspNonce = createNonce();
    const response = await handleRemixRequest(request, {
      cspNonce,
      // Loaders run GraphQL in-process: same server, same plugins, no network hop.
      fetchGraphQL: async (graphqlRequest: Request) => yoga.fetch(graphqlRequest, { backend }),
      waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise),
    });
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(securityHeaders(cspNonce))) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
} satisfies ExportedHandler<WorkerEnv>;
