/**
 * Host names resolved for the webhook URL check (decision 072): a Worker has no DNS API of its own, so names are
 * asked of Cloudflare's DNS over HTTPS (JSON API), A and AAAA at once. Any failure (no network, a server error)
 * throws: checkWebhookUrl then refuses the URL as unresolved rather than guessing.
 */
import type { HostResolver } from "../../graphql/modules/webhooks/rules";

const DOH = "https://cloudflare-dns.com/dns-query";
const RECORD_TYPES = { A: 1, AAAA: 28 } as const;

export function dohResolver(fetcher: typeof fetch = fetch, timeoutMs = 3000): HostResolver {
  return async (hostname) => {
    const answers = await Promise.all(
      (Object.keys(RECORD_TYPES) as (keyof typeof RECORD_TYPES)[]).map(async (type) => {
        const response = await fetcher(`${DOH}?name=${encodeURIComponent(hostname)}&type=${type}`, {
          headers: { accept: "application/dns-json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`DNS over HTTPS answered ${response.status}`);
        const body = (await response.json()) as { Status?: number; Answer?: { type: number; data: string }[] };
        // NXDOMAIN (3) is "no addresses"; any other error status is a failure to resolve.
        if (body.Status !== 0 && body.Status !== 3) throw new Error(`DNS status ${body.Status}`);
        return (body.Answer ?? []).filter((answer) => answer.type === RECORD_TYPES[type]).map((answer) => answer.data);
      }),
    );
    return answers.flat();
  };
}
