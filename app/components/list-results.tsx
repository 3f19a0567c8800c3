/**
 * A filtered list page (/shop, /careers): its header, and its results: a hidden heading, the count
 * (or 'Updating…' while the list follows the filters), the items or the page's empty text, and the
 * way to the next page. The words are the page's namespace's (listHeading, countOne, countMany,
 * updating, empty).
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FilterSelect, LiveFilterForm } from "~/components/live-filter-form";
import { useT } from "~/i18n/use-t";
import { useLiveFilters } from "~/lib/listings/use-live-filters";

type ListKey =
  "title" | "lead" | "addLabel" | "listHeading" | "searchLabel" | "searchPlaceholder" | "countOne" | "countMany" | "updating" | "empty";
/** The list page's words: the same keys in each list's namespace. */
const useListTexts = (namespace: ListNamespace) => useT(namespace) as (key: ListKey, params?: { count: number }) => string;
type ListNamespace = "careers" | "shop";

/**
 * A filtered list page: header with its action, the filters (a search box and menus) and the
 * results. The route gives its data, its menus and how a card looks; the words are its namespace's.
 */
export function FilteredListPage<Item extends { id: string }, Filters extends { q: string }>({
  namespace,
  path,
  addPath,
  className,
  menus,
  page: { filters, after, hrefFor },
  ...results
}: {
  namespace: ListNamespace;
  /** The list's own path (its filters apply there) and the page its action goes to. */
  path: string;
  addPath: string;
  className: string;
  /** The filters' menus: name, label, the chosen value and the options. */
  menus: { name: string; label: string; value: string; options: readonly { value: string; label: string }[] }[];
  /**
   * The page shown, as loadListPage read it: the filters (`q` is the search box's), the page cursor
   * (null: the first page) and the list's address for its filters at a page cursor.
   */
  page: { filters: Filters; after: string | null; hrefFor: (filters: Filters, after: string | null) => string };
} & Omit<ListResultsProps<Item>, "id" | "namespace" | "updating" | "paged" | "hrefFor">) {
  const live = useLiveFilters(path);
  const t = useListTexts(namespace);
  return (
    <div className={`mx-auto px-4 py-8 ${className}`}>
      <ListPageHeader title={t("title")} lead={t("lead")} action={{ to: addPath, label: t("addLabel") }} />
      <LiveFilterForm
        live={live}
        label={t("listHeading")}
        search={{ id: `${namespace}-q`, label: t("searchLabel"), defaultValue: filters.q, placeholder: t("searchPlaceholder") }}
      >
        {menus.map((menu) => (
          <FilterSelect
            key={menu.name}
            id={`${namespace}-${menu.name}`}
            name={menu.name}
            label={menu.label}
            defaultValue={menu.value}
            options={menu.options}
          />
        ))}
      </LiveFilterForm>
      <ListResults
        id={`${namespace}-results-heading`}
        namespace={namespace}
        {...results}
        updating={live.updating}
        paged={after !== null}
        hrefFor={(cursor) => hrefFor(filters, cursor)}
      />
    </div>
  );
}

/** A list page's title, lead and its one action ('Post a Job', 'Add New Product'). */
function ListPageHeader({ title, lead, action }: { title: string; lead: string; action: { to: string; label: string } }) {
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

type ListResultsProps<Item> = {
  id: string;
  namespace: ListNamespace;
  connection: Connection<Item>;
  updating: boolean;
  renderItem: (item: Item) => ReactNode;
  listClassName: string;
  /** Past the first page (then a link back to it shows). */
  paged: boolean;
  /** The list's address at a page cursor (null: the first page). */
  hrefFor: (cursor: string | null) => string;
};

/** One page of a list query's connection. */
interface Connection<Item> {
  totalCount: number;
  edges: readonly { node: Item }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

function ListResults<Item extends { id: string }>({
  id,
  namespace,
  connection,
  updating,
  renderItem,
  listClassName,
  paged,
  hrefFor,
}: ListResultsProps<Item>) {
  const t = useListTexts(namespace);
  const pages = useT("forms");
  const { totalCount, edges, pageInfo } = connection;
  const next = pageInfo.hasNextPage ? pageInfo.endCursor : null;
  return (
    <section aria-labelledby={id} aria-busy={updating} className="mt-6">
      <h2 id={id} className="sr-only">
        {t("listHeading")}
      </h2>
      <p role="status" className="text-sm text-[var(--muted-foreground)]">
        {updating ? t("updating") : t(totalCount === 1 ? "countOne" : "countMany", { count: totalCount })}
      </p>
      {edges.length === 0 ? (
        <p className="mt-10 text-center text-lg text-[var(--muted-foreground)]">{t("empty")}</p>
      ) : (
        <ul className={`mt-4 ${listClassName} ${updating ? "opacity-60" : ""}`}>
          {edges.map(({ node }) => (
            <li key={node.id} className="flex">
              {renderItem(node)}
            </li>
          ))}
        </ul>
      )}
      <nav aria-label={pages("pages")} className="mt-8 flex justify-center gap-4">
        {paged ? (
          <Link to={hrefFor(null)} className="text-sm font-medium text-brand-600 underline">
            {pages("firstPage")}
          </Link>
        ) : null}
        {next ? (
          <Link to={hrefFor(next)} className="text-sm font-medium text-brand-600 underline">
            {pages("nextPage")}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
