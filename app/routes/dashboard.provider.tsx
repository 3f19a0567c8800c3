/**
 * /dashboard/provider (signed-in accounts only): the owner's bookings, offers, job postings,
 * analytics and settings in five tabs kept in the URL (?tab=offers), so each is linkable and works
 * without JavaScript. Everything comes from the API's ownerDashboard, which shows an account only
 * its own providers' data and answers PremiumRequired for premium reads; the plan is the server's.
 * Every button is a form posting to this route's action (decision 021), which asks the API and
 * answers with the product's toast ('Logged Out' after 'Logout'; 'Premium Feature' for a Basic account's
 * premium action).
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useFetcher, useLoaderData, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect } from "react";
import { BUTTONS_FETCHER, FormLinkOrAction, toastOf } from "~/components/dashboard/action-button";
import { AnalyticsPanel } from "~/components/dashboard/analytics-panel";
import { BookingsPanel } from "~/components/dashboard/bookings-panel";
import { ItemsPanel } from "~/components/dashboard/items-panel";
import { RegistrationStatuses } from "~/components/dashboard/registration-statuses";
import { SettingsPanel } from "~/components/dashboard/settings-panel";
import { SetupChecklists } from "~/components/dashboard/setup-checklist";
import { PRIMARY_BUTTON } from "~/components/dashboard/styles";
import type { RefusedReason, T } from "~/components/dashboard/types";
import { UpgradeCard } from "~/components/dashboard/upgrade-card";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { LinkedTabs } from "~/components/linked-tabs";
import { ServerToast } from "~/components/server-toast";
import { useT } from "~/i18n/use-t";
import { DASHBOARD_PATH, DASHBOARD_TABS, NEW_OFFER_PATH, type DashboardTab } from "~/lib/dashboard/dashboard";
import { pageHeaders } from "~/lib/http/page-headers";
import { hasPremium } from "~/lib/auth/premium";
import { isLiveAddressChange } from "~/lib/ui/live-address";
import { answerDashboardButton, loadProviderDashboard } from "./dashboard.provider.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.dashboard.metaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

/** Signed-in users only: anyone else is redirected to /login and brought back after signing in. */
export const loader = loadProviderDashboard;

/** The buttons that only answer with a toast change nothing: the page's data need not reload. */
const TOAST_ONLY_INTENTS = new Set(["create-offer", "post-job", "edit-profile"]);

/** Nor does choosing a tab, which only writes it into the address (LinkedTabs). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, nextUrl, defaultShouldRevalidate }) =>
  TOAST_ONLY_INTENTS.has(String(formData?.get("intent") ?? "")) || isLiveAddressChange(nextUrl) ? false : defaultShouldRevalidate;

export const action = answerDashboardButton;

export default function ProviderDashboard() {
  const { plan, tab, dashboard, myJobs, calendarListings, toast } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const buttons = useFetcher<typeof action>({ key: BUTTONS_FETCHER });
  const t = useT("dashboard");
  const premium = hasPremium(plan);
  const navigation = useNavigation();
  // 'Loading...' while the dashboard's data is on its way (the calendar, another view).
  // The router's locations leave out the basename (/ar): the bare path matches in both languages.
  const loading = navigation.state === "loading" && navigation.location.pathname === DASHBOARD_PATH;
  // A cancelled booking's button is gone with it: keyboard focus continues from the bookings.
  const cancelled = buttons.state === "idle" && (buttons.data as { cancelled?: boolean } | undefined)?.cancelled === true;
  useEffect(() => {
    if (cancelled) document.getElementById("panel-bookings")?.focus();
  }, [cancelled, buttons.data]);
  // A refused reason, with JavaScript from the buttons' fetcher, without it from the page's own post.
  const refused = refusedReasonOf(buttons.data) ?? refusedReasonOf(actionData);

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-[var(--muted-foreground)]">{t("lead")}</p>
      {premium ? null : <UpgradeCard />}

      <SetupChecklists listings={dashboard.providers} t={t} />
      <RegistrationStatuses registrations={dashboard.registrations} t={t} />

      <p role="status" className="mt-4 h-5 text-sm text-[var(--muted-foreground)]">
        {loading ? t("loading") : ""}
      </p>
      <LinkedTabs
        className="mt-4"
        tabs={DASHBOARD_TABS.map((definition) => ({ ...definition, label: t(TAB_LABELS[definition.id]) }))}
        initial={tab}
        label={t("sections")}
        panels={{
          bookings: (
            <BookingsPanel
              bookings={dashboard.upcomingBookings}
              cancelled={dashboard.cancelledBookings}
              calendarListings={calendarListings}
              refused={refused}
              t={t}
            />
          ),
          offers: (
            <ItemsPanel
              title={t("manageOffers")}
              action={
                // The offer's form needs Premium and a listing.
                <FormLinkOrAction
                  allowed={premium && dashboard.providers.length > 0}
                  to={NEW_OFFER_PATH}
                  tab="offers"
                  intent="create-offer"
                  className={PRIMARY_BUTTON}
                >
                  {t("createOffer")}
                </FormLinkOrAction>
              }
              empty={t("noOffers")}
              label={t("offers")}
              items={dashboard.offers.map((offer) => ({
                id: offer.id,
                title: offer.title,
                detail: offer.description,
                badge: offer.active ? { tone: "green", label: t("active") } : { tone: "grey", label: t("inactive") },
              }))}
            />
          ),
          jobs: (
            <ItemsPanel
              title={t("manageJobs")}
              action={
                <FormLinkOrAction allowed={premium} to="/careers/post" tab="jobs" intent="post-job" className={PRIMARY_BUTTON}>
                  {t("postNewJob")}
                </FormLinkOrAction>
              }
              empty={t("noJobs")}
              label={t("jobPostings")}
              items={(myJobs?.edges ?? []).map(({ node: job }) => ({
                id: job.id,
                title: job.title,
                detail: t(job.applicantCount === 1 ? "applicantsOne" : "applicantsMany", { count: job.applicantCount ?? 0 }),
                badge: job.status === "OPEN" ? { tone: "blue", label: t("jobOpen") } : { tone: "grey", label: t("jobClosed") },
                href: `/dashboard/jobs/${encodeURIComponent(job.id)}`,
              }))}
            />
          ),
          analytics: <AnalyticsPanel analytics={dashboard.analytics} t={t} />,
          settings: <SettingsPanel listings={dashboard.providers} t={t} />,
        }}
      />
      <ServerToast toast={toast} />
      {/* A button's answer: with JavaScript through the buttons' fetcher, without it with the page. */}
      <ServerToast toast={toastOf(buttons.data)} />
      <ServerToast toast={toastOf(actionData)} />
    </section>
  );
}

const refusedReasonOf = (data: unknown): RefusedReason | null =>
  data && typeof data === "object" && "refusedReason" in data ? (data.refusedReason as RefusedReason | null) : null;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const TAB_LABELS = {
  bookings: "tabBookings",
  offers: "tabOffers",
  jobs: "tabJobs",
  analytics: "tabAnalytics",
  settings: "tabSettings",
} as const satisfies Record<DashboardTab, Parameters<T>[0]>;
