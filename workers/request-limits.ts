/**
 * Refuses request bodies larger than any form of the site sends, before they are read: a declared
 * Content-Length over the limit gets 413 at once; a body without one (chunked) is counted while it
 * is read and cut off past the limit. Yoga answers that cut-off with 413 (it recognises the
 * "File size limit exceeded" message); a page's action sees an unreadable form.
 *
 * A GraphQL request without files (JSON, anything but multipart) has a far lower limit, MAX_GRAPHQL_BODY_BYTES:
 * the token limit does not count comments, so a document of megabytes of comments would otherwise be
 * read and parsed. Such a body is small enough to be read here, counted, and answered 413 the moment it
 * passes the limit, whether or not it declared its length.
 */
import { GRAPHQL_ENDPOINT, MAX_GRAPHQL_BODY_BYTES } from "../graphql/yoga";
import { formatSize, MAX_REQUEST_BYTES, UPLOAD_PURPOSES } from "../graphql/modules/uploads/rules";

const { tradeLicense, businessLogo, productImage } = UPLOAD_PURPOSES;

const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "");

/** The request, with a body that will not pass its limit; or the 413 that refuses it. */
export async function limitRequestBody(request: Request, url: URL): Promise<Request | Response> {
  if (!request.body) return request;
  const graphqlWithoutFiles = url.pathname === GRAPHQL_ENDPOINT && !isMultipart(request);
  const maxBytes = graphqlWithoutFiles ? MAX_GRAPHQL_BODY_BYTES : MAX_REQUEST_BYTES;
  const declared = request.headers.get("Content-Length");
  if (declared !== null) {
    const length = Number(declared);
    return Number.isSafeInteger(length) && length > maxBytes ? tooLarge(url, graphqlWithoutFiles) : request;
  }
  return graphqlWithoutFiles ? readWithin(request, url) : countWhileRead(request);
}

/** The whole (small) body read here: 413 as soon as it passes the limit, without waiting for the rest. */
async function readWithin(request: Request, url: URL): Promise<Request | Response> {
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    seen += next.value.byteLength;
    if (seen > MAX_GRAPHQL_BODY_BYTES) {
      void reader.cancel();
      return tooLarge(url, true);
    }
    chunks.push(next.value);
  }
  const body = new Uint8Array(seen);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request, { body });
}

function countWhileRead(request: Request): Request {
  let seen = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > MAX_REQUEST_BYTES) {
        controller.error(new Error(`File size limit exceeded: the request is larger than ${formatSize(MAX_REQUEST_BYTES)}.`));
      } else {
        controller.enqueue(chunk);
      }
    },
  });
  return new Request(request, { body: request.body!.pipeThrough(counter) });
}

function tooLarge(url: URL, graphqlWithoutFiles: boolean): Response {
  const message = graphqlWithoutFiles
    ? `This GraphQL request is larger than ${formatSize(MAX_GRAPHQL_BODY_BYTES)}, the most a request without files may be. ` +
      "Files go in a multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec)."
    : `This request is larger than ${formatSize(MAX_REQUEST_BYTES)}, the most this site accepts. ` +
      `A trade licence can be at most ${formatSize(tradeLicense.maxBytes)}, a logo ${formatSize(businessLogo.maxBytes)} and a ` +
      `product image ${formatSize(productImage.maxBytes)}: go back and choose smaller files.`;
  const headers = { "X-Content-Type-Options": "nosniff", Connection: "close" };
  if (url.pathname === GRAPHQL_ENDPOINT) {
    return Response.json({ errors: [{ message, extensions: { code: "REQUEST_ENTITY_TOO_LARGE" } }] }, { status: 413, headers });
  }
  return new Response(message, { status: 413, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}
