import { Link, NavLink } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { serverOnly$ } from "vite-env-only/macros";
import { useViewer } from "~/lib/auth/viewer";
import ServerAccountMenu from "./account-menu";
import { EmirateMenu } from "./emirate-menu";
import { MobileMenu } from "./mobile-menu";
import { FOR_BUSINESS_PATH, MAIN_NAV_LINKS } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";
import { LanguageSwitch } from "./language-switch";
import { useT } from "~/i18n/use-t";

/**
 * The account menu only exists for someone signed in: in the browser its code is loaded then, not
 * by every page (the server's markup, a <details> that works without JavaScript, stays meanwhile).
 */
const AccountMenu = serverOnly$(ServerAccountMenu) ?? lazy(() => import("./account-menu"));

export function SiteHeader() {
  const viewer = useViewer();
  const t = useT("common");
  return (
    <header className="sticky top-0 z-30 h-20 border-b border-[var(--border)] bg-[var(--background)]/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="text-lg font-bold tracking-tight text-brand-600">
          GlowUAE
        </Link>
        <nav aria-label={t("mainNav")} className="hidden items-center gap-1 xl:flex">
          {MAIN_NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === "/"}
              prefetch="intent"
              className="rounded-md px-3 py-2 text-sm font-medium hover:bg-[var(--muted)] aria-[current=page]:text-brand-600"
            >
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 xl:flex">
          <EmirateMenu />
          <LanguageSwitch className="rounded-md px-3 py-2 text-sm font-medium hover:bg-[var(--muted)]" />
          <ThemeToggle />
          <Link to={FOR_BUSINESS_PATH} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-[var(--muted)]">
            {t("forBusiness")}
          </Link>
          {viewer ? (
            <Suspense>
              <AccountMenu email={viewer.email} />
            </Suspense>
          ) : (
            <>
              <Link to="/login" className="rounded-md px-3 py-2 text-sm font-medium hover:bg-[var(--muted)]">
                {t("login")}
              </Link>
              <Link to="/register" className="rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700">
                {t("register")}
              </Link>
            </>
          )}
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
