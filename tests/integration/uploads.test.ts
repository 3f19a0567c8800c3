/**
 * The upload pipeline in workerd: the real Cloudflare Images binding (Miniflare runs it with sharp),
 * R2, and the Worker's /uploads/ route; and the body limit in front of every request.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { storeUpload, type UploadOutcome } from "../../graphql/modules/uploads/pipeline";
import { englishOf } from "../../graphql/shared/messages";
import { MAX_REQUEST_BYTES, UPLOAD_PURPOSES, type UploadPurposeName } from "../../graphql/modules/uploads/rules";
import { createLocalBackend } from "../../workers/adapters/local";
import { blackPng, PDF, PHOTO_JPEG, PNG, WEBP } from "../fixtures/upload-files";
import { newClient, ORIGIN, postGraphQL, verifiedToken } from "./http";
import { REGISTRATION_DETAILS } from "../fixtures/registration";

/** An outcome with its refusal in the API's English (the server-side checks say codes). */
const inEnglish = (outcome: UploadOutcome) => (outcome.ok ? outcome : { ...outcome, message: englishOf(outcome.message) });

const backend = () => createLocalBackend(env, ORIGIN);
const file = (bytes: Uint8Array, name: string) => new File([bytes.slice()], name);
const contains = (haystack: Uint8Array, needle: string) => new TextDecoder("latin1").decode(haystack).includes(needle);

async function imageInfo(bytes: Uint8Array) {
  return (await env.IMAGES.info(new Response(bytes.slice()).body!)) as { format: string; width: number; height: number };
}

describe("public images", () => {
  it("are re-encoded as WebP without their metadata, scaled down, stored in R2 and served at their public URL", async () => {
    expect(contains(PHOTO_JPEG, "GlowPhone")).toBe(true); // the camera's EXIF, beside its GPS position
    const outcome = await storeUpload(backend(), "businessLogo", file(PHOTO_JPEG, "Shop Front (2).JPG"));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { key, url, contentType } = outcome.upload;
    expect(key).toMatch(/^provider_documents\/logos\/\d{16}_Shop-Front-2\.webp$/);
    expect(contentType).toBe("image/webp");
    expect(url).toBe(`${ORIGIN}/uploads/${key}`);

    const stored = await env.UPLOADS.get(key);
    expect(stored?.httpMetadata?.contentType).toBe("image/webp");

    const response = await SELF.fetch(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const served = new Uint8Array(await response.arrayBuffer());
    expect(contains(served.subarray(0, 12), "WEBP")).toBe(true);
    expect(contains(served, "GlowPhone")).toBe(false);
    expect(contains(served, "EXIF")).toBe(false);
    expect(contains(served, "Exif")).toBe(false);
    expect(await imageInfo(served)).toMatchObject({ format: "image/webp", width: 800, height: 600 });
  });

  it("keeps small images at their size, from PNG and WebP too", async () => {
    for (const [bytes, name] of [
      [PNG, "logo.png"],
      [WEBP, "logo.webp"],
    ] as const) {
      const outcome = await storeUpload(backend(), "productImage", file(bytes, name));
      expect(outcome).toMatchObject({ ok: true, upload: { contentType: "image/webp" } });
      if (!outcome.ok) continue;
      expect(outcome.upload.key).toMatch(/^product_images\/products\/\d{16}_logo\.webp$/);
      const stored = new Uint8Array(await (await env.UPLOADS.get(outcome.upload.key))!.arrayBuffer());
      expect(await imageInfo(stored)).toMatchObject({ width: 64, height: 48 });
    }
  });

  it("refuses a file that looks like an image but does not decode", async () => {
    // A JPEG's first and last markers around noise: right signature, right ending, no picture.
    const broken = new Uint8Array(4096).map((_, index) => (index * 7919) % 251);
    broken.set([0xff, 0xd8, 0xff, 0xe0], 0);
    broken.set([0xff, 0xd9], broken.length - 2);
    const outcome = await storeUpload(backend(), "businessLogo", file(broken, "logo.jpg"));
    expect(inEnglish(outcome)).toEqual({
      ok: false,
      reason: "refused",
      message: "The logo could not be read as an image: it may be damaged. Choose another file.",
    });
  });
});

describe("images larger than the pixel limit", () => {
  /** The local backend, counting what reaches the image service (the real Images binding). */
  function countingDecodes() {
    const real = backend();
    const counted = { backend: { ...real, images: { ...real.images } }, decodes: 0 };
    counted.backend.images.toWebp = (bytes, maxDimension) => {
      counted.decodes += 1;
      return real.images.toWebp(bytes, maxDimension);
    };
    return counted;
  }
  const TOO_LARGE = /is 12,000 × 12,000 pixels: images can be at most 40 megapixels and 12,000 pixels on a side/;

  it("are refused from the header for every purpose, nothing decoded and nothing stored", async () => {
    const huge = await blackPng(12_000, 12_000);
    expect(huge.length).toBeLessThan(1024 * 1024); // 144 megapixels in a small file
    const before = (await env.UPLOADS.list()).objects.length;
    const counted = countingDecodes();
    for (const purpose of Object.keys(UPLOAD_PURPOSES) as UploadPurposeName[]) {
      const outcome = await storeUpload(counted.backend, purpose, file(huge, "huge.png"));
      // A purpose that takes no images (a CV: PDF or DOCX, issue #33) refuses it by its name, before its bytes.
      const takesImages = (UPLOAD_PURPOSES[purpose].accepts as readonly string[]).includes("png");
      const message = takesImages ? expect.stringMatching(TOO_LARGE) : expect.stringMatching(/must be a PDF or DOCX file/);
      expect(inEnglish(outcome), purpose).toEqual({ ok: false, reason: "refused", message });
    }
    expect(counted.decodes).toBe(0);
    expect((await env.UPLOADS.list()).objects.length).toBe(before);
    // The same header over pixels that are noise: still the size's message, so the header decided, not a decoder.
    const noise = await blackPng(
      12_000,
      12_000,
      new Uint8Array(4096).map((_, index) => (index * 7919) % 251),
    );
    expect(inEnglish(await storeUpload(counted.backend, "productImage", file(noise, "huge.png")))).toMatchObject({
      message: expect.stringMatching(TOO_LARGE),
    });
    expect(counted.decodes).toBe(0);
  });

  it("within the limit are decoded as before", async () => {
    const counted = countingDecodes();
    const large = await blackPng(4000, 3000);
    expect(await storeUpload(counted.backend, "productImage", file(large, "large.png"))).toMatchObject({ ok: true });
    expect(counted.decodes).toBe(1);
  });
});

describe("trade licences", () => {
  it("are stored exactly as sent and never served by the public /uploads/ route", async () => {
    const outcome = await storeUpload(backend(), "tradeLicense", file(PDF, "Trade Licence 2026.pdf"));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.upload).toMatchObject({ url: null, contentType: "application/pdf", size: PDF.byteLength });
    expect(outcome.upload.key).toMatch(/^provider_documents\/trade_licenses\/\d{16}_Trade-Licence-2026\.pdf$/);
    const stored = await env.UPLOADS.get(outcome.upload.key);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PDF);

    for (const path of [
      `/uploads/${outcome.upload.key}`,
      `/uploads/${encodeURIComponent(outcome.upload.key)}`,
      `/uploads/provider_documents/logos/../trade_licenses/${outcome.upload.key.split("/").at(-1)}`,
      `/uploads/provider_documents/logos/..%2Ftrade_licenses%2F${outcome.upload.key.split("/").at(-1)}`,
    ]) {
      const response = await SELF.fetch(`${ORIGIN}${path}`);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
  });
});

