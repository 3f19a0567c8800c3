/**
 * Where a request comes from, for limits that must hold per client rather than per address. One reading
 * of the client address (CF-Connecting-IP) for every such limit:
 *
 *   IPv4   the client: the address;  its network: the /24
 *   IPv6   the client: its /64, the block one home, office or phone is given (RFC 6177): a host picks any
 *          address inside it at will, so a limit per address would limit nothing;
 *          its network: the /56 (the usual smallest delegation to one home)
 *
 * An IPv4-mapped IPv6 address ('::ffff:192.0.2.1') is the IPv4 address; a zone ('%eth0') is ignored.
 * Sign-in limits count by the client (decision 033); booking limits by the client and its network
 * (decision 032).
 */

type ParsedAddress = { v4: number[] } | { v6: number[] };

function ipv4Octets(text: string): number[] | null {
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)?.slice(1).map(Number);
  return octets && octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address ('::' expanded, a trailing dotted IPv4 read), or null. */
function ipv6Groups(text: string): number[] | null {
  let hex = text;
  const dotted = /^(.*:)(\d+\.[\d.]+)$/.exec(text);
  if (dotted) {
    const octets = ipv4Octets(dotted[2]!);
    if (!octets) return null;
    hex = `${dotted[1]}${((octets[0]! << 8) | octets[1]!).toString(16)}:${((octets[2]! << 8) | octets[3]!).toString(16)}`;
  }
  const halves = hex.split("::");
  if (halves.length > 2) return null;
  const [head, tail] = halves.map((half) => (half === "" ? [] : half.split(":")));
  const written = [...head!, ...(tail ?? [])];
  if (!written.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const missing = 8 - written.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...head!, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...(tail ?? [])].map((group) => parseInt(group, 16));
}

/** The address read one way however it is spelled, or null when it is not an IP address. */
function parseAddress(address: string): ParsedAddress | null {
  const text = address.trim().toLowerCase().replace(/%.*$/, "");
  const v4 = ipv4Octets(text);
  if (v4) return { v4 };
  const groups = text.includes(":") ? ipv6Groups(text) : null;
  if (!groups) return null;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return { v4: [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff] };
  }
  return { v6: groups };
}

const hexGroups = (groups: number[]) => groups.map((group) => group.toString(16)).join(":");

/** The client and its network, written one way whatever the address's spelling; anything else is one client of its own. */
export function clientPrefixes(clientAddress: string): { address: string; network: string } {
  const parsed = parseAddress(clientAddress);
  if (!parsed) return { address: `other ${clientAddress.trim()}`, network: `other ${clientAddress.trim()}` };
  if ("v4" in parsed) return { address: parsed.v4.join("."), network: `${parsed.v4.slice(0, 3).join(".")}.0/24` };
  const groups = parsed.v6;
  return { address: `${hexGroups(groups.slice(0, 4))}::/64`, network: `${hexGroups([...groups.slice(0, 3), groups[3]! & 0xff00])}::/56` };
}

/** The client an address stands for (an IPv4 address, an IPv6 /64); anything else is kept as it is, lower-cased. */
export function clientNetwork(address: string): string {
  return parseAddress(address) ? clientPrefixes(address).address : address.trim().toLowerCase().replace(/%.*$/, "");
}
