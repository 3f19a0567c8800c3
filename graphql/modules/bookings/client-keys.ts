/**
 * Who a booking request comes from, as the per-client daily limits count it
 * (docs/decisions/032-one-client-cannot-fill-a-day.md): the client and its network
 * (graphql/shared/client-network.ts), each turned into a keyed hash scoped to the booking's day, so a
 * booking stores neither address.
 */
import { clientPrefixes } from "../../shared/client-network";

/** The stored keys of one client for one day: 64 hex characters each (HMAC-SHA-256). */
export interface ClientKeys {
  address: string;
  network: string;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

async function hmac(key: Uint8Array<ArrayBuffer>, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const imported = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", imported, utf8(message)));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * The keys a booking on `day` ('YYYY-MM-DD', Dubai) from `clientAddress` stores. Keyed, so a copy of
 * the table cannot be turned back into addresses by hashing all 2^32 of them; scoped to the day, so
 * it cannot follow one client from day to day either. `secret` is the host's (a key of its own is
 * derived from it, so the same secret may serve other purposes).
 */
export async function clientKeys(secret: string, day: string, clientAddress: string): Promise<ClientKeys> {
  const own = await hmac(utf8(secret), "booking client keys");
  const { address, network } = clientPrefixes(clientAddress);
  const [addressKey, networkKey] = await Promise.all([hmac(own, `address|${day}|${address}`), hmac(own, `network|${day}|${network}`)]);
  return { address: hex(addressKey), network: hex(networkKey) };
}
