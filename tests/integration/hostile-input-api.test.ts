// Hostile input against the Worker's non-page responses, in workerd: GraphQL syntax errors (issue #9
// item 7), upload keys (item 9), CORS, and the security headers every response carries; GraphQL's
// name suggestions and request body limits (issue #27, item 5).
import { SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";

import { REGISTRATION_DETAILS } from "../fixtures/registration";
import { PDF } from "../fixtures/upload-files";
import { bodyText, ORIGIN, postGraphQL, postMultipart, signedUpToken } from "./http";

const REGISTER = `mutation ($input: RegisterBusinessInput!, $tradeLicense: File!) {
  registerBusiness(input: $input, tradeLicense: $tradeLicense) { __typename }
}`;

const postRaw = (body: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

describe("GraphQL syntax errors", () => {
  it.each([
    "{",
    "}",
    "{ providers { ",
    "query {",
    "query Q($a: ) { today }",
    "{ today } }",
    '{ "unterminated }',
    '{ today(arg: "\\u12") }',
    "\u0000",
    "{ today @ }",
    "fragment on on on",
    "mutation { signUp(input: {email: }) }",
    "{ today" + " {".repeat(50),
    "#",
    "   ",
  ])("%j answers 400 with the GraphQL error, never a 500", async (query) => {
    const response = await postRaw(JSON.stringify({ query }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toMatch(/^Syntax Error|^Must provide/);
  });

  it.each([
    "{",
    "not json",
    '{"query": 42}',
    '{"query": "{ today }", "variables": "x"}',
    '{"query": "{ today }", "operationName": 7}',
    '{"query": "{ today }", "extensions": []}',
    "[]",
    "null",
  ])("a malformed request body %j answers 400", async (body) => {
    expect((await postRaw(body)).status).toBe(400);
  });
});

describe("GraphQL names near a wrong one", () => {
  // graphql-js adds "Did you mean …?" to each of these; nobody is told the names (decision 035).
  const WRONG_NAMES: [string, string, Record<string, unknown>, RegExp][] = [
    ["a field", "{ providers(first: 1) { edges { node { nam } } } }", {}, /^Cannot query field "nam" on type "Provider"\.$/],
    ["an argument", '{ provider(idd: "glamour-spot") { id } }', {}, /^Unknown argument "idd" on field "Query\.provider"\.$/],
    ["a type", "{ ... on Quer { today } }", {}, /^Unknown type "Quer"\.$/],
    [
      "an input field",
      '{ products(filter: { categry: "Hair Care" }) { totalCount } }',
      {},
      /^Field "categry" is not defined by type "ProductFilter"\.$/,
    ],
    ["an enum value", "{ products(sort: PRICE_AS) { totalCount } }", {}, /^Value "PRICE_AS" does not exist in "ProductSort" enum\.$/],
    [
      "a variable's enum value",
      "query ($sort: ProductSort) { products(sort: $sort) { totalCount } }",
      { sort: "PRICE_AS" },
      /"PRICE_AS" does not exist in "ProductSort" enum\.$/,
    ],
    [
      "a variable's input field",
      "query ($f: ProductFilter) { products(filter: $f) { totalCount } }",
      { f: { categry: "x" } },
      /Field "categry" is not defined by type "ProductFilter"\.$/,
    ],
  ];

  it.each(WRONG_NAMES)("%s: refused without a suggestion, signed out or signed in", async (_, query, variables, message) => {
    for (const headers of [{}, { Authorization: `Bearer ${await signedUpToken()}` }] as Record<string, string>[]) {
      const { status, body } = await postGraphQL(query, variables, headers);
      expect(status).toBe(400);
      expect(body.errors![0].message).toMatch(message);
      expect(JSON.stringify(body)).not.toMatch(/Did you mean/);
    }
  });
});

describe("GraphQL request bodies", () => {
  const comments = (bytes: number) => `#${"x".repeat(bytes)}\n`;

  it("a comment-only document of 11 MB is refused with 413 before it is read", async () => {
    const response = await postRaw(JSON.stringify({ query: comments(11 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe("REQUEST_ENTITY_TOO_LARGE");
    expect(body.errors[0]!.message).toMatch(/^This GraphQL request is larger than 256 KB, the most a request without files may be\./);
  });

  it("a body that declares no length is answered 413 as soon as it passes the limit, never read to its end", async () => {
    const chunk = new TextEncoder().encode(comments(64 * 1024));
    let sent = 0;
    // Opens a JSON document, then sends comments forever.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"query":"'));
      },
      pull(controller) {
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await SELF.fetch(`${ORIGIN}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(64);
  });

  it("any other body without files has the same limit", async () => {
    const response = await SELF.fetch(`${ORIGIN}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/graphql", "x-graphql-yoga-csrf": "1" },
      body: `${comments(300 * 1024)}{ today }`,
    });
    expect(response.status).toBe(413);
  });

  it("a document within the limit, comments and all, is answered", async () => {
    const response = await postRaw(JSON.stringify({ query: `${comments(200 * 1024)}{ today }` }));
    expect(response.status).toBe(200);
  });

  it("a multipart request keeps the uploads' limits, and its document the same limit as JSON", async () => {
    const licence = new File([PDF.slice(), new Uint8Array(1024 * 1024)], "licence.pdf", { type: "application/pdf" });
    const upload = await postMultipart(REGISTER, { input: REGISTRATION_DETAILS }, { tradeLicense: licence });
    expect(upload.status).toBe(200);
    expect(upload.body.data.registerBusiness.__typename).toBe("NotSignedIn");

    const padded = await postMultipart(`${comments(1024 * 1024)}${REGISTER}`, { input: REGISTRATION_DETAILS }, { tradeLicense: licence });
    expect(padded.status).toBe(413);
    expect(padded.body.errors![0].extensions.code).toBe("REQUEST_ENTITY_TOO_LARGE");
  });
});

describe("uploads", () => {
  it.each([
    ["a 1,100-character key", "/uploads/product_images/" + "a".repeat(1100)],
    ["a key of 1,200 UTF-8 bytes", "/uploads/product_images/" + "%C3%A9".repeat(600)],
    ["600 folders deep", "/uploads/product_images/" + "a/".repeat(600)],
    ["a 5,000-character logo key", "/uploads/provider_documents/logos/" + "x".repeat(5000)],
    ["an empty folder name", "/uploads/product_images//x.webp"],
    ["NUL", "/uploads/product_images/%00"],
    ["a line break", "/uploads/product_images/a%0Ab"],
    ["broken percent-encoding", "/uploads/product_images/%E0%A4%A"],
    ["an encoded climb to the licences", "/uploads/product_images/..%2F..%2Fprovider_documents/licenses/x"],
    ["a private licence", "/uploads/provider_documents/licenses/x.pdf"],
    ["no key", "/uploads/"],
  ])("%s answers 404", async (_, path) => {
    const response = await SELF.fetch(`${ORIGIN}${path}`);
    expect(response.status).toBe(404);
  });
});

describe("CORS on /graphql", () => {
  it("lets any site call the API without credentials, and never echoes an Origin with credentials", async () => {
    const preflight = await SELF.fetch(`${ORIGIN}/graphql`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://partner.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, authorization",
      },
    });
    expect(preflight.status).toBeLessThan(300);
    // Any origin may call (Yoga names it rather than '*'), but never with credentials.
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("https://partner.example");
    expect(preflight.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toMatch(/POST/);
    expect(preflight.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toMatch(/authorization/);

    const response = await postRaw(JSON.stringify({ query: "{ today }" }), { Origin: "https://evil.example" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("https://evil.example");
    expect(response.headers.get("Access-Control-Allow-Credentials")).toBeNull();
  });
});

describe("security headers on every response the Worker sends", () => {
  const REQUESTS: [string, () => Promise<Response>][] = [
    ["a page", () => SELF.fetch(`${ORIGIN}/`)],
    ["a 404 page", () => SELF.fetch(`${ORIGIN}/no-such-page`)],
    ["a GraphQL answer", () => postRaw(JSON.stringify({ query: "{ today }" }))],
    ["a GraphQL syntax error", () => postRaw(JSON.stringify({ query: "{" }))],
    ["a GraphQL CSRF refusal", () => SELF.fetch(`${ORIGIN}/graphql?query=%7Btoday%7D`)],
    ["a GraphQL 405", () => SELF.fetch(`${ORIGIN}/graphql`, { method: "PUT", body: "{}" })],
    [
      "a CORS preflight",
      () =>
        SELF.fetch(`${ORIGIN}/graphql`, {
          method: "OPTIONS",
          headers: { Origin: "https://a.example", "Access-Control-Request-Method": "POST" },
        }),
    ],
    [
      "a cross-site form refusal",
      () => SELF.fetch(`${ORIGIN}/login`, { method: "POST", headers: { Origin: "https://evil.example" }, body: "a=b" }),
    ],
    ["an upload 404", () => SELF.fetch(`${ORIGIN}/uploads/product_images/missing.webp`)],
    ["an over-long upload key", () => SELF.fetch(`${ORIGIN}/uploads/product_images/${"a".repeat(1100)}`)],
    [
      "a 413",
      () => SELF.fetch(`${ORIGIN}/contact`, { method: "POST", headers: { Origin: ORIGIN, "Content-Length": "99999999" }, body: "a" }),
    ],
    [
      "a page 405",
      () => SELF.fetch(`${ORIGIN}/about`, { method: "PUT", headers: { Origin: ORIGIN, Host: "127.0.0.1:8787" }, body: "a=b" }),
    ],
  ];

  it.each(REQUESTS)("%s", async (_, send) => {
    const response = await send();
    expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    const csp = response.headers.get("Content-Security-Policy")!;
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/base-uri 'none'/);
    expect(csp).not.toMatch(/unsafe-inline/);
  });
});

describe("pages under the content security policy", () => {
  it.each(["/", "/search", "/search/dubai", "/provider/glamour-spot", "/login", "/register", "/contact", "/pricing"])(
    "%s has no style attribute and no style element without the nonce (style-src has no 'unsafe-inline')",
    async (path) => {
      const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { "user-agent": "Googlebot/2.1" } });
      const html = await bodyText(response, 200);
      expect(html).not.toMatch(/<[a-z][^>]*\sstyle=/i);
      expect(html).not.toMatch(/<style(?![^>]*\snonce=)/i);
    },
  );
});

describe("logging", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a 405 as a warning with its method and path, not as an error", async () => {
    const error = vi.spyOn(console, "error");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await SELF.fetch(`${ORIGIN}/about`, {
      method: "PUT",
      headers: { Origin: ORIGIN, Host: "127.0.0.1:8787" },
      body: "a=b",
    });
    expect(response.status).toBe(405);
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("405 Method Not Allowed: PUT /about");
  });
});
