/**
 * Refuses request bodies larger than any form of the site sends, before they are read: a declared
 * Content-Length over the limit gets 413 at once; a body without one (chunked) is counted while it
 * is read and cut off past the limit. Yoga answers that cut-off with 413 (it recognises the
 * "File size limit exceeded" message); a page's action sees an unreadable form.
 */
import { GRAPHQL_ENDPOINT } from "../graphql/yoga";
import { formatSize, UPLOAD_PURPOSES } from "../graphql/modules/uploads/rules";

const { tradeLicense, businessLogo, productImage } = UPLOAD_PURPOSES;

export function limitRequestBody(request: Request, maxBytes: number): Request | Response {
  if (!request.body) return request;
  const declared = request.headers.get("Content-Length");
  if (declared !== null) {
    const length = Number(declared);
    return Number.isSafeInteger(length) && length > maxBytes ? tooLarge(request, maxBytes) : request;
  }
  let seen = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes) {
        controller.error(new Error(`File size limit exceeded: the request is larger than ${formatSize(maxBytes)}.`));
      } else {
        controller.enqueue(chunk);
      }
    },
  });
  return new Request(request, { body: request.body.pipeThrough(counter) });
}

function tooLarge(request: Request, maxBytes: number): Response {
  const message =
    `This request is larger than ${formatSize(maxBytes)}, the most this site accepts. ` +
    `A trade licence can be at most ${formatSize(tradeLicense.maxBytes)}, a logo ${formatSize(businessLogo.maxBytes)} and a ` +
    `product image ${formatSize(productImage.maxBytes)}: go back and choose smaller files.`;
  const headers = { "X-Content-Type-Options": "nosniff", Connection: "close" };
  if (new URL(request.url).pathname === GRAPHQL_ENDPOINT) {
    return Response.json({ errors: [{ message, extensions: { code: "REQUEST_ENTITY_TOO_LARGE" } }] }, { status: 413, headers });
  }
  return new Response(message, { status: 413, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}
