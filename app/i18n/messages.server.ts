/**
 * Every namespace's catalogue, on the server only (`.server`: the browser bundle never holds one).
 * Loaders hand the current language's texts of their namespaces to the page as `i18n`, which
 * `useT` reads: `return json({ ..., i18n: messagesFor(context.locale, "search") })`.
 */
import { VOCABULARY_AR, type VocabularyTerm } from "../../graphql/shared/vocabulary-ar";
import account from "./catalogues/account.server";
import auth from "./catalogues/auth.server";
import accountEmails from "./catalogues/account-emails.server";
import categories from "./catalogues/categories.server";
import pricing from "./catalogues/pricing.server";
import offers from "./catalogues/offers.server";
import about from "./catalogues/about.server";
import faq from "./catalogues/faq.server";
import business from "./catalogues/business.server";
import provider from "./catalogues/provider.server";
import common from "./catalogues/common.server";
import home from "./catalogues/home.server";
import search from "./catalogues/search.server";
import * as publicPages from "./catalogues/public-pages.server";
import dashboard from "./catalogues/dashboard.server";
import subscription from "./catalogues/subscription.server";
import listing from "./catalogues/listing.server";
import hours from "./catalogues/hours.server";
import calendar from "./catalogues/calendar.server";
import ownerBookings from "./catalogues/owner-bookings.server";
import bookingDetail from "./catalogues/booking-detail.server";
import admin from "./catalogues/admin.server";
import deadLetters from "./catalogues/dead-letters.server";
import reviewModeration from "./catalogues/review-moderation.server";
import webhooks from "./catalogues/webhooks.server";
import dataRights from "./catalogues/data-rights.server";
import developers from "./catalogues/developers.server";
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
  accountEmails,
  categories,
  pricing,
  offers,
  about,
  faq,
  business,
  ...publicPages,
  dashboard,
  subscription,
  listing,
  hours,
  calendar,
  ownerBookings,
  bookingDetail,
  admin,
  deadLetters,
  reviewModeration,
  webhooks,
  dataRights,
  developers,
  // The emails' catalogue is not here: only the outbox's composer reads it (workers/outbox/compose.ts imports it),
  // so the pages' server build does not carry a second copy of it beside the Worker's (tests/unit/i18n.test.ts checks it).
};

export type Namespace = keyof typeof CATALOGUES;
export type MessagesOf<N extends Namespace> = (typeof CATALOGUES)[N]["en"];

/** The texts of `namespaces` in `locale`, as loaders return them under `i18n`. */
export function messagesFor<N extends Namespace>(locale: Locale, ...namespaces: N[]): { [K in N]: Record<keyof MessagesOf<K>, string> } {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, CATALOGUES[namespace][locale]])) as unknown as {
    [K in N]: Record<keyof MessagesOf<K>, string>;
  };
}

export { apiFieldMessages, apiMessage, localiseToast } from "./coded-messages.server";
