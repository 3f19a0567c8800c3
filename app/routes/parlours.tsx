import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { CategoryPage, categoryMeta } from "~/components/content/category-overview";
import { categoryPageData } from "~/lib/top-providers.server";
import { pageHeaders } from "~/lib/page-headers";
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
