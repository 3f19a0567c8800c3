import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { NonceContext } from "./lib/http/nonce";
import { renderDocument, STREAM_TIMEOUT_MS } from "./lib/http/render-document.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { html, failed } = await renderDocument(
    <NonceContext.Provider value={loadContext.cspNonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={STREAM_TIMEOUT_MS} nonce={loadContext.cspNonce} />
    </NonceContext.Provider>,
    loadContext.cspNonce,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status: failed ? 500 : responseStatusCode });
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
