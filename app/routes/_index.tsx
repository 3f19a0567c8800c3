import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigate } from "@remix-run/react";
import { graphql } from "gql.tada";
import type { ComponentProps, FormEvent } from "react";
import { LabelledSection, PointCards } from "~/components/content/sections";
import { ProviderCardGrid } from "~/components/provider-card-grid";
import { PROVIDER_CARD_FRAGMENT } from "~/components/provider-card.fragment";
import { CACHE } from "~/lib/http/cache";
import { runQuery } from "~/lib/api/graphql.server";
import {
  ALL_CATEGORIES,
  ALL_EMIRATES,
  ALL_SERVICES,
  EMIRATES,
  emirateSlug,
  SEARCH_CATEGORIES,
  SEARCH_SERVICES,
} from "../../graphql/shared/vocabulary";
import { pageHeaders } from "~/lib/http/page-headers";
import { messagesFor, type VocabularyTerm } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import type { Locale } from "~/i18n/locale";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n.home.title },
  { name: "description", content: data?.i18n.home.description },
]);

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { featuredProviders } = await runQuery(context, request, HOME_FEATURED_PROVIDERS_QUERY, { first: 6 });
  // data(), not json(): with single fetch the object goes to the page as it is, no JSON text made and read back.
  return data(
    { featuredProviders, heroLists: heroLists(context.locale), i18n: messagesFor(context.locale, "home") },
    { headers: { "Cache-Control": CACHE.short } },
  );
}

type Choice = readonly [value: string, label: string];

/**
 * The hero search's three lists (value and label of each choice after its "all" choice), made on the
 * server: the page's code then holds no copy of the vocabulary module, which the home page loaded for
 * these lists alone (its client JS budget, docs/decisions/028-page-speed.md).
 */
function heroLists(locale: Locale) {
  const { vocab } = messagesFor(locale, "vocab");
  const term = (name: VocabularyTerm) => vocab[name] ?? name;
  return {
    emirate: { all: ALL_EMIRATES, choices: EMIRATES.map((name): Choice => [emirateSlug(name), term(name)]) },
    category: { all: ALL_CATEGORIES, choices: SEARCH_CATEGORIES.map((category): Choice => [category.slug, term(category.label)]) },
    service: { all: ALL_SERVICES, choices: SEARCH_SERVICES.map((service): Choice => [service, term(service)]) },
  };
}

/** A home page section: its heading is a size up from the other content pages'. */
const HomeSection = (props: Omit<ComponentProps<typeof LabelledSection>, "headingClassName">) => (
  <LabelledSection {...props} headingClassName="text-3xl font-bold" />
);

/** Catalogue keys: each trend's name, its note at `${key}Note`. */
const TRENDING_SERVICES = ["trendBalayage", "trendHydrafacial", "trendGel", "trendLaser", "trendBeard"] as const;

/** Catalogue keys: each reason's title, its text at `${key}Text`. */
const WHY_CHOOSE = ["whyCoverage", "whyVerified", "whyInstant", "whySecure"] as const;

const SELECT_CLASS = "h-11 w-full rounded-md border border-[var(--border)] bg-[var(--background)] px-3 text-sm text-[var(--foreground)]";

/** One of the hero search's lists: its label, the "all" choice first, then the others. */
function HeroSelect({ name, label, all, choices }: { name: string; label: string; all: Choice; choices: readonly Choice[] }) {
  return (
    <label className="text-sm font-medium">
      {label}
      <select name={name} defaultValue={all[0]} className={`${SELECT_CLASS} mt-1`}>
        {[all, ...choices].map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function Home() {
  const { featuredProviders, heroLists } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const t = useT("home");
  const filterTexts = useT("common");

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    // The URL builder (the search page's filters and vocabulary) is loaded on submit, not with the page;
    // if it cannot be, the form goes the no-JavaScript way (the search page reads `from=hero` itself).
    import("~/lib/listings/search-href").then(
      ({ buildSearchHref }) =>
        navigate(
          buildSearchHref({
            emirate: form.get("emirate")?.toString(),
            category: form.get("category")?.toString(),
            service: form.get("service")?.toString(),
            query: form.get("q")?.toString(),
          }),
        ),
      () => element.submit(),
    );
  }

  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 to-white px-4 py-16 dark:from-brand-700/20 dark:to-[var(--background)] md:py-24">
        <div className="mx-auto max-w-5xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">{t("heading")}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-[var(--muted-foreground)]">{t("intro")}</p>
          <Form
            method="get"
            action="/search"
            onSubmit={search}
            role="search"
            aria-label={t("findProvider")}
            className="mx-auto mt-10 grid gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 text-start shadow-lg md:grid-cols-4"
          >
            <input type="hidden" name="from" value="hero" />
            <HeroSelect
              name="emirate"
              label={filterTexts("emirate")}
              all={[heroLists.emirate.all, filterTexts("allEmirates")]}
              choices={heroLists.emirate.choices}
            />
            <HeroSelect
              name="category"
              label={filterTexts("category")}
              all={[heroLists.category.all, filterTexts("allCategories")]}
              choices={heroLists.category.choices}
            />
            <HeroSelect
              name="service"
              label={filterTexts("service")}
              all={[heroLists.service.all, filterTexts("allServices")]}
              choices={heroLists.service.choices}
            />
            <label className="text-sm font-medium md:col-span-4">
              <span className="sr-only">{filterTexts("searchPlaceholder")}</span>
              <input type="search" name="q" placeholder={filterTexts("searchPlaceholder")} className={SELECT_CLASS} />
            </label>
            <button type="submit" className="h-11 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 md:col-span-4">
              {t("findMyLook")}
            </button>
          </Form>
        </div>
      </section>

      <HomeSection id="featured" title={t("featuredProviders")} className="mx-auto max-w-7xl px-4 py-16">
        <p className="mt-2 text-[var(--muted-foreground)]">{t("featuredIntro")}</p>
        {featuredProviders.length === 0 ? (
          <p className="mt-8 text-[var(--muted-foreground)]">{t("noFeatured")}</p>
        ) : (
          <ProviderCardGrid providers={featuredProviders} className="mt-8" />
        )}
      </HomeSection>

      <HomeSection id="trending" title={t("trendingServices")} className="bg-[var(--muted)] px-4 py-16" inner="mx-auto max-w-7xl">
        <PointCards keys={TRENDING_SERVICES} t={t} suffix="Note" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5" />
        <Link to="/search" className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
          {t("exploreAll")}
        </Link>
      </HomeSection>

      <HomeSection id="why" title={t("whyChoose")} className="mx-auto max-w-7xl px-4 py-16">
        <PointCards keys={WHY_CHOOSE} t={t} suffix="Text" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </HomeSection>

      <HomeSection
        id="business"
        title={t("businessHeading")}
        className="px-4"
        inner="mx-auto max-w-7xl rounded-2xl bg-brand-600 px-6 py-12 text-center text-white"
      >
        <p className="mx-auto mt-3 max-w-2xl">{t("businessText")}</p>
        <Link
          to="/for-business/register"
          className="mt-6 inline-block rounded-md bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("registerBusiness")}
        </Link>
      </HomeSection>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const HOME_FEATURED_PROVIDERS_QUERY = graphql(
  `
    query HomeFeaturedProviders($first: Int!) {
      featuredProviders(first: $first) {
        ...ProviderCard
      }
    }
  `,
  [PROVIDER_CARD_FRAGMENT],
);
