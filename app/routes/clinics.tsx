import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { CategoryPage, categoryMeta } from "~/components/content/category-overview";
import { categoryPageData } from "~/lib/listings/top-providers.server";
import { pageHeaders } from "~/lib/http/page-headers";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(categoryMeta("clinics"));
export const headers = pageHeaders;
export const loader = (args: LoaderFunctionArgs) => categoryPageData(args, "clinics");

export default function ClinicsPage() {
  return <CategoryPage category="clinics" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
