import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/content/page-hero";
import { BrandBanner, LabelledSection, PointCards } from "~/components/content/sections";
import { pageMeta } from "~/components/content/page-meta";
import { textsLoader } from "~/components/content/texts-loader.server";
import { useT } from "~/i18n/use-t";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(pageMeta("about"));

export const loader = textsLoader("about");

/** Catalogue keys: each point's title, its text at `${key}Text`. */
const TRUST_POINTS = ["verified", "reviews", "prices"] as const;

// Placeholder people: the real team page comes later.
const TEAM = [
  { name: "Layla Al Falasi", role: "roleCeo" },
  { name: "Omar Haddad", role: "rolePartnerships" },
  { name: "Priya Raman", role: "roleProduct" },
  { name: "Daniel Mercer", role: "roleHappiness" },
] as const;

const initials = (name: string) =>
  name
    .split(" ")
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join("");

export default function AboutPage() {
  const t = useT("about");
  return (
    <>
      <PageHero title={t("title")} lead={t("lead")} />
      <LabelledSection id="mission" title={t("mission")} className="mx-auto max-w-3xl px-4 py-12">
        <p className="mt-4 text-lg leading-relaxed">{t("missionText")}</p>
      </LabelledSection>

      <LabelledSection id="trust" title={t("trust")} className="bg-[var(--muted)] px-4 py-12" inner="mx-auto max-w-6xl">
        <PointCards keys={TRUST_POINTS} t={t} suffix="Text" className="mt-6 grid gap-6 md:grid-cols-3" large />
      </LabelledSection>

      <LabelledSection
        id="team"
        title={
          <>
            {t("team")} <span className="text-base font-normal text-[var(--muted-foreground)]">{t("imaginary")}</span>
          </>
        }
        className="mx-auto max-w-6xl px-4 py-12"
      >
        <p className="mt-2 text-[var(--muted-foreground)]">{t("teamText")}</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li key={member.name} className="rounded-xl border border-[var(--border)] p-6 text-center">
              <span
                aria-hidden="true"
                className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-700"
              >
                {initials(member.name)}
              </span>
              <h3 className="mt-4 font-semibold">{member.name}</h3>
              <p className="text-sm text-[var(--muted-foreground)]">{t(member.role)}</p>
            </li>
          ))}
        </ul>
      </LabelledSection>

      <BrandBanner title={t("findNext")} width="max-w-6xl">
        <Link to="/search" className="mt-5 inline-block rounded-md bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
          {t("browseAll")}
        </Link>
      </BrandBanner>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
