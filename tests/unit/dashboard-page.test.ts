import { describe, expect, it } from "vitest";
import {
  bookingStatusBadge,
  DASHBOARD_TABS,
  dashboardTabPath,
  premiumFeatureToast,
  premiumFeatureToastFor,
} from "../../app/lib/dashboard/dashboard";
import { tabFrom, tabHref } from "../../app/lib/ui/tabs";
import { formatToast } from "../../app/i18n/coded-messages.server";
import { premiumRequiredMessage } from "../../graphql/modules/plans/rules";
import { answered } from "./answered";

describe("tabs kept in the URL", () => {
  it("reads ?tab=…, falling back to the first tab for a missing or unknown one", () => {
    expect(tabFrom(DASHBOARD_TABS, null)).toBe("bookings");
    expect(tabFrom(DASHBOARD_TABS, "offers")).toBe("offers");
    expect(tabFrom(DASHBOARD_TABS, "jobs")).toBe("jobs");
    expect(tabFrom(DASHBOARD_TABS, "Offers")).toBe("bookings");
    expect(tabFrom(DASHBOARD_TABS, "__proto__")).toBe("bookings");
  });

  it("links the default tab without a parameter", () => {
    expect(tabHref(DASHBOARD_TABS, "bookings")).toBe("?");
    expect(tabHref(DASHBOARD_TABS, "settings")).toBe("?tab=settings");
    expect(dashboardTabPath("bookings")).toBe("/dashboard/provider");
    expect(dashboardTabPath("analytics")).toBe("/dashboard/provider?tab=analytics");
  });

  it("has the spec's five tabs in order", () => {
    expect(DASHBOARD_TABS.map((tab) => tab.label)).toEqual(["Bookings", "Offers", "Job Postings", "Analytics", "Settings"]);
  });
});

describe("dashboard toasts and badges", () => {
  it("words the Premium Feature toast as the spec, with 'Subscribe Now' to the subscription page", () => {
    expect(formatToast("en", premiumFeatureToastFor("createOffer"))).toEqual({
      title: "Premium Feature",
      description: "Access to Offer Placement requires an active subscription.",
      variant: "destructive",
      action: { label: "Subscribe Now", href: "/dashboard/subscription" },
    });
    // /careers/post's refusal: the API's PremiumRequired, by its code.
    expect(formatToast("en", premiumFeatureToast(answered(premiumRequiredMessage("createOffer"))))).toEqual(
      formatToast("en", premiumFeatureToastFor("createOffer")),
    );
  });

  it("shows Confirmed in green and every other status in yellow", () => {
    expect(bookingStatusBadge("CONFIRMED")).toEqual({ label: "Confirmed", tone: "green" });
    expect(bookingStatusBadge("PENDING")).toEqual({ label: "Pending", tone: "yellow" });
    expect(bookingStatusBadge("CANCELLED")).toEqual({ label: "Cancelled", tone: "yellow" });
  });
});
