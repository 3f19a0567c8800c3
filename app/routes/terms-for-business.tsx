import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = () => [
  { title: "Terms and Conditions for Businesses | GlowUAE" },
  {
    name: "description",
    content: "The terms that apply when a salon, parlour or clinic registers and lists its business on GlowUAE.",
  },
];

const SECTIONS = [
  {
    title: "1. Eligibility",
    text: "You may register a business only if you are authorised to act for it and it holds a valid trade licence in the United Arab Emirates. Aesthetic and dermatology clinics must also hold a valid licence from the competent health authority.",
  },
  {
    title: "2. Accurate information",
    text: "You confirm that everything you submit — business details, services, prices, opening hours, photos and documents — is accurate and kept up to date. We may review, edit or remove a listing that is incomplete, misleading or out of date.",
  },
  {
    title: "3. Review of registrations",
    text: "Registrations are reviewed before a listing goes live. We may ask for further documents and may decline a registration at our discretion.",
  },
  {
    title: "4. Bookings and customers",
    text: "You are responsible for honouring bookings made through GlowUAE, for the services you provide and for your own cancellation policy, which you must make clear to customers.",
  },
  {
    title: "5. Plans and payments",
    text: "The Basic listing is free. Paid plans (Premium and Featured) are billed monthly in AED as shown on the pricing page, and can be cancelled at any time with effect from the next billing period.",
  },
  {
    title: "6. Content and reviews",
    text: "You grant GlowUAE a licence to display the content you provide on the website. Customer reviews may not be removed or altered except where they breach our content guidelines.",
  },
  {
    title: "7. Data protection",
    text: "You will use customer information only to provide the booked services and will protect it in line with applicable UAE law and our privacy policy.",
  },
  {
    title: "8. Changes and termination",
    text: "We may update these terms and will notify you of material changes. Either party may end the listing at any time; outstanding bookings must still be honoured.",
  },
] as const;

export default function TermsForBusinessPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">Terms and Conditions for Businesses</h1>
      <p className="mt-3 text-[var(--muted-foreground)]">
        These terms apply to every salon, parlour and clinic that registers with GlowUAE.
      </p>
      {SECTIONS.map((section) => (
        <section key={section.title} className="mt-8">
          <h2 className="text-xl font-semibold">{section.title}</h2>
          <p className="mt-2 leading-relaxed">{section.text}</p>
        </section>
      ))}
      <p className="mt-10">
        Questions about these terms?{" "}
        <Link to="/contact?subject=BusinessInquiry" className="text-brand-600 underline">
          Contact us
        </Link>{" "}
        or go back to{" "}
        <Link to="/for-business/register" className="text-brand-600 underline">
          business registration
        </Link>
        .
      </p>
    </article>
  );
}
