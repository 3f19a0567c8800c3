/** The authorisation rules (graphql/shared/ownership.ts, authorisation.ts) and the result helpers (results.ts). */
import { describe, expect, it } from "vitest";
import * as z from "zod";
import type { GraphQLContext } from "../../graphql/context";
import { authScopes, requireViewer, scopeCacheKey } from "../../graphql/shared/authorisation";
import { isOwner, ownedIds, ownRows, refuseStranger, type OwnershipPort } from "../../graphql/shared/ownership";
import { fieldErrorList, fieldErrorsOf, notAllowed, notSignedIn, parseInput } from "../../graphql/shared/results";

const viewer = {
  id: "account-a",
  email: "a@example.com",
  emailConfirmed: true,
  isReviewer: false,
  subscription: { accountId: "account-a", plan: "basic" as const, trialEndsOn: null },
};

describe("ownership rule", () => {
  it("lets the owning account through, and nobody else", () => {
    expect(isOwner(viewer, "account-a")).toBe(true);
    expect(isOwner(viewer, "account-b")).toBe(false);
  });

  it("treats a thing without an owner as nobody's", () => {
    expect(isOwner(viewer, null)).toBe(false);
    expect(isOwner(viewer, undefined)).toBe(false);
    expect(isOwner({ id: "" }, "")).toBe(false);
  });
});

describe("refuseStranger", () => {
  const owners = new Map([["glamour-spot", "account-a"]]);
  const port: OwnershipPort = { ownerOf: async (_kind, id) => owners.get(id) ?? null };

  it("answers null (go ahead) for the owner", async () => {
    expect(await refuseStranger(port, viewer, "provider", "glamour-spot")).toBeNull();
  });

  it("answers NotAllowed for a stranger, and the same for an id that does not exist", async () => {
    expect(await refuseStranger(port, { id: "account-b" }, "provider", "glamour-spot")).toEqual(notAllowed());
    expect(await refuseStranger(port, viewer, "provider", "missing")).toEqual(notAllowed());
    expect(await refuseStranger(port, viewer, "provider", "missing", "Not your listing.")).toEqual({
      kind: "NotAllowed",
      message: "Not your listing.",
    });
  });
});

describe("ownRows and ownedIds (list reads)", () => {
  const rows = [
    { id: "r1", accountId: "account-a" },
    { id: "r2", accountId: "account-b" },
    { id: "r3", accountId: null },
    { id: "r4", accountId: "account-a" },
  ];

  it("keeps only the rows that name the viewer as their owner", () => {
    expect(ownRows(viewer, rows, (row) => row.accountId).map((row) => row.id)).toEqual(["r1", "r4"]);
  });

  it("gives the ids of the viewer's own rows, in their order; a stranger's, an ownerless or an empty list gives none", () => {
    expect([...ownedIds(viewer, "provider", rows, (row) => row.accountId)]).toEqual(["r1", "r4"]);
    expect([...ownedIds({ id: "account-c" }, "provider", rows, (row) => row.accountId)]).toEqual([]);
    expect([...ownedIds({ id: "" }, "provider", rows, (row) => row.accountId ?? "")]).toEqual([]);
    expect([...ownedIds(viewer, "provider", [], (row: { id: string }) => row.id)]).toEqual([]);
  });
});

describe("the viewer", () => {
  it("requireViewer gives the signed-in account, and fails closed without one", async () => {
    expect(await requireViewer({ viewer: async () => viewer })).toBe(viewer);
    await expect(requireViewer({ viewer: async () => null })).rejects.toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
  });
});

describe("the scopes (decision 038)", () => {
  const owners = new Map([["glamour-spot", "account-a"]]);
  const scopesOf = (caller: typeof viewer | null) =>
    authScopes({
      viewer: async () => caller,
      subscriptions: new Map(),
      backend: {
        ownership: { ownerOf: async (_kind: string, id: string) => owners.get(id) ?? null },
        subscriptions: { forAccount: async (accountId: string) => ({ ...viewer.subscription, accountId }) },
      },
    } as unknown as GraphQLContext);

  it("refuses each scope to a caller who is signed out", async () => {
    const scopes = scopesOf(null);
    for (const allowed of [
      scopes.signedIn(),
      scopes.emailConfirmed(),
      scopes.reviewer(),
      scopes.premium("postJob"),
      scopes.owns({ kind: "provider", id: "glamour-spot" }),
    ]) {
      expect(await allowed).toBe(false);
    }
  });

  it("asks the account's confirmed address, role, plan and the ownership port", async () => {
    const scopes = scopesOf(viewer);
    expect(await scopes.signedIn()).toBe(true);
    expect(await scopes.emailConfirmed()).toBe(true);
    expect(await scopesOf({ ...viewer, emailConfirmed: false }).emailConfirmed()).toBe(false);
    expect(await scopes.reviewer()).toBe(false);
    expect(await scopesOf({ ...viewer, isReviewer: true }).reviewer()).toBe(true);
    expect(await scopes.premium("postJob")).toBe(false); // the plan the port answers: basic
    expect(await scopes.owns({ kind: "provider", id: "glamour-spot" })).toBe(true);
    expect(await scopes.owns({ kind: "provider", id: "missing" })).toBe(false);
    expect(await scopesOf({ ...viewer, id: "account-b" }).owns({ kind: "provider", id: "glamour-spot" })).toBe(false);
  });

  it("caches an owned thing's answer by value, so one operation asks the port once per thing", () => {
    expect(scopeCacheKey({ kind: "provider", id: "x" })).toBe(scopeCacheKey({ kind: "provider", id: "x" }));
    expect(scopeCacheKey({ kind: "provider", id: "x" })).not.toBe(scopeCacheKey({ kind: "booking", id: "x" }));
    expect(scopeCacheKey("postJob")).toBe("postJob");
  });
});

describe("results", () => {
  const schema = z.object({ name: z.string().min(2, "Too short."), email: z.email("Not an email.") });

  it("tags expected failures with their GraphQL type names", () => {
    expect(notSignedIn("Please sign in to register your business.")).toEqual({
      kind: "NotSignedIn",
      message: "Please sign in to register your business.",
    });
    expect(notAllowed().kind).toBe("NotAllowed");
  });

  it("parses input with its schema: the value, or one message per field", () => {
    expect(parseInput(schema, { name: "Layla", email: "layla@example.com" })).toEqual({
      ok: true,
      value: { name: "Layla", email: "layla@example.com" },
    });
    expect(parseInput(schema, { name: "L", email: "nope" })).toEqual({ ok: false, errors: { name: "Too short.", email: "Not an email." } });
  });

  it("keeps the first message of a field, and lists field errors for GraphQL in order", () => {
    const issues = [
      { code: "custom", path: ["name"], message: "First.", input: "" },
      { code: "custom", path: ["name"], message: "Second.", input: "" },
      { code: "custom", path: [], message: "Whole form.", input: "" },
    ] as z.core.$ZodIssue[];
    expect(fieldErrorsOf(issues)).toEqual({ name: "First." });
    expect(fieldErrorList({ name: "First.", email: undefined, phone: "Bad." })).toEqual([
      { field: "name", message: "First." },
      { field: "phone", message: "Bad." },
    ]);
  });
});
