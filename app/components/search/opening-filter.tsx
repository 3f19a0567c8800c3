import { useT } from "~/i18n/use-t";
import { OPEN_NOW } from "../../../graphql/modules/search/rules";
import { FILTER_FIELD_CLASS as fieldClass } from "./filter-field";

/**
 * The sidebar's opening filter: "Open now" (a checkbox) or "Open on" a date, one at a time (ticking
 * the box empties the date; choosing a date clears the box). Without JavaScript the form sends `open=now`
 * and `openOn=YYYY-MM-DD`; the page reads them back as one `open` (the box wins).
 */
export function OpeningFilter({
  open,
  dates,
  onChange,
}: {
  open: string | null;
  dates: { from: string; to: string };
  onChange: (open: string | null) => void;
}) {
  const t = useT("search");
  const now = open === OPEN_NOW;
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">{t("openingHours")}</legend>
      <label htmlFor="filter-open-now" className="flex items-center gap-2 text-sm">
        <input
          id="filter-open-now"
          type="checkbox"
          name="open"
          value={OPEN_NOW}
          checked={now}
          onChange={(event) => onChange(event.currentTarget.checked ? OPEN_NOW : null)}
          className="h-4 w-4 accent-[var(--color-brand-600)]"
        />
        {t("openNow")}
      </label>
      <div>
        <label htmlFor="filter-open-on" className="text-sm">
          {t("openOn")}
        </label>
        <input
          id="filter-open-on"
          type="date"
          name="openOn"
          min={dates.from}
          max={dates.to}
          value={open !== null && !now ? open : ""}
          onChange={(event) => onChange(event.currentTarget.value || null)}
          className={fieldClass}
        />
      </div>
    </fieldset>
  );
}
