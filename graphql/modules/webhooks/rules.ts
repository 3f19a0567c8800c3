/**
 * Webhooks' pure rules (issue 35, docs/decisions/072-webhooks.md): the events a partner can subscribe to, the
 * body each delivery carries, its signature (`Glow-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`,
 * Web Crypto, so the Worker and Node compute the same), which URLs may receive them (https to public addresses,
 * judged on the addresses a name resolves to) and when a failed delivery is tried again (backoff for 24 hours).
 */

export const WEBHOOK_EVENT_TYPES = [
  "booking.created",
  "booking.confirmed",
  "booking.changed",
  "booking.cancelled",
  "booking.completed",
  "booking.no_show",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The one event "send test event" posts; never a subscription of its own. */
export const TEST_EVENT_TYPE = "webhook.test";

export const isWebhookEventType = (value: string): value is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** The body of every delivery. `id` is the delivery's event id, the same on every retry, so receivers can drop repeats. */
export interface WebhookEventBody {
  id: string;
  type: WebhookEventType | typeof TEST_EVENT_TYPE;
  createdAt: string;
  data: Record<string, unknown>;
}

export const webhookBody = (event: WebhookEventBody): string =>
  JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt, data: event.data });

export const SIGNATURE_HEADER = "Glow-Signature";
/** A signature older or newer than this is refused by verify (a replayed or badly clocked request). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const encoder = new TextEncoder();

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(text)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The Glow-Signature header's value for `body` sent at `at`. */
export async function signatureHeader(secret: string, body: string, at: Date): Promise<string> {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${await hmacHex(secret, `${t}.${body}`)}`;
}

/** Compares without stopping at the first difference, so the time taken says nothing about the expected value. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * What a receiver does: true when `header` carries a v1 signature of `body` with `secret` made within the tolerance
 * of `now`. Any of several v1 values may match (a receiver may be told two while a secret is replaced).
 */
export async function verifySignature(secret: string, body: string, header: string | null, now: Date): Promise<boolean> {
  if (!header) return false;
  const parts = header.split(",").map((part) => part.trim().split("="));
  const t = parts.find(([name]) => name === "t")?.[1];
  const signatures = parts.filter(([name, value]) => name === "v1" && value).map(([, value]) => value!);
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) return false;
  if (Math.abs(Math.floor(now.getTime() / 1000) - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = await hmacHex(secret, `${t}.${body}`);
  return signatures.some((signature) => sameText(signature, expected));
}

/** A new endpoint's signing secret: 32 random bytes, shown once. */
export function newSigningSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

// ---- Which addresses may receive a webhook ----

type Octets = [number, number, number, number];

function ipv4(text: string): Octets | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map(Number) as Octets;
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/**
 * A host name written as an IPv4 address in any form inet_aton reads (2130706433, 0x7f.1, 0177.0.0.1, 127.1), as
 * the dotted form; null when it is not one. Not left to the URL parser: runtimes differ in what they normalise.
 */
function looseIpv4(host: string): string | null {
  const parts = host.replace(/\.$/, "").split(".");
  if (parts.length > 4 || !parts.every((part) => /^(0x[0-9a-f]*|0[0-7]*|[1-9]\d*)$/i.test(part))) return null;
  const values = parts.map((part) =>
    /^0x/i.test(part) ? parseInt(part.slice(2) || "0", 16) : /^0./.test(part) ? parseInt(part, 8) : Number(part),
  );
  const last = values.pop()!;
  if (values.some((value) => value > 255) || last >= 256 ** (4 - values.length)) return null;
  const octets = [...values];
  for (let i = 3 - values.length; i >= 0; i -= 1) octets.push(Math.floor(last / 256 ** i) % 256);
  return octets.join(".");
}

/** The eight 16-bit groups of an IPv6 address (with or without brackets), or null when it is not one. */
function ipv6(text: string): number[] | null {
  let address = text.replace(/^\[|\]$/g, "").toLowerCase();
  if (!address.includes(":") || address.includes("%")) return null;
  const tail = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (tail) {
    const v4 = ipv4(tail[1]!);
    if (!v4) return null;
    address = `${address.slice(0, -tail[1]!.length)}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return all.map((group) => parseInt(group, 16));
}

function publicIpv4([a, b, c]: Octets): boolean {
  if (a === 0 || a === 10 || a === 127) return false; // this network, private, loopback
  if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT
  if (a === 169 && b === 254) return false; // link-local (and cloud metadata)
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false; // IETF protocol assignments, TEST-NET-1
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
  if (a === 198 && b === 51 && c === 100) return false; // TEST-NET-2
  if (a === 203 && b === 0 && c === 113) return false; // TEST-NET-3
  return a < 224; // multicast, reserved, broadcast
}

