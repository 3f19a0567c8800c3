/**
 * The shop: `products` (a cursor connection with a text and category filter and the price sort),
 * `product(id)`, `productCategories`, and `addProduct` (a GraphQL multipart request with the
 * product's image) for the owners of approved listings; `viewer { listings }` names their listings.
 */
import { builder } from "../../builder";
import { readById } from "../../shared/by-id";
import { afterPosition, checkedFilter, connectionType, filteredListArgs, toConnection } from "../../shared/connection";
import { pageSize } from "../../shared/pagination";
import { askToRetryLater } from "../../context";
import { allowedTo, requireViewer } from "../../shared/authorisation";
import {
  answerWithRetryAfter,
  EmailNotVerified,
  NotAllowed,
  NotSignedIn,
  resultMembers,
  storedOrInvalid,
  TooManyAttempts,
} from "../../shared/result-types";
import { Account, ownList } from "../accounts/types";
import { OwnedProvider } from "../dashboard/types";
import { listingsOf } from "../dashboard/service";
import { FileScalar, UploadFailed } from "../uploads/types";
import type { ProductRecord } from "./repository";
import {
  cursorOf,
  decodeProductCursor,
  encodeProductCursor,
  filsToDecimal,
  formatPriceFils,
  isInStock,
  normaliseProductFilter,
  DAILY_PRODUCTS_PER_LISTING,
  percentOff,
  PRODUCT_SORTS,
  quantityBounds,
  type ProductSort,
} from "./rules";
import { requestedListing } from "./product-schema";
import {
  addProductAs,
  NOT_SIGNED_IN_TO_ADD_MESSAGE,
  productCategories,
  relatedProducts,
  strangerToListing,
  type AddProductResult,
} from "./service";

/** 'You Might Also Like' shows at most this many. */
const MAX_RELATED = 4;

const ProductSortEnum = builder.enumType("ProductSort", {
  description: "The shop's price sort: DEFAULT is the order products were added in (oldest first).",
  values: Object.fromEntries(PRODUCT_SORTS.map((sort) => [sort, { value: sort }])) as Record<ProductSort, { value: ProductSort }>,
});

export const Product = builder.objectRef<ProductRecord>("Product");
Product.implement({
  description: "A product in the shop.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    brand: t.exposeString("brand"),
    category: t.exposeString("category", { description: "One of referenceData.productCategories, e.g. 'Hair Care'." }),
    priceFils: t.exposeInt("priceFils", { description: "The price in fils (1 AED = 100 fils)." }),
    priceAed: t.string({ description: "The price in AED with two decimals, e.g. '49.99'.", resolve: (p) => filsToDecimal(p.priceFils) }),
    price: t.string({ description: "Display price, e.g. 'AED 49.99'.", resolve: (p) => formatPriceFils(p.priceFils) }),
    compareAtFils: t.exposeInt("compareAtFils", {
      nullable: true,
      description: "The seller's previous price in fils ('compare at'), above the price; null when the seller gave none.",
    }),
    originalPrice: t.string({
      nullable: true,
      description:
        "The struck-through price of the '% OFF' badge: the seller's previous price, e.g. 'AED 65.50'; null when the seller gave none " +
        "(no discount is ever invented).",
      resolve: (p) => (p.compareAtFils === null ? null : formatPriceFils(p.compareAtFils)),
    }),
    percentOff: t.int({
      nullable: true,
      description: "The '% OFF' badge: how far below the seller's previous price the price is, rounded; null without a previous price.",
      resolve: (p) => percentOff(p.priceFils, p.compareAtFils),
    }),
    claimsGenuine: t.exposeBoolean("claimsGenuine", {
      description: "The seller states it is genuine, sourced from the brand or its authorised distributor.",
    }),
    claimsUaeDelivery: t.exposeBoolean("claimsUaeDelivery", {
      description: "The seller states they deliver across the UAE in 3-5 days.",
    }),
    stock: t.exposeInt("stock"),
    inStock: t.boolean({ resolve: (p) => isInStock(p.stock) }),
    maxQuantity: t.int({
      description: "The most one order may take: the stock, or 1 when there is none.",
      resolve: (p) => quantityBounds(p.stock).max,
    }),
    description: t.exposeString("description"),
    imageUrl: t.exposeString("imageUrl"),
    providerId: t.exposeID("providerId", {
      nullable: true,
      description: "The business listing (provider) that sells it; null for the sample products.",
    }),
    rating: t.exposeFloat("rating", { nullable: true, description: "1 to 5; null until the product has a rating." }),
    addedAt: t.exposeString("createdAt", { description: "ISO 8601, UTC." }),
    related: t.field({
      type: [Product],
      description: `Up to ${MAX_RELATED} other products of the same category ('You Might Also Like').`,
      args: { first: t.arg.int({ required: false, defaultValue: MAX_RELATED }) },
      resolve: (product, args, ctx) => relatedProducts(ctx.backend, product, Math.min(Math.max(args.first ?? MAX_RELATED, 0), MAX_RELATED)),
    }),
  }),
});

const ProductConnection = connectionType("Product", Product);

const ProductFilterInput = builder.inputType("ProductFilter", {
  fields: (t) => ({
    text: t.string({ required: false, description: "Matches name or brand, case-insensitive (at most 100 characters)." }),
    category: t.string({ required: false, description: "One of referenceData.productCategories." }),
  }),
});

