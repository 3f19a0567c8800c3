/** `referenceData`: the fixed lists every form, filter and partner app chooses from (SPEC §9). */
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

const EmirateOption = builder.objectRef<Emirate>("EmirateOption").implement({
  fields: (t) => ({
    name: t.string({ description: "e.g. 'Umm Al Quwain'", resolve: (name) => name }),
    slug: t.string({ description: "The /search/{emirate} route slug, e.g. 'umm-al-quwain'.", resolve: emirateSlug }),
  }),
});

type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

const SearchCategoryOption = builder.objectRef<SearchCategory>("SearchCategoryOption").implement({
  fields: (t) => ({
    slug: t.exposeString("slug", { description: "The ?category= value: 'parlours' or 'clinics'." }),
    label: t.exposeString("label", { description: "e.g. 'Salons & Parlours'." }),
    providerType: t.exposeString("providerType", { description: "The provider type it selects: 'Parlour' or 'Clinic'." }),
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

const ReferenceData = builder.objectRef<object>("ReferenceData").implement({
  description: "Fixed lists of the product (SPEC §9).",
  fields: (t) => ({
    emirates: t.field({ type: [EmirateOption], resolve: () => [...EMIRATES] }),
    searchCategories: t.field({ type: [SearchCategoryOption], resolve: () => [...SEARCH_CATEGORIES] }),
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
    resolve: () => ({}),
  }),
}));
