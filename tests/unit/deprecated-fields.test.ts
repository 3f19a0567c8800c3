import { buildSchema, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "../../graphql/schema";
import { deprecatedMembersUsed } from "../../graphql/shared/deprecated-fields";

describe("deprecated members a request used (Glow-Deprecated-Fields)", () => {
  it("names Provider.openingHours, through fragments too, and nothing for a request without deprecated fields", () => {
    const used = (query: string, name?: string) => deprecatedMembersUsed(schema, parse(query), name);
    expect(used(`{ provider(id: "x") { name openingHours } }`)).toEqual(["Provider.openingHours"]);
    expect(used(`query A { provider(id: "x") { ...F } } fragment F on Provider { hours: openingHours(locale: AR) }`)).toEqual([
      "Provider.openingHours",
    ]);
    expect(used(`{ provider(id: "x") { name weeklyHours { weekday } } }`)).toEqual([]);
    // the operation asked for, not its neighbour
    expect(used(`query A { provider(id: "x") { openingHours } } query B { provider(id: "x") { name } }`, "B")).toEqual([]);
  });

  it("names a deprecated input field written in the document", () => {
    const query = `mutation { updateListing(input: { providerId: "p", about: "a", phone: "p", email: "e", address: "a", openingHours: "9-5" }) { __typename } }`;
    expect(deprecatedMembersUsed(schema, parse(query))).toContain("UpdateListingInput.openingHours");
  });

  it("names deprecated arguments and enum values", () => {
    const small = buildSchema(`
      enum Colour { RED GREEN @deprecated(reason: "x") }
      type Query { paint(colour: Colour, old: Int @deprecated(reason: "y")): Int }
    `);
    expect(deprecatedMembersUsed(small, parse(`{ paint(colour: GREEN, old: 1) }`))).toEqual(["Colour.GREEN", "Query.paint(old:)"]);
    expect(deprecatedMembersUsed(small, parse(`{ paint(colour: RED) }`))).toEqual([]);
  });
});
