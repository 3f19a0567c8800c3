/**
 * The shop: `products` (a cursor connection with a text and category filter and the price sort),
 * `product(id)`, `productCategories`, and `addProduct` (a GraphQL multipart request with the
 * product's image) for signed-in accounts.
 */
import { builder } from "../../builder";
import { readById } from "../../shared/by-id";
import { afterPosition, checkedFilter, connectionType, filteredListArgs, toConnection, type Edge } from "../../shared/connection";
import { pageSize } from "../../shared/pagination";
import { requireViewer, signedInOnly } from "../../shared/authorisation";
import { NotSignedIn, storedOrInvalid } from "../../shared/result-types";
import { FileScalar, UploadFailed } from "../uploads/types";
import type { ProductRecord } from "./repository";
import {
  badgeOriginalFils,
  cursorOf,
  decodeProductCursor,
  encodeProductCursor,
  filsToDecimal,
  formatPriceFils,
  isInStock,
  normaliseProductFilter,
  percentOff,
  PRODUCT_SORTS,
  quantityBounds,
  type ProductSort,
} from "./rules";
import { addProduct, NOT_SIGNED_IN_TO_ADD_MESSAGE, productCategories, relatedProducts, type AddProductResult } from "./service";

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
    originalPrice: t.string({
      description: "The struck-through price of the '% OFF' badge: the price plus a fixed AED 20 (SPEC §9).",
      resolve: (p) => formatPriceFils(badgeOriginalFils(p.priceFils)),
    }),
    percentOff: t.int({
      description: "The card's '% OFF' badge: AED 20 of (price + AED 20), rounded.",
      resolve: (p) => percentOff(p.priceFils),
    }),
    stock: t.exposeInt("stock"),
    inStock: t.boolean({ resolve: (p) => isInStock(p.stock) }),
    maxQuantity: t.int({
      description: "The most one order may take: the stock, or 1 when there is none.",
      resolve: (p) => quantityBounds(p.stock).max,
    }),
    description: t.exposeString("description"),
    imageUrl: t.exposeString("imageUrl"),
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

const ProductConnection = connectionType<Edge<ProductRecord>>("Product", (t) => ({
  node: t.expose("node", { type: Product }),
}));

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

const AddProductResultRef = storedOrInvalid<AddProductResult>()("AddProductResult", {
  stored: { kind: "ProductAdded", field: "product", type: Product },
  invalid: {
    kind: "AddProductInvalid",
    description: "The input or the image was refused; nothing was stored. Field names are AddProductInput's and image.",
  },
  refusals: [UploadFailed, NotSignedIn],
});

const AddProductInput = builder.inputType("AddProductInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    brand: t.string({ required: true }),
    category: t.string({ required: true, description: "One of referenceData.productCategories, e.g. 'Skin Care'." }),
    price: t.string({ required: true, description: "AED, more than 0, at most two decimals, e.g. '49.99'." }),
    stock: t.int({ required: true, description: "A whole number, 0 or more." }),
    description: t.string({ required: true }),
  }),
});

builder.mutationField("addProduct", (t) =>
  t.field({
    type: AddProductResultRef,
    description:
      "Adds a product to the shop as the signed-in account (its seller), as a GraphQL multipart request with the product image " +
      "(JPG, PNG or WebP, at most 5 MB, stored re-encoded as WebP). A new product has no rating.",
    args: {
      input: t.arg({ type: AddProductInput, required: true }),
      image: t.arg({ type: FileScalar, required: true }),
    },
    ...signedInOnly(NOT_SIGNED_IN_TO_ADD_MESSAGE),
    resolve: async (_root, { input, image }, ctx) => addProduct(ctx.backend, await requireViewer(ctx), input, image),
  }),
);