builder.queryFields((t) => ({
  products: t.field({
    type: ProductConnection,
    description: "The shop's products. Page with `first` (at most 50) and `after`; a cursor belongs to its sort.",
    args: {
      ...filteredListArgs(t.arg, ProductFilterInput),
      sort: t.arg({ type: ProductSortEnum, required: false, defaultValue: "DEFAULT" }),
    },
    resolve: async (_root, args, ctx) => {
      const sort = args.sort ?? "DEFAULT";
      const filter = checkedFilter(normaliseProductFilter(args.filter ?? {}));
      // A cursor belongs to its sort: one of another sort is refused like any cursor of another list.
      const after = afterPosition({ decode: (cursor) => (cursor ? decodeProductCursor(cursor, sort) : null) }, args.after);
      const page = await ctx.backend.products.list(filter, sort, pageSize(args.first), after);
      return toConnection(
        page,
        (product) => encodeProductCursor(cursorOf(product, sort)),
        (product) => ({ node: product }),
        args.after,
      );
    },
  }),
  product: t.field({
    type: Product,
    description: "One product by id; null when there is none.",
    ...readById(t.arg, (id, ctx) => ctx.backend.products.byId(id)),
  }),
  productCategories: t.stringList({
    description: "The categories that have products, in the vocabulary's order: the shop's filter offers only these.",
    resolve: (_root, _args, ctx) => productCategories(ctx.backend),
  }),
}));

const member = resultMembers<AddProductResult>();

const BusinessListingRequired = member.withMessage("BusinessListingRequired", {
  description:
    "The account has no approved business listing, and only a listing's owner adds products: register the business first " +
    "(registerBusiness); once it is approved, its products can be added. Nothing was stored.",
  fields: (t) => ({
    code: t.string({ description: "Always 'BUSINESS_LISTING_REQUIRED'.", resolve: () => "BUSINESS_LISTING_REQUIRED" }),
  }),
});

const DailyProductLimitReached = member.withMessage("DailyProductLimitReached", {
  description:
    `The listing added ${DAILY_PRODUCTS_PER_LISTING} products in the last 24 hours, the most a business may: nothing was stored. ` +
    "Also HTTP 429 with Retry-After.",
  fields: (t) => ({
    code: t.string({ description: "Always 'DAILY_PRODUCT_LIMIT'.", resolve: () => "DAILY_PRODUCT_LIMIT" }),
    limit: t.int({ description: "Products a listing may add in any 24 hours.", resolve: (result) => result.limit }),
    retryAfterSeconds: t.int({ description: "Seconds until one more may be added.", resolve: (result) => result.retryAfterSeconds }),
  }),
});

const AddProductResultRef = storedOrInvalid<AddProductResult>()("AddProductResult", {
  stored: { kind: "ProductAdded", field: "product", type: Product },
  invalid: {
    kind: "AddProductInvalid",
    description: "The input or the image was refused; nothing was stored. Field names are AddProductInput's and image.",
  },
  refusals: [UploadFailed, NotSignedIn, EmailNotVerified, NotAllowed(), BusinessListingRequired, DailyProductLimitReached, TooManyAttempts],
});

const AddProductInput = builder.inputType("AddProductInput", {
  fields: (t) => ({
    providerId: t.id({
      required: false,
      description:
        "The business listing that sells it: one of viewer.listings. May be left out when the account has exactly one; " +
        "another account's listing (or an unknown id) answers NotAllowed.",
    }),
    name: t.string({ required: true }),
    brand: t.string({ required: true }),
    category: t.string({ required: true, description: "One of referenceData.productCategories, e.g. 'Skin Care'." }),
    price: t.string({ required: true, description: "AED, more than 0, at most two decimals, e.g. '49.99'." }),
    compareAtPrice: t.string({
      required: false,
      description: "The seller's previous price in AED, optional, above the price: the only source of the '% OFF' badge.",
    }),
    stock: t.int({ required: true, description: "A whole number, 0 or more." }),
    description: t.string({ required: true }),
    claimsGenuine: t.boolean({
      required: false,
      description: "The seller states it is genuine, sourced from the brand or its authorised distributor (default false).",
    }),
    claimsUaeDelivery: t.boolean({
      required: false,
      description: "The seller states they deliver across the UAE in 3-5 days (default false).",
    }),
  }),
});

builder.mutationField("addProduct", (t) =>
  t.field({
    type: AddProductResultRef,
    description:
      "Adds a product to the shop, sold by one of the signed-in account's approved business listings (an account without one gets " +
      "BusinessListingRequired), as a GraphQL multipart request with the product image (JPG, PNG or WebP, at most 5 MB and " +
      "40 megapixels, stored re-encoded as WebP). A new product has no rating. Limited per account (TooManyAttempts) and to " +
      `${DAILY_PRODUCTS_PER_LISTING} products per listing in any 24 hours (DailyProductLimitReached), both HTTP 429 with Retry-After.`,
    args: {
      input: t.arg({ type: AddProductInput, required: true }),
      image: t.arg({ type: FileScalar, required: true }),
    },
    // A named listing must be the caller's; with none named the service sells from the caller's only one.
    ...allowedTo({
      signIn: NOT_SIGNED_IN_TO_ADD_MESSAGE,
      emailConfirmed: true,
      owns: (args: { input: unknown }) => {
        const providerId = requestedListing(args.input);
        return providerId ? { kind: "provider", id: providerId } : null;
      },
      stranger: (ctx, viewer) => strangerToListing(ctx.backend, viewer),
    }),
    resolve: async (_root, { input, image }, ctx) => {
      const result = await addProductAs(ctx, await requireViewer(ctx), input, image);
      if (result.kind === "DailyProductLimitReached") askToRetryLater(ctx.response, result.retryAfterSeconds);
      return answerWithRetryAfter(ctx, result);
    },
  }),
);

builder.objectField(Account, "listings", (t) =>
  t.field({
    type: [OwnedProvider],
    ...ownList("The approved business listings this account owns, by name: the ones it adds products to.", listingsOf),
  }),
);
