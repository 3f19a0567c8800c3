import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CategoryOverview, type PopularService } from "~/components/content/category-overview";
import { CACHE } from "~/lib/cache";
import { topRatedProviders } from "~/lib/top-providers.server";
import { pageHeaders } from "~/lib/page-headers";
import { messagesFor, type MessagesOf } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.i18n.categories.parloursMetaTitle },
  { name: "description", content: data?.i18n.categories.parloursMetaDescription },
];

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const topProviders = await topRatedProviders(context, request, "parlours");
  return json({ topProviders, i18n: messagesFor(context.locale, "categories") }, { headers: { "Cache-Control": CACHE.short } });
}

const POPULAR_PARLOUR_SERVICES: readonly (PopularService & {
  name: keyof MessagesOf<"categories">;
  description: keyof MessagesOf<"categories">;
})[] = [
  { name: "haircuts", description: "haircutsText", searchService: "Haircut" },
  { name: "manicures", description: "manicuresText", searchService: "Manicure" },
  { name: "pedicures", description: "pedicuresText", searchService: "Pedicure" },
  { name: "facials", description: "facialsText", searchService: "Facial" },
  { name: "keratin", description: "keratinText", searchService: "Keratin" },
  { name: "threading", description: "threadingText", searchService: "Threading" },
];

export default function ParloursPage() {
  const { topProviders } = useLoaderData<typeof loader>();
  const t = useT("categories");
  return (
    <CategoryOverview
      title={t("parloursTitle")}
      lead={t("parloursLead")}
      categorySlug="parlours"
      searchLabel={t("parloursSearch")}
      services={POPULAR_PARLOUR_SERVICES.map((service) => ({ ...service, name: t(service.name), description: t(service.description) }))}
      topProviders={topProviders}
      topHeading={t("parloursTop")}
    />
  );
}
