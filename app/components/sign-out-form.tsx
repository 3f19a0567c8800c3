import { useFetcher, useLocation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";

/**
 * 'Sign Out' as a POST form (a GET must never end a session). Works without JavaScript; with it,
 * the page stays put until the server answers with where to go.
 */
export function SignOutForm({ className }: { className: string }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const t = useT("account");
  return (
    <fetcher.Form method="post" action="/sign-out">
      {/* Where to come back to if signing out fails. */}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className={className} disabled={fetcher.state !== "idle"}>
        {t("signOut")}
      </button>
    </fetcher.Form>
  );
}
