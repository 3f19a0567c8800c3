import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CategoryOverview, type PopularService } from "~/components/content/category-overview";
import { CACHE } from "~/lib/cache";
import { topRatedProviders } from "~/lib/top-providers.server";
import { pageHeaders } from "~/lib/page-headers";

export const meta: MetaFunction = () => [
  { title: "Aesthetic & Derma Clinics in the UAE — Botox, Fillers, Laser | GlowUAE" },
  {
    name: "description",
    content:
      "Find licensed aesthetic and dermatology clinics across the UAE for Botox, fillers, laser hair removal, HydraFacials and peels. Compare ratings and book online.",
  },
];

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const topProviders = await topRatedProviders(context, request, "clinics");
  return json({ topProviders }, { headers: { "Cache-Control": CACHE.short } });
}

const POPULAR_CLINIC_SERVICES: readonly PopularService[] = [
  { name: "Botox", description: "Soften forehead, frown and crow's-feet lines.", searchService: "Botox" },
  { name: "Dermal Fillers", description: "Restore volume to lips and cheeks, naturally.", searchService: "Fillers" },
  { name: "Laser Hair Removal", description: "Long-lasting smooth skin with medical-grade lasers.", searchService: "Laser Hair Removal" },
  { name: "HydraFacial", description: "Cleanse, exfoliate and hydrate in one session.", searchService: "HydraFacial" },
  { name: "Chemical Peels", description: "Brighter, clearer skin and fewer acne marks.", searchService: "Peel" },
  { name: "Microneedling", description: "Collagen induction for scars and fine lines.", searchService: "Microneedling" },
];

export default function ClinicsPage() {
  const { topProviders } = useLoaderData<typeof loader>();
  return (
    <CategoryOverview
      title="Aesthetic & Derma Clinics"
      lead="Licensed doctors and dermatologists for injectables, laser and medical-grade skin treatments across the UAE."
      categorySlug="clinics"
      searchLabel="Search Clinics"
      services={POPULAR_CLINIC_SERVICES}
      topProviders={topProviders}
      topHeading="Top-rated clinics"
    />
  );
}
