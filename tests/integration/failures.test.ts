// Each of these breaks the database on purpose; storage is shared within a test file,
// so they live apart from the tests that need intact data.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { bodyText, page, postGraphQL } from "./http";

const graphql = async (query: string) => (await postGraphQL(query)).body;

describe("GraphQL errors", () => {
  it("masks unexpected errors: no internal detail reaches the client", async () => {
    await env.DB.exec("DROP TABLE reviews");
    const body = await graphql(`
      {
        provider(id: "glamour-spot") {
          id
          reviews {
            edges {
              node {
                id
              }
            }
          }
        }
      }
    `);
    expect(body.errors?.[0].message).toBe("Unexpected error.");
    expect(JSON.stringify(body)).not.toMatch(/SQLITE|D1_|no such table|stack/i);
  });
});

describe("when the data layer fails", () => {
  it("shows the 'Unexpected Application Error!' fallback with a 500, not a blank page", async () => {
    await env.DB.exec("DROP TABLE provider_images");
    const response = await page("/");
    const html = await bodyText(response, 500);
    expect(html).toContain("Unexpected Application Error!");
    expect(html).not.toMatch(/no such table|D1_ERROR/);
  });
});
