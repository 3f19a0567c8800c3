/**
 * A path on this site, as a browser will read it (docs/decisions/009-safe-redirects.md): accepted only if, AFTER
 * the URL parser has normalised it the way a browser will ('/./', '/../', '%2e', backslashes), it is still a path
 * here. Pure: the site's redirects (app/lib/http/safe-redirect.ts) and the API's return paths (a sign-up's
 * verification link leads back to where the person was going) use this one rule.
 */
const PROBE_ORIGIN = "http://same-site.invalid";
const MAX_TARGET_LENGTH = 2048;

/** One leading slash, not two, no backslash, no control characters. */
function isLocalPath(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  return path.startsWith("/") && !path.startsWith("//") && !/[\u0000-\u001f\u007f\\]/.test(path);
}

/** The normalised path (with query and hash) if `target` stays on this site; otherwise null. */
export function localPath(target: unknown): string | null {
  if (typeof target !== "string" || target.length > MAX_TARGET_LENGTH || !isLocalPath(target)) return null;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  // '/.//evil.example' normalises to '//evil.example', which a browser reads as another host.
  if (!isLocalPath(normalised) || new URL(normalised, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return null;
  return normalised;
}
