import { describe, expect, it } from "vitest";
import { PAGE_CHANGES, tagsChangedBy, tagsShownBy } from "../../graphql/shared/cache-invalidation";
import { schema } from "../../graphql/schema";

describe("cache invalidation", () => {
  it("names every mutation of the schema (a new one purges everything until it is added)", () => {
    const fields = Object.keys(schema.getMutationType()!.getFields()).sort();
    expect(Object.keys(PAGE_CHANGES).sort()).toEqual(fields);
    expect(tagsChangedBy("aMutationAddedLater", {})).toEqual(["site"]);
  });

  it("purges a provider's page for its bookings and edits, and the listing views for edits", () => {
    expect(tagsChangedBy("createBooking", { input: { providerId: "glamour-spot" } })).toEqual(["provider:glamour-spot"]);
    expect(tagsChangedBy("updateListing", { input: { providerId: "glamour-spot" } })).toEqual(["provider:glamour-spot", "listings"]);
    expect(tagsChangedBy("approveRegistration", { input: { registrationId: "r" } })).toEqual(["listings"]);
    expect(tagsChangedBy("postJob", {})).toEqual(["jobs"]);
    expect(tagsChangedBy("addProduct", {})).toEqual(["products"]);
    expect(tagsChangedBy("signIn", {})).toEqual([]);
  });

  it("knows which pages the cache may serve, and what each shows", () => {
    expect(tagsShownBy("/")).toEqual(["site", "listings"]);
    expect(tagsShownBy("/offers")).toEqual(["site", "offers", "listings"]);
    expect(tagsShownBy("/search/dubai")).toEqual(["site", "listings"]);
    expect(tagsShownBy("/provider/nails-n-more")).toEqual(["site", "provider:nails-n-more"]);
    expect(tagsShownBy("/shop/product/p1")).toEqual(["site", "products"]);
    expect(tagsShownBy("/careers/job/j1")).toEqual(["site", "jobs"]);
    for (const personal of ["/dashboard/provider", "/account/bookings", "/bookings/abc", "/login", "/careers/post", "/shop/add-product"]) {
      expect(tagsShownBy(personal), personal).toBeNull();
    }
  });
});
