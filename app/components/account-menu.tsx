import { Link } from "@remix-run/react";
import { useDismissableDetails } from "~/lib/use-dismissable-details";
import { useViewer } from "~/lib/viewer";
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
    <details ref={details} className="relative">
      <summary className="cursor-pointer list-none rounded-md px-3 py-2 text-sm font-medium hover:bg-[var(--muted)] [&::-webkit-details-marker]:hidden">
        {t("myAccount")} <span aria-hidden="true">▾</span>
      </summary>
      <div className="absolute end-0 z-40 mt-2 w-64 rounded-md border border-[var(--border)] bg-[var(--card)] p-2 shadow-lg">
        <p id="account-menu-heading" className="truncate px-2 py-1.5 text-xs font-semibold text-[var(--muted-foreground)]" title={email}>
          {email}
        </p>
        <ul aria-labelledby="account-menu-heading" className="border-t border-[var(--border)] pt-1">
          <li>
            <Link to="/dashboard/provider" className={itemClass} onClick={() => details.current?.removeAttribute("open")}>
              {t("dashboard")}
            </Link>
          </li>
          <li>
            <Link to="/account/bookings" className={itemClass} onClick={() => details.current?.removeAttribute("open")}>
              {t("myBookings")}
            </Link>
          </li>
          {isReviewer ? (
            <li>
              <Link to="/admin/registrations" className={itemClass} onClick={() => details.current?.removeAttribute("open")}>
                {t("registrations")}
              </Link>
            </li>
          ) : null}
          <li>
            <SignOutForm className={`${itemClass} cursor-pointer disabled:opacity-60`} />
          </li>
        </ul>
      </div>
    </details>
  );
}
