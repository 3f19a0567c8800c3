/** The Analytics tab: Premium's figures from the owner's bookings, or the API's refusal with the way to the plans. */
import { Link } from "@remix-run/react";
import { SUBSCRIPTION_PATH } from "~/lib/dashboard/dashboard";
import { PanelHeader } from "./panel-header";
import { CARD, PRIMARY_BUTTON } from "./styles";
import type { DashboardData, T } from "./types";

export function AnalyticsPanel({ analytics, t }: { analytics: DashboardData["analytics"]; t: T }) {
  if (analytics.__typename === "PremiumRequired") {
    return (
      <div className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-8 text-center">
        <h2 className="text-xl font-semibold">{t("unlockAnalytics")}</h2>
        <p className="mt-2 text-sm text-[var(--muted-foreground)]">{analytics.message}</p>
        <Link to={SUBSCRIPTION_PATH} className={`mt-4 ${PRIMARY_BUTTON}`}>
          {t("viewPlans")}
        </Link>
      </div>
    );
  }
  return (
    <>
      <PanelHeader title={t("analytics")} description={t("analyticsLead")} />
      <dl className="mt-6 grid gap-3 sm:grid-cols-2">
        <div className={CARD}>
          <dt className="text-sm text-[var(--muted-foreground)]">{t("last30Days")}</dt>
          <dd className="mt-1 text-3xl font-bold">{analytics.bookingsLast30Days}</dd>
        </div>
        <div className={CARD}>
          <dt className="text-sm text-[var(--muted-foreground)]">{t("next7Days")}</dt>
          <dd className="mt-1 text-3xl font-bold">{analytics.bookingsNext7Days}</dd>
        </div>
      </dl>
      <h3 className="mt-6 font-semibold">{t("topServices")}</h3>
      {analytics.topServices.length === 0 ? (
        <p className="mt-2 text-sm text-[var(--muted-foreground)]">{t("noBookingsInPeriod")}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {analytics.topServices.map((top) => (
            <li key={top.service.id} className={`${CARD} flex justify-between gap-3`}>
              <span className="min-w-0 break-words">{top.service.name}</span>
              <span className="shrink-0 font-semibold">
                {t(top.bookings === 1 ? "bookingsOne" : "bookingsMany", { count: top.bookings })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
