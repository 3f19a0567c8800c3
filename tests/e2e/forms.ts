/** Filling in the site's forms in end-to-end specs. */
import type { Page } from "@playwright/test";

/** Types each value into the field with that label, in order, as a person does: picked from the list where the field is one. */
export async function fillForm(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByLabel(label);
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}
