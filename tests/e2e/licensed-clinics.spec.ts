/**
 * Issue #37 end to end in Chromium: a clinic's owner changes its health licence in the listing editor (the page then
 * says it awaits verification and the "Licensed clinics only" filter leaves it out), a reviewer records it as
 * verified at /admin/registrations, the provider page shows "Licensed by DOH · Licence no. … · verified {month year}"
 * and the search's filter (its box in the sidebar, its state in the URL) finds it.
 */
import { expect, test } from "@playwright/test";
import { createAccount, expectToast, grantReviewer, sampleOwner, signInAndComeBack, waitForHydration } from "./support";

const EDITOR = "/dashboard/listing/aura-aesthetic";

test("an owner's licence change awaits verification, a reviewer verifies it, the page and the filter show it", async ({
  browser,
  request,
}) => {
  const owner = await browser.newPage();
  await owner.goto(EDITOR);
  const { email, password } = sampleOwner("aura-aesthetic");
  await signInAndComeBack(owner, email, EDITOR, password);
  await waitForHydration(owner);
  const licence = owner.getByRole("region", { name: "Health authority licence" });
  await expect(licence.getByLabel("Health authority")).toHaveValue("DOH");
  await licence.getByLabel("Facility licence number").fill("MF48271");
  // Some months ahead whenever the test runs (the rules refuse a past date or one more than five years ahead).
  const expiry = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
  await licence.getByLabel("Expiry date").fill(expiry);
  await licence.getByRole("button", { name: "Save licence" }).click();
  await expectToast(owner, "Listing Updated", "Your licence is saved and awaits verification.");
  await expect(owner.getByRole("region", { name: "Health authority licence" })).toContainText("Awaiting verification");

  const visitor = await browser.newPage();
  await visitor.goto("/provider/aura-aesthetic");
  await expect(visitor.getByText("Licence awaiting verification")).toBeVisible();
  await visitor.goto("/search?licensed=1");
  await expect(visitor.getByRole("link", { name: "View Profile & Book" })).toHaveCount(1);

  const reviewerEmail = await createAccount(request);
  grantReviewer(reviewerEmail);
  const reviewer = await browser.newPage();
  await reviewer.goto("/login?redirectTo=%2Fadmin%2Fregistrations");
  await signInAndComeBack(reviewer, reviewerEmail, "/admin/registrations");
  const pending = reviewer.locator('[data-licence-review="aura-aesthetic"]');
  await expect(pending).toContainText("MF48271");
  await pending.getByRole("button", { name: "Verified Aura Aesthetic Clinic" }).click();
  await expect(reviewer.locator('[data-licence-review="aura-aesthetic"]')).toHaveCount(0);

  const month = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "Asia/Dubai" }).format(new Date());
  await visitor.goto("/provider/aura-aesthetic");
  await expect(visitor.getByText(`Licensed by DOH · Licence no. MF48271 · verified ${month}`)).toBeVisible();

  // The filter from the sidebar: its box, then Apply; the URL keeps it.
  await visitor.goto("/search?category=clinics");
  await waitForHydration(visitor);
  await visitor.getByLabel("Licensed clinics only").check();
  await visitor.getByRole("button", { name: "Apply Filters" }).click();
  await expect(visitor).toHaveURL(/licensed=1/);
  await expect(visitor.getByRole("heading", { name: "Aura Aesthetic Clinic" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "View Profile & Book" })).toHaveCount(2);
});
