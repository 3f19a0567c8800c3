import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CACHE } from "~/lib/cache";
import { graphql } from "gql.tada";
import { formatCalendarDate } from "~/lib/calendar-date";
import { runQuery } from "~/lib/graphql.server";
import { pageHeaders } from "~/lib/page-headers";

export const meta: MetaFunction = () => [
  { title: "Privacy Policy | GlowUAE" },
  {
    name: "description",
    content: "How GlowUAE collects, uses, discloses and protects your personal and business information.",
  },
];

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  // SPEC §2: 'Last updated' shows today's date, in the site's own zone (Asia/Dubai): the API's `today`.
  const { today } = await runQuery(context, request, PRIVACY_TODAY_QUERY, {});
  return json({ lastUpdated: formatCalendarDate(today, "long") }, { headers: { "Cache-Control": CACHE.short } });
}

const PRIVACY_EMAIL = "privacy@glowuae.ae";

export default function PrivacyPolicyPage() {
  const { lastUpdated } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:font-semibold [&_li]:mt-2 [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">Privacy Policy</h1>
      <p className="text-sm text-[var(--muted-foreground)]">Last updated: {lastUpdated}</p>
      <p>
        GlowUAE (&ldquo;we&rdquo;, &ldquo;us&rdquo;) respects your privacy. This policy explains what information we collect when you use
        our website to find and book beauty and wellness providers in the United Arab Emirates, how we use it, and the choices you have.
      </p>

      <h2>1. Collection of Your Information</h2>
      <p>We may collect information about you in a variety of ways:</p>
      <h3>Personal Data</h3>
      <p>
        Your name, email address, phone number and similar details that you give us when you create an account, book an appointment or
        contact us.
      </p>
      <h3>Business Data</h3>
      <p>
        When you register a business: the business name and type, address and emirate, contact person, business email and phone,
        description, trade licence and logo.
      </p>
      <h3>Derivative Data</h3>
      <p>
        Information our servers collect automatically when you use the site, such as your IP address, browser type, the pages you view and
        the time of your visit.
      </p>

      <h2>2. Use of Your Information</h2>
      <p>We use the information we collect to:</p>
      <ul>
        <li>create and manage your account;</li>
        <li>process your bookings and send you confirmations and reminders;</li>
        <li>list and verify businesses and their licences;</li>
        <li>answer your questions and provide customer support;</li>
        <li>improve the website, prevent fraud and keep the service secure.</li>
      </ul>

      <h2>3. Disclosure of Your Information</h2>
      <p>We may share information we have collected about you in certain situations:</p>
      <h3>By Law or to Protect Rights</h3>
      <p>
        If we believe disclosure is necessary to respond to legal process, to investigate or remedy potential violations of our policies, or
        to protect the rights, property and safety of others, as permitted or required by applicable law.
      </p>
      <h3>Business Partners</h3>
      <p>
        With the businesses you book with, such as salons, parlours and clinics, so that they can provide the services you booked. We do not
        sell your personal information.
      </p>

      <h2>4. Security of Your Information</h2>
      <p>
        We use administrative, technical and physical safeguards to protect your information, including encrypted connections. No method of
        transmission or storage is completely secure, so we cannot guarantee absolute security.
      </p>

      <h2>5. Policy for Children</h2>
      <p>
        We do not knowingly solicit information from or market to children under the age of 13. If you learn that we have collected
        information from a child under 13, please contact us and we will delete it.
      </p>

      <h2>6. Contact Us</h2>
      <p>
        If you have questions or comments about this policy, email us at{" "}
        <a href={`mailto:${PRIVACY_EMAIL}`} className="text-brand-600 underline">
          {PRIVACY_EMAIL}
        </a>
        .
      </p>
    </article>
  );
}

const PRIVACY_TODAY_QUERY = graphql(`
  query PrivacyPolicyToday {
    today
  }
`);
