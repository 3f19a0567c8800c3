/**
 * /dashboard/listing/{providerId}/hours/staff/{staffId}: one staff member's time (issue #30): their
 * working days and hours within the provider's (by default all open hours; intervals added and removed
 * without JavaScript, as the weekly hours), back to all open hours, and their time off (a day, days, or a
 * span of hours; listed with remove). A page per person, linked from the hours page: a salon's week
 * and time off forms for every person on one page would be long, and each post names its form only.
 * A save that leaves bookings outside their hours or inside the time off shows them (nothing is cancelled).
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { OutsideHours } from "~/components/dashboard/hours/outside-hours";
import { OUTLINE } from "~/components/dashboard/hours/shared";
import { TimeOffSection } from "~/components/dashboard/hours/time-off-section";
import { WeekForm } from "~/components/dashboard/hours/weekly-hours-form";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { useT } from "~/i18n/use-t";
import { pageHeaders } from "~/lib/http/page-headers";
import { useRefusal } from "~/lib/forms/use-refusal";
import { answerStaffHours, loadStaffHours } from "./dashboard.listing.$providerId_.hours_.staff.$staffId.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.hours.staffMetaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

export const loader = loadStaffHours;

export const action = answerStaffHours;

export default function StaffHoursPage() {
  const { provider, member } = useLoaderData<typeof loader>();
  const answer = useRefusal<typeof action>();
  const t = useT("hours");
  const busy = useNavigation().state === "submitting";
  const of = (form: string) => (answer?.form === form ? answer : undefined);

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm">
        <Link to={`/dashboard/listing/${provider.id}/hours`} className="text-brand-600 underline">
          {t("backToHours")}
        </Link>
      </p>
      <h1 className="mt-2 break-words text-3xl font-bold">{t("staffPageTitle", { name: member.name })}</h1>
      <p className="mt-2 break-words text-[var(--muted-foreground)]">
        {member.title ? `${member.title} · ${provider.name}` : provider.name}
      </p>
      <p className="mt-1 text-sm text-[var(--muted-foreground)]">{t("staffPageIntro")}</p>
      {answer?.saved ? (
        <p role="status" className="mt-4 rounded-md border border-green-700 p-3 text-sm font-medium text-green-800 dark:text-green-300">
          {answer.saved}
        </p>
      ) : null}
      <OutsideHours bookings={answer?.outsideHours ?? []} t={t} />
      {/* Keyed by what is saved: after a save or a reset the form shows the week now in force. */}
      <WeekForm
        key={JSON.stringify(member.workingHours)}
        id="staff-week"
        week={member.workingHours ?? provider.weeklyHours}
        answer={of("staff-week")}
        busy={busy}
        t={t}
        title={t("staffWeekTitle")}
        lead={t("staffWeekLead")}
        save={t("saveStaffWeek")}
      >
        {member.workingHours ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="form" value="staff-reset" />
            <button type="submit" className={OUTLINE} disabled={busy}>
              {t("resetStaffWeek")}
            </button>
          </Form>
        ) : (
          <p className="mt-3 text-sm">{t("staffDefaultNote")}</p>
        )}
      </WeekForm>
      <TimeOffSection timeOff={member.timeOff ?? []} answer={of("time-off")} removed={of("remove-time-off")} busy={busy} t={t} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
