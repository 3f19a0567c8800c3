/** Which client and network a booking request comes from, and the keys stored for them (decision 032). */
import { describe, expect, it } from "vitest";
import { clientKeys } from "../../graphql/modules/bookings/client-keys";
import { clientPrefixes } from "../../graphql/shared/client-network";
import { itGives } from "./rule-cases";

describe("a request's client and network", () => {
  itGives("IPv4 %s is itself, in its /24", clientPrefixes, [
    ["203.0.113.7", { address: "203.0.113.7", network: "203.0.113.0/24" }],
    [" 198.51.100.255 ", { address: "198.51.100.255", network: "198.51.100.0/24" }],
    ["::ffff:203.0.113.7", { address: "203.0.113.7", network: "203.0.113.0/24" }],
    ["::FFFF:cb00:7107", { address: "203.0.113.7", network: "203.0.113.0/24" }],
  ]);

  itGives("IPv6 %s is its /64, in its /56, however it is written", clientPrefixes, [
    ["2001:db8:1:1::a", { address: "2001:db8:1:1::/64", network: "2001:db8:1:0::/56" }],
    ["2001:0DB8:0001:0001:dead:beef:0:1", { address: "2001:db8:1:1::/64", network: "2001:db8:1:0::/56" }],
    ["2001:db8:1:ff::", { address: "2001:db8:1:ff::/64", network: "2001:db8:1:0::/56" }],
    ["2001:db8:1:100::1", { address: "2001:db8:1:100::/64", network: "2001:db8:1:100::/56" }],
    ["::1", { address: "0:0:0:0::/64", network: "0:0:0:0::/56" }],
    ["64:ff9b::192.0.2.1", { address: "64:ff9b:0:0::/64", network: "64:ff9b:0:0::/56" }],
  ]);

  itGives("anything else (%j) is a client and network of its own", clientPrefixes, [
    ["unknown", { address: "other unknown", network: "other unknown" }],
    ["203.0.113.256", { address: "other 203.0.113.256", network: "other 203.0.113.256" }],
    ["1:2:3:4:5:6:7:8:9", { address: "other 1:2:3:4:5:6:7:8:9", network: "other 1:2:3:4:5:6:7:8:9" }],
    ["1::2::3", { address: "other 1::2::3", network: "other 1::2::3" }],
    ["1:2:3:4:5:6:7::8", { address: "other 1:2:3:4:5:6:7::8", network: "other 1:2:3:4:5:6:7::8" }],
    ["2001:db8::g", { address: "other 2001:db8::g", network: "other 2001:db8::g" }],
  ]);
});

describe("the keys a booking stores", () => {
  const SECRET = "a host secret of enough length for tests";

  it("are keyed hashes: the same client and day give the same keys, and neither holds the address", async () => {
    const keys = await clientKeys(SECRET, "2030-01-07", "203.0.113.7");
    expect(keys.address).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.network).toMatch(/^[0-9a-f]{64}$/);
    expect(await clientKeys(SECRET, "2030-01-07", "::ffff:203.0.113.7")).toEqual(keys);
    expect(JSON.stringify(keys)).not.toContain("203.0.113");
  });

  it("give a neighbour of the same network another address key and the same network key", async () => {
    const one = await clientKeys(SECRET, "2030-01-07", "203.0.113.7");
    const neighbour = await clientKeys(SECRET, "2030-01-07", "203.0.113.8");
    expect(neighbour.address).not.toBe(one.address);
    expect(neighbour.network).toBe(one.network);
    const rotated = await clientKeys(SECRET, "2030-01-07", "2001:db8:1:1::b");
    expect(rotated).toEqual(await clientKeys(SECRET, "2030-01-07", "2001:db8:1:1::a"));
  });

  it("differ from day to day and from secret to secret, so they follow nobody across days or deployments", async () => {
    const keys = await clientKeys(SECRET, "2030-01-07", "203.0.113.7");
    const nextDay = await clientKeys(SECRET, "2030-01-08", "203.0.113.7");
    const otherSecret = await clientKeys(`${SECRET}!`, "2030-01-07", "203.0.113.7");
    for (const other of [nextDay, otherSecret]) {
      expect(other.address).not.toBe(keys.address);
      expect(other.network).not.toBe(keys.network);
    }
  });
});
