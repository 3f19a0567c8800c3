import { Link } from "@remix-run/react";
import { Badge } from "./badge";
import type { DashboardData, T } from "./types";

const REGISTRATION_STATUS = {
  PENDING: { tone: "yellow", label: "registrationPending" },
  APPROVED: { tone: "green", label: "registrationApproved" },
  REJECTED: { tone: "red", label: "registrationRejected" },
} as const;

/** The account's business registrations and where each is in its review (beyond the spec: issue 17). */
export function RegistrationStatuses({ registrations, t }: { registrations: DashboardData["registrations"]; t: T }) {
  if (registrations.length === 0) return null;
  return (
    <section className="mt-8 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6" aria-labelledby="registrations-heading">
      <h2 id="registrations-heading" className="text-xl font-semibold">
        {t("registrations")}
      </h2>
      <ul className="mt-4 divide-y divide-[var(--border)]">
        {registrations.map((registration) => {
          const status = REGISTRATION_STATUS[registration.status as keyof typeof REGISTRATION_STATUS];
          return (
            <li key={registration.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="break-words font-medium">{registration.businessName}</p>
                {registration.status === "REJECTED" && registration.rejectionReason ? (
                  <p className="break-words text-sm text-[var(--muted-foreground)]">
                    {t("rejectionReason", { reason: registration.rejectionReason })}
                  </p>
                ) : null}
                {registration.provider ? (
                  // The listing's editor from the first screen too (issue #33), not only under Settings.
                  <p className="flex flex-wrap gap-x-4 text-sm">
                    <Link to={`/provider/${registration.provider.id}`} className="text-brand-600 underline">
                      {t("viewListing")}
                    </Link>
                    <Link to={`/dashboard/listing/${registration.provider.id}`} className="text-brand-600 underline">
                      {t("editProfile")}
                      <span className="sr-only">{`: ${registration.businessName}`}</span>
                    </Link>
                  </p>
                ) : null}
              </div>
              {status ? <Badge tone={status.tone}>{t(status.label)}</Badge> : <Badge tone="grey">{registration.status}</Badge>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
