/** The `search` query: every filter of the search page, answered on the server, as a connection. */
import * as z from "zod";
import { builder } from "../../builder";
import { afterPosition, badUserInput, connectionType, pagingArgs, toConnection, type Connection, type Edge } from "../../shared/connection";
import { cursorCodec, pageSize } from "../../shared/pagination";
import type { ProviderRecord } from "../providers/repository";
import { Provider, Service } from "../providers/types";
import { ALL_CATEGORIES, ALL_EMIRATES, ALL_SERVICES, SEARCH_CATEGORIES, SEARCH_LIMITS } from "../../shared/vocabulary";
import { parseSearchInput, SearchInputError, type SearchCriteria } from "./criteria";
import { searchedServices } from "./match";
import { didYouMean } from "./terms";
import { OPEN_NOW } from "./open";

const SearchInputRef = builder.inputType("SearchInput", {
  description:
    "Every filter of the search page. Omitted fields, empty text and the sentinels " +
    `'${ALL_EMIRATES}', '${ALL_CATEGORIES}' and '${ALL_SERVICES}' mean no filter. ` +
    "Out-of-range values and unknown emirates or categories are refused with BAD_USER_INPUT.",
  fields: (t) => ({
    text: t.string({
      required: false,
      description:
        "Free text: a service, an area or address, an emirate or a name ('botox dubai', 'Al Reem'). Every word " +
        "must be found in one of them, ignoring case and accents; words are separated by spaces or commas.",
    }),
    name: t.string({ required: false, description: "Case-insensitive substring of the provider's name." }),
    emirate: t.string({
      required: false,
      description: "An emirate by name ('Umm Al Quwain') or slug ('umm-al-quwain').",
    }),
    category: t.string({
      required: false,
      description: `'parlours' or 'clinics', or a label such as '${SEARCH_CATEGORIES[0].label}' (matched on its first word).`,
    }),
    service: t.string({
      required: false,
      description: "Case-insensitive substring of one of the provider's service names.",
    }),
    minRating: t.float({
      required: false,
      defaultValue: SEARCH_LIMITS.minRating,
      description: `Minimum rating, ${SEARCH_LIMITS.minRating} to ${SEARCH_LIMITS.maxRating} in steps of ${SEARCH_LIMITS.ratingStep}.`,
    }),
    minPrice: t.int({
      required: false,
      defaultValue: SEARCH_LIMITS.minPrice,
      description: `AED, ${SEARCH_LIMITS.minPrice} to ${SEARCH_LIMITS.maxPrice} in steps of ${SEARCH_LIMITS.priceStep}.`,
    }),
    maxPrice: t.int({
      required: false,
      defaultValue: SEARCH_LIMITS.maxPrice,
      description:
        `AED, at least ${SEARCH_LIMITS.priceStep} above minPrice; ${SEARCH_LIMITS.maxPrice} means no upper bound. ` +
        "A provider matches when one of its services (the matching one, with `service`) is priced in the range.",
    }),
    open: t.string({
      required: false,
      description:
        "'now': open at this moment; or a date 'YYYY-MM-DD' from today to 365 days later: open at some time that day. In " +
        "Asia/Dubai, from the provider's hours in force (a closure wins over special hours, which win over the weekly " +
        "hours). Another value is refused with BAD_USER_INPUT (extensions.messageCode SEARCH_OPEN_DATE_INVALID or " +
        "SEARCH_OPEN_DATE_OUT_OF_RANGE).",
    }),
    licensedOnly: t.boolean({
      required: false,
      description: "Only clinics whose health authority licence is verified and not expired today (Dubai): 'Licensed clinics only'.",
    }),
  }),
});

