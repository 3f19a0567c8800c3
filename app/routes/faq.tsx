import type { MetaFunction } from "@remix-run/cloudflare";
import { NextStepCard } from "~/components/next-step-card";
import type { SyntheticEvent } from "react";
import { PageHero } from "~/components/content/page-hero";
import { pageMeta } from "~/components/content/page-meta";
import { textsLoader } from "~/components/content/texts-loader.server";
import { useT } from "~/i18n/use-t";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(pageMeta("faq"));

export const loader = textsLoader("faq");

/** Each question's catalogue keys are `${id}Question` and `${id}Answer`. */
const FAQS = ["booking", "choosing", "licensing", "payment", "cancel", "security"] as const;

const ACCORDION_NAME = "faq";

/**
 * One open at a time, and an open answer closes again: native <details name> does both without
 * JavaScript; this handler does the same in browsers that lack the `name` grouping.
 */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${ACCORDION_NAME}"][open]`)) {
    if (other !== opened) other.open = false;
  }
}

export default function FaqPage() {
  const t = useT("faq");
  return (
    <>
      <PageHero title={t("title")} lead={t("lead")} />
      <section aria-label={t("questionsAndAnswers")} className="mx-auto max-w-3xl px-4 py-12">
        <div className="divide-y divide-[var(--border)] rounded-xl border border-[var(--border)]">
          {FAQS.map((id) => (
            <details key={id} name={ACCORDION_NAME} onToggle={closeOthers} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium hover:bg-[var(--muted)] [&::-webkit-details-marker]:hidden">
                <h2 className="text-base">{t(`${id}Question`)}</h2>
                <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 text-[var(--muted-foreground)]">{t(`${id}Answer`)}</p>
            </details>
          ))}
        </div>
        <NextStepCard
          title={t("stillQuestions")}
          text={t("supportHappy")}
          link={{ to: "/contact", label: t("contactSupport") }}
          className="mt-10 rounded-xl bg-[var(--muted)] p-6"
        />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
