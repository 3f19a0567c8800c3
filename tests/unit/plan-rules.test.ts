import { describe, expect, it } from "vitest";
import {
  BASIC,
  cancelled,
  freeUntil,
  includesPremium,
  premiumRefusal,
  PREMIUM_FEATURES,
  subscribed,
  trialEndsOn,
} from "../../graphql/modules/plans/rules";
import { itGives } from "./rule-cases";
import { englishOf } from "../../graphql/shared/messages";
import { say } from "../../graphql/shared/say";

describe("premium gating", () => {
  it("lets Premium and Featured through and refuses Basic with the spec's message", () => {
    for (const [plan, premium] of [
      ["basic", false],
      ["premium", true],
      ["featured", true],
    ] as const) {
      expect(includesPremium(plan), plan).toBe(premium);
    }
    for (const feature of Object.keys(PREMIUM_FEATURES) as (keyof typeof PREMIUM_FEATURES)[]) {
      expect(premiumRefusal("premium", feature)).toBeNull();
      expect(premiumRefusal("featured", feature)).toBeNull();
      const refusal = premiumRefusal("basic", feature);
      expect(refusal).toEqual({
        kind: "PremiumRequired",
        feature: PREMIUM_FEATURES[feature],
        message: say("PREMIUM_REQUIRED", { feature: PREMIUM_FEATURES[feature] }),
      });
      expect(englishOf(refusal!.message)).toBe(`Access to ${PREMIUM_FEATURES[feature]} requires an active subscription.`);
    }
  });
});

describe("the free first three months", () => {
  itGives("end the same day of the month three months later: %s", trialEndsOn, [
    ["2026-11-23", "2027-02-23"],
    ["2026-01-15", "2026-04-15"],
  ]);

  itGives("end on the last day of a shorter month, as PostgreSQL counts: %s", trialEndsOn, [
    ["2026-11-30", "2027-02-28"],
    ["2027-11-30", "2028-02-29"],
    ["2026-05-31", "2026-08-31"],
    ["2026-03-31", "2026-06-30"],
  ]);
});

describe("subscribing and cancelling", () => {
  it("starts the trial on the first subscription only", () => {
    const first = subscribed(BASIC, "2026-11-23");
    expect(first).toEqual({ plan: "premium", trialEndsOn: "2027-02-23" });
    const back = cancelled(first);
    expect(back).toEqual({ plan: "basic", trialEndsOn: "2027-02-23" });
    expect(subscribed(back, "2027-06-01")).toEqual({ plan: "premium", trialEndsOn: "2027-02-23" });
  });

  it("changes nothing for an account already on Premium or Featured", () => {
    const premium = { plan: "premium" as const, trialEndsOn: "2027-02-23" };
    expect(subscribed(premium, "2027-01-01")).toBe(premium);
    const featured = { plan: "featured" as const, trialEndsOn: null };
    expect(subscribed(featured, "2027-01-01")).toBe(featured);
  });

  it("shows 'Free until' while on Premium and within the trial", () => {
    const premium = { plan: "premium" as const, trialEndsOn: "2027-02-23" };
    expect(freeUntil(premium, "2026-11-23")).toBe("2027-02-23");
    expect(freeUntil(premium, "2027-02-23")).toBe("2027-02-23");
    expect(freeUntil(premium, "2027-02-24")).toBeNull();
    expect(freeUntil(cancelled(premium), "2026-11-23")).toBeNull();
  });
});
