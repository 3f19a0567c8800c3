import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { gql } from "@urql/core";
import { Rating } from "~/components/rating";
import { CACHE } from "~/lib/cache";
import { runQuery } from "~/lib/graphql.server";

interface ProviderHeader {
  id: string;
  name: string;
  type: string;
  emirate: string;
  location: string;
  address: string;
  rating: number;
  about: string;
  openingHours: string;
  contact: { phone: string | null; email: string | null };
  images: { url: string; alt: string }[];
  reviews: { id: string }[];
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const provider = data?.provider;
  if (!provider) return [{ title: "Provider not found — GlowUAE" }, { name: "robots", content: "noindex" }];
  return [
    { title: `${provider.name} — ${provider.type} in ${provider.location} | GlowUAE` },
    { name: "description", content: provider.about.slice(0, 160) },
  ];
};

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const data = await runQuery(context, request, PROVIDER_HEADER_QUERY, { id: params.providerId ?? "" });
  return json(
    { provider: data.provider },
    { status: data.provider ? 200 : 404, headers: { "Cache-Control": CACHE.short } },
  );
}

export default function ProviderPage() {
  const { provider } = useLoaderData<typeof loader>();

  if (!provider) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">Loading provider details or provider not found...</h1>
        <Link to="/search" className="mt-6 inline-block text-brand-600 underline">
          Browse all providers
        </Link>
      </section>
    );
  }

  const cover = provider.images[0];
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <header className="grid gap-6 md:grid-cols-[2fr_3fr] md:items-center">
        {cover ? (
          <img
            src={cover.url}
            alt={cover.alt}
            width={800}
            height={533}
            className="aspect-[3/2] w-full rounded-xl bg-[var(--muted)] object-cover"
          />
        ) : (
          <div className="flex aspect-[3/2] items-center justify-center rounded-xl bg-[var(--muted)] text-sm">
            No images available
          </div>
        )}
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-brand-600">
            {provider.type} · {provider.emirate}
          </p>
          <h1 className="mt-1 text-3xl font-bold md:text-4xl">{provider.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Rating value={provider.rating} />
            <span className="text-sm text-[var(--muted-foreground)]">
              {provider.reviews.length} {provider.reviews.length === 1 ? "review" : "reviews"}
            </span>
          </div>
          <p className="mt-3 text-[var(--muted-foreground)]">{provider.address}</p>
          <dl className="mt-4 grid gap-1 text-sm">
            <div className="flex gap-2">
              <dt className="font-medium">Opening hours:</dt>
              <dd>{provider.openingHours}</dd>
            </div>
            {provider.contact.phone ? (
              <div className="flex gap-2">
                <dt className="font-medium">Phone:</dt>
                <dd>
                  <a href={`tel:${provider.contact.phone.replace(/\s+/g, "")}`} className="underline">
                    {provider.contact.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {provider.contact.email ? (
              <div className="flex gap-2">
                <dt className="font-medium">Email:</dt>
                <dd>
                  <a href={`mailto:${provider.contact.email}`} className="underline">
                    {provider.contact.email}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </header>
      <section aria-labelledby="about-heading" className="mt-10">
        <h2 id="about-heading" className="text-xl font-semibold">
          About {provider.name}
        </h2>
        <p className="mt-2 max-w-3xl">{provider.about}</p>
      </section>
    </article>
  );
}

const PROVIDER_HEADER_QUERY = gql<{ provider: ProviderHeader | null }, { id: string }>(`
  query ProviderHeader($id: ID!) {
    provider(id: $id) {
      id
      name
      type
      emirate
      location
      address
      rating
      about
      openingHours
      contact { phone email }
      images { url alt }
      reviews { id }
    }
  }
`);
