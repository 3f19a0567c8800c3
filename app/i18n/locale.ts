/**
 * The site's languages and their addresses: English at today's paths, Arabic under /ar
 * (docs/decisions/024-arabic-under-a-basename.md). Pure: the Worker, loaders and components use it.
 */

export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

/** The Arabic site's path prefix: the Remix router's basename for Arabic requests. */
export const ARABIC_BASENAME = "/ar";

/** The cookie that remembers the language a visitor chose with the switch. */
export const LANGUAGE_COOKIE = "lang";

/** The Worker path the language switch goes through: it remembers the choice, then goes on to `to`. */
export const SET_LANGUAGE_PATH = "/set-language";

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "ar";
}

/** '/ar', '/ar/search/dubai' → 'ar'; anything else (including '/arabic') → 'en'. */
export function localeOfPath(pathname: string): Locale {
  return pathname === ARABIC_BASENAME || pathname.startsWith(`${ARABIC_BASENAME}/`) ? "ar" : "en";
}

/** The path as the routes know it, without the /ar prefix: '/ar/search?x' → '/search?x', '/ar' → '/'. */
export function stripLocale(path: string): string {
  if (localeOfPath(path.split(/[?#]/)[0] ?? "") === "en") return path;
  const rest = path.slice(ARABIC_BASENAME.length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/** The same page in `locale`: '/search?x' → '/ar/search?x'; '/' → '/ar'; '/ar/x' in English → '/x'. */
export function pathInLocale(path: string, locale: Locale): string {
  const bare = stripLocale(path);
  if (locale === "en") return bare;
  return bare.startsWith("/?") || bare.startsWith("/#") || bare === "/"
    ? `${ARABIC_BASENAME}${bare.slice(1)}`
    : `${ARABIC_BASENAME}${bare}`;
}

export function direction(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The language switch's link: through SET_LANGUAGE_PATH, which sets the cookie and goes to the page. */
export function languageSwitchHref(path: string, locale: Locale): string {
  return `${SET_LANGUAGE_PATH}?${new URLSearchParams({ to: pathInLocale(path, locale) })}`;
}

/** The locale a `lang` cookie holds, or null. */
export function localeFromCookie(cookieHeader: string | null): Locale | null {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? "");
  return match && isLocale(match[1]) ? match[1] : null;
}
