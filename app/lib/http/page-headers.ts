/**
 * A page's response headers, one rule for every route: the loader's (its Cache-Control), plus the
 * action's Retry-After when a submission was refused for too many attempts, so a browser without
 * JavaScript is told when to try again exactly as an API client is.
 */
import type { HeadersFunction } from "@remix-run/cloudflare";

export const pageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  if (!retryAfter) return loaderHeaders;
  const headers = new Headers(loaderHeaders);
  headers.set("Retry-After", retryAfter);
  return headers;
};

/** The Retry-After header of a refusal that says how long to wait (none otherwise). */
export const retryAfterHeaders = (seconds: number | null | undefined): Record<string, string> =>
  seconds ? { "Retry-After": String(seconds) } : {};
