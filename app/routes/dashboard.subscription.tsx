/**
 * /dashboard/subscription (signed-in accounts only): the Basic and Premium cards, the current plan
 * highlighted, the feature matrix, and Subscribe / Cancel as plain form posts to this route's
 * action, which runs the mutations in-process (the plan is the server's, never a browser flag).
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { graphql } from "gql.tada";
import { CACHE } from "~/lib/http/cache";
import { requireForm, textField } from "~/lib/forms/form-data.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { flashToast } from "~/lib/auth/session.server";
import { hasPremium } from "~/lib/auth/premium";
import { requireViewer } from "~/lib/auth/viewer.server";
import { pageHeaders } from "~/lib/http/page-headers";
import { messagesFor } from "~/i18n/messages.server";
import { messageTranslator } from "~/lib/forms/public-forms.server";
import { useT } from "~/i18n/use-t";
import { useCalendarDate } from "~/i18n/use-dates";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.subscription.metaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  // The plans and their features come in the page's language: the in-process GraphQL asks in it.
  const data = await runQuery(context, request, SUBSCRIPTION_PAGE_QUERY, {});
  return json({ ...data, i18n: messagesFor(context.locale, "subscription") }, { headers: { "Cache-Control": CACHE.none } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const form = await requireForm(request);
  const intent = textField(form, "intent");
  const translate = messageTranslator(context.locale, "dashboard");
  if (intent === "subscribe") {
    const { subscribeToPremium } = await runMutation(context, request, SUBSCRIBE_MUTATION, {});
    if (subscribeToPremium.__typename === "SubscriptionChanged") {
      const cookie = await flashToast(request, context, { title: translate.say("SUBSCRIPTION_ACTIVATED_TITLE") });
      return safeRedirect("/dashboard/provider", { headers: { "Set-Cookie": cookie } });
    }
  } else if (intent === "cancel") {
    const { cancelSubscription } = await runMutation(context, request, CANCEL_SUBSCRIPTION_MUTATION, {});
    if (cancelSubscription.__typename === "SubscriptionChanged") {
      const cookie = await flashToast(request, context, { title: translate.say("SUBSCRIPTION_CANCELLED_TITLE") });
      return safeRedirect("/dashboard/subscription", { headers: { "Set-Cookie": cookie } });
    }
  }
  return safeRedirect("/dashboard/subscription");
}

export default function SubscriptionPage() {
  const { viewer, plans, planFeatures } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const t = useT("subscription");
  const formatDate = useCalendarDate();
  const onPremium = hasPremium(viewer?.plan);
  const basic = plans.find((plan) => plan.id === "basic");
  const premium = plans.find((plan) => plan.id === "premium");
  const card = (current: boolean) =>
    `relative flex flex-col rounded-2xl border bg-[var(--card)] p-6 ${current ? "border-2 border-brand-600 shadow-lg" : "border-[var(--border)]"}`;

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-[var(--muted-foreground)]">{t("lead")}</p>

      <ul className="mt-8 grid gap-6 md:grid-cols-2" aria-label={t("plans")}>
        <li className={card(!onPremium)} aria-current={!onPremium ? "true" : undefined}>
          <h2 className="text-xl font-bold">{t("basicPlan")}</h2>
          <PlanPrice price={basic?.price ?? "AED 0"} perMonth={t("perMonth")} />
          <p className="mt-3 flex-1 text-sm text-[var(--muted-foreground)]">{t("basicText")}</p>
          {!onPremium ? (
            <button
              type="button"
              disabled
              className="mt-6 rounded-md border border-[var(--border)] px-4 py-2 text-sm font-medium opacity-70"
            >
              {t("currentlyActive")}
            </button>
          ) : null}
        </li>
        <li className={card(onPremium)} aria-current={onPremium ? "true" : undefined}>
          <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wide text-white">
            {t("popular")}
          </span>
          <h2 className="text-xl font-bold">{t("premiumPlan")}</h2>
          <PlanPrice price={premium?.price ?? "AED 100"} perMonth={t("perMonth")} />
          <p className="mt-1 text-sm font-semibold text-brand-700 dark:text-brand-300">{t("freeMonths")}</p>
          {onPremium && viewer?.freeUntil ? (
            <p className="mt-1 text-sm">{t("freeUntil", { date: formatDate(viewer.freeUntil, "long") })}</p>
          ) : null}
          <p className="mt-3 flex-1 text-sm text-[var(--muted-foreground)]">{premium?.description}</p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value={onPremium ? "cancel" : "subscribe"} />
            <button
              type="submit"
              disabled={busy}
              className={
                onPremium
                  ? "w-full rounded-md border border-red-600 px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
                  : "w-full rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
              }
            >
              {onPremium ? t("cancelSubscription") : t("subscribe")}
            </button>
          </Form>
        </li>
      </ul>

      <div className="mt-10 overflow-x-auto">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t("caption")}</caption>
          <thead>
            <tr className="border-b border-[var(--border)]">
              <th scope="col" className="py-2 pe-4">
                {t("feature")}
              </th>
              <th scope="col" className="py-2 pe-4">
                {basic?.name ?? "Basic"}
              </th>
              <th scope="col" className="py-2">
                {premium?.name ?? "Premium"}
              </th>
            </tr>
          </thead>
          <tbody>
            {planFeatures.map((feature) => (
              <tr key={feature.name} className="border-b border-[var(--border)]">
                <th scope="row" className="py-2 pe-4 font-normal">
                  {feature.name}
                </th>
                <td className="py-2 pe-4">
                  <Included included={feature.basic} label={t(feature.basic ? "included" : "notIncluded")} />
                </td>
                <td className="py-2">
                  <Included included={feature.premium} label={t(feature.premium ? "included" : "notIncluded")} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="mt-10 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 text-center">
        <h2 className="text-lg font-semibold">{t("securePayments")}</h2>
        <p className="mt-1 text-sm text-[var(--muted-foreground)]">{t("securePaymentsText")}</p>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

/** A plan's price per month: 'AED 100' kept in one piece inside a right-to-left line. */
function PlanPrice({ price, perMonth }: { price: string; perMonth: string }) {
  return (
    <p className="mt-3">
      <span className="whitespace-nowrap text-4xl font-extrabold">{price}</span>
      <span className="text-[var(--muted-foreground)]">{perMonth}</span>
    </p>
  );
}

/** ✓ or — on screen, its label for a screen reader. */
function Included({ included, label }: { included: boolean; label: string }) {
  return (
    <>
      <span aria-hidden="true">{included ? "✓" : "—"}</span>
      <span className="sr-only">{label}</span>
    </>
  );
}

const SUBSCRIPTION_PAGE_QUERY = graphql(`
  query SubscriptionPage {
    viewer {
      plan
      freeUntil
    }
    plans {
      id
      name
      price
      description
    }
    planFeatures(matrix: SUBSCRIPTION) {
      name
      basic
      premium
    }
  }
`);

const SUBSCRIBE_MUTATION = graphql(`
  mutation SubscriptionPageSubscribe {
    subscribeToPremium {
      __typename
    }
  }
`);

const CANCEL_SUBSCRIPTION_MUTATION = graphql(`
  mutation SubscriptionPageCancel {
    cancelSubscription {
      __typename
    }
  }
`);
