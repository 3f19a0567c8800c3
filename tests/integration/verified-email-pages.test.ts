/**
 * The three forms the API accepts only from a verified address (issue 31): an unverified account sees the
 * notice with 'Send the link again' instead of a form that can only fail, and a post made anyway (without
 * JavaScript) is answered with why, storing nothing; in Arabic under /ar. Once the emailed link is opened,
 * the same account sees the form.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../graphql/shared/messages";
import { PDF, PHOTO_JPEG } from "../fixtures/upload-files";
import { REGISTRATION_DETAILS } from "../fixtures/registration";
import { expectHides, expectShows, postMultipartForm, shownBody, shownVisit, signedInJar, verifyEmailOf } from "./http";

const NOTICE = [
  "Verify your email address",
  "until then you cannot register a business, post a job or add a product.",
  "Send the link again",
];
const ARABIC_NOTICE = ["تأكيد بريدك الإلكتروني", "إرسال الرابط مرة أخرى"];

const FORMS = [
  {
    path: "/for-business/register",
    fields: { ...REGISTRATION_DETAILS, agreedToTerms: "on" },
    files: () => ({ tradeLicense: new File([PDF.slice()], "licence.pdf") }),
    title: "Registration Failed",
    stored: "SELECT COUNT(*) AS n FROM provider_registrations WHERE owner_id = (SELECT id FROM accounts WHERE email = ?1)",
  },
  {
    path: "/careers/post",
    fields: {
      title: "Nail Technician",
      companyName: "Desert Bloom",
      location: "Dubai",
      jobType: "Full-time",
      description: "Join us.",
      requirements: "Two years",
      confirmAccuracy: "on",
    },
    files: () => ({ logo: undefined }),
    title: "Job Posting Failed",
    stored: "SELECT COUNT(*) AS n FROM jobs WHERE owner_id = (SELECT id FROM accounts WHERE email = ?1)",
  },
  {
    path: "/shop/add-product",
    // Products are sold by a listing's owner: this account owns one (the notice comes first all the same).
    listing: "nails-n-more",
    fields: { name: "Rose Toner", brand: "Bloom", category: "Wellness", price: "55", stock: "3", description: "Gentle." },
    files: () => ({ image: new File([PHOTO_JPEG.slice()], "toner.jpg") }),
    title: "Failed to Add Product",
    stored: "SELECT COUNT(*) AS n FROM products WHERE owner_id = (SELECT id FROM accounts WHERE email = ?1)",
  },
] as const;

let serial = 0;
const newEmail = () => `unverified-${Date.now()}-${(serial += 1)}@example.com`;

describe("a verified address before the owners' forms", () => {
  it.each(FORMS)("$path shows an unverified account the notice, refuses its post, then shows the verified one the form", async (form) => {
    const email = newEmail();
    const jar = await signedInJar(email, { verified: false });
    if ("listing" in form) {
      await env.DB.prepare("UPDATE providers SET owner_id = (SELECT id FROM accounts WHERE email = ?1) WHERE id = ?2")
        .bind(email, form.listing)
        .run();
    }
    const before = await shownVisit(jar, form.path);
    expectShows(before, [...NOTICE, email, 'action="/verify-email"', `name="returnTo" value="${form.path}"`]);
    expect(before).not.toMatch(/enctype="multipart\/form-data"/i);

    const refused = await shownBody(await postMultipartForm(jar, form.path, form.fields, form.files()), 403);
    expectShows(refused, [form.title, MESSAGES.AUTH_EMAIL_NOT_VERIFIED, ...NOTICE]);
    expect(await env.DB.prepare(form.stored).bind(email).first<number>("n")).toBe(0);

    await verifyEmailOf(email);
    const after = await shownVisit(jar, form.path);
    expect(after).toMatch(/enctype="multipart\/form-data"/i);
    expectHides(after, NOTICE);
  });

  it("says so in Arabic under /ar", async () => {
    const jar = await signedInJar(newEmail(), { verified: false });
    for (const form of FORMS) {
      const html = await shownVisit(jar, `/ar${form.path}`);
      expectShows(html, ARABIC_NOTICE);
      expectHides(html, NOTICE);
    }
    const refused = await shownBody(await postMultipartForm(jar, `/ar${FORMS[1].path}`, FORMS[1].fields, FORMS[1].files()), 403);
    expectShows(refused, ["يُرجى تأكيد بريدك الإلكتروني أولًا"]);
  });
});
