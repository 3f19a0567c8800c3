/** `referenceData`: the product's fixed lists every form, filter and partner app chooses from. */
import { builder } from "../../builder";
import {
  ALL_CATEGORIES,
  ALL_EMIRATES,
  ALL_SERVICES,
  BUSINESS_TYPES,
  EMIRATES,
  emirateSlug,
  JOB_LOCATIONS,
  JOB_TYPES,
  PRODUCT_CATEGORIES,
  SEARCH_CATEGORIES,
  SEARCH_LIMITS,
  SEARCH_SERVICES,
  type Emirate,
} from "../../shared/vocabulary";
import { inLocale, VOCABULARY_AR, type ApiLocale } from "../../shared/vocabulary-ar";
import { chosenLocale, localeArg } from "../../shared/locale-type";

type Localised<T> = { value: T; locale: ApiLocale };
const localise = <T>(values: readonly T[], locale: ApiLocale): Localised<T>[] => values.map((value) => ({ value, locale }));

const EmirateOption = builder.objectRef<Localised<Emirate>>("EmirateOption").implement({
  fields: (t) => ({
    name: t.string({ description: "e.g. 'Umm Al Quwain' (the value filters take)", resolve: ({ value }) => value }),
    label: t.string({
      description: "The name in the language asked for, e.g. 'أم القيوين'.",
      resolve: ({ value, locale }) => inLocale(value, locale),
    }),
    slug: t.string({ description: "The /search/{emirate} route slug, e.g. 'umm-al-quwain'.", resolve: ({ value }) => emirateSlug(value) }),
  }),
});

const VocabularyLabel = builder.objectRef<Localised<string>>("VocabularyLabel").implement({
  description: "A vocabulary value (what inputs and filters take) and its label in the language asked for.",
  fields: (t) => ({
    value: t.string({ resolve: ({ value }) => value }),
    label: t.string({ resolve: ({ value, locale }) => inLocale(value, locale) }),
  }),
});

type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

const SearchCategoryOption = builder.objectRef<Localised<SearchCategory>>("SearchCategoryOption").implement({
  fields: (t) => ({
    slug: t.string({ description: "The ?category= value: 'parlours' or 'clinics'.", resolve: ({ value }) => value.slug }),
    label: t.string({
      description: "e.g. 'Salons & Parlours', in the language asked for.",
      resolve: ({ value, locale }) => inLocale(value.label, locale),
    }),
    providerType: t.string({
      description: "The provider type it selects: 'Parlour' or 'Clinic'.",
      resolve: ({ value }) => value.providerType,
    }),
  }),
});

const SearchSentinels = builder.objectRef<object>("SearchSentinels").implement({
  description: "Selector values that mean 'no filter'.",
  fields: (t) => ({
    allEmirates: t.string({ resolve: () => ALL_EMIRATES }),
    allCategories: t.string({ resolve: () => ALL_CATEGORIES }),
    allServices: t.string({ resolve: () => ALL_SERVICES }),
  }),
});

const SearchLimitsRef = builder.objectRef<typeof SEARCH_LIMITS>("SearchLimits").implement({
  description: "The search sliders' ranges and steps.",
  fields: (t) => ({
    minRating: t.exposeFloat("minRating"),
    maxRating: t.exposeFloat("maxRating"),
    ratingStep: t.exposeFloat("ratingStep"),
    minPrice: t.exposeInt("minPrice", { description: "AED" }),
    maxPrice: t.exposeInt("maxPrice", { description: "AED; a range ending here has no upper bound." }),
    priceStep: t.exposeInt("priceStep", { description: "AED" }),
  }),
});

const ReferenceData = builder.objectRef<{ locale: ApiLocale }>("ReferenceData").implement({
  description:
    "Fixed lists of the product. String lists are the values inputs take (English); `labels` gives every value's label in the language asked for.",
  fields: (t) => ({
    locale: t.string({ description: "The language of the labels: 'en' or 'ar'.", resolve: ({ locale }) => locale }),
    emirates: t.field({ type: [EmirateOption], resolve: ({ locale }) => localise(EMIRATES, locale) }),
    searchCategories: t.field({ type: [SearchCategoryOption], resolve: ({ locale }) => localise(SEARCH_CATEGORIES, locale) }),
    labels: t.field({
      type: [VocabularyLabel],
      description:
        "Every vocabulary value (emirates, provider types, categories, services, business and job types, locations, product categories) with its label.",
      resolve: ({ locale }) => localise(Object.keys(VOCABULARY_AR), locale),
    }),
    searchServices: t.stringList({ description: "The search page's service choices.", resolve: () => [...SEARCH_SERVICES] }),
    searchSentinels: t.field({ type: SearchSentinels, resolve: () => ({}) }),
    searchLimits: t.field({ type: SearchLimitsRef, resolve: () => SEARCH_LIMITS }),
    businessTypes: t.stringList({ description: "Business registration types.", resolve: () => [...BUSINESS_TYPES] }),
    jobTypes: t.stringList({ resolve: () => [...JOB_TYPES] }),
    jobLocations: t.stringList({
      description: "The job form's locations: the Emirates plus 'Multiple Locations'.",
      resolve: () => [...JOB_LOCATIONS],
    }),
    productCategories: t.stringList({ resolve: () => [...PRODUCT_CATEGORIES] }),
  }),
});

builder.queryFields((t) => ({
  referenceData: t.field({
    type: ReferenceData,
    description: "The fixed vocabulary: emirates, search categories and services, business types, job types, product categories.",
    args: { locale: t.arg(localeArg()) },
    resolve: (_root, args, ctx) => ({ locale: chosenLocale(args.locale, ctx) }),
  }),
}));
