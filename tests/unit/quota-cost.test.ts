import { getOperationAST, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { actualQueryCost, queryCost } from "../../graphql/modules/quota/cost";

const costs = (query: string, data: unknown) => {
  const document = parse(query);
  const operation = getOperationAST(document)!;
  return { requested: queryCost(document, operation), actual: actualQueryCost(document, operation, data) };
};

const nodes = (count: number) => ({
  edges: Array.from({ length: count }, (_, i) => ({ node: { id: String(i), name: "n", emirate: "Dubai" } })),
});

describe("query cost", () => {
  it("requested is graphql-armor's figure; actual equals it when the lists hold what was asked for", () => {
    const query = `query { providers(first: 5) { edges { node { id name emirate } } } }`;
    expect(costs(query, { providers: nodes(5) })).toEqual({ requested: 99, actual: 99 });
    // fragments, aliases, nested lists and inline fragments: same arithmetic as graphql-armor's
    const nested = `query Q { a: providers(first: 3) { edges { node { ...F ... on Provider { id } } } } referenceData { emirates { name } } }
      fragment F on Provider { name services(first: 2) { id } }`;
    const full = {
      a: { edges: Array.from({ length: 3 }, () => ({ node: { name: "x", id: "i", services: [{ id: "s" }, { id: "t" }] } })) },
      referenceData: { emirates: [{ name: "Dubai" }] },
    };
    const { requested, actual } = costs(nested, full);
    expect(actual).toBe(requested);
  });

  it("charges only the items the answer holds, never more than asked, at least one", () => {
    const query = `query { providers(first: 5) { edges { node { id name emirate } } } }`;
    const two = costs(query, { providers: nodes(2) });
    expect(two.actual).toBe(Math.ceil(99 * (2 / 5)));
    expect(costs(query, { providers: nodes(9) }).actual).toBe(99);
    expect(costs(query, { providers: nodes(0) }).actual).toBe(costs(query, { providers: nodes(1) }).actual);
    expect(costs(query, null).actual).toBe(costs(query, { providers: nodes(1) }).actual);
  });

  it("rateLimit alone costs nothing", () => {
    expect(costs(`{ rateLimit { currentlyAvailable } __typename }`, {})).toEqual({ requested: 0, actual: 0 });
  });
});
