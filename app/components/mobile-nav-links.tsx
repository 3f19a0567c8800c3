import { Link } from "@remix-run/react";
import { EMIRATES, emirateSlug } from "../../graphql/shared/vocabulary";
import { useViewer } from "~/lib/auth/viewer";
import { accountLinks } from "./account-links";
import { FOR_BUSINESS_PATH, MAIN_NAV_LINKS } from "./nav-links";
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
  const item = (to: string, label: string) => (
    <li key={to}>
      <Link to={to} className={linkClass} onClick={onNavigate}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t("mobileNav")}>
      <ul>
        {MAIN_NAV_LINKS.map((link) => item(link.to, t(link.label)))}
        {item(FOR_BUSINESS_PATH, t("forBusiness"))}
      </ul>
      <p className="mt-4 px-3 text-sm font-semibold">{t("searchByEmirate")}</p>
      <p className="px-3 text-xs text-[var(--muted-foreground)]">{t("selectEmirate")}</p>
      <ul>{EMIRATES.map((name) => item(`/search/${emirateSlug(name)}`, term(name)))}</ul>
      {viewer ? (
        <div className="mt-4 border-t border-[var(--border)] pt-4">
          <p className="px-3 text-sm font-semibold">{a("myAccount")}</p>
          <p id="mobile-account-heading" className="truncate px-3 text-xs text-[var(--muted-foreground)]">
            {viewer.email}
          </p>
          <ul aria-labelledby="mobile-account-heading">
            {accountLinks(viewer.isReviewer).map((link) => item(link.to, a(link.label)))}
            <li>
              <SignOutForm className={`${linkClass} w-full cursor-pointer text-start disabled:opacity-60`} />
            </li>
          </ul>
        </div>
      ) : (
        <ul className="mt-4 border-t border-[var(--border)] pt-4">
          {item("/login", t("login"))}
          {item("/register", t("register"))}
        </ul>
      )}
      <p className="mt-4 border-t border-[var(--border)] pt-4">
        <LanguageSwitch className={linkClass} />
      </p>
    </nav>
  );
}
