// Offers, plans and reference data through GraphQL in workerd, and the content pages they feed.
import { print } from "graphql";
import { describe, expect, it, vi } from "vitest";

import { OFFERS_PAGE_QUERY } from "../../app/lib/listings/offers-page.query";
import { SEARCH_OPTIONS_FRAGMENT } from "../../app/lib/listings/search-options.fragment";

import { bodyText, expectShows, mailTo, ORIGIN, page, postGraphQL as graphql, shownBody, shownPage } from "./http";

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]);

/** A plan-feature matrix (`matrix` as its enum value) with the columns of `plans`, as GraphQL answers it. */
const planFeatures = (matrix: string, plans: readonly string[]) =>
  graphql(`
    {
      planFeatures(matrix: ${matrix}) {
        name
        ${plans.join("\n        ")}
      }
    }
  `);

/** The matrix's rows by feature name: whether each of `plans` includes the feature, in that order. */
async function featureRows(matrix: string, plans: readonly string[]): Promise<Record<string, boolean[]>> {
  const { body } = await planFeatures(matrix, plans);
  return Object.fromEntries(body.data.planFeatures.map((feature: any) => [feature.name, plans.map((plan) => feature[plan])]));
}

describe("offers", () => {
  it("lists the four offers in order, with their details", async () => {
    const { body } = await graphql(print(OFFERS_PAGE_QUERY));
    expect(body.errors).toBeUndefined();
    const offers = body.data.offers;
    expect(offers.map((offer: any) => offer.type)).toEqual(["Package Deal", "Weekly Deal", "Welcome Offer", "Membership Perk"]);
    expect(offers[0].title).toBe("Bridal Glow Package");
    for (const offer of offers) {
      expect(offer.description.length).toBeGreaterThan(10);
      expect(offer.details.length).toBeGreaterThan(offer.description.length);
      expect(offer.imageUrl).toMatch(/^https:\/\/images\.unsplash\.com\//);
    }
  });
});

describe("plans", () => {
  it("has Basic, Premium (popular, first 3 months free) and Featured", async () => {
    const { body } = await graphql(`
      {
        plans {
          id
          name
          priceAed
          price
          ctaLabel
          popular
          note
          description
        }
      }
    `);
    expect(body.errors).toBeUndefined();
    expect(body.data.plans.map((plan: any) => [plan.id, plan.name, plan.priceAed, plan.price, plan.ctaLabel, plan.popular])).toEqual([
      ["basic", "Basic", 0, "AED 0", "Get Started for Free", false],
      ["premium", "Premium", 100, "AED 100", "Go Premium", true],
      ["featured", "Featured", 500, "AED 500", "Get Featured", false],
    ]);
    expect(body.data.plans[1].note).toBe("First 3 months FREE!");
  });

  it("serves the plans' pricing matrix", async () => {
    const rows = await featureRows("PRICING", ["basic", "premium", "featured"]);
    expect(rows["Limited Booking Management"]).toEqual([true, false, false]);
    expect(rows["Basic Analytics"]).toEqual([true, false, false]);
    for (const premium of [
      "Offer & Discount Placement",
      "Job Posting Unlimited",
      "Priority Support",
      "Full Booking Management",
      "Advanced Analytics",
    ]) {
      expect(rows[premium], premium).toEqual([false, true, true]);
    }
    expect(rows["Homepage Feature"]).toEqual([false, false, true]);
    expect(rows["Top Search Result Priority"]).toEqual([false, false, true]);
  });

  it("serves the subscription matrix, where 'Job Posting (1 active limit)' is in neither plan", async () => {
    const rows = await featureRows("SUBSCRIPTION", ["basic", "premium"]);
    expect(rows["Job Posting (1 active limit)"]).toEqual([false, false]);
    expect(rows["Basic Analytics"]).toEqual([true, false]);
    expect(rows["Priority Support"]).toEqual([false, true]);
    expect(Object.keys(rows)).toHaveLength(11);
  });

  it("refuses an unknown matrix before running anything", async () => {
    const { body } = await planFeatures("GOLD", []);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0].message).toMatch(/GOLD/);
  });
});

