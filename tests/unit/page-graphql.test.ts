/**
 * The in-process GraphQL of one page request (workers/in-process-graphql.ts): its queries share one
 * read of the caller (the account with its reviewer role and its plan); a mutation, and whatever
 * runs after it, reads afresh.
 */
import { describe, expect, it } from "vitest";
import { parse } from "graphql";
import type { SessionUser } from "../../graphql/modules/accounts/auth-port";
import type { SubscriptionRecord } from "../../graphql/modules/plans/repository";
import type { Backend } from "../../graphql/shared/ports";
import type { RateLimits } from "../../graphql/shared/rate-limits";
import { createGraphQLServer } from "../../graphql/yoga";
import { pageGraphQL } from "../../workers/in-process-graphql";

const OWNER = { id: "account-1", email: "owner@example.com", emailConfirmed: true, isReviewer: true };

/** A backend that counts the reads of the caller: the account lookup (which carries the plan) and the plan on its own. */
function countingBackend() {
  const reads = { account: 0, plan: 0, reviewerRole: 0 };
  let plan: SubscriptionRecord["plan"] = "basic";
  const backend = {
    auth: {
      getUser: async (token: string) => {
        reads.account += 1;
        const user: SessionUser = { ...OWNER, subscription: { accountId: OWNER.id, plan, trialEndsOn: null } };
        return token === "owner-token" ? { ok: true, value: user } : { ok: false, error: { code: "bad_jwt", message: "Bad token." } };
      },
    },
    reviews: {
      isReviewer: async () => {
        reads.reviewerRole += 1;
        return true;
      },
    },
    subscriptions: {
      forAccount: async (accountId: string) => {
        reads.plan += 1;
        return { accountId, plan, trialEndsOn: null };
      },
      subscribeToPremium: async (accountId: string) => {
        plan = "premium";
        return { accountId, plan, trialEndsOn: "2026-12-31" };
      },
    },
    clock: { now: () => new Date("2026-11-23T10:00:00Z") },
  } as unknown as Backend;
  return { backend, reads };
}

const VIEWER = parse("query PageViewer { viewer { email plan isReviewer } }");
const OTHER_QUERY = parse("query PagePlan { viewer { plan } }");
const SUBSCRIBE = parse("mutation PageSubscribe { subscribeToPremium { __typename } }");

function page(onMutation?: (fields: readonly string[] | null) => void) {
  const { backend, reads } = countingBackend();
  const yoga = createGraphQLServer({ exposeErrors: true, onMutation });
  const clientKeySecret = () => Promise.reject(new Error("No booking is made here."));
  const commonPasswords = () => Promise.reject(new Error("No password is set here."));
  const run = pageGraphQL(yoga, (accessToken) => ({
    backend,
    rateLimits: {} as RateLimits,
    accessToken,
    clientKeySecret,
    commonPasswords,
    locale: "en",
  }));
  return { run, reads };
}

describe("in-process GraphQL of one page request", () => {
  it("reads the signed-in account once, with its reviewer role and plan, for every query of the page, even at the same time", async () => {
    const { run, reads } = page();
    const [root, own] = await Promise.all([run({ document: VIEWER }, "owner-token"), run({ document: OTHER_QUERY }, "owner-token")]);
    expect(root).toEqual({ data: { viewer: { email: OWNER.email, plan: "BASIC", isReviewer: true } } });
    expect(own).toEqual({ data: { viewer: { plan: "BASIC" } } });
    expect(reads).toEqual({ account: 1, plan: 0, reviewerRole: 0 });
  });

  it("reads afresh for a mutation and after it: the plan it changed is never answered from before", async () => {
    const { run, reads } = page();
    expect((await run({ document: VIEWER }, "owner-token")).data).toMatchObject({ viewer: { plan: "BASIC" } });
    expect((await run({ document: SUBSCRIBE }, "owner-token")).errors).toBeUndefined();
    expect((await run({ document: VIEWER }, "owner-token")).data).toMatchObject({ viewer: { plan: "PREMIUM" } });
    expect(reads.account).toBe(3);
  });

  it("tells the host which mutation fields run, before and after, and nothing for a query", async () => {
    const told: (readonly string[] | null)[] = [];
    const { run } = page((fields) => told.push(fields));
    await run({ document: VIEWER }, "owner-token");
    await run({ document: SUBSCRIBE }, "owner-token");
    await run(
      { document: parse("mutation { ...Subscribe } fragment Subscribe on Mutation { subscribeToPremium { __typename } }") },
      "owner-token",
    );
    expect(told).toEqual([["subscribeToPremium"], ["subscribeToPremium"], null, null]);
  });

  it("keeps another caller's lookups apart (anonymous after signed in)", async () => {
    const { run, reads } = page();
    expect((await run({ document: VIEWER }, "owner-token")).data).toMatchObject({ viewer: { email: OWNER.email } });
    expect((await run({ document: VIEWER }, null)).data).toEqual({ viewer: null });
    expect(reads.account).toBe(1);
  });
});
