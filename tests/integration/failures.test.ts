// Each of these breaks the database on purpose; storage is shared within a test file,
// so they live apart from the tests that need intact data.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const ORIGIN = "http://127.0.0.1:8787";
const page = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: { "user-agent": "Googlebot/2.1" } });

async function graphql(query: string) {
  const response = await SELF.fetch(`${ORIGIN}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: any; errors?: any[] };
}

describe("GraphQL errors", () => {
  it("masks unexpected errors: no internal detail reaches the client", async () => {
    await env.DB.exec("DROP TABLE reviews");
    const body = await graphql(`{ provider(id: "glamour-spot") { id reviews { id } } }`);
    expect(body.errors?.[0].message).toBe("Unexpected error.");
    expect(JSON.stringify(body)).not.toMatch(/SQLITE|D1_|no such table|stack/i);
  });
});

describe("when the data layer fails", () => {
  it("shows the 'Unexpected Application Error!' fallback with a 500, not a blank page", async () => {
    await env.DB.exec("DROP TABLE provider_images");
    const response = await page("/");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).not.toMatch(/no such table|D1_ERROR/);
  });
});
