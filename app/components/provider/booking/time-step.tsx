import { useCalendarDate } from "~/i18n/use-dates";
import { useT } from "~/i18n/use-t";
import { ProblemWithRetry } from "./booking-notices";
import { STEP_HEADING } from "./types";
import type { SlotChoice } from "./use-slot-choice";

/**
 * Step 3: the times loaded for the service, professional and date. While the form shows another
 * choice (loading, or a typed date settling) they cannot be chosen: the list is busy and says why.
 */
export function TimeStep({
  choice,
  times,
  slotsMessage,
  loadFailed,
  hydrated,
}: {
  choice: SlotChoice;
  times: string[];
  slotsMessage: string | null;
  loadFailed: boolean;
  hydrated: boolean;
}) {
  const t = useT("provider");
  const formatCalendarDate = useCalendarDate();
  const { loading, shownDate, timesAreCurrent } = choice;
  return (
    <fieldset aria-busy={!timesAreCurrent} aria-describedby="times-status">
      <legend className={STEP_HEADING}>{t("step3")}</legend>
      <p id="times-status" role="status" className="mt-2 text-sm text-[var(--muted-foreground)] empty:hidden">
        {loading && shownDate ? t("loadingTimes", { date: formatCalendarDate(shownDate, "full") }) : ""}
      </p>
      {loadFailed && !loading ? (
        <div className="mt-3">
          <ProblemWithRetry message={t("timesProblem")} onRetry={choice.reload} />
        </div>
      ) : null}
      {!shownDate ? (
        <p className="mt-3 text-[var(--muted-foreground)]">{t("selectDateFirst")}</p>
      ) : times.length === 0 ? (
        // While another date's times load, the status above says so: "no times" would answer before they came.
        timesAreCurrent ? (
          <p className="mt-3 text-[var(--muted-foreground)]">{slotsMessage ?? t("noSlots")}</p>
        ) : null
      ) : (
        <div className={`mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 ${timesAreCurrent ? "" : "opacity-50"}`}>
          {times.map((slot) => (
            <label key={slot} className="relative">
              <input
                type="radio"
                name="time"
                value={slot}
                disabled={!choice.service || (hydrated && !timesAreCurrent)}
                checked={choice.time === slot}
                onChange={() => choice.setTime(slot)}
                className="peer sr-only"
              />
              <span className="block cursor-pointer rounded-md border border-[var(--border)] py-2 text-center text-sm font-medium peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-50">
                {slot}
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
