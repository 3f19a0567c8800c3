import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import "./styles/app.css";
import { ServerToast } from "./components/server-toast";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { Toaster } from "./components/toaster";
import { isLiveAddressChange } from "./lib/live-address";
import { isNetworkFailure } from "./lib/network-failure";
import { useFocusHeadingOnNavigation } from "./lib/use-focus-heading-on-navigation";
import { useNonce } from "./lib/nonce";
import { takeFlashToast } from "./lib/session.server";
import { THEME_BOOT_SCRIPT } from "./lib/theme";
import { loadViewer } from "./lib/viewer.server";
import { LanguageSuggestion } from "./components/language-suggestion";
import { CATALOGUES, messagesFor } from "./i18n/messages.server";
import { direction, localeFromCookie, pathInLocale, type Locale } from "./i18n/locale";
import { prefersArabic } from "../graphql/shared/vocabulary-ar";
import { useLocale, useT } from "./i18n/use-t";

export const meta: MetaFunction<typeof loader> = ({ error, data }) => {
  const texts = data?.i18n.common ?? CLIENT_FALLBACK;
  return [
    { title: error ? (isRouteErrorResponse(error) && error.status === 404 ? texts.pageNotFoundTitle : texts.errorTitle) : texts.siteTitle },
    { name: "description", content: texts.siteDescription },
  ];
};

// Only for an error page that renders without the root's data: the keys' own names would show otherwise.
const CLIENT_FALLBACK = {
  pageNotFoundTitle: "Page not found — GlowUAE",
  errorTitle: "Error — GlowUAE",
  siteTitle: "GlowUAE",
  siteDescription: "",
};

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

/** The error page's texts when the root's data is missing too (its loader failed): English. */
const ERROR_FALLBACK: Record<string, string> = {
  notFoundHeading: "Page not found",
  notFoundText: "The page you are looking for does not exist or has moved.",
  backToHome: "Back to Home",
  errorHeading: "Unexpected Application Error!",
  errorText: "Something went wrong on our side. Please try again.",
};

export function ErrorBoundary() {
  const error = useRouteError();
  const translate = useT("common");
  const hasTexts = useRouteLoaderData<typeof loader>("root") !== undefined;
  const t = (key: keyof typeof ERROR_FALLBACK & Parameters<typeof translate>[0]) => (hasTexts ? translate(key) : ERROR_FALLBACK[key]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <p className="text-sm font-semibold text-brand-600">404</p>
        <h1 className="mt-2 text-3xl font-bold">{t("notFoundHeading")}</h1>
        <p className="mt-4 text-[var(--muted-foreground)]">{t("notFoundText")}</p>
        <Link to="/" className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          {t("backToHome")}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("errorHeading")}</h1>
      <p className="mt-4 text-[var(--muted-foreground)]">
        {isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t("errorText")}
      </p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        {t("backToHome")}
      </Link>
    </section>
  );
}
