import { describe, expect, it } from "vitest";
import { authFormPath, signInPurpose } from "~/lib/auth/sign-in-purpose";

describe("what a signed-out person was doing (issue #33)", () => {
  it("names the pages that send people to sign in, by path, whatever the query", () => {
    expect(signInPurpose("/for-business/register")).toBe("registerBusiness");
    expect(signInPurpose("/for-business/register?step=2#licence")).toBe("registerBusiness");
    expect(signInPurpose("/shop/add-product")).toBe("addProduct");
    expect(signInPurpose("/careers/post")).toBe("postJob");
    expect(signInPurpose("/account")).toBe("account");
  });

  it("names nothing else, nor a path that only starts like one", () => {
    // The dashboard keeps the spec's 'Access Denied' card.
    for (const path of [null, undefined, "", "/", "/shop", "/dashboard/provider", "/accounts", "/for-business", "//evil.example/account"]) {
      expect(signInPurpose(path), String(path)).toBeNull();
    }
  });

  it("keeps where the person was going on the link to the other form", () => {
    expect(authFormPath("/register", "/for-business/register")).toBe("/register?redirectTo=%2Ffor-business%2Fregister");
    expect(authFormPath("/login", "")).toBe("/login");
    expect(authFormPath("/login", null)).toBe("/login");
  });
});
