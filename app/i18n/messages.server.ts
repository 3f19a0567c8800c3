/**
 * Every namespace's catalogue, on the server only (`.server`: the browser bundle never holds one).
 * Loaders hand the current language's texts of their namespaces to the page as `i18n`, which
 * `useT` reads: `return json({ ..., i18n: messagesFor(context.locale, "search") })`.
 */
import { VOCABULARY_AR, type VocabularyTerm } from "../../graphql/shared/vocabulary-ar";
import account from "./catalogues/account.server";
import auth from "./catalogues/auth.server";
import categories from "./catalogues/categories.server";
import pricing from "./catalogues/pricing.server";
import offers from "./catalogues/offers.server";
import about from "./catalogues/about.server";
import faq from "./catalogues/faq.server";
import business from "./catalogues/business.server";
import api, { PATTERNS } from "./catalogues/api.server";
import provider from "./catalogues/provider.server";
import { messageCode } from "../../graphql/shared/results";
import common from "./catalogues/common.server";
import home from "./catalogues/home.server";
import search from "./catalogues/search.server";
import * as publicPages from "./catalogues/public-pages.server";
import dashboard from "./catalogues/dashboard.server";
import subscription from "./catalogues/subscription.server";
import listing from "./catalogues/listing.server";
import admin from "./catalogues/admin.server";
import type { Catalogue } from "./define";
import type { Locale } from "./locale";

export type { VocabularyTerm };

/** The vocabulary as a catalogue: English terms are their own text (the fixed lists spell them). */
const vocab: Catalogue<Record<VocabularyTerm, string>> = {
  en: Object.fromEntries(Object.keys(VOCABULARY_AR).map((term) => [term, term])) as Record<VocabularyTerm, string>,
  ar: VOCABULARY_AR,
};

export const CATALOGUES = {
  common,
  vocab,
  account,
  home,
  search,
  provider,
  auth,
  categories,
  pricing,
  offers,
  about,
  faq,
  business,
  api,
  ...publicPages,
  dashboard,
  subscription,
  listing,
  admin,
};

export type Namespace = keyof typeof CATALOGUES;
export type MessagesOf<N extends Namespace> = (typeof CATALOGUES)[N]["en"];

/** The texts of `namespaces` in `locale`, as loaders return them under `i18n`. */
export function messagesFor<N extends Namespace>(locale: Locale, ...namespaces: N[]): { [K in N]: Record<keyof MessagesOf<K>, string> } {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, CATALOGUES[namespace][locale]])) as unknown as {
    [K in N]: Record<keyof MessagesOf<K>, string>;
  };
}

/** A message the API (or the site's server) wrote in English, in `locale`: by its stable code, else as it is. */
export function apiMessage(locale: Locale, message: string): string;
export function apiMessage(locale: Locale, message: string | null): string | null;
export function apiMessage(locale: Locale, message: string | null): string | null {
  if (message === null || locale === "en") return message;
  const known = CATALOGUES.api.ar[messageCode(message)];
  if (known) return known;
  for (const pattern of PATTERNS) {
    const match = pattern.english.exec(message);
    if (match) return pattern.arabic(...match.slice(1));
  }
  return message;
}

/** Every message of a field-errors map through apiMessage. */
export function apiFieldMessages(locale: Locale, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, apiMessage(locale, message)]));
}

/** A toast the server made in English (a flash, an action's answer), in `locale`. */
export function localiseToast<Toast extends { title: string; description?: string }>(locale: Locale, toast: Toast): Toast {
  return {
    ...toast,
    title: apiMessage(locale, toast.title),
    ...(toast.description ? { description: apiMessage(locale, toast.description) } : {}),
  };
}
