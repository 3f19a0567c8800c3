import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { print } from "graphql";
import { PROVIDER_CARD_FRAGMENT } from "../../app/components/provider-card.fragment";
import { PROVIDER_LISTING_FRAGMENT } from "../../app/lib/listings/provider-listing.fragment";
import { dailySlotLabels, openingHoursText } from "../../graphql/modules/availability/slots";
import { ORIGIN, postGraphQL as graphql } from "./http";

const PROVIDER_IDS = ["glamour-spot", "aura-aesthetic", "barbers-hub", "skin-revive-clinic", "nails-n-more", "elite-gents-salon"];

describe("GraphQL over HTTP", () => {
  it("lists the seeded providers as a cursor connection, page by page", async () => {
    const first = await graphql(`
      query {
        providers(first: 4) {
          totalCount
          edges {
            cursor
            node {
              id
              name
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    `);
    expect(first.status).toBe(200);
    const page1 = first.body.data.providers;
    expect(page1.totalCount).toBe(6);
    expect(page1.edges).toHaveLength(4);
    expect(page1.pageInfo.hasNextPage).toBe(true);

    const second = await graphql(
      `
        query Next($after: String) {
          providers(first: 4, after: $after) {
            edges {
              node {
                id
                name
              }
            }
            pageInfo {
              hasNextPage
              endCursor
            }
          }
        }
      `,
      { after: page1.pageInfo.endCursor },
    );
    const page2 = second.body.data.providers;
    expect(page2.edges).toHaveLength(2);
    expect(page2.pageInfo.hasNextPage).toBe(false);

    const all = [...page1.edges, ...page2.edges].map((edge: any) => edge.node);
    expect(all.map((p: any) => p.id).sort()).toEqual([...PROVIDER_IDS].sort());
    const names = all.map((p: any) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("answers `first: 0` on every list with no items, and a Relay PageInfo (start cursor, previous page)", async () => {
    const lists = ["providers", "jobs", "products", "search"];
    const { body } = await graphql(
      `{ ${lists.map((list) => `${list}: ${list}(first: 0) { totalCount edges { cursor } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } }`).join(" ")} }`,
    );
    for (const list of lists) {
      expect(body.data[list].edges, list).toEqual([]);
      expect(body.data[list].totalCount, list).toBeGreaterThan(0);
      expect(body.data[list].pageInfo, list).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null });
    }

    const one = (
      await graphql(`
        {
          providers(first: 2) {
            edges {
              cursor
            }
            pageInfo {
              hasPreviousPage
              startCursor
              endCursor
            }
          }
        }
      `)
    ).body.data.providers;
    expect(one.pageInfo).toEqual({ hasPreviousPage: false, startCursor: one.edges[0].cursor, endCursor: one.edges[1].cursor });
    const two = (
      await graphql(
        `
          query Next($after: String) {
            providers(first: 2, after: $after) {
              edges {
                cursor
              }
              pageInfo {
                hasPreviousPage
                startCursor
              }
            }
          }
        `,
        {
          after: one.pageInfo.endCursor,
        },
      )
    ).body.data.providers;
    expect(two.pageInfo).toEqual({ hasPreviousPage: true, startCursor: two.edges[0].cursor });
  });

  it("filters providers by type and emirate", async () => {
    const providers = async (filter: string, fields: string) =>
      (await graphql(`{ providers(filter: ${filter}) { totalCount edges { node { ${fields} } } } }`)).body.data.providers;
    const clinics = await providers("{ type: CLINIC }", "id type");
    expect(clinics.totalCount).toBe(2);
    expect(clinics.edges.every((e: any) => e.node.type === "Clinic")).toBe(true);

    const dubai = await providers("{ emirate: DUBAI }", "emirate");
    expect(dubai.totalCount).toBeGreaterThan(0);
    expect(dubai.edges.every((e: any) => e.node.emirate === "Dubai")).toBe(true);
  });

  it("returns a full provider by id, and null for an unknown one", async () => {
    const { body } = await graphql(
      `
        query P($id: ID!) {
          provider(id: $id) {
            ...ProviderListing
            ...ProviderCard
            services {
              priceAed
              duration
              durationMinutes
            }
            staff {
              id
              name
              title
              image
            }
            reviews(first: 10) {
              edges {
                node {
                  id
                  author
                  rating
                  text
                }
              }
            }
          }
        }
        ${print(PROVIDER_LISTING_FRAGMENT)}
        ${print(PROVIDER_CARD_FRAGMENT)}
      `,
      { id: "glamour-spot" },
    );
    const provider = body.data.provider;
    expect(provider.id).toBe("glamour-spot");
    expect(["Parlour", "Clinic"]).toContain(provider.type);
    expect(provider.rating).toBeGreaterThanOrEqual(4.6);
    expect(provider.rating).toBeLessThanOrEqual(4.9);
    expect(provider.images.length).toBeGreaterThan(1);
    expect(provider.services.length).toBeGreaterThan(1);
    for (const service of provider.services) {
      expect(service.price).toBe(`AED ${service.priceAed}`);
      expect(service.duration).toBe(`${service.durationMinutes} mins`);
    }
    expect(provider.staff.length).toBeGreaterThan(0);
    expect(provider.reviews.edges.length).toBeGreaterThan(0);

    const missing = await graphql(`
      {
        provider(id: "no-such-provider") {
          id
        }
      }
    `);
    expect(missing.body).toEqual({ data: { provider: null } });
  });

  it("states opening hours that agree with the times that can be booked (issue #10)", async () => {
    const { body } = await graphql(`
      {
        providers(first: 50) {
          edges {
            node {
              id
              openingHours
            }
          }
        }
      }
    `);
    const hours = body.data.providers.edges.map((edge: any) => [edge.node.id, edge.node.openingHours]);
    expect(hours).toHaveLength(6);
    for (const [, text] of hours) expect(text).toBe(openingHoursText());
    expect(openingHoursText()).toBe(`Sat–Thu ${dailySlotLabels()[0]}–18:00 (last appointment ${dailySlotLabels().at(-1)}), Fri closed`);
  });

  it("leaves introspection on for partner apps, and it is not blocked by the depth limit", async () => {
    const { body } = await graphql(`
      {
        __schema {
          queryType {
            name
          }
          mutationType {
            name
          }
          types {
            name
            kind
            fields {
              name
              type {
                name
                kind
                ofType {
                  name
                  kind
                  ofType {
                    name
                    kind
                    ofType {
                      name
                    }
                  }
                }
              }
            }
          }
        }
      }
    `);
    expect(body.errors).toBeUndefined();
    expect(body.data.__schema.queryType.name).toBe("Query");
    const names = body.data.__schema.types.map((type: { name: string }) => type.name);
    expect(names).toEqual(expect.arrayContaining(["Provider", "ProviderConnection", "SlotList", "CreateBookingResult"]));
  });

  it("answers a bad cursor with a clear client error, not a 500", async () => {
    const { status, body } = await graphql(`
      {
        providers(after: "not-a-cursor") {
          totalCount
        }
      }
    `);
    expect(status).toBe(200);
    expect(body.errors?.[0].message).toBe("The cursor is not valid for this list.");
    expect(body.errors?.[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("refuses a form-encoded or multipart POST without the CSRF header (403)", async () => {
    const form = await SELF.fetch(`${ORIGIN}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "query=%7B%20providers%20%7B%20totalCount%20%7D%20%7D",
    });
    expect(form.status).toBe(403);

    const multipart = new FormData();
    multipart.set("operations", JSON.stringify({ query: "{ providers { totalCount } }" }));
    multipart.set("map", "{}");
    const upload = await SELF.fetch(`${ORIGIN}/graphql`, { method: "POST", body: multipart });
    expect(upload.status).toBe(403);

    const simpleGet = await SELF.fetch(`${ORIGIN}/graphql?query=${encodeURIComponent("{ providers { totalCount } }")}`);
    expect(simpleGet.status).toBe(403);

    const withHeader = await SELF.fetch(`${ORIGIN}/graphql?query=${encodeURIComponent("{ providers { totalCount } }")}`, {
      headers: { "x-graphql-yoga-csrf": "1" },
    });
    expect(withHeader.status).toBe(200);
  });

  it("rejects floods before any resolver runs: depth, aliases, tokens", async () => {
    // A query refused at parse/validation time has no `data` key at all: nothing executed.

    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: provider(id: "glamour-spot") { id }`).join(" ");
    const aliasFlood = await graphql(`{ ${aliases} }`);
    expect(aliasFlood.body.data).toBeUndefined();
    expect(aliasFlood.body.errors?.[0].message).toMatch(/alias/i);

    const ordinary = await graphql(`
      {
        providers {
          edges {
            node {
              services {
                id
              }
            }
          }
          pageInfo {
            endCursor
          }
        }
        b: providers {
          edges {
            node {
              images {
                url
              }
            }
          }
        }
      }
    `);
    expect(ordinary.body.errors).toBeUndefined(); // real pages' nesting passes

    const deep = await graphql(`
      {
        providers {
          edges {
            node {
              a {
                b {
                  c {
                    d {
                      e {
                        f {
                          g
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    `);
    expect(deep.body.data).toBeUndefined();
    expect(deep.body.errors?.map((e: any) => e.message).join("\n")).toMatch(/depth/i);

    const tokenFlood = await graphql(`{ ${"providers { totalCount } ".repeat(600)} }`);
    expect(tokenFlood.body.data).toBeUndefined();
    expect(tokenFlood.body.errors?.[0].message).toMatch(/token/i);

    const costFlood = await graphql(
      `{ ${Array.from({ length: 14 }, (_, i) => `p${i}: providers(first: 50) { edges { node { id name rating services { id name price duration } staff { id name title image } reviews(first: 50) { edges { node { id author rating text } } } images { url alt } } } }`).join(" ")} }`,
    );
    expect(costFlood.body.data).toBeUndefined();
    expect(costFlood.body.errors?.[0].message).toMatch(/cost/i);
  });
});
