import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/content/page-hero";

export const meta: MetaFunction = () => [
  { title: "GlowUAE for Business — List Your Salon, Parlour or Clinic" },
  {
    name: "description",
    content: "Reach new customers across the UAE, take bookings online, see insights, grow revenue and build your reputation with GlowUAE.",
  },
];

const BENEFITS = [
  {
    title: "Reach more customers",
    text: "Be found by people searching for salons, parlours and clinics in your emirate and across the UAE.",
  },
  {
    title: "Streamline your bookings",
    text: "Customers book free slots online around the clock; you manage every appointment in one dashboard.",
  },
  {
    title: "Insights that matter",
    text: "See which services sell, when you are busiest and where your customers come from.",
  },
  {
    title: "Grow your revenue",
    text: "Fill quiet hours with offers and deals, and turn first-time visitors into regulars.",
  },
  {
    title: "Build your reputation",
    text: "Collect ratings and reviews from real customers and stand out from the competition.",
  },
] as const;

export default function ForBusinessPage() {
  return (
    <>
      <PageHero
        title="Grow your beauty business with GlowUAE"
        lead="List your salon, parlour or clinic for free and start taking bookings from customers across the seven Emirates."
      >
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/for-business/register" className="rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
            Register Your Business
          </Link>
          <Link
            to="/contact?subject=BusinessInquiry"
            className="rounded-md border border-[var(--border)] bg-[var(--background)] px-6 py-3 font-semibold hover:bg-[var(--muted)]"
          >
            Contact Sales
          </Link>
        </div>
      </PageHero>

      <section aria-labelledby="benefits-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="benefits-heading" className="text-2xl font-bold md:text-3xl">
          Why partner with us
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-5">
              <h3 className="font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-sm text-[var(--muted-foreground)]">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="px-4">
        <div className="mx-auto max-w-7xl rounded-2xl bg-brand-600 px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">Ready to get started?</h2>
          <p className="mx-auto mt-2 max-w-xl">
            Basic listing is free. Compare plans on our{" "}
            <Link to="/pricing" className="underline">
              pricing page
            </Link>
            , or talk to us first.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/for-business/register" className="rounded-md bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
              Register Your Business
            </Link>
            <Link
              to="/contact?subject=BusinessInquiry"
              className="rounded-md border border-white px-5 py-2.5 font-semibold text-white hover:bg-white/10"
            >
              Contact Sales
            </Link>
          </div>
          <p className="mt-4 text-sm">
            By registering you agree to our{" "}
            <Link to="/terms-for-business" className="underline">
              terms for businesses
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
