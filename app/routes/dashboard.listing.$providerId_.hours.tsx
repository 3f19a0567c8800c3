/**
 * /dashboard/listing/{providerId}/hours: the owner's time (issue #30): weekly hours per day (closed,
 * or open intervals added and removed without JavaScript), closures with a reason, special hours for a range (Ramadan), booking rules,
 * whether each online booking waits for the owner's confirmation (issue 32),
 * and the staff, each linked to their own page (working hours and time off).
 * Every form posts to this route's action (the server half), which runs the API's mutation; the API
 * checks the owner and the input. A save that leaves bookings outside the new hours shows them.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ClosuresSection } from "~/components/dashboard/hours/closures-section";
import { ConfirmationForm } from "~/components/dashboard/hours/confirmation-form";
import { OutsideHours } from "~/components/dashboard/hours/outside-hours";
import { RulesForm } from "~/components/dashboard/hours/rules-form";
import { StaffSection } from "~/components/dashboard/hours/staff-section";
import { SpecialHoursSection } from "~/components/dashboard/hours/special-hours-section";
import { WeeklyHoursForm } from "~/components/dashboard/hours/weekly-hours-form";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { useT } from "~/i18n/use-t";
import { pageHeaders } from "~/lib/http/page-headers";
import { useRefusal } from "~/lib/forms/use-refusal";
import { answerHours, loadHours } from "./dashboard.listing.$providerId_.hours.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.hours.metaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

export const loader = loadHours;

export const action = answerHours;

export default function OwnerHoursPage() {
  const { provider } = useLoaderData<typeof loader>();
  const answer = useRefusal<typeof action>();
  const t = useT("hours");
  const busy = useNavigation().state === "submitting";
  const of = (form: string) => (answer?.form === form ? answer : undefined);

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm">
        <Link to={`/dashboard/listing/${provider.id}`} className="text-brand-600 underline">
          {t("backToListing")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 break-words text-[var(--muted-foreground)]">{t("intro", { name: provider.name })}</p>
      {answer?.saved ? (
        <p role="status" className="mt-4 rounded-md border border-green-700 p-3 text-sm font-medium text-green-800 dark:text-green-300">
          {answer.saved}
        </p>
      ) : null}
      <OutsideHours bookings={answer?.outsideHours ?? []} t={t} />
      <WeeklyHoursForm provider={provider} answer={of("week")} busy={busy} t={t} />
      <ClosuresSection provider={provider} answer={of("closure")} removed={of("remove-closure")} busy={busy} t={t} />
      <SpecialHoursSection provider={provider} answer={of("special")} removed={of("remove-special")} busy={busy} t={t} />
      <RulesForm provider={provider} answer={of("rules")} busy={busy} t={t} />
      <ConfirmationForm provider={provider} answer={of("confirmation")} busy={busy} t={t} />
      <StaffSection provider={provider} t={t} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
