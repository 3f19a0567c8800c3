import { describe, expect, it } from "vitest";
import { clientNetwork } from "../../graphql/shared/client-network";

describe("the network a client address belongs to", () => {
  it("is the address itself for IPv4", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork(" 203.0.113.7 ")).toBe("203.0.113.7");
  });

  it("is the /64 for IPv6, however the address is written", () => {
    const network = "2001:db8:0:1::/64";
    for (const address of [
      "2001:db8:0:1::7",
      "2001:DB8:0:1:aaaa:bbbb:cccc:dddd",
      "2001:0db8:0000:0001:0000:0000:0000:0001",
      "2001:db8::1:ffff:0:0:1",
      "2001:db8:0:1::1%eth0",
      "2001:db8:0:1::192.0.2.1",
    ]) {
      expect(clientNetwork(address), address).toBe(network);
    }
    expect(clientNetwork("2001:db8:0:2::7")).toBe("2001:db8:0:2::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("reads an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(clientNetwork("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientNetwork("::ffff:c000:201")).toBe("192.0.2.1");
  });

  it("keeps anything that is not an address as it is, lower-cased", () => {
    for (const text of ["unknown", "1:2:3", "2001:db8::1::2", "2001:db8:0:1:2:3:4:5:6", "::ffff:300.1.1.1", "2001:db8:zz::1"]) {
      expect(clientNetwork(text), text).toBe(text.toLowerCase());
    }
  });
});
