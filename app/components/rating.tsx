/** A rating as five stars with half-star support, plus the number for screen readers and sighted users alike. */
export function Rating({ value }: { value: number }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className="inline-flex items-center gap-1" aria-label={`Rated ${value.toFixed(1)} out of 5`} role="img">
      <span aria-hidden="true" className="text-amber-700 dark:text-amber-400">
        {Array.from({ length: 5 }, (_, index) => {
          const star = index + 1;
          return star <= rounded ? "★" : star - 0.5 === rounded ? "⯪" : "☆";
        }).join("")}
      </span>
      <span aria-hidden="true" className="text-sm font-medium">{value.toFixed(1)}</span>
    </span>
  );
}