function publicIpv6(groups: number[]): boolean {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const v4 = (): Octets => [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255];
  if (groups.slice(0, 7).every((group) => group === 0)) return false; // :: and ::1
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || g5 === 0)) return publicIpv4(v4()); // mapped / compatible
  if (g0 === 0x64 && g1 === 0xff9b) return publicIpv4(v4()); // NAT64
  if (g0 === 0x2002) return publicIpv4([g1 >> 8, g1 & 255, g2 >> 8, g2 & 255]); // 6to4
  if ((g0 & 0xfe00) === 0xfc00) return false; // unique local
  if ((g0 & 0xffc0) === 0xfe80 || (g0 & 0xffc0) === 0xfec0) return false; // link-local, site-local
  if ((g0 & 0xff00) === 0xff00) return false; // multicast
  if (g0 === 0x2001 && (g1 === 0xdb8 || g1 < 0x200)) return false; // documentation, Teredo and other special-purpose
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return false; // discard-only
  return (g0 & 0xe000) === 0x2000; // global unicast only
}

/** True for an address a webhook may be sent to: a public unicast IPv4 or IPv6 address. Anything unparsable is not. */
export function isPublicAddress(address: string): boolean {
  const v4 = ipv4(address);
  if (v4) return publicIpv4(v4);
  const v6 = ipv6(address);
  return v6 ? publicIpv6(v6) : false;
}

const isIpLiteral = (hostname: string) => ipv4(hostname) !== null || ipv6(hostname) !== null;

/** Resolves a host name to its addresses (A and AAAA); an empty list when it has none. */
export type HostResolver = (hostname: string) => Promise<string[]>;

export type WebhookUrlRefusal = "WEBHOOK_URL_INVALID" | "WEBHOOK_URL_NOT_HTTPS" | "WEBHOOK_URL_NOT_PUBLIC" | "WEBHOOK_URL_UNRESOLVED";

export const WEBHOOK_URL_MAX_LENGTH = 2000;

/**
 * Whether webhooks may be posted to `text`: an https URL without credentials whose host, or every address its name
 * resolves to, is public. `allowLoopbackHttp` (the local backend only) also lets http://127.0.0.1 receive, so the
 * whole flow can be tried on one machine. Checked when the endpoint is made and again before every delivery (a
 * name may be pointed elsewhere after it was checked).
 */
export async function checkWebhookUrl(
  text: string,
  resolve: HostResolver,
  allowLoopbackHttp = false,
): Promise<{ ok: true; url: URL } | { ok: false; code: WebhookUrlRefusal }> {
  if (text.length > WEBHOOK_URL_MAX_LENGTH) return { ok: false, code: "WEBHOOK_URL_INVALID" };
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, code: "WEBHOOK_URL_INVALID" };
  }
  if (url.username || url.password || !url.hostname) return { ok: false, code: "WEBHOOK_URL_INVALID" };
  if (allowLoopbackHttp && (url.protocol === "http:" || url.protocol === "https:") && url.hostname === "127.0.0.1")
    return { ok: true, url };
  if (url.protocol !== "https:") return { ok: false, code: "WEBHOOK_URL_NOT_HTTPS" };
  const host = looseIpv4(url.hostname) ?? url.hostname.replace(/\.$/, "");
  if (isIpLiteral(host)) return isPublicAddress(host) ? { ok: true, url } : { ok: false, code: "WEBHOOK_URL_NOT_PUBLIC" };
  if (!host.includes(".") || /\.(localhost|local|internal|home\.arpa)$/i.test(host) || /^localhost$/i.test(host))
    return { ok: false, code: "WEBHOOK_URL_NOT_PUBLIC" };
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return { ok: false, code: "WEBHOOK_URL_UNRESOLVED" };
  }
  if (addresses.length === 0) return { ok: false, code: "WEBHOOK_URL_UNRESOLVED" };
  return addresses.every(isPublicAddress) ? { ok: true, url } : { ok: false, code: "WEBHOOK_URL_NOT_PUBLIC" };
}

// ---- Retries ----

/** How long a delivery keeps being tried after its first attempt; then it is kept as failed, for a manual redeliver. */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** A delivery's request is given up (and counted as failed) after this. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Minutes after the n-th failed attempt (1-based): 1, 5, 15, 30 minutes, 1, 2, 4, 8 hours, then every 8 hours. */
const BACKOFF_MINUTES = [1, 5, 15, 30, 60, 120, 240, 480];

/**
 * When to try again after `attempts` failed attempts, the first made at `firstAttemptAt`; null when the next try
 * would fall after the 24-hour window (the delivery is then failed). The last try is placed at the window's end.
 */
export function nextAttemptAt(attempts: number, firstAttemptAt: Date, now: Date): Date | null {
  const end = firstAttemptAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const minutes = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1] ?? BACKOFF_MINUTES[0]!;
  return new Date(Math.min(now.getTime() + minutes * 60_000, end));
}

/** A 2xx answer is delivered; anything else (and no answer within the timeout) is tried again. */
export const deliveredStatus = (status: number) => status >= 200 && status < 300;
