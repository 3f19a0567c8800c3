import { useT } from "~/i18n/use-t";

/** One star's outline (24 × 24). */
const STAR_PATH = "M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z";
/** The star's left half, filled for a half star (mirrored with the whole row in right-to-left pages). */
const HALF_STAR_PATH = "M12 2.5v15l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z";
/** Star width plus the gap between two stars, in the icon's units (16 px stars 2 px apart). */
const STEP = 27;

/**
 * A rating as five stars with half-star support, plus the number for screen readers and sighted users alike.
 * The stars are icons (not font characters: the half star '⯪' is missing from many phones' fonts), all five
 * in one SVG: a page of cards renders a few elements per rating, not a dozen.
 */
export function Rating({ value }: { value: number }) {
  const rounded = Math.round(value * 2) / 2;
  const t = useT("common");
  return (
    <span className="inline-flex items-center gap-1" aria-label={t("ratedOutOf5", { rating: value.toFixed(1) })} role="img">
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${4 * STEP + 24} 24`}
        className="h-4 w-[88px] shrink-0 text-amber-700 rtl:-scale-x-100 dark:text-amber-400"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        {Array.from({ length: 5 }, (_, index) => {
          const star = index + 1;
          const fill = star <= rounded ? "full" : star - 0.5 === rounded ? "half" : "empty";
          return (
            <g key={star} data-star={fill} transform={index ? `translate(${index * STEP})` : undefined}>
              <path d={STAR_PATH} fill={fill === "full" ? "currentColor" : "none"} />
              {fill === "half" ? <path d={HALF_STAR_PATH} fill="currentColor" /> : null}
            </g>
          );
        })}
      </svg>
      <span aria-hidden="true" className="text-sm font-medium">
        {value.toFixed(1)}
      </span>
    </span>
  );
}
