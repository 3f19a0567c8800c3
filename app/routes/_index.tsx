import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigate } from "@remix-run/react";
import { graphql } from "gql.tada";
import type { FormEvent } from "react";
import { ProviderCard } from "~/components/provider-card";
import { PROVIDER_CARD_FRAGMENT } from "~/components/provider-card.fragment";
import { CACHE } from "~/lib/cache";
import { runQuery } from "~/lib/graphql.server";
import { buildSearchHref } from "~/lib/search-href";
import {
  ALL_CATEGORIES,
  ALL_EMIRATES,
  ALL_SERVICES,
  EMIRATES,
  emirateSlug,
  SEARCH_CATEGORIES,
  SEARCH_SERVICES,
} from "../../graphql/shared/vocabulary";
import { pageHeaders } from "~/lib/page-headers";

export const meta: MetaFunction = () => [
  { title: "GlowUAE — Book salons, parlours and clinics across the UAE" },
  {
    name: "description",
    content:
      "Discover top-rated beauty salons, parlours and aesthetic clinics in Dubai, Abu Dhabi and every Emirate, compare them and book online.",
  },
];

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = await runQuery(context, request, HOME_FEATURED_PROVIDERS_QUERY, { first: 6 });
  return json({ featuredProviders: data.featuredProviders }, { headers: { "Cache-Control": CACHE.short } });
}

const TRENDING_SERVICES = [
  { name: "Balayage & Colour", note: "Sun-kissed colour by senior stylists" },
  { name: "HydraFacial", note: "Deep cleanse and glow in under an hour" },
  { name: "Gel Manicure", note: "Long-lasting shine, chip-free for weeks" },
  { name: "Laser Hair Removal", note: "Smooth skin with licensed clinics" },
  { name: "Beard Grooming", note: "Hot towel shaves and sharp line-ups" },
] as const;

const WHY_CHOOSE = [
  { title: "UAE-wide coverage", text: "Salons, parlours and clinics in all seven Emirates, from Abu Dhabi to Fujairah." },
  { title: "Verified and rated", text: "Every listing is checked, and ratings come from real customers." },
  { title: "Instant booking", text: "Real-time availability: pick a service, a date and a time, and you are booked." },
  { title: "Secure and trusted", text: "Your details stay private, with secure payment options." },
] as const;

export default function Home() {
  const { featuredProviders } = useLoaderData<typeof loader>();
  const navigate = useNavigate();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    navigate(
      buildSearchHref({
        emirate: form.get("emirate")?.toString(),
        category: form.get("category")?.toString(),
        service: form.get("service")?.toString(),
        query: form.get("q")?.toString(),
      }),
    );
  }

  const selectClass = "h-11 w-full rounded-md border border-[var(--border)] bg-[var(--background)] px-3 text-sm text-[var(--foreground)]";

  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 to-white px-4 py-16 dark:from-brand-700/20 dark:to-[var(--background)] md:py-24">
        <div className="mx-auto max-w-5xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">
            Discover &amp; book the UAE&apos;s best beauty and wellness experts
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-[var(--muted-foreground)]">
            Salons, parlours and aesthetic clinics across all seven Emirates — compare ratings and book in minutes.
          </p>
          <Form
            method="get"
            action="/search"
            onSubmit={search}
            role="search"
            aria-label="Find a provider"
            className="mx-auto mt-10 grid gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 text-left shadow-lg md:grid-cols-4"
          >
            <input type="hidden" name="from" value="hero" />
            <label className="text-sm font-medium">
              Emirate
              <select name="emirate" defaultValue={ALL_EMIRATES} className={`${selectClass} mt-1`}>
                <option value={ALL_EMIRATES}>All Emirates</option>
                {EMIRATES.map((name) => (
                  <option key={name} value={emirateSlug(name)}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm font-medium">
              Category
              <select name="category" defaultValue={ALL_CATEGORIES} className={`${selectClass} mt-1`}>
                <option value={ALL_CATEGORIES}>All Categories</option>
                {SEARCH_CATEGORIES.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm font-medium">
              Service
              <select name="service" defaultValue={ALL_SERVICES} className={`${selectClass} mt-1`}>
                <option value={ALL_SERVICES}>All Services</option>
                {SEARCH_SERVICES.map((service) => (
                  <option key={service} value={service}>
                    {service}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm font-medium md:col-span-4">
              <span className="sr-only">Search by service, location, or name</span>
              <input type="search" name="q" placeholder="Search by service, location, or name" className={selectClass} />
            </label>
            <button type="submit" className="h-11 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 md:col-span-4">
              Find My Look
            </button>
          </Form>
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="featured-heading" className="text-3xl font-bold">
          Featured Providers
        </h2>
        <p className="mt-2 text-[var(--muted-foreground)]">Top-rated salons and clinics our customers love.</p>
        {featuredProviders.length === 0 ? (
          <p className="mt-8 text-[var(--muted-foreground)]">No featured providers yet.</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {featuredProviders.map((provider) => (
              <li key={provider.id} className="flex">
                <ProviderCard provider={provider} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="trending-heading" className="bg-[var(--muted)] px-4 py-16">
        <div className="mx-auto max-w-7xl">
          <h2 id="trending-heading" className="text-3xl font-bold">
            Trending Services
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {TRENDING_SERVICES.map((service) => (
              <li key={service.name} className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-5">
                <p className="font-semibold">{service.name}</p>
                <p className="mt-1 text-sm text-[var(--muted-foreground)]">{service.note}</p>
              </li>
            ))}
          </ul>
          <Link to="/search" className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
            Explore All Services
          </Link>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="why-heading" className="text-3xl font-bold">
          Why Choose GlowUAE?
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_CHOOSE.map((point) => (
            <li key={point.title} className="rounded-xl border border-[var(--border)] p-5">
              <h3 className="font-semibold">{point.title}</h3>
              <p className="mt-2 text-sm text-[var(--muted-foreground)]">{point.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="business-heading" className="px-4">
        <div className="mx-auto max-w-7xl rounded-2xl bg-brand-600 px-6 py-12 text-center text-white">
          <h2 id="business-heading" className="text-3xl font-bold">
            Own a salon, parlour or clinic?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl">List your business for free, take bookings online and reach customers across the UAE.</p>
          <Link
            to="/for-business/register"
            className="mt-6 inline-block rounded-md bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Register Your Business
          </Link>
        </div>
      </section>
    </>
  );
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