describe("refusals", () => {
  it.each([
    [
      "a web page named .pdf",
      new TextEncoder().encode("<!doctype html><script>alert(1)</script>"),
      "licence.pdf",
      "tradeLicense",
      /this one is a web page/,
    ],
    ["a PNG named .pdf", PNG, "licence.pdf", "tradeLicense", /named \.pdf but it is a PNG image/],
    ["an SVG logo", new TextEncoder().encode("<svg onload='alert(1)'/>"), "logo.png", "businessLogo", /this one is an SVG drawing/],
    ["a zip", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), "licence.pdf", "tradeLicense", /this one is an archive/],
    ["a program", new Uint8Array([0x4d, 0x5a, 0x90, 0, 3]), "logo.png", "businessLogo", /this one is a program/],
    ["a truncated PDF", PDF.slice(0, 40), "licence.pdf", "tradeLicense", /incomplete/],
    ["a double extension", PDF, "licence.exe.pdf", "tradeLicense", /two extensions/],
    ["a PDF as a logo", PDF, "logo.pdf", "businessLogo", /must be a JPG, PNG or WebP file/],
  ] as const)("refuses %s without storing anything", async (_name, bytes, name, purpose, message) => {
    const before = (await env.UPLOADS.list()).objects.length;
    const outcome = await storeUpload(backend(), purpose, file(bytes, name));
    expect(inEnglish(outcome)).toMatchObject({ ok: false, reason: "refused", message: expect.stringMatching(message) });
    expect((await env.UPLOADS.list()).objects.length).toBe(before);
  });

  it("refuses an over-size logo from its declared size", async () => {
    const outcome = await storeUpload(backend(), "businessLogo", file(new Uint8Array(2 * 1024 * 1024 + 1), "logo.png"));
    expect(outcome).toMatchObject({ ok: false, message: "Logo files can be at most 2 MB; this one is just over 2 MB." });
  });
});

