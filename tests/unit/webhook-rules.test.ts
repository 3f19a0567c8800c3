import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  checkWebhookUrl,
  isPublicAddress,
  nextAttemptAt,
  RETRY_WINDOW_MS,
  signatureHeader,
  verifySignature,
  webhookBody,
  type HostResolver,
} from "../../graphql/modules/webhooks/rules";

const secret = "whsec_test";
const at = new Date("2026-12-07T06:00:00Z");
const body = webhookBody({ id: "evt_1", type: "booking.created", createdAt: at.toISOString(), data: { reference: "GLW-1" } });

describe("webhook signatures", () => {
  it("signs t.body with HMAC-SHA256 as hex, as Node's crypto computes it", async () => {
    const header = await signatureHeader(secret, body, at);
    const t = at.getTime() / 1000;
    expect(header).toBe(`t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`);
  });

  it("the body is { id, type, createdAt, data } in that order", () => {
    expect(Object.keys(JSON.parse(body) as object)).toEqual(["id", "type", "createdAt", "data"]);
  });

  it("verifies within five minutes, refuses later, earlier, another body, another secret or no header", async () => {
    const header = await signatureHeader(secret, body, at);
    expect(await verifySignature(secret, body, header, new Date(at.getTime() + 300_000))).toBe(true);
    expect(await verifySignature(secret, body, header, new Date(at.getTime() - 300_000))).toBe(true);
    expect(await verifySignature(secret, body, header, new Date(at.getTime() + 301_000))).toBe(false);
    expect(await verifySignature(secret, body, header, new Date(at.getTime() - 301_000))).toBe(false);
    expect(await verifySignature(secret, `${body} `, header, at)).toBe(false);
    expect(await verifySignature("whsec_other", body, header, at)).toBe(false);
    expect(await verifySignature(secret, body, null, at)).toBe(false);
    expect(await verifySignature(secret, body, "t=abc,v1=00", at)).toBe(false);
    expect(await verifySignature(secret, body, header.replace(/,v1=.*/, ""), at)).toBe(false);
  });

  it("accepts when any of several v1 values matches", async () => {
    const header = await signatureHeader(secret, body, at);
    const [t, v1] = header.split(",");
    expect(await verifySignature(secret, body, `${t},v1=deadbeef,${v1}`, at)).toBe(true);
  });
});