describe("reference data", () => {
  it("is the product's fixed vocabulary", async () => {
    const { body } = await graphql(`
      {
        referenceData {
          ...SearchOptions
          searchCategories {
            providerType
          }
          searchSentinels {
            allEmirates
            allCategories
            allServices
          }
          searchLimits {
            minRating
            maxRating
            ratingStep
            minPrice
            maxPrice
            priceStep
          }
          businessTypes
          jobTypes
          jobLocations
          productCategories
        }
      }
      ${print(SEARCH_OPTIONS_FRAGMENT)}
    `);
    expect(body.errors).toBeUndefined();
    const data = body.data.referenceData;
    expect(data.emirates.map((e: any) => e.slug)).toEqual([
      "abu-dhabi",
      "dubai",
      "sharjah",
      "ajman",
      "umm-al-quwain",
      "ras-al-khaimah",
      "fujairah",
    ]);
    expect(data.searchCategories).toEqual([
      { slug: "parlours", label: "Salons & Parlours", providerType: "Parlour" },
      { slug: "clinics", label: "Aesthetic & Derma Clinics", providerType: "Clinic" },
    ]);
    expect(data.searchServices).toEqual(["Haircut", "Manicure", "Pedicure", "Facial", "Botox", "Fillers", "Laser Hair Removal"]);
    expect(data.searchSentinels).toEqual({ allEmirates: "all-emirates", allCategories: "all-categories", allServices: "all-services" });
    expect(data.searchLimits).toEqual({ minRating: 0, maxRating: 5, ratingStep: 0.5, minPrice: 0, maxPrice: 5000, priceStep: 50 });
    expect(data.businessTypes).toEqual(["Salon / Parlour", "Aesthetic / Derma Clinic", "Spa", "Other"]);
    expect(data.jobTypes).toEqual(["Full-time", "Part-time", "Contract", "Internship", "Temporary"]);
    expect(data.jobLocations.at(-1)).toBe("Multiple Locations");
    expect(data.jobLocations).toHaveLength(8);
    expect(data.productCategories).toEqual([
      "Hair Care",
      "Skin Care",
      "Makeup",
      "Body Care",
      "Fragrance",
      "Tools & Accessories",
      "Men's Grooming",
      "Wellness",
    ]);
  });
});

/** The contact form posted as a browser without JavaScript posts it, from this site. */
const postContactForm = (fields: Record<string, string>) =>
  page("/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: ORIGIN, host: "127.0.0.1:8787", "content-type": "application/x-www-form-urlencoded" },
  });

