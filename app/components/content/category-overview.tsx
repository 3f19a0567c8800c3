import { Link, useLoaderData } from "@remix-run/react";
import { ProviderCardGrid } from "~/components/provider-card-grid";
import type { ProviderCardData } from "~/components/provider-card.fragment";
import type { SearchCategorySlug } from "../../../graphql/shared/vocabulary";
import { PageHero } from "./page-hero";
import { LabelledSection } from "./sections";
import { useT } from "~/i18n/use-t";
import type { MessagesOf } from "~/i18n/messages.server";

export interface PopularService {
  name: string;
  description: string;
  /** The search service filter this tile opens, e.g. 'Haircut'. */
  searchService: string;
}

/** /parlours and /clinics: popular services, the top-rated providers, and the way into search. */
export function CategoryOverview({
  title,
  lead,
  categorySlug,
  searchLabel,
  services,
  topProviders,
  topHeading,
}: {
  title: string;
  lead: string;
  categorySlug: SearchCategorySlug;
  searchLabel: string;
  services: readonly PopularService[];
  topProviders: ProviderCardData[];
  topHeading: string;
}) {
  const searchTo = `/search?category=${categorySlug}`;
  const t = useT("categories");
  return (
    <>
      <PageHero title={title} lead={lead}>
        <Link to={searchTo} className="mt-8 inline-block rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          {searchLabel}
        </Link>
      </PageHero>

      <LabelledSection id="popular" title={t("popularServices")} className="mx-auto max-w-7xl px-4 py-12">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.name}>
              <Link
                to={`${searchTo}&service=${encodeURIComponent(service.searchService)}`}
                className="block h-full rounded-xl border border-[var(--border)] bg-[var(--card)] p-5 hover:border-brand-500"
              >
                <h3 className="font-semibold">{service.name}</h3>
                <p className="mt-1 text-sm text-[var(--muted-foreground)]">{service.description}</p>
                <span className="mt-3 inline-block text-sm font-medium text-brand-600">{t("findProviders")}</span>
              </Link>
            </li>
          ))}
        </ul>
      </LabelledSection>

      {topProviders.length > 0 ? (
        <LabelledSection id="top" title={topHeading} className="bg-[var(--muted)] px-4 py-12" inner="mx-auto max-w-7xl">
          <ProviderCardGrid providers={topProviders} className="mt-6" />
        </LabelledSection>
      ) : null}

      <section className="mx-auto max-w-3xl px-4 py-12 text-center">
        <h2 className="text-2xl font-bold">{t("readyHeading")}</h2>
        <p className="mt-2 text-[var(--muted-foreground)]">{t("readyText")}</p>
        <Link to={searchTo} className="mt-6 inline-block rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          {searchLabel}
        </Link>
      </section>
    </>
  );
}

/** The category pages: each tile's name and text (catalogue keys) and the search service it opens. */
const POPULAR_SERVICES = {
  parlours: [
    { name: "haircuts", description: "haircutsText", searchService: "Haircut" },
    { name: "manicures", description: "manicuresText", searchService: "Manicure" },
    { name: "pedicures", description: "pedicuresText", searchService: "Pedicure" },
    { name: "facials", description: "facialsText", searchService: "Facial" },
    { name: "keratin", description: "keratinText", searchService: "Keratin" },
    { name: "threading", description: "threadingText", searchService: "Threading" },
  ],
  clinics: [
    { name: "botox", description: "botoxText", searchService: "Botox" },
    { name: "fillers", description: "fillersText", searchService: "Fillers" },
    { name: "laser", description: "laserText", searchService: "Laser Hair Removal" },
    { name: "hydrafacial", description: "hydrafacialText", searchService: "HydraFacial" },
    { name: "peels", description: "peelsText", searchService: "Peel" },
    { name: "microneedling", description: "microneedlingText", searchService: "Microneedling" },
  ],
} as const satisfies Record<CategoryPageSlug, readonly { name: CategoryKey; description: CategoryKey; searchService: string }[]>;

type CategoryPageSlug = "parlours" | "clinics";
type CategoryKey = keyof MessagesOf<"categories">;
type CategoryPageData = { topProviders: ProviderCardData[]; i18n: { categories: Record<CategoryKey, string> } };

/** A category page's title and description, from its loader's texts. */
export function categoryMeta(category: CategoryPageSlug) {
  return ({ data }: { data?: CategoryPageData }) => [
    { title: data?.i18n.categories[`${category}MetaTitle`] },
    { name: "description", content: data?.i18n.categories[`${category}MetaDescription`] },
  ];
}

/** /parlours or /clinics, from its loader's data (app/lib/listings/top-providers.server.ts categoryPageData). */
export function CategoryPage({ category }: { category: CategoryPageSlug }) {
  const { topProviders } = useLoaderData<CategoryPageData>();
  const t = useT("categories");
  return (
    <CategoryOverview
      title={t(`${category}Title`)}
      lead={t(`${category}Lead`)}
      categorySlug={category}
      searchLabel={t(`${category}Search`)}
      services={POPULAR_SERVICES[category].map((service) => ({ ...service, name: t(service.name), description: t(service.description) }))}
      topProviders={topProviders}
      topHeading={t(`${category}Top`)}
    />
  );
}
