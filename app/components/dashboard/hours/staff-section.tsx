/**
 * The hours page's list of staff: whether each person works all open hours or hours of their own, how
 * much time off is ahead, and the link to their own page (their working hours and time off forms).
 */
import { Link } from "@remix-run/react";
import { SECTION, type HoursProvider, type T } from "./shared";

export function StaffSection({ provider, t }: { provider: HoursProvider; t: T }) {
  if (provider.staff.length === 0) return null;
  return (
    <section className={SECTION} aria-labelledby="staff-heading">
      <h2 id="staff-heading" className="text-xl font-semibold">
        {t("staffTitle")}
      </h2>
      <p className="mt-1 text-sm text-[var(--muted-foreground)]">{t("staffLead")}</p>
      <ul className="mt-4 grid gap-2">
        {provider.staff.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-[var(--border)] p-3">
            <span className="min-w-0 break-words">
              <span className="font-medium">{member.name}</span>
              <span className="ms-2 text-sm text-[var(--muted-foreground)]">
                {member.workingHours ? t("staffOwnHours") : t("staffAllHours")}
                {" · "}
                {t("staffTimeOffAhead", { count: member.timeOff?.length ?? 0 })}
              </span>
            </span>
            <Link to={`/dashboard/listing/${provider.id}/hours/staff/${member.id}`} className="text-brand-600 underline">
              {t("editStaff", { name: member.name })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