describe("content pages", () => {
  it.each([
    ["/about", "About GlowUAE"],
    ["/parlours", "Salons &amp; Parlours"],
    ["/clinics", "Aesthetic &amp; Derma Clinics"],
    ["/offers", "Exclusive Offers"],
    ["/faq", "Frequently Asked Questions"],
    ["/contact", "Contact Us"],
    ["/privacy-policy", "Privacy Policy"],
    ["/for-business", "Grow your beauty business with GlowUAE"],
    ["/terms-for-business", "Terms and Conditions for Businesses"],
    ["/pricing", "Simple, transparent pricing"],
  ])("%s renders one h1, a title and a description", async (path, heading) => {
    const response = await page(path);
    const html = await bodyText(response, 200);
    expect(h1s(html)).toEqual([heading]);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    for (const img of html.match(/<img\b[^>]*>/g) ?? []) expect(img).toMatch(/\balt="[^"]+"/);
  });

  it("links the overview pages into search", async () => {
    const parlours = await (await page("/parlours")).text();
    expect(parlours).toMatch(/<a[^>]*href="\/search\?category=parlours"[^>]*>Search Parlours<\/a>/);
    expect(parlours).toContain('href="/provider/glamour-spot"');
    const clinics = await (await page("/clinics")).text();
    expect(clinics).toMatch(/<a[^>]*href="\/search\?category=clinics"[^>]*>Search Clinics<\/a>/);
    expect(clinics).toContain('href="/provider/aura-aesthetic"');
    expect(clinics).not.toContain('href="/provider/glamour-spot"');
  });

  it("shows the four offers with a 'View Offer' button each", async () => {
    const html = await (await page("/offers")).text();
    expect(html.match(/>View Offer<\/button>/g)).toHaveLength(4);
    expect(html).toContain("Tuesday Treat: 30% Off Facials");
  });

  it("renders the pricing cards, banner and matrix from GraphQL", async () => {
    const html = await (await page("/pricing")).text();
    expect(html).toContain("First 3 Months of Premium are FREE!");
    for (const cta of ["Get Started for Free", "Go Premium", "Get Featured"]) {
      expect(html).toMatch(new RegExp(`<a[^>]*href="/register"[^>]*>${cta}</a>`));
    }
    expectShows(html, ["AED 0", "AED 100", "AED 500"]);
    expectShows(html, ["Top Search Result Priority", "POPULAR"]);
  });

  it("links the FAQ to /contact and has six questions", async () => {
    const html = await (await page("/faq")).text();
    expect(html.match(/<details name="faq"/g)).toHaveLength(6);
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact Support<\/a>/);
  });

  it("links the business page to registration and a business enquiry", async () => {
    const html = await (await page("/for-business")).text();
    expectShows(html, ['href="/for-business/register"', 'href="/contact?subject=BusinessInquiry"']);
  });

  it("shows today's date in Dubai as 'Last updated', and the six sections", async () => {
    const html = await shownPage("/privacy-policy");
    const today = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Dubai" }).format(
      new Date(),
    );
    expect(html).toContain(`Last updated: ${today}`);
    expectShows(html, [
      "1. Collection of Your Information",
      "2. Use of Your Information",
      "3. Disclosure of Your Information",
      "4. Security of Your Information",
      "5. Policy for Children",
      "6. Contact Us",
    ]);
    expect(html).toContain("under the age of 13");
  });

  it("pre-fills the contact subject from ?subject=", async () => {
    const html = await shownPage("/contact?subject=BusinessInquiry");
    expect(html).toMatch(/<input[^>]*name="subject"[^>]*value="BusinessInquiry"/);
  });

  // Issue #33: the form was a placeholder ("… your message was not sent anywhere."); it now sends the message.
  it("sends a contact form post without JavaScript to the support address, and confirms it", async () => {
    const subject = `Hello ${crypto.randomUUID()}`;
    const response = await postContactForm({ name: "Aisha", email: "aisha@example.com", subject, message: "Hi there" });
    expectShows(await shownBody(response, 200), [
      "Message sent",
      "Thank you: your message is on its way to our support team. We will reply by email.",
    ]);
    await vi.waitFor(
      async () =>
        expect((await mailTo("support@glowuae.ae")).filter((mail) => mail.subject === `Contact form: ${subject}`)).toHaveLength(1),
      { timeout: 15_000, interval: 200 },
    );
    const [mail] = (await mailTo("support@glowuae.ae")).filter((message) => message.subject === `Contact form: ${subject}`);
    expect(mail!.text).toContain("From Aisha <aisha@example.com>, writing in English.");
    expect(mail!.text).toContain("Message: Hi there");
  });

  it("refuses an incomplete contact form with field errors and keeps what was typed", async () => {
    const response = await postContactForm({ name: "Aisha", email: "not-an-email", subject: "", message: "Hi" });
    const html = await shownBody(response, 400);
    expectShows(html, ["Please enter a valid email address.", "Please enter a subject."]);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Aisha"/);
    expect(html).not.toContain("Form submitted!");
  });
});
