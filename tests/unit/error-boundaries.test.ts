/**
 * Every page has its own error page (issue #28: the Epic Stack's GeneralErrorBoundary, one component
 * used by each route), and its title stays an error page's there: a route's meta reads its data,
 * which an error page lacks ('undefined' would be the title), so it goes through withErrorMeta.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = "app/routes";
const pages = readdirSync(ROUTES)
  .filter((name) => name.endsWith(".tsx"))
  .map((name) => ({ name, source: readFileSync(join(ROUTES, name), "utf8") }))
  .filter(({ source }) => /export default function/.test(source));

describe("error boundaries", () => {
  it("finds the pages", () => {
    expect(pages.length).toBeGreaterThan(25);
  });

  it.each(pages.map(({ name, source }) => [name, source] as const))(
    "%s has the shared error page and an error-aware title",
    (_, source) => {
      expect(source).toMatch(/export function ErrorBoundary\(\) \{\s*return <GeneralErrorBoundary[\s/>]/);
      if (/export const meta\b/.test(source))
        expect(source).toMatch(/export const meta\b[^=]*=\s*(withErrorMeta\(|\(\{ error, matches \}\) => errorMeta\()/);
    },
  );
});
