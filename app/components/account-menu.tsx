import { Link } from "@remix-run/react";
import { useDismissableDetails } from "~/lib/ui/use-dismissable-details";
import { useViewer } from "~/lib/auth/viewer";
import { accountLinks } from "./account-links";
import { DropdownMenu } from "./dropdown-menu";
import { SignOutForm } from "./sign-out-form";
import { useT } from "~/i18n/use-t";

const itemClass = "block w-full rounded px-2 py-1.5 text-start text-sm hover:bg-[var(--muted)]";

/**
 * 'My Account' dropdown for a signed-in user: headed by their email, with Dashboard, My Bookings,
 * Registrations (reviewers only: the review queue) and Sign Out.
 */
export default function AccountMenu({ email }: { email: string }) {
  const details = useDismissableDetails();
  const t = useT("account");
  const isReviewer = useViewer()?.isReviewer ?? false;
  return (
    <DropdownMenu label={t("myAccount")} width="w-64" detailsRef={details}>
      <p id="account-menu-heading" className="truncate px-2 py-1.5 text-xs font-semibold text-[var(--muted-foreground)]" title={email}>
        {email}
      </p>
      <ul aria-labelledby="account-menu-heading" className="border-t border-[var(--border)] pt-1">
        {accountLinks(isReviewer).map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={itemClass} onClick={() => details.current?.removeAttribute("open")}>
              {t(link.label)}
            </Link>
          </li>
        ))}
        <li>
          <SignOutForm className={`${itemClass} cursor-pointer disabled:opacity-60`} />
        </li>
      </ul>
    </DropdownMenu>
  );
}
