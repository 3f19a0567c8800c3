/**
 * A filtered list's results (/shop, /careers): a hidden heading, the count (or 'Updating…' while the
 * list follows the filters), the items or the page's empty text, and the way to the next page.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";

/** A list page's title, lead and its one action ('Post a Job', 'Add New Product'). */
export function ListPageHeader({ title, lead, action }: { title: string; lead: string; action: { to: string; label: string } }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        <p className="mt-2 text-[var(--muted-foreground)]">{lead}</p>
      </div>
      <Link
        to={action.to}
        className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
      >
        {action.label}
      </Link>
    </div>
  );
}

export function ListResults<Item extends { id: string }>({
  id,
  texts,
  totalCount,
  updating,
  items,
  renderItem,
  listClassName,
  firstHref,
  nextHref,
}: {
  id: string;
  /** The page's words: the hidden heading, the count ('3 jobs'), 'Updating…' and the empty text. */
  texts: { heading: string; count: (total: number) => string; updating: string; empty: string };
  totalCount: number;
  updating: boolean;
  items: readonly Item[];
  renderItem: (item: Item) => ReactNode;
  listClassName: string;
  /** Back to the first page once paged; null on it. */
  firstHref: string | null;
  /** The next page while there is one. */
  nextHref: string | null;
}) {
  const t = useT("forms");
  return (
    <section aria-labelledby={id} aria-busy={updating} className="mt-6">
      <h2 id={id} className="sr-only">
        {texts.heading}
      </h2>
      <p role="status" className="text-sm text-[var(--muted-foreground)]">
        {updating ? texts.updating : texts.count(totalCount)}
      </p>
      {items.length === 0 ? (
        <p className="mt-10 text-center text-lg text-[var(--muted-foreground)]">{texts.empty}</p>
      ) : (
        <ul className={`mt-4 ${listClassName} ${updating ? "opacity-60" : ""}`}>
          {items.map((item) => (
            <li key={item.id} className="flex">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      <nav aria-label={t("pages")} className="mt-8 flex justify-center gap-4">
        {firstHref ? (
          <Link to={firstHref} className="text-sm font-medium text-brand-600 underline">
            {t("firstPage")}
          </Link>
        ) : null}
        {nextHref ? (
          <Link to={nextHref} className="text-sm font-medium text-brand-600 underline">
            {t("nextPage")}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
