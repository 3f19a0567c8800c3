/**
 * Toasts on right-to-left pages (issue 19): at the bottom left of an Arabic page, at the bottom right
 * of an English one, with JavaScript (vanilla-sonner) and without (the server's toast).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { newEmail, toasts, waitForHydration } from "./support";

const WIDTH = 1280;
test.use({ viewport: { width: WIDTH, height: 800 } });

/** A refused sign-in (an address with no account) answers with a toast. */
async function refusedSignIn(page: Page) {
  await page.locator('main input[name="email"]').fill(newEmail());
  await page.locator('main input[name="password"]').fill("not the password at all");
  await page.locator('main form button[type="submit"]').click();
}

async function expectOnSide(toast: Locator, side: "left" | "right") {
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  if (side === "left") expect(box.x + box.width).toBeLessThan(WIDTH / 2);
  else expect(box.x).toBeGreaterThan(WIDTH / 2);
}

for (const [path, side] of [
  ["/ar/login", "left"],
  ["/login", "right"],
] as const) {
  test(`a toast on ${path} sits at the bottom ${side}`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await refusedSignIn(page);
    await expect(toasts(page)).toHaveAttribute("position", `bottom-${side}`);
    await expectOnSide(toasts(page).locator("li").first(), side);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test(`the server's toast on ${path} sits at the bottom ${side}`, async ({ page }) => {
      await page.goto(path);
      await refusedSignIn(page);
      await expectOnSide(page.locator("[data-toast-variant]").filter({ has: page.locator("[data-title]") }), side);
    });
  });
}
