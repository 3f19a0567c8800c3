import { useHref } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { changedBeforeHydration, formUrl } from "~/lib/http/before-hydration";
import { filtersFromUrl, movePriceThumb, RATING_LIMITS, type SearchFilters } from "~/lib/listings/search-filters";
import { ALL_CATEGORIES, ALL_EMIRATES, ALL_SERVICES } from "../../../graphql/shared/vocabulary";
import { PriceRangeSlider } from "./price-range-slider";
import { OpeningFilter } from "./opening-filter";
import { LabelledControl } from "../labelled-control";
import { useT, useVocabulary } from "~/i18n/use-t";
import { FILTER_FIELD_CLASS as fieldClass } from "./filter-field";

export interface FilterOptions {
  emirates: { name: string; slug: string }[];
  searchCategories: { slug: string; label: string }[];
  searchServices: string[];
}

const RESET_FORM_ID = "search-reset";

/** One of the sidebar's lists: its label, the "all" choice first (value and label), then the others. */
function FilterSelect({
  name,
  label,
  value,
  all,
  choices,
  onChange,
  children,
}: {
  name: string;
  label: string;
  value: string;
  all: readonly [value: string, label: string];
  choices: readonly (readonly [value: string, label: string])[];
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  const id = `filter-${name}`;
  return (
    <LabelledControl id={id} label={label}>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)} className={fieldClass}>
        {[all, ...choices].map(([choice, choiceLabel]) => (
          <option key={choice} value={choice}>
            {choiceLabel}
          </option>
        ))}
        {children}
      </select>
    </LabelledControl>
  );
}

/**
 * The search page's filter sidebar. Without JavaScript it is a GET form: Apply Filters submits
 * it and Reset loads /search. With JavaScript every change is reported through `onChange` and the
 * page updates live; the buttons apply or reset at once.
 */
export function FilterSidebar({
  filters,
  options,
  openDates,
  onChange,
  onApply,
  onReset,
}: {
  filters: SearchFilters;
  options: FilterOptions;
  /** The dates "open on a date" takes (today to a year ahead, in Dubai). */
  openDates: { from: string; to: string };
  onChange: (filters: SearchFilters) => void;
  onApply: () => void;
  onReset: () => void;
}) {
  const set = (changes: Partial<SearchFilters>) => onChange({ ...filters, ...changes });
  // Filters changed before the scripts ran (a slow phone) count as if changed now.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current && changedBeforeHydration(form.current)) onChange(filtersFromUrl(formUrl(form.current)));
    // Once, when the scripts start: later changes arrive through each control's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const t = useT("search");
  const filterTexts = useT("common");
  const term = useVocabulary();
  // Plain forms (they work before the scripts run): the path in the page's language.
  const searchPath = useHref("/search");
  const emirateSlug = options.emirates.find((emirate) => emirate.name === filters.emirate)?.slug ?? ALL_EMIRATES;
  const customService = filters.service !== null && !options.searchServices.includes(filters.service);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply();
  }

  function reset(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    onReset();
  }

  return (
    <aside aria-labelledby="filters-heading" className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 md:sticky md:top-24">
      <h2 id="filters-heading" className="text-lg font-semibold">
        {t("filters")}
      </h2>
      <form
        ref={form}
        method="get"
        action={`${searchPath}#results`}
        role="search"
        aria-label={t("searchFilters")}
        onSubmit={apply}
        className="mt-4 grid gap-5"
      >
        <LabelledControl id="filter-q" label={t("nameServiceArea")}>
          <input
            id="filter-q"
            type="search"
            name="q"
            value={filters.q}
            maxLength={100}
            placeholder={filterTexts("searchPlaceholder")}
            autoComplete="off"
            onChange={(event) => set({ q: event.currentTarget.value })}
            className={fieldClass}
          />
        </LabelledControl>
        <FilterSelect
          name="emirate"
          label={filterTexts("emirate")}
          value={emirateSlug}
          all={[ALL_EMIRATES, filterTexts("allEmirates")]}
          choices={options.emirates.map((emirate) => [emirate.slug, term(emirate.name)])}
          onChange={(slug) =>
            set({ emirate: (options.emirates.find((emirate) => emirate.slug === slug)?.name ?? null) as SearchFilters["emirate"] })
          }
        />
        <FilterSelect
          name="category"
          label={filterTexts("category")}
          value={filters.category ?? ALL_CATEGORIES}
          all={[ALL_CATEGORIES, filterTexts("allCategories")]}
          choices={options.searchCategories.map((category) => [category.slug, category.label])}
          onChange={(slug) => set({ category: slug === "parlours" || slug === "clinics" ? slug : null })}
        />
        <FilterSelect
          name="service"
          label={filterTexts("service")}
          value={filters.service ?? ALL_SERVICES}
          all={[ALL_SERVICES, filterTexts("allServices")]}
          choices={options.searchServices.map((service) => [service, term(service)])}
          onChange={(value) => set({ service: value === ALL_SERVICES ? null : value })}
        >
          {customService ? <option value={filters.service!}>{`“${filters.service}”`}</option> : null}
        </FilterSelect>
        <div>
          <label htmlFor="filter-rating" className="flex items-baseline justify-between text-sm font-medium">
            {t("minimumRating")}
            <span className="font-normal text-[var(--muted-foreground)]" aria-hidden="true">
              {filters.rating > 0 ? `${filters.rating.toFixed(1)}+ ★` : t("any")}
            </span>
          </label>
          <input
            id="filter-rating"
            type="range"
            name="rating"
            min={RATING_LIMITS.min}
            max={RATING_LIMITS.max}
            step={RATING_LIMITS.step}
            value={filters.rating}
            aria-valuetext={filters.rating > 0 ? t("starsOrMore", { rating: filters.rating }) : t("anyRating")}
            onChange={(event) => set({ rating: Number(event.currentTarget.value) })}
            className="mt-2 w-full accent-[var(--color-brand-600)]"
          />
        </div>
        <PriceRangeSlider
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          onChange={(thumb, value) => set(movePriceThumb(filters, thumb, value))}
        />
        <OpeningFilter open={filters.open} dates={openDates} onChange={(open) => set({ open })} />
        <label htmlFor="filter-licensed" className="flex items-center gap-2 text-sm font-medium">
          <input
            id="filter-licensed"
            type="checkbox"
            name="licensed"
            value="1"
            checked={filters.licensed}
            onChange={(event) => set({ licensed: event.currentTarget.checked })}
            className="h-4 w-4 accent-[var(--color-brand-600)]"
          />
          {t("licensedOnly")}
        </label>
        <div className="flex gap-3">
          <button
            type="submit"
            form={RESET_FORM_ID}
            onClick={reset}
            className="h-10 flex-1 rounded-md border border-[var(--border)] px-4 text-sm font-medium hover:bg-[var(--muted)]"
          >
            {t("reset")}
          </button>
          <button type="submit" className="h-10 flex-1 rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700">
            {t("applyFilters")}
          </button>
        </div>
      </form>
      {/* Without JavaScript, Reset submits this empty form: a plain GET of /search, every default. */}
      <form id={RESET_FORM_ID} method="get" action={searchPath} hidden />
    </aside>
  );
}
