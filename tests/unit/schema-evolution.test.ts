import { describe, expect, it } from "vitest";
import {
  checkRepository,
  dangerousChanges,
  deprecationsWithoutRemovalDate,
  unrecordedBreakingChanges,
} from "../../scripts/schema-evolution.mjs";

const RELEASE = `
  type Provider { id: ID! name: String! openingHours: String @deprecated(reason: "Use weeklyHours. Removal: 2027-06-30.") }
  enum Colour { RED GREEN }
  type Query { provider(id: ID!): Provider colour: Colour }
`;

describe("schema evolution check", () => {
  it("passes an addition, fails a removal the changelog does not record, passes it once recorded", () => {
    const added = RELEASE.replace("name: String!", "name: String! rating: Float");
    expect(unrecordedBreakingChanges(RELEASE, added, "")).toEqual([]);

    const removed = RELEASE.replace(` openingHours: String @deprecated(reason: "Use weeklyHours. Removal: 2027-06-30.")`, "");
    const unrecorded = unrecordedBreakingChanges(RELEASE, removed, "## Unreleased\n- nothing\n");
    expect(unrecorded.map((change: { description: string }) => change.description)).toEqual(["Provider.openingHours was removed."]);
    expect(
      unrecordedBreakingChanges(RELEASE, removed, "### Breaking\n- Provider.openingHours was removed (deprecated since 2026-11).\n"),
    ).toEqual([]);
  });

  it("fails a type change and an argument made required; lists an added enum value as dangerous only", () => {
    const changed = RELEASE.replace("name: String!", "name: Int!").replace("provider(id: ID!)", "provider(id: ID!, locale: String!)");
    const descriptions = unrecordedBreakingChanges(RELEASE, changed, "").map((change: { description: string }) => change.description);
    expect(descriptions).toEqual(
      expect.arrayContaining(["Provider.name changed type from String! to Int!.", "A required arg locale on Query.provider was added."]),
    );
    const widened = RELEASE.replace("RED GREEN", "RED GREEN BLUE");
    expect(unrecordedBreakingChanges(RELEASE, widened, "")).toEqual([]);
    expect(dangerousChanges(RELEASE, widened).map((change: { description: string }) => change.description)).toEqual([
      "BLUE was added to enum type Colour.",
    ]);
  });

  it("requires every deprecation to name its removal date", () => {
    expect(deprecationsWithoutRemovalDate(RELEASE)).toEqual([]);
    expect(deprecationsWithoutRemovalDate(RELEASE.replace(" Removal: 2027-06-30.", ""))).toEqual(["Provider.openingHours"]);
  });

  it("the repository's schema.graphql has no unrecorded breaking change against schema.release.graphql", () => {
    expect(checkRepository().problems).toEqual([]);
  });
});
