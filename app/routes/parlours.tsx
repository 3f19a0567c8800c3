import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CategoryOverview, type PopularService } from "~/components/content/category-overview";
import { CACHE } from "~/lib/cache";
import { topRatedProviders } from "~/lib/top-providers.server";
import { pageHeaders } from "~/lib/page-headers";

export const meta: MetaFunction = () => [
  { title: "Salons & Parlours in the UAE — Haircuts, Nails, Facials | GlowUAE" },
  {
    name: "description",
    content:
      "Find beauty salons, ladies' parlours and barbershops across the UAE: haircuts, manicures, pedicures, facials and more. Compare ratings and book online.",
  },
];

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const topProviders = await topRatedProviders(context, request, "parlours");
  return json({ topProviders }, { headers: { "Cache-Control": CACHE.short } });
}

const POPULAR_PARLOUR_SERVICES: readonly PopularService[] = [
  { name: "Haircuts & Styling", description: "Cuts, blow-dries and styling for every hair type.", searchService: "Haircut" },
  { name: "Manicures", description: "Classic, gel and nail-art manicures.", searchService: "Manicure" },
  { name: "Pedicures", description: "Spa and classic pedicures to reset tired feet.", searchService: "Pedicure" },
  { name: "Facials", description: "Hydrating and deep-cleansing facials for a fresh glow.", searchService: "Facial" },
  { name: "Keratin Treatments", description: "Smooth, frizz-free hair that lasts for weeks.", searchService: "Keratin" },
  { name: "Eyebrow Threading", description: "Precise brow shaping in minutes.", searchService: "Threading" },
];

export default function ParloursPage() {
  const { topProviders } = useLoaderData<typeof loader>();
  return (
    <CategoryOverview
      title="Salons & Parlours"
      lead="From a quick blow-dry to bridal styling: discover ladies' parlours, salons and barbershops in every Emirate."
      categorySlug="parlours"
      searchLabel="Search Parlours"
      services={POPULAR_PARLOUR_SERVICES}
      topProviders={topProviders}
      topHeading="Top-rated parlours"
    />
  );
}
