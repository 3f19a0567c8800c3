import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { NonceContext } from "./lib/nonce";

const STREAM_TIMEOUT_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), STREAM_TIMEOUT_MS);
  const body = await renderToReadableStream(
    <NonceContext.Provider value={loadContext.cspNonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={STREAM_TIMEOUT_MS} nonce={loadContext.cspNonce} />
    </NonceContext.Provider>,
    {
      signal: controller.signal,
      nonce: loadContext.cspNonce,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  // Crawlers (and tests that read the whole page) get the complete document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;
  body.allReady.then(
    () => clearTimeout(timeout),
    () => clearTimeout(timeout),
  );

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * What Remix logs. A request the site refuses by design (405: a method no route takes, 404: no such
 * page) is the client's mistake, logged as a warning with its method and path; anything else is a
 * fault of ours and stays an error. Aborted requests (the visitor left) are not logged.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    const { pathname } = new URL(request.url);
    console.warn(`${error.status} ${error.statusText}: ${request.method} ${pathname}`);
    return;
  }
  console.error(isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error);
}
