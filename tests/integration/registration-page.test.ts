/**
 * /for-business/register without JavaScript: a multipart form post to the page's own action,
 * which runs registerBusiness in-process; and the JSON route the enhanced form posts to.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PDF, PHOTO_JPEG } from "../fixtures/upload-files";
import { REGISTRATION_DETAILS } from "../fixtures/registration";
import { CookieJar, expectShows, postMultipartForm, shown, shownBody, shownVisit, signedInJar, withinOneRateWindow } from "./http";

// As the browser posts them: the checkbox is "on"; the description has a character to escape.
const FIELDS = { ...REGISTRATION_DETAILS, shortDescription: "A calm day spa with massages & facials.", agreedToTerms: "on" };

/** The form as a browser without JavaScript posts it. */
const postForm = (
  jar: CookieJar,
  fields: Record<string, string>,
  files: { tradeLicense?: File; logo?: File },
  path = "/for-business/register",
) => postMultipartForm(jar, path, fields, { tradeLicense: files.tradeLicense, logo: files.logo });

const licence = () => new File([PDF.slice()], "licence.pdf", { type: "application/pdf" });

describe("the registration page", () => {
  it("shows the form with its labels and the terms link to a signed-in account", async () => {
    const html = await shownVisit(await signedInJar(), "/for-business/register");
    for (const label of [
      "Business Name",
      "Business Type",
      "Full Address",
      "Emirate",
      "Contact Person Name",
      "Business Email",
      "Business Phone",
      "Short Description",
      "Trade License",
      "Business Logo (optional)",
    ]) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expectShows(html, [
      'href="/terms-for-business"',
      'accept=".pdf,application/pdf,.jpg,.jpeg,image/jpeg,.png,image/png"',
      "Submit Registration",
    ]);
  });

  it("registers without JavaScript: redirect to /for-business with the success toast", async () => {
    const jar = await signedInJar();
    const response = await postForm(jar, FIELDS, { tradeLicense: licence(), logo: new File([PHOTO_JPEG.slice()], "logo.jpg") });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/for-business");
    const landing = await shownVisit(jar, "/for-business");
    expectShows(landing, ["Registration Submitted!", "Your business registration has been received. We will review it shortly."]);
    const row = await env.DB.prepare(
      "SELECT business_name, logo_url FROM provider_registrations WHERE business_email = ?1 ORDER BY created_at DESC",
    )
      .bind("layla@desertrose.ae")
      .first<{ business_name: string; logo_url: string }>();
    expect(row?.business_name).toBe("Desert Rose Spa");
    expect(row?.logo_url).toMatch(/\/uploads\/provider_documents\/logos\/\d{16}_logo\.webp$/);
  });

  it("refuses a disguised licence, refilling every typed field and asking for the files again", async () => {
    const jar = await signedInJar();
    const before = await env.DB.prepare("SELECT count(*) AS n FROM provider_registrations").first<{ n: number }>();
    const response = await postForm(jar, FIELDS, {
      tradeLicense: new File(["<html><script>alert(1)</script></html>"], "licence.pdf"),
      logo: new File([PHOTO_JPEG.slice()], "logo.jpg"),
    });
    const html = await shownBody(response, 400);
    expectShows(html, [
      "The trade licence must be a PDF, JPG or PNG file; this one is a web page.",
      'value="Desert Rose Spa"',
      'value="Villa 3, Al Wasl Road, Jumeirah"',
      'value="layla@desertrose.ae"',
      'value="04 123 4567"',
      "A calm day spa with massages &amp; facials.</textarea>",
    ]);
    expect(html).toMatch(/<option value="Spa" selected="">/);
    expect(html).toMatch(/<option value="Dubai" selected="">/);
    expect(html).toMatch(/id="agreedToTerms"[^>]*checked=""/);
    expectShows(html, ["Please choose your trade licence again", "Please choose your logo again"]);
    expect(html).toMatch(/aria-invalid="true"[^>]*name="tradeLicense"|name="tradeLicense"[^>]*aria-invalid="true"/);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM provider_registrations").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("shows the terms toast when the box is not ticked", async () => {
    const jar = await signedInJar();
    const { agreedToTerms: _unticked, ...fields } = FIELDS;
    const response = await postForm(jar, fields, { tradeLicense: licence() });
    const html = await shownBody(response, 400);
    expectShows(html, ["Terms and Conditions", "You must agree to the terms and conditions.", 'value="Desert Rose Spa"']);
  });

  it("answers the enhanced form as JSON at /for-business/register/submit", async () => {
    const jar = await signedInJar();
    const refused = await postForm(jar, { ...FIELDS, emirate: "" }, { tradeLicense: licence() }, "/for-business/register/submit");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      kind: "refused",
      fieldErrors: { emirate: "Please choose the emirate." },
      values: { businessName: "Desert Rose Spa" },
    });
    const accepted = await postForm(jar, FIELDS, { tradeLicense: licence() }, "/for-business/register/submit");
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ kind: "submitted", redirectTo: "/for-business", logoNotice: null });
    const anonymous = await postForm(new CookieJar(), FIELDS, { tradeLicense: licence() }, "/for-business/register/submit");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ kind: "signed_out", redirectTo: "/login?redirectTo=%2Ffor-business%2Fregister" });
  });

  it("past 5 attempts a minute says when to try again, with everything typed kept", () =>
    withinOneRateWindow(async () => {
      const jar = await signedInJar();
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await postForm(jar, { ...FIELDS, emirate: "" }, {})).status).toBe(400);
      const response = await postForm(jar, FIELDS, { tradeLicense: licence() });
      expect(response.status).toBe(429);
      expect(response.headers.get("Retry-After")).toBe("60");
      const html = shown(await response.text());
      expectShows(html, [
        "Registration Failed",
        "Too many registration attempts. Please try again in 1 minute.",
        'value="Desert Rose Spa"',
        "Please choose your trade licence again",
      ]);
    }));
});

describe("a clinic's licence on the registration page (issue #37)", () => {
  const clinic = { ...FIELDS, businessName: "Licensed Glow", businessType: "Aesthetic / Derma Clinic", emirate: "Sharjah" };

  it("refuses a number in another authority's format without JavaScript, keeping what was typed", async () => {
    const jar = await signedInJar();
    const response = await postForm(
      jar,
      { ...clinic, healthLicenceNumber: "DHA-F-0047281", healthLicenceExpiresOn: "2027-09-30" },
      {
        tradeLicense: licence(),
      },
    );
    expect(response.status).toBe(400);
    const page = shown(await response.text());
    expect(page).toContain("Please enter the MOHAP licence number as it is printed on the licence, e.g. MOH-F-102938.");
    expect(page).toMatch(/name="healthLicenceNumber"[^>]*value="DHA-F-0047281"/);
  });

  it("stores a valid licence with the registration", async () => {
    const jar = await signedInJar();
    const response = await postForm(
      jar,
      { ...clinic, healthLicenceNumber: "MOH-F-102938", healthLicenceExpiresOn: "2027-09-30", healthAuthority: "" },
      { tradeLicense: licence() },
    );
    expect(response.status).toBe(302);
    const row = await env.DB.prepare(
      "SELECT health_authority, health_licence_number, health_licence_expires_on FROM provider_registrations WHERE business_name = 'Licensed Glow'",
    ).first();
    expect(row).toEqual({ health_authority: "MOHAP", health_licence_number: "MOH-F-102938", health_licence_expires_on: "2027-09-30" });
  });
});
