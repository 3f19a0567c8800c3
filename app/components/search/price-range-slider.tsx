import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from "react";
import { useHydrated } from "~/lib/ui/use-hydrated";
import { formatPriceBound, PRICE_LIMITS } from "~/lib/listings/search-filters";
import { useT } from "~/i18n/use-t";

const thumb =
  "[&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 " +
  "[&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:rounded-full " +
  "[&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-brand-600 " +
  "[&::-webkit-slider-thumb]:shadow [&::-moz-range-thumb]:h-5 " +
  "[&::-moz-range-thumb]:w-5 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full " +
  "[&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-brand-600";

/** Without JavaScript the browser drags the thumbs itself. */
const nativeThumbs = "[&::-webkit-slider-thumb]:pointer-events-auto [&::-moz-range-thumb]:pointer-events-auto";
/** The thumbs' width (h-5 w-5): a range input's track runs from half a thumb to half a thumb short of its ends. */
const THUMB_PX = 20;

/**
 * Two native range inputs on one track (0–5000 AED, step 50): each thumb is a real, labelled,
 * keyboard-operable slider, and both are plain form fields without JavaScript.
 *
 * With JavaScript the track handles the pointer itself: stacked inputs leave only the top thumb
 * draggable where the thumbs meet, so a press there picks the thumb by the direction it then moves
 * (left: the lower thumb, right: the upper), and anywhere else the nearer thumb.
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
  const hydrated = useHydrated();
  const t = useT("search");
  const input = `absolute inset-x-0 top-0 h-6 w-full appearance-none bg-transparent pointer-events-none ${thumb} ${hydrated ? "" : nativeThumbs}`;
  const track = useRef<HTMLDivElement>(null);
  const inputs = { min: useRef<HTMLInputElement>(null), max: useRef<HTMLInputElement>(null) };
  const drag = useRef<{ bound: "min" | "max" | null; from: number } | null>(null);

  /** The price under the pointer, on the slider's steps, and how many AED one thumb covers. */
  function pointerPrice(clientX: number) {
    const box = track.current!.getBoundingClientRect();
    const usable = Math.max(1, box.width - THUMB_PX);
    const ratio = Math.min(1, Math.max(0, (clientX - box.left - THUMB_PX / 2) / usable));
    return { price: min + Math.round((ratio * (max - min)) / step) * step, thumbAed: (THUMB_PX / usable) * (max - min) };
  }
  function move(bound: "min" | "max", price: number) {
    inputs[bound].current?.focus();
    onChange(bound, price);
  }
  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const { price, thumbAed } = pointerPrice(event.clientX);
    const onBoth = Math.abs(price - minPrice) <= thumbAed && Math.abs(price - maxPrice) <= thumbAed;
    const bound = onBoth ? null : Math.abs(price - minPrice) < Math.abs(price - maxPrice) ? "min" : "max";
    drag.current = { bound, from: price };
    if (bound) move(bound, price);
  }
  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current) return;
    const { price } = pointerPrice(event.clientX);
    if (!current.bound) {
      if (price === current.from) return;
      current.bound = price < current.from ? "min" : "max";
    }
    move(current.bound, price);
  }
  const endDrag = () => (drag.current = null);
  const bounds = [
    // Near the top the lower thumb must stay reachable above the upper one.
    { bound: "min", name: "minPrice", label: t("minimumPrice"), value: minPrice, layer: minPrice > max - 10 * step ? "z-20" : "z-10" },
    { bound: "max", name: "maxPrice", label: t("maximumPrice"), value: maxPrice, layer: "z-10" },
  ] as const;
  // Positioned through the DOM, not a style attribute: the page's CSP allows no inline styles.
  const fill = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!fill.current) return;
    fill.current.style.left = `${percent(minPrice)}%`;
    fill.current.style.right = `${100 - percent(maxPrice)}%`;
  });
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t("priceRange")}</legend>
      <p className="mt-1 text-sm text-[var(--muted-foreground)]" aria-hidden="true">
        {formatPriceBound(minPrice)} – {formatPriceBound(maxPrice)}
      </p>
      <div
        ref={track}
        // Left to right in Arabic too: the thumbs and the fill are placed from the left edge.
        dir="ltr"
        className={`relative mt-2 h-6 ${hydrated ? "cursor-pointer touch-pan-y" : ""}`}
        onPointerDown={hydrated ? onPointerDown : undefined}
        onPointerMove={hydrated ? onPointerMove : undefined}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <div className="absolute inset-x-0 top-2.5 h-1 rounded-full bg-[var(--border)]" aria-hidden="true" />
        <div ref={fill} className="absolute inset-x-0 top-2.5 h-1 rounded-full bg-brand-500" aria-hidden="true" />
        {bounds.map((bound) => (
          <input
            key={bound.name}
            ref={inputs[bound.bound]}
            type="range"
            name={bound.name}
            aria-label={bound.label}
            aria-valuetext={formatPriceBound(bound.value)}
            min={min}
            max={max}
            step={step}
            value={bound.value}
            onChange={(event) => onChange(bound.bound, Number(event.currentTarget.value))}
            className={`${input} ${bound.layer}`}
          />
        ))}
      </div>
    </fieldset>
  );
}
