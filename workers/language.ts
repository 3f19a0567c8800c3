/**
 * The language switch's memory (issue 19): `/set-language?to=/ar/search?…` remembers the language
 * of `to` in the `lang` cookie and goes there; the English home page sends a visitor who chose
 * Arabic to /ar. Nothing else ever redirects by language (an Arabic Accept-Language only gets a
 * suggestion on the page).
 */
import { safeRedirectPath } from "../app/lib/http/safe-redirect";
import { LANGUAGE_COOKIE, localeFromCookie, localeOfPath, SET_LANGUAGE_PATH } from "../app/i18n/locale";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageRedirect(request: Request, url: URL): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (url.pathname === SET_LANGUAGE_PATH) {
    const to = safeRedirectPath(url.searchParams.get("to"), "/");
    const secure = url.protocol === "https:" ? "; Secure" : "";
    return new Response(null, {
      status: 303,
      headers: {
        Location: to,
        "Set-Cookie": `${LANGUAGE_COOKIE}=${localeOfPath(new URL(to, url.origin).pathname)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`,
        "Cache-Control": "no-store",
      },
    });
  }
  if (url.pathname === "/" && localeFromCookie(request.headers.get("Cookie")) === "ar") {
    return new Response(null, {
      status: 302,
      headers: { Location: `/ar${url.search}`, Vary: "Cookie", "Cache-Control": "private, no-store" },
    });
  }
  return null;
}