const SearchCriteriaRef = builder.objectRef<SearchCriteria>("SearchCriteria").implement({
  description: "The filters as the server understood them, after normalisation.",
  fields: (t) => ({
    text: t.exposeString("text", { nullable: true }),
    name: t.exposeString("name", { nullable: true }),
    emirate: t.exposeString("emirate", { nullable: true, description: "Emirate name, e.g. 'Umm Al Quwain'." }),
    providerType: t.exposeString("providerType", { nullable: true, description: "'Parlour' or 'Clinic'." }),
    category: t.string({
      nullable: true,
      description: "The category label, e.g. 'Salons & Parlours'.",
      resolve: (criteria) => SEARCH_CATEGORIES.find((category) => category.providerType === criteria.providerType)?.label ?? null,
    }),
    service: t.exposeString("service", { nullable: true }),
    minRating: t.exposeFloat("minRating"),
    minPrice: t.exposeInt("minPrice"),
    maxPrice: t.exposeInt("maxPrice"),
    open: t.string({
      nullable: true,
      description: "'now', or the date the providers are open on; null for any hours.",
      resolve: (criteria) => (criteria.open === null ? null : criteria.open.kind === "now" ? OPEN_NOW : criteria.open.date),
    }),
    licensedOnly: t.boolean({ description: "Only licensed clinics.", resolve: (criteria) => criteria.licensedOn !== null }),
  }),
});

interface SearchEdgeShape extends Edge<ProviderRecord> {
  criteria: SearchCriteria;
}

interface SearchConnectionShape extends Connection<SearchEdgeShape> {
  criteria: SearchCriteria;
}

const SearchConnection = connectionType<ProviderRecord, SearchEdgeShape, SearchConnectionShape>("Search", Provider, {
  edgeFields: (t) => ({
    searchedServices: t.field({
      type: [Service],
      description:
        "The provider's services the search asked for (those the `service` filter names, or else those a word " +
        "of the free text of 3+ letters is in), in the provider's order; empty when it asked for none.",
      resolve: async ({ node, criteria }, _args, ctx) =>
        searchedServices(node.prefetched?.services ?? (await ctx.loaders.services(node.id)), criteria),
    }),
  }),
  totalCountDescription: "Number of providers matching, over all pages.",
});

builder.objectFields(SearchConnection, (t) => ({
  criteria: t.field({ type: SearchCriteriaRef, resolve: (connection) => connection.criteria }),
  didYouMean: t.string({
    nullable: true,
    description:
      "When the free text found nothing: the text with each word the search's vocabulary nearly knows spelt as it knows it " +
      "(e.g. 'manicrue' → 'manicure', in English or Arabic); null otherwise.",
    resolve: (connection) =>
      connection.totalCount === 0 && connection.criteria.text !== null ? didYouMean(connection.criteria.text) : null,
  }),
}));

/** The search's position: its (rating highest first, name, id) order. */
const searchCursor = cursorCodec({ rating: z.number(), name: z.string(), providerId: z.string() });

function parseCriteria(input: Parameters<typeof parseSearchInput>[0], now: Date): SearchCriteria {
  try {
    return parseSearchInput(input, now);
  } catch (error) {
    if (error instanceof SearchInputError) throw badUserInput(error.message, "input", error.field, error.coded);
    throw error;
  }
}

builder.queryFields((t) => ({
  search: t.field({
    type: SearchConnection,
    description: "Providers matching every filter, highest rated first (then by name). Page with `first` (at most 50) and `after`.",
    args: {
      input: t.arg({ type: SearchInputRef, required: false }),
      ...pagingArgs(t.arg),
    },
    resolve: async (_root, args, ctx) => {
      const criteria = parseCriteria(args.input, ctx.backend.clock.now());
      const page = await ctx.backend.search.search(criteria, pageSize(args.first), afterPosition(searchCursor, args.after));
      const providers = await Promise.all(page.nodes.map((hit) => ctx.loaders.provider(hit.providerId)));
      // A provider deleted between the two reads is skipped rather than failing the page.
      const connection = toConnection(
        page,
        searchCursor.encode,
        (_hit, index) => {
          const node = providers[index];
          return node && { node, criteria };
        },
        args.after,
      );
      return { ...connection, criteria };
    },
  }),
}));
