/**
 * Headers the app queues on its load context (`responseHeaders`) for whatever response the request
 * ends with: a refreshed session cookie set by any loader, or `Cache-Control: private` for a page
 * that shows who is signed in. Set-Cookie and Vary are added to the route's; others replace them. The route's own Set-Cookie for the same cookie wins (a sign-out that
 * clears the session must not be undone by a refresh queued earlier in the same request).
 */

const cookieName = (setCookie: string) => setCookie.slice(0, Math.max(0, setCookie.indexOf("="))).trim();

export function applyContextHeaders(headers: Headers, queued: Headers): void {
  if (queued.keys().next().done) return; // most pages queue nothing
  const setByRoute = new Set(headers.getSetCookie().map(cookieName));
  // The last value queued for a cookie is the current one.
  const latest = new Map<string, string>();
  for (const cookie of queued.getSetCookie()) latest.set(cookieName(cookie), cookie);
  for (const [name, cookie] of latest) if (!setByRoute.has(name)) headers.append("Set-Cookie", cookie);

  for (const [name, value] of queued) {
    const lower = name.toLowerCase();
    if (lower === "set-cookie") continue;
    if (lower === "vary") headers.append(name, value);
    else headers.set(name, value);
  }
}
