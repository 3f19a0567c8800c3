import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { graphql } from "gql.tada";
import { PageHero } from "~/components/content/page-hero";
import { pageMeta } from "~/components/content/page-meta";
import { CACHE } from "~/lib/http/cache";
import { runQuery } from "~/lib/api/graphql.server";
import { useViewer } from "~/lib/auth/viewer";
import { PLAN_TIERS, type PlanTier } from "../../graphql/shared/vocabulary";
import { pageHeaders } from "~/lib/http/page-headers";
import { messagesFor } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(pageMeta("pricing"));

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = await runQuery(context, request, PRICING_PAGE_QUERY, {});
  // The plans come in the page's language: the in-process GraphQL asks in it (Accept-Language).
  return json({ ...data, i18n: messagesFor(context.locale, "pricing") }, { headers: { "Cache-Control": CACHE.short } });
}

export default function PricingPage() {
  const { plans, planFeatures } = useLoaderData<typeof loader>();
  // Signed in, the account exists already: the plan is chosen on the subscription page.
  const planHref = useViewer() ? "/dashboard/subscription" : "/register";
  const t = useT("pricing");
  const planName = (tier: PlanTier) => plans.find((plan) => plan.id === tier)?.name ?? tier;

  return (
    <>
      <PageHero title={t("title")} lead={t("lead")}>
        <p className="mx-auto mt-6 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white">{t("freeBanner")}</p>
      </PageHero>

      <section aria-label={t("plans")} className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-6 md:grid-cols-3 md:items-stretch">
          {plans.map((plan) => (
            <li
              key={plan.id}
              className={`relative flex flex-col rounded-2xl border bg-[var(--card)] p-6 ${
                plan.popular ? "border-2 border-brand-600 shadow-lg md:-translate-y-2" : "border-[var(--border)]"
              }`}
            >
              {plan.popular ? (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wide text-white">
                  {t("popular")}
                </span>
              ) : null}
              <h2 className="text-xl font-bold">{plan.name}</h2>
              <p className="mt-3">
                <span className="whitespace-nowrap text-4xl font-extrabold">{plan.price}</span>
                <span className="text-[var(--muted-foreground)]">{t("perMonth")}</span>
              </p>
              {plan.note ? <p className="mt-1 text-sm font-semibold text-brand-600">{plan.note}</p> : null}
              <p className="mt-3 flex-1 text-sm text-[var(--muted-foreground)]">{plan.description}</p>
              <Link
                to={planHref}
                className={`mt-6 rounded-md px-4 py-2.5 text-center font-semibold ${
                  plan.popular ? "bg-brand-600 text-white hover:bg-brand-700" : "border border-[var(--border)] hover:bg-[var(--muted)]"
                }`}
              >
                {plan.ctaLabel}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="compare-heading" className="mx-auto max-w-4xl px-4 pb-12">
        <h2 id="compare-heading" className="text-2xl font-bold">
          {t("compare")}
        </h2>
        {/* Fits a phone's width; should it ever not, the region scrolls, takes focus and says so. */}
        <div
          role="region"
          aria-label={t("compareRegion")}
          tabIndex={0}
          className="mt-4 overflow-x-auto rounded-xl border border-[var(--border)]"
        >
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-[var(--muted)]">
              <tr>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                  {t("feature")}
                </th>
                {PLAN_TIERS.map((tier) => (
                  <th key={tier} scope="col" className="w-[4.5rem] px-1 py-3 text-center font-semibold sm:w-auto sm:px-4">
                    {planName(tier)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-[var(--border)]">
              {planFeatures.map((feature) => (
                <tr key={feature.name}>
                  <th scope="row" className="px-3 py-3 font-medium sm:px-4">
                    {feature.name}
                  </th>
                  {PLAN_TIERS.map((tier) => (
                    <td key={tier} className="px-1 py-3 text-center sm:px-4">
                      {feature[tier] ? (
                        <span className="font-bold text-green-700 dark:text-green-400">
                          <span aria-hidden="true">✓</span>
                          <span className="sr-only">{t("included")}</span>
                        </span>
                      ) : (
                        <span className="text-[var(--muted-foreground)]">
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">{t("notIncluded")}</span>
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const PRICING_PAGE_QUERY = graphql(`
  query PricingPage {
    plans {
      id
      name
      price
      description
      ctaLabel
      popular
      note
    }
    planFeatures(matrix: PRICING) {
      name
      basic
      premium
      featured
    }
  }
`);
