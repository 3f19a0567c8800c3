/**
 * The network a client address belongs to, for limits that must hold per client rather than per
 * address: an IPv4 address is its own network, an IPv6 address stands for its /64, the block one
 * home, office or phone is given (RFC 6177), so a client cannot step round a limit by moving within
 * it. IPv4-mapped IPv6 ('::ffff:192.0.2.1') is the IPv4 address. Anything else (a missing address
 * reads 'unknown') is kept as it is.
 */
export function clientNetwork(address: string): string {
  const text = address.trim().toLowerCase().replace(/%.*$/, "");
  if (!text.includes(":")) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address ('::' expanded, a trailing dotted IPv4 read), or null. */
function ipv6Groups(text: string): number[] | null {
  let hex = text;
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const bytes = dotted.slice(2).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    hex = `${dotted[1]}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
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
