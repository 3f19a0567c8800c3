/**
 * The page's HTML as one buffer (entry.server.tsx), rendered by React's Node renderer.
 */
import type { ReactNode } from "react";
import { renderToPipeableStream, type PipeableStream } from "react-dom/server.node";

/** The size of the buffers React's Node renderer encodes into (react-dom/server.node's VIEW_SIZE). */
const REACT_VIEW_SIZE = 2048;

/**
 * A buffer React handed over, without the unused bytes it may end with. React 18's Node renderer
 * (writeStringChunk) hands over its whole 2 KB buffer when the next character did not fit in it (`encodeInto`
 * read less than the string), so the 1 to 3 bytes left over went out as NUL bytes in the page: found in an
 * Arabic page, whose letters take two bytes (React 19 hands over `subarray(0, writtenBytes)`). A NUL is never
 * part of a page (HTML parsers replace it), so at most three at the end of a whole buffer are dropped.
 */
export function withoutUnusedTail(chunk: Uint8Array): Uint8Array {
  if (chunk.byteLength !== REACT_VIEW_SIZE) return chunk;
  let end = chunk.byteLength;
  while (end > chunk.byteLength - 3 && chunk[end - 1] === 0) end -= 1;
  return end === chunk.byteLength ? chunk : chunk.subarray(0, end);
}

export const STREAM_TIMEOUT_MS = 5_000;

/**
 * The page as one body. React's Node renderer encodes its HTML straight into 2 KB buffers
 * (`encodeInto`), where the web-streams renderer encodes every string on its own and enqueues 512-byte
 * chunks into a ReadableStream (over a hundred for the home page); nothing on these pages streams
 * later (no deferred data: the loaders' data is complete before rendering), so the whole document is
 * rendered and sent as one buffer with its length (docs/decisions/028-page-speed.md). The Worker's
 * nodejs_compat provides what it needs (`util`, `setImmediate`).
 */
export function renderDocument(element: ReactNode, nonce: string): Promise<{ html: Uint8Array<ArrayBuffer>; failed: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let length = 0;
    let failed = false;
    // The writable React pipes into: it keeps the chunks (React never writes into a buffer it has handed over).
    const sink = {
      write(written: Uint8Array) {
        const chunk = withoutUnusedTail(written);
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
