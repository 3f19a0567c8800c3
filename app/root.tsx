import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
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
import { isNetworkFailure } from "./lib/network-failure";
import { useFocusHeadingOnNavigation } from "./lib/use-focus-heading-on-navigation";
import { useNonce } from "./lib/nonce";
import { takeFlashToast } from "./lib/session.server";
import { THEME_BOOT_SCRIPT } from "./lib/theme";
import { loadViewer } from "./lib/viewer.server";

export const meta: MetaFunction = ({ error }) => [
  {
    title: error
      ? isRouteErrorResponse(error) && error.status === 404
        ? "Page not found — GlowUAE"
        : "Error — GlowUAE"
      : "GlowUAE — Book salons, parlours and clinics across the UAE",
  },
  {
    name: "description",
    content: "Find, compare and book beauty salons, parlours and aesthetic clinics in all seven Emirates.",
  },
];

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** Who is signed in (for the header) and a toast left by the previous request's redirect. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [viewer, toast] = await Promise.all([loadViewer(request, context), takeFlashToast(request, context)]);
  return json({ viewer, toast });
}

/**
 * The header's data stays the same when only a page's query changes (another date's times, other
 * filters) and after a request that never reached the server; not loading it then also keeps a
 * failed network from replacing the page with the error page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, actionResult, defaultShouldRevalidate }) => {
  if (isNetworkFailure(actionResult)) return false;
  if ((!formMethod || formMethod === "GET") && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const flash = useRouteLoaderData<typeof loader>("root")?.toast;
  return (
    // The boot script sets the theme class before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="font-sans antialiased">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
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

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <p className="text-sm font-semibold text-brand-600">404</p>
        <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
        <p className="mt-4 text-[var(--muted-foreground)]">The page you are looking for does not exist or has moved.</p>
        <Link to="/" className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          Back to Home
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-[var(--muted-foreground)]">
        {isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong on our side. Please try again."}
      </p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        Back to Home
      </Link>
    </section>
  );
}
