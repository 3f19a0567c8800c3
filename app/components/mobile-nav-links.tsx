import { Link } from "@remix-run/react";
import { EMIRATES, emirateSlug } from "../../graphql/shared/vocabulary";
import { useViewer } from "~/lib/viewer";
import { MAIN_NAV_LINKS } from "./nav-links";
import { SignOutForm } from "./sign-out-form";
import { LanguageSwitch } from "./language-switch";
import { useT, useVocabulary } from "~/i18n/use-t";

/** Every header item as one list: the mobile sheet's content, and the menu without JavaScript. */
export function MobileNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const viewer = useViewer();
  const t = useT("common");
  const term = useVocabulary();
  const a = useT("account");
  const linkClass = "block rounded-md px-3 py-2 text-base hover:bg-[var(--muted)]";
  return (
    <nav aria-label={t("mobileNav")}>
      <ul>
        {MAIN_NAV_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass} onClick={onNavigate}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 px-3 text-sm font-semibold">{t("searchByEmirate")}</p>
      <p className="px-3 text-xs text-[var(--muted-foreground)]">{t("selectEmirate")}</p>
      <ul>
        {EMIRATES.map((name) => (
          <li key={name}>
            <Link to={`/search/${emirateSlug(name)}`} className={linkClass} onClick={onNavigate}>
              {term(name)}
            </Link>
          </li>
        ))}
      </ul>
      {viewer ? (
        <div className="mt-4 border-t border-[var(--border)] pt-4">
          <p className="px-3 text-sm font-semibold">{a("myAccount")}</p>
          <p id="mobile-account-heading" className="truncate px-3 text-xs text-[var(--muted-foreground)]">
            {viewer.email}
          </p>
          <ul aria-labelledby="mobile-account-heading">
            <li>
              <Link to="/dashboard/provider" className={linkClass} onClick={onNavigate}>
                {a("dashboard")}
              </Link>
            </li>
            <li>
              <Link to="/account/bookings" className={linkClass} onClick={onNavigate}>
                {a("myBookings")}
              </Link>
            </li>
            {viewer.isReviewer ? (
              <li>
                <Link to="/admin/registrations" className={linkClass} onClick={onNavigate}>
                  {a("registrations")}
                </Link>
              </li>
            ) : null}
            <li>
              <SignOutForm className={`${linkClass} w-full cursor-pointer text-start disabled:opacity-60`} />
            </li>
          </ul>
        </div>
      ) : (
        <ul className="mt-4 border-t border-[var(--border)] pt-4">
          <li>
            <Link to="/login" className={linkClass} onClick={onNavigate}>
              {t("login")}
            </Link>
          </li>
          <li>
            <Link to="/register" className={linkClass} onClick={onNavigate}>
              {t("register")}
            </Link>
          </li>
        </ul>
      )}
      <p className="mt-4 border-t border-[var(--border)] pt-4">
        <LanguageSwitch className={linkClass} />
      </p>
    </nav>
  );
}
