/**
 * /admin/dead-letters in Chromium (decision 060): a reviewer sees an undelivered message and sends it again
 * (the toast, and the message leaves the list); axe (WCAG 2.1 A/AA) in both themes, at phone size and in Arabic.
 */
import { expect, test } from "@playwright/test";
import {
  axeViolations,
  createAccount,
  databaseSql,
  reloadInDarkTheme,
  rightToLeftWithoutSidewaysScroll,
  signIn,
  waitForHydration,
} from "./support";

test.use({ bypassCSP: true });

test("a reviewer sends an undelivered message again; the page is accessible in both themes, on a phone and in Arabic", async ({
  page,
  request,
}) => {
  const reviewer = await createAccount(request);
  // The reviewer role (as `npm run reviewer:grant` gives it), and the reviewer's own verification email as the
  // dead-letter queue's consumer would leave it after every retry failed: one run of SQL for both.
  databaseSql(
    `INSERT INTO reviewers (account_id) SELECT id FROM accounts WHERE email = '${reviewer}' ON CONFLICT (account_id) DO NOTHING;
     UPDATE outbox_events SET status = 'dead', dead_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), attempts = 9,
       last_error = 'Error: the mail service refused the message', failed_to = '${reviewer}'
     WHERE kind = 'account_created' AND subject_id IN
       (SELECT l.id FROM account_links l JOIN accounts a ON a.id = l.account_id WHERE a.email = '${reviewer}')`,
  );

  // Signed out the page is a 404 (never a redirect to /login): sign in on the way to it.
  await page.goto(`/login?redirectTo=${encodeURIComponent("/admin/dead-letters")}`);
  await waitForHydration(page);
  await signIn(page, reviewer);
  await expect(page).toHaveURL(/\/admin\/dead-letters$/);
  const item = page.getByRole("listitem").filter({ hasText: reviewer });
  await expect(item.getByRole("heading", { name: "Verify your email" })).toBeVisible();
  await expect(item).toContainText("Error: the mail service refused the message");
  expect(await axeViolations(page)).toEqual([]);
  await reloadInDarkTheme(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/ar/admin/dead-letters");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "الرسائل غير المُسلَّمة" })).toBeVisible();
  await rightToLeftWithoutSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/dead-letters");
  await waitForHydration(page);
  await page
    .getByRole("listitem")
    .filter({ hasText: reviewer })
    .getByRole("button", { name: /^Send again/ })
    .click();
  await expect(page.locator("#sonner-toast-container")).toContainText("Message queued");
  await expect(page.getByRole("listitem").filter({ hasText: reviewer })).toHaveCount(0);
});
