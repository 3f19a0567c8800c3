import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/content/page-hero";

export const meta: MetaFunction = () => [
  { title: "About Us — Our Mission | GlowUAE" },
  {
    name: "description",
    content: "GlowUAE helps people across the seven Emirates find trusted salons, parlours and aesthetic clinics and book them in minutes.",
  },
];

const TRUST_POINTS = [
  {
    title: "Verified providers",
    text: "Every business shares its trade licence before it is listed, and clinics show their health-authority licence.",
  },
  {
    title: "Honest reviews",
    text: "Ratings and reviews come from customers, so you can compare providers on what matters to you.",
  },
  {
    title: "Clear prices",
    text: "Services are listed with their prices in AED and their duration, so there are no surprises at the counter.",
  },
] as const;

// Placeholder people: the real team page comes later (SPEC §2 About).
const TEAM = [
  { name: "Layla Al Falasi", role: "Founder & CEO" },
  { name: "Omar Haddad", role: "Head of Partnerships" },
  { name: "Priya Raman", role: "Head of Product" },
  { name: "Daniel Mercer", role: "Customer Happiness Lead" },
] as const;

const initials = (name: string) =>
  name
    .split(" ")
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join("");

export default function AboutPage() {
  return (
    <>
      <PageHero title="About GlowUAE" lead="We make it simple to discover, compare and book beauty and wellness experts across the UAE." />
      <section aria-labelledby="mission-heading" className="mx-auto max-w-3xl px-4 py-12">
        <h2 id="mission-heading" className="text-2xl font-bold md:text-3xl">
          Our mission
        </h2>
        <p className="mt-4 text-lg leading-relaxed">
          Finding a great stylist, nail artist or dermatologist should not depend on word of mouth alone. Our mission is to connect everyone
          in the UAE — from Abu Dhabi to Fujairah — with trusted salons, parlours and aesthetic clinics, and to help those businesses grow
          by reaching new customers and managing bookings with ease.
        </p>
      </section>

      <section aria-labelledby="trust-heading" className="bg-[var(--muted)] px-4 py-12">
        <div className="mx-auto max-w-6xl">
          <h2 id="trust-heading" className="text-2xl font-bold md:text-3xl">
            Why you can trust us
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {TRUST_POINTS.map((point) => (
              <li key={point.title} className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6">
                <h3 className="text-lg font-semibold">{point.title}</h3>
                <p className="mt-2 text-[var(--muted-foreground)]">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="team-heading" className="text-2xl font-bold md:text-3xl">
          Meet the team <span className="text-base font-normal text-[var(--muted-foreground)]">(imaginary)</span>
        </h2>
        <p className="mt-2 text-[var(--muted-foreground)]">
          The people below are imaginary placeholders: our real team page is coming soon.
        </p>
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
              <p className="text-sm text-[var(--muted-foreground)]">{member.role}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="px-4">
        <div className="mx-auto max-w-6xl rounded-2xl bg-brand-600 px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">Find your next appointment</h2>
          <Link to="/search" className="mt-5 inline-block rounded-md bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
            Browse all providers
          </Link>
        </div>
      </section>
    </>
  );
}
