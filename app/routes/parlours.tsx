import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { CategoryPage, categoryMeta } from "~/components/content/category-overview";
import { categoryPageData } from "~/lib/listings/top-providers.server";
import { pageHeaders } from "~/lib/http/page-headers";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(categoryMeta("parlours"));
export const headers = pageHeaders;
export const loader = (args: LoaderFunctionArgs) => categoryPageData(args, "parlours");

export default function ParloursPage() {
  return <CategoryPage category="parlours" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
