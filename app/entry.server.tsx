import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import type { ReactNode } from "react";
import { renderToPipeableStream, type PipeableStream } from "react-dom/server.node";
import { NonceContext } from "./lib/http/nonce";

const STREAM_TIMEOUT_MS = 5_000;

/**
 * The page as one body. React's Node renderer encodes its HTML straight into 2 KB buffers
 * (`encodeInto`), where the web-streams renderer encodes every string on its own and enqueues 512-byte
 * chunks into a ReadableStream (over a hundred for the home page); nothing on these pages streams
 * later (no deferred data: the loaders' data is complete before rendering), so the whole document is
 * rendered and sent as one buffer with its length (docs/decisions/028-page-speed.md). The Worker's
 * nodejs_compat provides what it needs (`util`, `setImmediate`).
 */
function renderDocument(element: ReactNode, nonce: string): Promise<{ html: Uint8Array<ArrayBuffer>; failed: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let length = 0;
    let failed = false;
    // The writable React pipes into: it keeps the chunks (React never writes into a buffer it has handed over).
    const sink = {
      write(chunk: Uint8Array) {
        chunks.push(chunk);
        length += chunk.byteLength;
        return true;
      },
      end() {
        clearTimeout(timeout);
        const html = new Uint8Array(length);
        let offset = 0;
        for (const chunk of chunks) {
          html.set(chunk, offset);
          offset += chunk.byteLength;
        }
        resolve({ html, failed });
      },
      destroy(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      on: () => sink,
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onAllReady: () => pipe(sink as unknown as Parameters<PipeableStream["pipe"]>[0]),
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        if (!aborted) console.error(error);
      },
    });
    let aborted = false;
    const timeout = setTimeout(() => {
      aborted = true;
      abort();
    }, STREAM_TIMEOUT_MS);
  });
}

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
