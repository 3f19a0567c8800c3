import { expect, test, type Page } from "@playwright/test";

/** React has hydrated once the theme toggle knows the current theme (aria-pressed is set in an effect). */
async function waitForHydration(page: Page) {
  await expect(page.locator('[role="group"][aria-label="Colour theme"] button[aria-pressed]').first()).toBeAttached({ timeout: 10_000 });
}

const APP_SCRIPTS = /\/assets\/[^?#]+\.js(?:[?#].*)?$/;

test("the colour theme survives a reload and is applied before the app's scripts run", async ({ page }) => {
  // Records <html>'s class when the parser has finished the document, before React hydrates.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { __classAtDomContentLoaded: string }).__classAtDomContentLoaded = document.documentElement.className;
    });
  });

  await page.goto("/");
  await waitForHydration(page);
  const html = page.locator("html");
  // Nothing chosen: the page follows the device, which Playwright reports as light.
  await expect(html).toHaveClass(/(^|\s)light(\s|$)/);

  const toggle = page.getByRole("group", { name: "Colour theme" }).filter({ visible: true });
  await expect(toggle).toHaveCount(1);

  await toggle.getByRole("button", { name: "Dark theme", exact: true }).click();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(html).not.toHaveClass(/(^|\s)light(\s|$)/);
  await expect(toggle.getByRole("button", { name: "Dark theme", exact: true })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("dark");

  await page.reload();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await page.evaluate(() => (window as unknown as { __classAtDomContentLoaded?: string }).__classAtDomContentLoaded)).toMatch(
    /(^|\s)dark(\s|$)/,
  );
  await waitForHydration(page);
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

  // With every bundled script of the app blocked, only the inline boot script in <head> can set the class.
  let blockedScripts = 0;
  await page.route(APP_SCRIPTS, (route) => {
    blockedScripts += 1;
    return route.abort();
  });
  // Remix starts the app from one inline module script: it fires 'error' once the imports it needs have failed.
  await page.addInitScript(() => {
    const failed = (event: Event) => event.target instanceof HTMLScriptElement && event.target.type === "module";
    window.addEventListener(
      "error",
      (event) => failed(event) && ((window as unknown as { __appStartFailed: boolean }).__appStartFailed = true),
      true,
    );
  });
  await page.reload({ waitUntil: "load" });
  expect(blockedScripts, "the app's module scripts were requested and blocked").toBeGreaterThan(0);
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  // Proof that the app did not hydrate: once its start has failed, nothing else could run it, and the toggle never
  // learned its state.
  await page.waitForFunction(() => (window as unknown as { __appStartFailed?: boolean }).__appStartFailed === true);
  expect(await page.locator('[role="group"][aria-label="Colour theme"] button[aria-pressed]').count()).toBe(0);
  await page.unroute(APP_SCRIPTS);

  await page.reload();
  await waitForHydration(page);
  await toggle.getByRole("button", { name: "Light theme", exact: true }).click();
  await expect(html).toHaveClass(/(^|\s)light(\s|$)/);
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("light");
});

test("with nothing chosen, a device set to dark gets the dark theme before any script runs, and System is the pressed choice", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { __classAtDomContentLoaded: string }).__classAtDomContentLoaded = document.documentElement.className;
    });
  });
  await page.goto("/");
  expect(await page.evaluate(() => (window as unknown as { __classAtDomContentLoaded?: string }).__classAtDomContentLoaded)).toMatch(
    /(^|\s)dark(\s|$)/,
  );
  await waitForHydration(page);
  const toggle = page.getByRole("group", { name: "Colour theme" }).filter({ visible: true });
  await expect(toggle.getByRole("button", { name: "System theme", exact: true })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBeNull();
  // The device changes its mind: the page follows while the choice is System.
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveClass(/(^|\s)light(\s|$)/);
});
