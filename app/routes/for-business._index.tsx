import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/content/page-hero";
import { BrandBanner, EndingOnLink, LabelledSection, PointCards } from "~/components/content/sections";
import { pageMeta } from "~/components/content/page-meta";
import { textsLoader } from "~/components/content/texts-loader.server";
import { useT } from "~/i18n/use-t";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(pageMeta("business"));

export const loader = textsLoader("business");

/** Catalogue keys: each benefit's title, its text at `${key}Text`. */
const BENEFITS = ["reach", "streamline", "insights", "revenue", "reputation"] as const;

/** The page's two ways in, at the top and again on the closing banner (`onBrand`: light on the brand colour). */
function RegisterOrContact({ className, onBrand = false }: { className: string; onBrand?: boolean }) {
  const t = useT("business");
  return (
    <div className={`${className} flex flex-wrap justify-center gap-3`}>
      <Link
        to="/for-business/register"
        className={`rounded-md font-semibold ${onBrand ? "bg-white px-5 py-2.5 text-brand-700 hover:bg-brand-50" : "bg-brand-600 px-6 py-3 text-white hover:bg-brand-700"}`}
      >
        {t("register")}
      </Link>
      <Link
        to="/contact?subject=BusinessInquiry"
        className={`rounded-md border font-semibold ${onBrand ? "border-white px-5 py-2.5 text-white hover:bg-white/10" : "border-[var(--border)] bg-[var(--background)] px-6 py-3 hover:bg-[var(--muted)]"}`}
      >
        {t("contactSales")}
      </Link>
    </div>
  );
}

export default function ForBusinessPage() {
  const t = useT("business");
  return (
    <>
      <PageHero title={t("title")} lead={t("lead")}>
        <RegisterOrContact className="mt-8" />
      </PageHero>

      <LabelledSection id="benefits" title={t("whyPartner")} className="mx-auto max-w-7xl px-4 py-12">
        <PointCards keys={BENEFITS} t={t} suffix="Text" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-5" />
      </LabelledSection>

      <BrandBanner title={t("ready")} width="max-w-7xl">
        <p className="mx-auto mt-2 max-w-xl">
          {t("basicFree")}{" "}
          <Link to="/pricing" className="underline">
            {t("pricingPage")}
          </Link>
          {t("talkFirst")}
        </p>
        <RegisterOrContact className="mt-6" onBrand />
        <p className="mt-4 text-sm">
          <EndingOnLink text={t("agree")} to="/terms-for-business" className="underline">
            {t("terms")}
          </EndingOnLink>
        </p>
      </BrandBanner>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