describe("which addresses may receive webhooks", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.255",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "192.0.2.1",
    "198.51.100.7",
    "203.0.113.9",
    "198.18.0.1",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "64:ff9b::a00:1",
    "2002:7f00:1::",
    "2001:db8::1",
    "fec0::1",
    "not-an-address",
    "1.2.3",
    "256.1.1.1",
  ])("%s is not public", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["1.1.1.1", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "2a00:1450:4001::200e"])(
    "%s is public",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("webhook URLs", () => {
  const dns: Record<string, string[]> = {
    "hooks.example.com": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
    "rebind.example.com": ["93.184.216.34", "10.0.0.5"],
    "inside.example.com": ["127.0.0.1"],
    "v6inside.example.com": ["::ffff:169.254.169.254"],
    "empty.example.com": [],
  };
  const resolve: HostResolver = (host) => (host in dns ? Promise.resolve(dns[host]!) : Promise.reject(new Error("NXDOMAIN")));
  const check = async (url: string, local = false) => {
    const result = await checkWebhookUrl(url, resolve, local);
    return result.ok ? "ok" : result.code;
  };

  it("accepts https to a name whose every address is public", async () => {
    expect(await check("https://hooks.example.com/glow")).toBe("ok");
    expect(await check("https://8.8.8.8/glow")).toBe("ok");
  });

  it("refuses http, other schemes, credentials and nonsense", async () => {
    expect(await check("http://hooks.example.com/glow")).toBe("WEBHOOK_URL_NOT_HTTPS");
    expect(await check("ftp://hooks.example.com/glow")).toBe("WEBHOOK_URL_NOT_HTTPS");
    expect(await check("https://user:pass@hooks.example.com/")).toBe("WEBHOOK_URL_INVALID");
    expect(await check("not a url")).toBe("WEBHOOK_URL_INVALID");
    expect(await check(`https://hooks.example.com/${"a".repeat(2000)}`)).toBe("WEBHOOK_URL_INVALID");
  });

  it("judges names by what they resolve to: one private address is enough to refuse", async () => {
    expect(await check("https://rebind.example.com/")).toBe("WEBHOOK_URL_NOT_PUBLIC");
    expect(await check("https://inside.example.com/")).toBe("WEBHOOK_URL_NOT_PUBLIC");
    expect(await check("https://v6inside.example.com/")).toBe("WEBHOOK_URL_NOT_PUBLIC");
    expect(await check("https://empty.example.com/")).toBe("WEBHOOK_URL_UNRESOLVED");
    expect(await check("https://nowhere.example.com/")).toBe("WEBHOOK_URL_UNRESOLVED");
    expect(await check("https://localhost/")).toBe("WEBHOOK_URL_NOT_PUBLIC");
    expect(await check("https://printer.local/")).toBe("WEBHOOK_URL_NOT_PUBLIC");
  });

  it("sees through IP literal tricks (decimal, octal, hex, short forms, IPv4-mapped IPv6)", async () => {
    for (const url of [
      "https://127.0.0.1/",
      "https://2130706433/",
      "https://0177.0.0.1/",
      "https://0x7f.1/",
      "https://127.1/",
      "https://[::1]/",
      "https://[::ffff:127.0.0.1]/",
      "https://[::ffff:a9fe:a9fe]/",
      "https://[fd00::1]/",
      "https://169.254.169.254/latest/meta-data",
      "https://0/",
    ])
      expect(await check(url), url).toBe("WEBHOOK_URL_NOT_PUBLIC");
  });

  it("with the local backend only, http://127.0.0.1 is allowed (and nothing else private)", async () => {
    expect(await check("http://127.0.0.1:9999/hook", true)).toBe("ok");
    expect(await check("http://127.0.0.1:9999/hook", false)).toBe("WEBHOOK_URL_NOT_HTTPS");
    expect(await check("http://10.0.0.1/hook", true)).toBe("WEBHOOK_URL_NOT_HTTPS");
    expect(await check("https://10.0.0.1/hook", true)).toBe("WEBHOOK_URL_NOT_PUBLIC");
  });
});

describe("retries", () => {
  const first = new Date("2026-12-07T06:00:00Z");
  const minutesAfter = (date: Date | null, from: Date) => (date ? (date.getTime() - from.getTime()) / 60_000 : null);

  it("backs off 1, 5, 15, 30 minutes, 1, 2, 4, 8 hours", () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => minutesAfter(nextAttemptAt(attempts, first, first), first));
    expect(waits).toEqual([1, 5, 15, 30, 60, 120, 240, 480]);
  });

  it("keeps trying for 24 hours, the last try at the window's end, then gives up", () => {
    const late = new Date(first.getTime() + RETRY_WINDOW_MS - 60 * 60_000);
    expect(nextAttemptAt(9, first, late)?.getTime()).toBe(first.getTime() + RETRY_WINDOW_MS);
    expect(nextAttemptAt(10, first, new Date(first.getTime() + RETRY_WINDOW_MS))).toBeNull();
  });
});

describe("IPv4 literals whatever the URL parser made of them", () => {
  const never: HostResolver = () => Promise.reject(new Error("no DNS in this test"));
  it.each([
    "https://2130706433/",
    "https://0x7f000001/",
    "https://017700000001/",
    "https://10.1/",
    "https://0xa9.0xfe.0xa9.0xfe/",
    "https://3232235777/",
  ])("%s is refused as private", async (url) => {
    const result = await checkWebhookUrl(url, never);
    expect(result.ok ? "ok" : result.code).toBe("WEBHOOK_URL_NOT_PUBLIC");
  });
  it("a public address written as one number is accepted", async () => {
    const result = await checkWebhookUrl("https://134744072/", never);
    expect(result.ok).toBe(true);
  });
});
