import { Link, useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ServerToastMessage } from "~/components/server-toast";
import { dashboardTabPath, type DashboardTab } from "~/lib/dashboard/dashboard";

/**
 * The dashboard's buttons share one fetcher: the page shows the toast it answers (also once the
 * button is gone, as a cancelled booking's is), and one answer is awaited at a time.
 */
export const BUTTONS_FETCHER = "dashboard-buttons";

export const toastOf = (data: unknown): ServerToastMessage | null =>
  data && typeof data === "object" && "toast" in data ? (data.toast as ServerToastMessage) : null;

/** A button that posts one intent to the dashboard's action: a plain form post without JavaScript. */
export function ActionButton({
  tab,
  intent,
  fields = {},
  className,
  children,
}: {
  tab: DashboardTab;
  intent: string;
  fields?: Record<string, string>;
  className: string;
  children: ReactNode;
}) {
  const fetcher = useFetcher({ key: BUTTONS_FETCHER });
  return (
    <fetcher.Form method="post" action={dashboardTabPath(tab)}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} disabled={fetcher.state !== "idle"}>
        {children}
      </button>
    </fetcher.Form>
  );
}

/**
 * A panel's main action: a link to its form when the account may use it now, otherwise an
 * ActionButton whose answer says why not yet (Premium needed, no listing).
 */
export function FormLinkOrAction({
  allowed,
  to,
  tab,
  intent,
  className,
  children,
}: {
  allowed: boolean;
  to: string;
  tab: DashboardTab;
  intent: string;
  className: string;
  children: ReactNode;
}) {
  return allowed ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <ActionButton tab={tab} intent={intent} className={className}>
      {children}
    </ActionButton>
  );
}
