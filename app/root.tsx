import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import "./styles/app.css";
import { errorMeta, GeneralErrorBoundary } from "./components/error-boundary";
import { ServerToast } from "./components/server-toast";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { Toaster } from "./components/toaster";
import { isLiveAddressChange } from "./lib/ui/live-address";
import { isNetworkFailure } from "./lib/api/network-failure";
import { useFocusHeadingOnNavigation } from "./lib/ui/use-focus-heading-on-navigation";
import { useNonce } from "./lib/http/nonce";
import { takeFlashToast } from "./lib/auth/session.server";
import { THEME_BOOT_SCRIPT } from "./lib/ui/theme";
import { loadViewer } from "./lib/auth/viewer.server";
import { LanguageSuggestion } from "./components/language-suggestion";
import { CATALOGUES, messagesFor } from "./i18n/messages.server";
import { direction, localeFromCookie, pathInLocale, type Locale } from "./i18n/locale";
import { prefersArabic } from "../graphql/shared/vocabulary-ar";
import { useLocale, useT } from "./i18n/use-t";

export const meta: MetaFunction<typeof loader> = ({ error, data }) =>
  error
    ? errorMeta(error, data)
    : [{ title: data?.i18n.common.siteTitle ?? "GlowUAE" }, { name: "description", content: data?.i18n.common.siteDescription ?? "" }];

/**
 * On an English page, an Arabic suggestion for a visitor whose browser prefers Arabic and who has not
 * chosen a language, or who chose Arabic: never a redirect (issue 19).
 */
function suggestion(request: Request, locale: Locale) {
  if (locale !== "en") return null;
  const chosen = localeFromCookie(request.headers.get("Cookie"));
  if (chosen === "en" || (chosen === null && !prefersArabic(request.headers.get("Accept-Language")))) return null;
  const { suggestionText, suggestionLink, suggestionDismiss } = CATALOGUES.common.ar;
  return { text: suggestionText, link: suggestionLink, dismiss: suggestionDismiss };
}

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * The texts every page's header, footer and menus use. The account menu's only when someone is signed
 * in: a signed-out page holds none of them. The vocabulary only in Arabic: English terms are their own
 * text (useVocabulary shows a term it has no text for as it is), so an English page does not carry 37
 * strings mapped to themselves in its hydration data.
 */
function headerTexts(locale: Locale, signedIn: boolean) {
  const namespaces: ("common" | "vocab" | "account")[] = ["common"];
  if (locale !== "en") namespaces.push("vocab");
  if (signedIn) namespaces.push("account");
  return messagesFor(locale, ...namespaces);
}

/** Who is signed in (for the header) and a toast left by the previous request's redirect. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [viewer, toast] = await Promise.all([loadViewer(request, context), takeFlashToast(request, context)]);
  const { locale } = context;
  // A plain object (single fetch): no JSON text made and read back on every page.
  return {
    viewer,
    toast,
    locale,
    origin: new URL(request.url).origin,
    suggestion: suggestion(request, locale),
    i18n: headerTexts(locale, viewer !== null),
  };
}

/**
 * The header's data stays the same when only a page's query changes (another date's times, other
 * filters) and after a request that never reached the server; not loading it then also keeps a
 * failed network from replacing the page with the error page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, actionResult, defaultShouldRevalidate }) => {
  if (isNetworkFailure(actionResult)) return false;
  if (isLiveAddressChange(nextUrl)) return false;
  if ((!formMethod || formMethod === "GET") && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

/** `<link rel="alternate" hreflang>` for this page in both languages (x-default: English). */
function LanguageAlternates({ origin }: { origin: string }) {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  return (
    <>
      <link rel="alternate" hrefLang="en" href={`${origin}${pathInLocale(path, "en")}`} />
      <link rel="alternate" hrefLang="ar" href={`${origin}${pathInLocale(path, "ar")}`} />
      <link rel="alternate" hrefLang="x-default" href={`${origin}${pathInLocale(path, "en")}`} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const flash = root?.toast;
  const locale = useLocale();
  const t = useT("common");
  return (
    // The boot script sets the theme class before React hydrates.
    <html lang={locale} dir={direction(locale)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <Meta />
        <Links />
        {root ? <LanguageAlternates origin={root.origin} /> : null}
      </head>
      <body className="font-sans antialiased">
        <a href="#main" className="skip-link">
          {t("skipToContent")}
        </a>
        {root?.suggestion ? <LanguageSuggestion {...root.suggestion} /> : null}
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <Toaster />
        <ServerToast toast={flash} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useFocusHeadingOnNavigation();
  return <Outlet />;
}

/** The page's own boundary when it has none, or when the root itself failed (then in English). */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