/**
 * A GraphQL multipart request whose file part (mapped to `variables.tradeLicense`) is sent with the
 * Content-Disposition given, as a hand-written client might send it: the runtime reads such a part as
 * text, not as a file.
 */
async function registerWithPart(disposition: string, content: string) {
  const boundary = "----glow-test-boundary";
  const query = `mutation ($input: RegisterBusinessInput!, $tradeLicense: File!) {
    registerBusiness(input: $input, tradeLicense: $tradeLicense) { __typename ... on RegisterBusinessInvalid { fieldErrors { field message } } }
  }`;
  const part = (headers: string[], body: string) => [`--${boundary}`, ...headers, "", body];
  const body = [
    ...part(
      ['Content-Disposition: form-data; name="operations"'],
      JSON.stringify({ query, variables: { input: REGISTRATION_DETAILS, tradeLicense: null } }),
    ),
    ...part(['Content-Disposition: form-data; name="map"'], JSON.stringify({ 0: ["variables.tradeLicense"] })),
    ...part([disposition, "Content-Type: application/pdf"], content),
    `--${boundary}--`,
    "",
  ].join("\r\n");
  const response = await SELF.fetch(`${ORIGIN}/graphql`, {
    method: "POST",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "x-graphql-yoga-csrf": "1",
      Authorization: `Bearer ${await verifiedToken()}`,
      ...newClient(),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: unknown[] } };
}

describe("a file part sent without a file name", () => {
  it.each([
    ["an empty filename", 'Content-Disposition: form-data; name="0"; filename=""'],
    ["no filename", 'Content-Disposition: form-data; name="0"'],
    ["only an RFC 5987 filename*", "Content-Disposition: form-data; name=\"0\"; filename*=UTF-8''licence.pdf"],
  ])("with %s gets the field's own error, never an unexpected one", async (_name, disposition) => {
    const sent = await registerWithPart(disposition, "%PDF-1.4 a licence");
    expect(sent.status).toBe(200);
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data.registerBusiness).toEqual({
      __typename: "RegisterBusinessInvalid",
      fieldErrors: [
        { field: "tradeLicense", message: "The trade licence must be a PDF, JPG or PNG file (a name ending in .pdf, .jpg, .jpeg, .png)." },
      ],
    });
    // Nothing in it: no file chosen, the field's own 'required' message.
    const empty = await registerWithPart(disposition, "");
    expect(empty.body.data.registerBusiness.fieldErrors).toEqual([
      { field: "tradeLicense", message: "Please choose your trade licence (PDF, JPG or PNG)." },
    ]);
  });
});

describe("a File variable that is not a file", () => {
  const query = `mutation ($input: RegisterBusinessInput!, $tradeLicense: File!) {
    registerBusiness(input: $input, tradeLicense: $tradeLicense) { __typename ... on RegisterBusinessInvalid { fieldErrors { field message } } }
  }`;
  const send = async (tradeLicense: unknown) =>
    postGraphQL(query, { input: REGISTRATION_DETAILS, tradeLicense }, { Authorization: `Bearer ${await verifiedToken()}`, ...newClient() });

  it("is a nameless file when it is text, so the field answers; anything else is refused before the resolver with 400", async () => {
    const text = await send("%PDF-1.4");
    expect(text.body.data.registerBusiness.fieldErrors).toEqual([
      { field: "tradeLicense", message: expect.stringMatching(/^The trade licence must be a PDF, JPG or PNG file/) },
    ]);
    for (const value of [5, { name: "licence.pdf", size: 10 }, [1, 2]]) {
      const refused = await send(value);
      expect(refused.status, JSON.stringify(value)).toBe(400);
      expect(refused.body.errors?.[0]?.message).toMatch(/A File variable takes a file/);
    }
  });
});

describe("request bodies over the limit", () => {
  const thirtyMegabytes = () => new Uint8Array(30 * 1024 * 1024);

  it("are refused with 413 before they are read, on /graphql and on pages", async () => {
    for (const path of ["/graphql", "/for-business/register", "/login"]) {
      const response = await SELF.fetch(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "multipart/form-data; boundary=x", "x-graphql-yoga-csrf": "1" },
        body: thirtyMegabytes(),
      });
      expect(response.status, path).toBe(413);
      expect(await response.text()).toMatch(/larger than 12\.5 MB/);
    }
  });

  it("are cut off at the limit when they declare no length", async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 30) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await SELF.fetch(`${ORIGIN}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "x-graphql-yoga-csrf": "1" },
      body,
    });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(30);
    expect(MAX_REQUEST_BYTES).toBeLessThan(30 * 1024 * 1024);
  });
});
