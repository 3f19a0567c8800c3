import { useEffect, useRef } from "react";
import { formatPriceBound, PRICE_LIMITS } from "~/lib/search-filters";

const thumb =
  "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 " +
  "[&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:rounded-full " +
  "[&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-brand-600 " +
  "[&::-webkit-slider-thumb]:shadow [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-5 " +
  "[&::-moz-range-thumb]:w-5 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full " +
  "[&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-brand-600";

/**
 * Two native range inputs on one track (0–5000 AED, step 50): each thumb is a real, labelled,
 * keyboard-operable slider, and both are plain form fields without JavaScript.
 */
export function PriceRangeSlider({
  minPrice,
  maxPrice,
  onChange,
}: {
  minPrice: number;
  maxPrice: number;
  onChange: (bound: "min" | "max", value: number) => void;
}) {
  const { min, max, step } = PRICE_LIMITS;
  const percent = (value: number) => ((value - min) / (max - min)) * 100;
  const input = `absolute inset-x-0 top-0 h-6 w-full appearance-none bg-transparent pointer-events-none ${thumb}`;
  // Positioned through the DOM, not a style attribute: the page's CSP allows no inline styles.
  const fill = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!fill.current) return;
    fill.current.style.left = `${percent(minPrice)}%`;
    fill.current.style.right = `${100 - percent(maxPrice)}%`;
  });
  return (
    <fieldset>
      <legend className="text-sm font-medium">Price range</legend>
      <p className="mt-1 text-sm text-[var(--muted-foreground)]" aria-hidden="true">
        {formatPriceBound(minPrice)} – {formatPriceBound(maxPrice)}
      </p>
      <div className="relative mt-2 h-6">
        <div className="absolute inset-x-0 top-2.5 h-1 rounded-full bg-[var(--border)]" aria-hidden="true" />
        <div ref={fill} className="absolute inset-x-0 top-2.5 h-1 rounded-full bg-brand-500" aria-hidden="true" />
        <input
          type="range"
          name="minPrice"
          aria-label="Minimum price (AED)"
          aria-valuetext={formatPriceBound(minPrice)}
          min={min}
          max={max}
          step={step}
          value={minPrice}
          onChange={(event) => onChange("min", Number(event.currentTarget.value))}
          // Near the top the lower thumb must stay reachable above the upper one.
          className={`${input} ${minPrice > max - 10 * step ? "z-20" : "z-10"}`}
        />
        <input
          type="range"
          name="maxPrice"
          aria-label="Maximum price (AED)"
          aria-valuetext={formatPriceBound(maxPrice)}
          min={min}
          max={max}
          step={step}
          value={maxPrice}
          onChange={(event) => onChange("max", Number(event.currentTarget.value))}
          className={`${input} z-10`}
        />
      </div>
    </fieldset>
  );
}
