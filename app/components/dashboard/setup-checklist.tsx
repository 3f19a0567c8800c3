import { Link } from "@remix-run/react";
import { Badge } from "./badge";
import type { DashboardData, T } from "./types";

type Listing = DashboardData["providers"][number];
type Step = NonNullable<Listing["setup"]>["steps"][number]["step"];

/** Each step's label and its editor (the listing editor's sections, the hours page and its staff section). */
const STEPS: Record<Step, { label: Parameters<T>[0]; href: (id: string) => string }> = {
  SERVICES: { label: "setupStepServices", href: (id) => `/dashboard/listing/${id}#services-heading` },
  STAFF: { label: "setupStepStaff", href: (id) => `/dashboard/listing/${id}/hours#staff-heading` },
  HOURS: { label: "setupStepHours", href: (id) => `/dashboard/listing/${id}/hours` },
  PHOTOS: { label: "setupStepPhotos", href: (id) => `/dashboard/listing/${id}#photos-heading` },
  AREA: { label: "setupStepArea", href: (id) => `/dashboard/listing/${id}#location` },
  MAP_POINT: { label: "setupStepMapPoint", href: (id) => `/dashboard/listing/${id}#latitude` },
};

/**
 * A new listing's guided setup (issue #33), on the dashboard's first screen while a step is left: each step
 * done or not (named for screen readers, not only by colour), the progress, and a link to its editor.
 */
export function SetupChecklists({ listings, t }: { listings: DashboardData["providers"]; t: T }) {
  const unfinished = listings.filter((listing) => listing.setup && !listing.setup.complete);
  if (unfinished.length === 0) return null;
  return (
    <>
      {unfinished.map((listing) => {
        const setup = listing.setup!;
        const headingId = `setup-${listing.id}-heading`;
        return (
          <section
            key={listing.id}
            className="mt-8 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 sm:p-6"
            aria-labelledby={headingId}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={headingId} className="break-words text-xl font-semibold">
                {t("setupTitle", { name: listing.name })}
              </h2>
              <p className="text-sm font-medium">{t("setupProgress", { done: setup.done, total: setup.total })}</p>
            </div>
            <progress
              className="mt-3 h-2 w-full accent-[var(--brand,#b4235a)]"
              value={setup.done}
              max={setup.total}
              aria-labelledby={headingId}
            />
            <p className="mt-3 text-sm text-[var(--muted-foreground)]">{t(setup.ready ? "setupLive" : "setupNotLive")}</p>
            <ol className="mt-4 divide-y divide-[var(--border)]">
              {setup.steps.map(({ step, done }) => (
                <li key={step} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <Link to={STEPS[step].href(listing.id)} className="min-w-0 break-words text-brand-600 underline">
                    {t(STEPS[step].label)}
                  </Link>
                  {done ? <Badge tone="green">{t("setupDone")}</Badge> : <Badge tone="yellow">{t("setupToDo")}</Badge>}
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}
