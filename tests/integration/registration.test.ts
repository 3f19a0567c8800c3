/**
 * registerBusiness in workerd: GraphQL multipart requests with a bearer token, the real pipeline
 * (Images binding, R2) and D1; and businessRegistration for its owner only.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PDF, PHOTO_JPEG, PNG } from "../fixtures/upload-files";
import { newClient, ORIGIN, postGraphQL, postMultipart, verifiedToken, withinOneRateWindow } from "./http";
import { REGISTRATION_DETAILS } from "../fixtures/registration";

const REGISTER = `mutation Register($input: RegisterBusinessInput!, $tradeLicense: File!, $logo: File) {
  registerBusiness(input: $input, tradeLicense: $tradeLicense, logo: $logo) {
    __typename
    ... on BusinessRegistrationSubmitted { logoNotice registration { id status businessName businessPhone logoUrl submittedAt } }
    ... on RegisterBusinessInvalid { message fieldErrors { field message } }
    ... on UploadFailed { bucket message }
    ... on NotSignedIn { message }
    ... on TooManyAttempts { message retryAfterSeconds }
  }
}`;
const READ = `query ($id: ID!) { businessRegistration(id: $id) { id status businessName } }`;

export const REGISTRATION_INPUT = REGISTRATION_DETAILS;

const signedUp = verifiedToken;

const register = (
  files: { tradeLicense?: File; logo?: File },
  {
    token,
    input = REGISTRATION_INPUT,
    client = newClient(),
  }: { token?: string; input?: Record<string, unknown>; client?: Record<string, string> } = {},
) => postMultipart(REGISTER, { input }, { tradeLicense: files.tradeLicense, logo: files.logo }, token, client);

const licence = () => new File([PDF.slice()], "Trade Licence.pdf", { type: "application/pdf" });

describe("registerBusiness", () => {
  it("refuses an anonymous caller, storing nothing", async () => {
    const before = (await env.UPLOADS.list()).objects.length;
    const { status, body } = await register({ tradeLicense: licence() });
    expect(status).toBe(200);
    expect(body.data.registerBusiness).toEqual({ __typename: "NotSignedIn", message: "Please sign in to register your business." });
    expect((await env.UPLOADS.list()).objects.length).toBe(before);
  });

  it("stores a signed-in owner's registration as Pending, with a private licence and a public WebP logo", async () => {
    const token = await signedUp();
    const { body } = await register({ tradeLicense: licence(), logo: new File([PHOTO_JPEG.slice()], "Logo.jpg") }, { token });
    const result = body.data.registerBusiness;
    expect(result).toMatchObject({
      __typename: "BusinessRegistrationSubmitted",
      logoNotice: null,
      registration: { status: "PENDING", businessName: "Desert Rose Spa", businessPhone: "+97141234567" },
    });
    const { id, logoUrl } = result.registration;
    expect(logoUrl).toMatch(new RegExp(`^${ORIGIN}/uploads/provider_documents/logos/\\d{16}_Logo\\.webp$`));

    const logo = await SELF.fetch(logoUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("Content-Type")).toBe("image/webp");
    expect(new TextDecoder("latin1").decode(await logo.arrayBuffer())).not.toMatch(/GlowPhone|Exif/);

    const row = await env.DB.prepare(
      "SELECT owner_id, trade_license_url, status, agreed_to_terms FROM provider_registrations WHERE id = ?1",
    )
      .bind(id)
      .first<{ owner_id: string; trade_license_url: string; status: string; agreed_to_terms: number }>();
    expect(row).toMatchObject({ status: "Pending", agreed_to_terms: 1 });
    expect(row!.trade_license_url).toMatch(/^provider_documents\/trade_licenses\/\d{16}_Trade-Licence\.pdf$/);
    expect(new Uint8Array(await (await env.UPLOADS.get(row!.trade_license_url))!.arrayBuffer())).toEqual(PDF);
    const privateLicence = await SELF.fetch(`${ORIGIN}/uploads/${row!.trade_license_url}`);
    expect(privateLicence.status).toBe(404);
    await privateLicence.arrayBuffer();

    // Its owner reads it back; another account and an anonymous caller get nothing.
    expect((await postGraphQL(READ, { id }, { Authorization: `Bearer ${token}` })).body.data.businessRegistration).toEqual({
      id,
      status: "PENDING",
      businessName: "Desert Rose Spa",
    });
    const stranger = await signedUp();
    expect((await postGraphQL(READ, { id }, { Authorization: `Bearer ${stranger}` })).body.data.businessRegistration).toBeNull();
    expect((await postGraphQL(READ, { id })).body.data.businessRegistration).toBeNull();
  });

  it("goes through without a logo when none is chosen", async () => {
    const token = await signedUp();
    const { body } = await register({ tradeLicense: licence() }, { token });
    expect(body.data.registerBusiness).toMatchObject({ __typename: "BusinessRegistrationSubmitted", registration: { logoUrl: null } });
  });

  it.each([
    [
      "a web page named .pdf",
      { tradeLicense: new File(["<!doctype html><script>alert(1)</script>"], "licence.pdf") },
      "tradeLicense",
      /web page/,
    ],
    ["a PNG named .pdf", { tradeLicense: new File([PNG.slice()], "licence.pdf") }, "tradeLicense", /disguised/],
    ["a double extension", { tradeLicense: new File([PDF.slice()], "licence.exe.pdf") }, "tradeLicense", /two extensions/],
    ["a truncated licence", { tradeLicense: new File([PDF.slice(0, 30)], "licence.pdf") }, "tradeLicense", /incomplete/],
    ["an SVG logo", { tradeLicense: licence(), logo: new File(["<svg onload='x()'/>"], "logo.png") }, "logo", /SVG drawing/],
    [
      "an over-size logo",
      { tradeLicense: licence(), logo: new File([new Uint8Array(2 * 1024 * 1024 + 10)], "logo.png") },
      "logo",
      /at most 2 MB/,
    ],
    ["an empty licence field", { tradeLicense: new File([], "") }, "tradeLicense", /choose your trade licence/],
  ] as const)("refuses %s with a field error and stores nothing", async (_name, files, field, message) => {
    const token = await signedUp();
    const before = (await env.UPLOADS.list()).objects.length;
    const { body } = await register(files, { token });
    expect(body.data.registerBusiness).toMatchObject({
      __typename: "RegisterBusinessInvalid",
      fieldErrors: [{ field, message: expect.stringMatching(message) }],
    });
    expect((await env.UPLOADS.list()).objects.length).toBe(before);
  });

  it("reports every typed field that is wrong, and stores nothing", async () => {
    const token = await signedUp();
    const { body } = await register(
      { tradeLicense: licence() },
      { token, input: { ...REGISTRATION_INPUT, emirate: "Muscat", shortDescription: "x".repeat(201), agreedToTerms: false } },
    );
    expect(body.data.registerBusiness.__typename).toBe("RegisterBusinessInvalid");
    expect(body.data.registerBusiness.fieldErrors.map((error: { field: string }) => error.field).sort()).toEqual([
      "agreedToTerms",
      "emirate",
      "shortDescription",
    ]);
  });
});

describe("registerBusiness limits", () => {
  const TOO_MANY = {
    __typename: "TooManyAttempts",
    message: "Too many registration attempts. Please try again in 1 minute.",
    retryAfterSeconds: 60,
  };
  const registrations = () =>
    env.DB.prepare("SELECT count(*) AS n FROM provider_registrations")
      .first<{ n: number }>()
      .then((row) => row!.n);

  it("answers 429 with Retry-After past 5 attempts a minute by one account, from any address; others go on", () =>
    withinOneRateWindow(async () => {
      const token = await signedUp();
      // Refused input counts too: probing costs attempts.
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const { body } = await register({ tradeLicense: new File([], "") }, { token });
        expect(body.data.registerBusiness.__typename, `attempt ${attempt}`).toBe("RegisterBusinessInvalid");
      }
      const before = await registrations();
      const refused = await register({ tradeLicense: licence() }, { token });
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBe("60");
      expect(refused.body.data.registerBusiness).toEqual(TOO_MANY);
      expect(await registrations()).toBe(before);

      const other = await register({ tradeLicense: licence() }, { token: await signedUp() });
      expect(other.body.data.registerBusiness.__typename).toBe("BusinessRegistrationSubmitted");
    }));

  it("answers 429 past 20 attempts a minute from one client address, whichever account; other addresses go on", () =>
    withinOneRateWindow(async () => {
      const client = newClient();
      const tokens = await Promise.all([1, 2, 3, 4, 5].map(() => signedUp()));
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const { body } = await register({ tradeLicense: new File([], "") }, { token: tokens[attempt % 4], client });
        expect(body.data.registerBusiness.__typename, `attempt ${attempt + 1}`).toBe("RegisterBusinessInvalid");
      }
      const refused = await register({ tradeLicense: licence() }, { token: tokens[4], client });
      expect(refused.status).toBe(429);
      expect(refused.body.data.registerBusiness).toEqual(TOO_MANY);
      const elsewhere = await register({ tradeLicense: licence() }, { token: tokens[4] });
      expect(elsewhere.body.data.registerBusiness.__typename).toBe("BusinessRegistrationSubmitted");
    }));

  it("does not count an anonymous caller against anyone", () =>
    withinOneRateWindow(async () => {
      const client = newClient();
      for (let attempt = 0; attempt < 21; attempt += 1) {
        expect((await register({ tradeLicense: licence() }, { client })).body.data.registerBusiness.__typename).toBe("NotSignedIn");
      }
      expect((await register({ tradeLicense: licence() }, { token: await signedUp(), client })).body.data.registerBusiness.__typename).toBe(
        "BusinessRegistrationSubmitted",
      );
    }));
});
