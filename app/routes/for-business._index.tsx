import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/content/page-hero";
import { pageMeta } from "~/components/content/page-meta";
import { textsLoader } from "~/components/content/texts-loader.server";
import { useT } from "~/i18n/use-t";

export const meta: MetaFunction<typeof loader> = pageMeta("business");

export const loader = textsLoader("business");

const BENEFITS = [
  { title: "reach", text: "reachText" },
  { title: "streamline", text: "streamlineText" },
  { title: "insights", text: "insightsText" },
  { title: "revenue", text: "revenueText" },
  { title: "reputation", text: "reputationText" },
] as const;

export default function ForBusinessPage() {
  const t = useT("business");
  return (
    <>
      <PageHero title={t("title")} lead={t("lead")}>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/for-business/register" className="rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
            {t("register")}
          </Link>
          <Link
            to="/contact?subject=BusinessInquiry"
            className="rounded-md border border-[var(--border)] bg-[var(--background)] px-6 py-3 font-semibold hover:bg-[var(--muted)]"
          >
            {t("contactSales")}
          </Link>
        </div>
      </PageHero>

      <section aria-labelledby="benefits-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="benefits-heading" className="text-2xl font-bold md:text-3xl">
          {t("whyPartner")}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-5">
              <h3 className="font-semibold">{t(benefit.title)}</h3>
              <p className="mt-2 text-sm text-[var(--muted-foreground)]">{t(benefit.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="px-4">
        <div className="mx-auto max-w-7xl rounded-2xl bg-brand-600 px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">{t("ready")}</h2>
          <p className="mx-auto mt-2 max-w-xl">
            {t("basicFree")}{" "}
            <Link to="/pricing" className="underline">
              {t("pricingPage")}
            </Link>
            {t("talkFirst")}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/for-business/register" className="rounded-md bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
              {t("register")}
            </Link>
            <Link
              to="/contact?subject=BusinessInquiry"
              className="rounded-md border border-white px-5 py-2.5 font-semibold text-white hover:bg-white/10"
            >
              {t("contactSales")}
            </Link>
          </div>
          <p className="mt-4 text-sm">
            {t("agree")}{" "}
            <Link to="/terms-for-business" className="underline">
              {t("terms")}
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
