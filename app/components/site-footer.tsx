import { Link } from "@remix-run/react";
import { serverOnly$ } from "vite-env-only/macros";
import { ServerMarkup } from "./server-markup";
import { useT } from "~/i18n/use-t";

const FOOTER_LINKS = [
  { to: "/about", label: "footerAbout" },
  { to: "/contact", label: "footerContact" },
  { to: "/faq", label: "footerFaq" },
  { to: "/privacy-policy", label: "footerPrivacy" },
  { to: "/for-business/register", label: "footerRegisterBusiness" },
  { to: "/login", label: "footerBusinessLogin" },
  { to: "/pricing", label: "footerPricing" },
  { to: "/developers", label: "footerDevelopers" },
] as const;

/**
 * The business's social profiles, each { name, href }. None exists yet, so the footer shows none (issue #33: the
 * spec's four links to "#" pretended); adding one here shows the "Follow us" list.
 */
const SOCIAL_PROFILES: readonly { name: string; href: string }[] = [];

/**
 * The footer never changes after the server rendered it (its language is the page's, and another
 * language is another document): server markup, so its code is not in the browser's.
 */
export function SiteFooter() {
  return <ServerMarkup id="site-footer">{serverOnly$(<Footer />)}</ServerMarkup>;
}

function Footer() {
  const t = useT("common");
  return (
    <footer className="mt-16 border-t border-[var(--border)] bg-[var(--muted)]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-brand-600">GlowUAE</p>
          <p className="mt-2 text-sm text-[var(--muted-foreground)]">{t("footerTagline")}</p>
        </div>
        <nav aria-label={t("footerNav")}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-brand-600 hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {SOCIAL_PROFILES.length > 0 && (
          <div>
            <p className="text-sm font-semibold">{t("followUs")}</p>
            <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
              {SOCIAL_PROFILES.map(({ name, href }) => (
                <li key={name}>
                  <a href={href} rel="noopener noreferrer" className="hover:text-brand-600">
                    {name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p className="border-t border-[var(--border)] py-4 text-center text-xs text-[var(--muted-foreground)]">
        {t("copyright", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
