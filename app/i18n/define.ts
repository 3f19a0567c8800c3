/**
 * Typed message catalogues (docs/decisions/024-arabic-under-a-basename.md): one key per text, the
 * English text is the source and the Arabic catalogue must have exactly its keys (a type error
 * otherwise); placeholders are `{name}` and must be the same in both (tests/unit/i18n.test.ts).
 */
import type { Locale } from "./locale";

export type Texts = Record<string, string>;

/** A namespace's catalogue in every language: Arabic must have every English key and no other. */
export type Catalogue<English extends Texts> = { en: English; ar: { [Key in keyof English]: string } };

export function defineCatalogue<const English extends Texts>(catalogue: {
  en: English;
  ar: { [Key in keyof English]: string };
}): Catalogue<English> {
  return catalogue;
}

export type Params = Record<string, string | number>;

/** '{count} results' with { count: 3 } → '3 results'. An unknown placeholder stays as written. */
export function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The placeholders a text uses, sorted: 'From {price} at {time}' → ['price', 'time']. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ""))].sort();
}

/** Dates in the site's language: Arabic month names with Western digits, as UAE sites write them. */
export function intlLocale(locale: Locale): string {
  return locale === "ar" ? "ar-AE-u-nu-latn" : "en-GB";
}
