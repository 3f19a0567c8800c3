import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CategoryOverview, type PopularService } from "~/components/content/category-overview";
import { CACHE } from "~/lib/cache";
import { topRatedProviders } from "~/lib/top-providers.server";
import { pageHeaders } from "~/lib/page-headers";
import { messagesFor, type MessagesOf } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.i18n.categories.clinicsMetaTitle },
  { name: "description", content: data?.i18n.categories.clinicsMetaDescription },
];

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const topProviders = await topRatedProviders(context, request, "clinics");
  return json({ topProviders, i18n: messagesFor(context.locale, "categories") }, { headers: { "Cache-Control": CACHE.short } });
}

const POPULAR_CLINIC_SERVICES: readonly (PopularService & {
  name: keyof MessagesOf<"categories">;
  description: keyof MessagesOf<"categories">;
})[] = [
  { name: "botox", description: "botoxText", searchService: "Botox" },
  { name: "fillers", description: "fillersText", searchService: "Fillers" },
  { name: "laser", description: "laserText", searchService: "Laser Hair Removal" },
  { name: "hydrafacial", description: "hydrafacialText", searchService: "HydraFacial" },
  { name: "peels", description: "peelsText", searchService: "Peel" },
  { name: "microneedling", description: "microneedlingText", searchService: "Microneedling" },
];

export default function ClinicsPage() {
  const { topProviders } = useLoaderData<typeof loader>();
  const t = useT("categories");
  return (
    <CategoryOverview
      title={t("clinicsTitle")}
      lead={t("clinicsLead")}
      categorySlug="clinics"
      searchLabel={t("clinicsSearch")}
      services={POPULAR_CLINIC_SERVICES.map((service) => ({ ...service, name: t(service.name), description: t(service.description) }))}
      topProviders={topProviders}
      topHeading={t("clinicsTop")}
    />
  );
}
