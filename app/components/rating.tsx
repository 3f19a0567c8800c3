import { useT } from "~/i18n/use-t";

/** One star's outline (24 × 24). */
const STAR_PATH = "M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z";

/**
 * A star drawn as an icon (not a font character: the half star '⯪' is missing from many phones'
 * fonts): the outline, and the filled star over it clipped to the full or left half width.
 */
function Star({ fill }: { fill: "full" | "half" | "empty" }) {
  return (
    <span className="relative inline-block h-4 w-4 shrink-0" data-star={fill}>
      <svg
        viewBox="0 0 24 24"
        className="absolute inset-0 h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d={STAR_PATH} />
      </svg>
      {fill === "empty" ? null : (
        <span className={`absolute inset-y-0 start-0 overflow-hidden ${fill === "half" ? "w-1/2" : "w-full"}`}>
          <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
            <path d={STAR_PATH} />
          </svg>
        </span>
      )}
    </span>
  );
}

/** A rating as five stars with half-star support, plus the number for screen readers and sighted users alike. */
export function Rating({ value }: { value: number }) {
  const rounded = Math.round(value * 2) / 2;
  const t = useT("common");
  return (
    <span className="inline-flex items-center gap-1" aria-label={t("ratedOutOf5", { rating: value.toFixed(1) })} role="img">
      <span aria-hidden="true" className="inline-flex gap-0.5 text-amber-700 dark:text-amber-400">
        {Array.from({ length: 5 }, (_, index) => {
          const star = index + 1;
          return <Star key={star} fill={star <= rounded ? "full" : star - 0.5 === rounded ? "half" : "empty"} />;
        })}
      </span>
      <span aria-hidden="true" className="text-sm font-medium">
        {value.toFixed(1)}
      </span>
    </span>
  );
}
