import { useCalendarDate } from "~/i18n/use-dates";
import { useT } from "~/i18n/use-t";
import { SLOTS_FORM_ID, STEP_HEADING } from "./types";
import type { SlotChoice } from "./use-slot-choice";

/** Step 2: the date (part of the GET form), within the booking window; without JavaScript, 'Show times' loads them. */
export function DateStep({
  choice,
  today,
  lastDate,
  hydrated,
}: {
  choice: SlotChoice;
  today: string;
  lastDate: string;
  hydrated: boolean;
}) {
  const t = useT("provider");
  const formatCalendarDate = useCalendarDate();
  const windowDays = (Date.parse(lastDate) - Date.parse(today)) / 86_400_000;
  return (
    <>
      <label className="block">
        <span className={STEP_HEADING}>{t("step2")}</span>
        <input
          ref={choice.dateInput}
          type="date"
          name="date"
          form={SLOTS_FORM_ID}
          min={today}
          max={lastDate}
          value={choice.shownDate}
          onChange={(event) => choice.chooseDate(event.target.value)}
          aria-describedby="booking-window"
          className="mt-3 block h-11 w-full rounded-md border border-[var(--border)] bg-[var(--background)] px-3"
        />
        <span id="booking-window" className="mt-1 block text-sm text-[var(--muted-foreground)]">
          {t("bookingWindow", { days: windowDays, date: formatCalendarDate(lastDate, "full") })}
        </span>
      </label>
      {hydrated ? null : (
        <button type="submit" form={SLOTS_FORM_ID} className="rounded-md border border-[var(--border)] px-4 py-2 text-sm font-medium">
          {t("showTimes")}
        </button>
      )}
    </>
  );
}
