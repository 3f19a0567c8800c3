import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CACHE } from "~/lib/http/cache";
import { graphql } from "gql.tada";
import { Fragment } from "react";
import { useT } from "~/i18n/use-t";
import { useCalendarDate } from "~/i18n/use-dates";
import { messagesFor } from "~/i18n/messages.server";
import { runQuery } from "~/lib/api/graphql.server";
import { pageHeaders } from "~/lib/http/page-headers";
import { pageMeta } from "~/components/content/page-meta";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(pageMeta("privacy"));

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  // 'Last updated' shows today's date, in the site's own zone (Asia/Dubai): the API's `today`.
  const { today } = await runQuery(context, request, PRIVACY_TODAY_QUERY, {});
  return json({ today, i18n: messagesFor(context.locale, "privacy") }, { headers: { "Cache-Control": CACHE.short } });
}

const PRIVACY_EMAIL = "privacy@glowuae.ae";

/** The policy's sections in order: each heading's text is at `${heading}Text`, each part's (an h3) at `${part}Text`; `list` is a bulleted list after the text. */
const SECTIONS = [
  { heading: "collection", parts: ["personal", "business", "derivative"], list: [] },
  { heading: "use", parts: [], list: ["useAccount", "useBookings", "useVerify", "useSupport", "useImprove"] },
  { heading: "disclosure", parts: ["law", "partners"], list: [] },
  { heading: "security", parts: [], list: [] },
  { heading: "children", parts: [], list: [] },
] as const;

export default function PrivacyPolicyPage() {
  const { today } = useLoaderData<typeof loader>();
  const t = useT("privacy");
  const formatCalendarDate = useCalendarDate();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:font-semibold [&_li]:mt-2 [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-6">
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t("title")}</h1>
      <p className="text-sm text-[var(--muted-foreground)]">{t("lastUpdated", { date: formatCalendarDate(today, "long") })}</p>
      <p>{t("intro")}</p>

      {SECTIONS.map((section) => (
        <Fragment key={section.heading}>
          <h2>{t(section.heading)}</h2>
          <p>{t(`${section.heading}Text`)}</p>
          {section.parts.map((part) => (
            <Fragment key={part}>
              <h3>{t(part)}</h3>
              <p>{t(`${part}Text`)}</p>
            </Fragment>
          ))}
          {section.list.length > 0 ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          ) : null}
        </Fragment>
      ))}

      <h2>{t("contact")}</h2>
      <p>
        {t("contactText")}{" "}
        <a href={`mailto:${PRIVACY_EMAIL}`} className="text-brand-600 underline">
          {PRIVACY_EMAIL}
        </a>
        .
      </p>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const PRIVACY_TODAY_QUERY = graphql(`
  query PrivacyPolicyToday {
    today
  }
`);
