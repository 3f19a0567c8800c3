/**
 * A webhook receiver on 127.0.0.1 for the integration tests (vitest's global setup, in Node): it verifies each
 * delivery's Glow-Signature with the secret a test gave it, as a partner's server would, with Node's own crypto.
 *   POST /secret/<name>   the endpoint's signing secret (the body)
 *   POST /hooks/<name>    a delivery: 200 when the signature is valid and fresh, 400 otherwise
 *   POST /fail/<name>     a delivery answered 500 (to see retries)
 *   GET  /received/<name> what arrived there, oldest first: { path, signature, body, valid }
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";

export const WEBHOOK_RECEIVER_PORT = 18843;

function valid(secret: string | undefined, body: string, header: string | undefined): boolean {
  if (!secret || !header) return false;
  const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
  const v1 = /(?:^|,)v1=([0-9a-f]{64})/.exec(header)?.[1];
  if (!t || !v1 || Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, "hex"));
}

export default async function setup() {
  const secrets = new Map<string, string>();
  const received = new Map<string, { path: string; signature: string | null; body: string; valid: boolean }[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => answer(request.method, request.url ?? "/", request.headers["glow-signature"], Buffer.concat(chunks)));
    function answer(method: string | undefined, url: string, header: string | string[] | undefined, bytes: Buffer): void {
      const body = bytes.toString("utf8");
      const [, kind, name = ""] = url.split("/");
      if (method === "POST" && kind === "secret") {
        secrets.set(name, body);
        response.writeHead(204).end();
      } else if (method === "GET" && kind === "received") {
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received.get(name) ?? []));
      } else if (method === "POST" && (kind === "hooks" || kind === "fail")) {
        const signature = typeof header === "string" ? header : null;
        const ok = valid(secrets.get(name), body, signature ?? undefined);
        received.set(name, [...(received.get(name) ?? []), { path: url, signature, body, valid: ok }]);
        response.writeHead(kind === "fail" ? 500 : ok ? 200 : 400).end();
      } else {
        response.writeHead(404).end();
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(WEBHOOK_RECEIVER_PORT, "127.0.0.1", resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
