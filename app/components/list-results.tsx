/**
 * A filtered list's results (/shop, /careers): a hidden heading, the count (or 'Updating…' while the
 * list follows the filters), the items or the page's empty text, and the way to the next page.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export function ListResults<Item extends { id: string }>({
  id,
  heading,
  noun,
  totalCount,
  updating,
  emptyText,
  items,
  renderItem,
  listClassName,
  firstHref,
  nextHref,
}: {
  id: string;
  heading: string;
  /** Singular and plural, for the count: ['job', 'jobs']. */
  noun: readonly [string, string];
  totalCount: number;
  updating: boolean;
  emptyText: string;
  items: readonly Item[];
  renderItem: (item: Item) => ReactNode;
  listClassName: string;
  /** Back to the first page once paged; null on it. */
  firstHref: string | null;
  /** The next page while there is one. */
  nextHref: string | null;
}) {
  return (
    <section aria-labelledby={id} aria-busy={updating} className="mt-6">
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      <p role="status" className="text-sm text-[var(--muted-foreground)]">
        {updating ? `Updating ${noun[1]}…` : `${totalCount} ${totalCount === 1 ? noun[0] : noun[1]}`}
      </p>
      {items.length === 0 ? (
        <p className="mt-10 text-center text-lg text-[var(--muted-foreground)]">{emptyText}</p>
      ) : (
        <ul className={`mt-4 ${listClassName} ${updating ? "opacity-60" : ""}`}>
          {items.map((item) => (
            <li key={item.id} className="flex">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages" className="mt-8 flex justify-center gap-4">
        {firstHref ? (
          <Link to={firstHref} className="text-sm font-medium text-brand-600 underline">
            First page
          </Link>
        ) : null}
        {nextHref ? (
          <Link to={nextHref} className="text-sm font-medium text-brand-600 underline">
            Next page
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
