import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import type { SyntheticEvent } from "react";
import { PageHero } from "~/components/content/page-hero";

export const meta: MetaFunction = () => [
  { title: "Frequently Asked Questions | GlowUAE" },
  {
    name: "description",
    content:
      "How booking works, choosing a provider, licensing, payment methods, cancelling or rescheduling, and how GlowUAE keeps your data safe.",
  },
];

const FAQS = [
  {
    id: "booking",
    question: "Can I book an appointment directly through GlowUAE?",
    answer:
      "Yes. Open a provider's page, choose a service, pick a date and a free time slot, and confirm. You will see a summary of your booking before you confirm, and the provider receives it straight away.",
  },
  {
    id: "choosing",
    question: "How do I choose the right salon, parlour or clinic?",
    answer:
      "Use search to filter by emirate, category, service, minimum rating and price range. Each provider page shows services with prices and durations, the team, opening hours, location and reviews from customers who booked before you.",
  },
  {
    id: "licensing",
    question: "Are the clinics and salons on GlowUAE licensed?",
    answer:
      "Every business submits its trade licence when it registers, and we review it before the listing goes live. Aesthetic and dermatology clinics must also hold a valid licence from the health authority of their emirate (DHA, DOH or MOHAP).",
  },
  {
    id: "payment",
    question: "Which payment methods can I use?",
    answer:
      "Most providers accept cash and major credit or debit cards at the venue, and many accept Apple Pay and Google Pay. The accepted methods can differ from one provider to another, so check with the provider if you have a preference.",
  },
  {
    id: "cancel",
    question: "How do I cancel or reschedule a booking?",
    answer:
      "Contact the provider using the phone number or email on their page as early as you can, ideally at least 24 hours before your appointment. Each provider sets its own cancellation policy, and late cancellations may be charged.",
  },
  {
    id: "security",
    question: "Is my personal data secure?",
    answer:
      "Yes. Your data travels over encrypted connections, is stored securely and is only shared with the provider you book with. We never sell your personal information. Read our privacy policy for the details.",
  },
] as const;

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
  return (
    <>
      <PageHero title="Frequently Asked Questions" lead="Quick answers about booking, providers, payments and your data." />
      <section aria-label="Questions and answers" className="mx-auto max-w-3xl px-4 py-12">
        <div className="divide-y divide-[var(--border)] rounded-xl border border-[var(--border)]">
          {FAQS.map((faq) => (
            <details key={faq.id} name={ACCORDION_NAME} onToggle={closeOthers} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium hover:bg-[var(--muted)] [&::-webkit-details-marker]:hidden">
                <h2 className="text-base">{faq.question}</h2>
                <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 text-[var(--muted-foreground)]">{faq.answer}</p>
            </details>
          ))}
        </div>
        <div className="mt-10 rounded-xl bg-[var(--muted)] p-6 text-center">
          <h2 className="text-lg font-semibold">Still have questions?</h2>
          <p className="mt-1 text-[var(--muted-foreground)]">Our support team is happy to help.</p>
          <Link to="/contact" className="mt-4 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
            Contact Support
          </Link>
        </div>
      </section>
    </>
  );
}
