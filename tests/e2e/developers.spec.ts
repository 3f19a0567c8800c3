/**
 * /developers end to end (issue #35): a person signs in from the page, creates a test key (shown once), uses it
 * over GraphQL from outside the site, revokes it after the confirm step, and the same key is then refused (401).
 */
import { expect, test } from "@playwright/test";
import { collectErrors, createAccount, signInAndComeBack } from "./support";

test("create a test key, call the API with it, revoke it, get 401", async ({ page, request }) => {
  const errors = collectErrors(page);
  const email = await createAccount(request);
  await page.goto("/developers");
  await signInAndComeBack(page, email, "/developers");
  await expect(page.getByRole("heading", { level: 1, name: "Developers" })).toBeVisible();

  await page.getByLabel("App name").fill("E2E Spa Finder");
  await page.getByLabel("Test (sandbox providers only)").check();
  await page.getByLabel("BOOK: make bookings").check();
  await page.getByRole("button", { name: "Create key" }).click();
  const shownKey = page.getByRole("textbox", { name: "Your new key" });
  await expect(shownKey).toHaveValue(/^glow_test_[0-9A-Za-z]{43}$/);
  const key = await shownKey.inputValue();
  await expect(page.getByText("Copy it now and keep it somewhere safe: it will not be shown again.")).toBeVisible();

  const call = () =>
    request.post("/graphql", {
      headers: { Authorization: `Bearer ${key}` },
      data: { query: `{ provider(id: "glamour-spot") { name } }` },
    });
  const answered = await call();
  expect(answered.status()).toBe(200);
  const body = await answered.json();
  expect(body.data).toEqual({ provider: { name: "Glamour Spot" } });
  // The key's own bucket (decision 071), not the anonymous one: 1,000 points.
  expect(body.extensions.cost.throttleStatus.maximumAvailable).toBe(1000);

  // After a reload the key is listed by its prefix only.
  await page.goto("/developers");
  await expect(page.getByRole("cell", { name: `${key.slice(0, 14)}…` })).toBeVisible();
  await expect(page.getByText(key, { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Revoke" }).click();
  await expect(page.getByRole("heading", { name: "Revoke E2E Spa Finder?" })).toBeVisible();
  await page.getByRole("button", { name: "Yes, revoke it" }).click();
  await expect(page.getByText("The key E2E Spa Finder is revoked: requests with it are refused from now on.")).toBeVisible();

  const refused = await call();
  expect(refused.status()).toBe(401);
  expect((await refused.json()).errors[0].extensions.code).toBe("UNAUTHENTICATED");
  expect(errors).toEqual([]);
});
