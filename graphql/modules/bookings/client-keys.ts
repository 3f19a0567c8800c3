/**
 * Who a booking request comes from, as the per-client daily limits count it
 * (docs/decisions/032-one-client-cannot-fill-a-day.md): the client's address and its network, each
 * turned into a keyed hash scoped to the booking's day, so a booking stores neither address.
 *
 *   IPv4   address: the address;        network: its /24
 *   IPv6   address: its /64 (one subscriber's link: a host picks any address inside it at will);
 *          network: its /56 (the usual smallest delegation to one home, RFC 6177)
 *
 * An IPv4 address written as IPv6 (::ffff:a.b.c.d) is IPv4. Anything else (no CF-Connecting-IP, as in
 * local tools) is one client and one network of its own.
 */

/** The stored keys of one client for one day: 64 hex characters each (HMAC-SHA-256). */
export interface ClientKeys {
  address: string;
  network: string;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4Octets(text: string): number[] | null {
  const octets = IPV4.exec(text)?.slice(1).map(Number);
  return octets && octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included), or null. */
function ipv6Groups(text: string): number[] | null {
  let address = text.toLowerCase();
  const dotted = /^(.*:)(\d+\.[\d.]+)$/.exec(address);
  if (dotted) {
    const octets = ipv4Octets(dotted[2]!);
    if (!octets) return null;
    address = `${dotted[1]}${((octets[0]! << 8) | octets[1]!).toString(16)}:${((octets[2]! << 8) | octets[3]!).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group)) ? groups.map((group) => parseInt(group, 16)) : null;
}

const ipv4Prefixes = (octets: number[]) => ({ address: octets.join("."), network: `${octets.slice(0, 3).join(".")}.0/24` });

/** The client and network a request's address stands for, written one way whatever the address's spelling. */
export function clientPrefixes(clientAddress: string): ClientKeys {
  const text = clientAddress.trim();
  const v4 = ipv4Octets(text);
  if (v4) return ipv4Prefixes(v4);
  const groups = ipv6Groups(text);
  if (!groups) return { address: `other ${text}`, network: `other ${text}` };
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return ipv4Prefixes([groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff]);
  }
  const hex = (list: number[]) => list.map((group) => group.toString(16)).join(":");
  return { address: `${hex(groups.slice(0, 4))}::/64`, network: `${hex([...groups.slice(0, 3), groups[3]! & 0xff00])}::/56` };
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
