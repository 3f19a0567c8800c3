import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { messagesFor } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/components/content/page-meta";
import { EndingOnLink } from "~/components/content/sections";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(pageMeta("terms"));

export function loader({ context }: LoaderFunctionArgs) {
  return json({ i18n: messagesFor(context.locale, "terms") });
}

const SECTIONS = [
  ["eligibility", "eligibilityText"],
  ["accuracy", "accuracyText"],
  ["review", "reviewText"],
  ["bookings", "bookingsText"],
  ["plans", "plansText"],
  ["content", "contentText"],
  ["data", "dataText"],
  ["changes", "changesText"],
] as const;

export default function TermsForBusinessPage() {
  const t = useT("terms");
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t("title")}</h1>
      <p className="mt-3 text-[var(--muted-foreground)]">{t("lead")}</p>
      {SECTIONS.map(([title, text]) => (
        <section key={title} className="mt-8">
          <h2 className="text-xl font-semibold">{t(title)}</h2>
          <p className="mt-2 leading-relaxed">{t(text)}</p>
        </section>
      ))}
      <p className="mt-10">
        {t("questions")}{" "}
        <Link to="/contact?subject=BusinessInquiry" className="text-brand-600 underline">
          {t("contactUs")}
        </Link>{" "}
        <EndingOnLink text={t("orBackTo")} to="/for-business/register" className="text-brand-600 underline">
          {t("registration")}
        </EndingOnLink>
      </p>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
