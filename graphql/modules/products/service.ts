/**
 * Adding a product: who may, what is checked, what is stored, in which order. Products belong to a
 * business: only the owner of an approved listing adds one, for that listing (the field's `owns` scope),
 * and a listing adds at most DAILY_PRODUCTS_PER_LISTING in any 24 hours (decided by the database; read
 * first so a listing at its limit costs no image work). Both are answered before the image is read.
 * The typed fields and the image are checked before anything is stored, so a refused submission leaves
 * nothing behind; then the image is stored (public, re-encoded as WebP by the upload pipeline), then
 * the product, the database re-checking the owner and the limit in the same step.
 */
import type { GraphQLContext } from "../../context";
import type { Backend } from "../../shared/ports";
import { refuseOverLimit, type RateLimits } from "../../shared/rate-limits";
import {
  notAllowed,
  type NotAllowedResult,
  type NotSignedInResult,
  type TooManyAttemptsResult,
  type EmailNotVerifiedResult,
} from "../../shared/results";
import { PRODUCT_CATEGORIES } from "../../shared/vocabulary";
import type { AuthUser } from "../accounts/auth-port";
import { listingsOf } from "../dashboard/service";
import { fileFieldError, prepareChosen, storeChecked, type UploadFailedResult } from "../uploads/pipeline";
import {
  CHOOSE_LISTING_MESSAGE,
  IMAGE_REQUIRED_MESSAGE,
  requestedListing,
  validateProduct,
  type ProductFieldErrors,
} from "./product-schema";

export { CHOOSE_LISTING_MESSAGE };
import type { ProductRecord } from "./repository";
import { DAILY_PRODUCTS_PER_LISTING, productLimitEndsAt, productLimitWindowStart } from "./rules";
import { say, type CodedMessage } from "../../shared/say";

/** The account has no approved listing: it cannot sell in the shop until it has one. */
export interface BusinessListingRequiredResult {
  kind: "BusinessListingRequired";
  message: CodedMessage;
}

/** The listing added DAILY_PRODUCTS_PER_LISTING products in the last 24 hours; one more may be added after retryAfterSeconds. */
export interface DailyProductLimitReachedResult {
  kind: "DailyProductLimitReached";
  message: CodedMessage;
  limit: number;
  retryAfterSeconds: number;
}

/** Tagged with the GraphQL type names (docs/decisions/019-results-and-errors.md). */
export type AddProductResult =
  | { kind: "ProductAdded"; product: ProductRecord }
  | { kind: "AddProductInvalid"; message: CodedMessage; fieldErrors: ProductFieldErrors }
  | UploadFailedResult
  | NotSignedInResult
  | EmailNotVerifiedResult
  | NotAllowedResult
  | BusinessListingRequiredResult
  | DailyProductLimitReachedResult
  | TooManyAttemptsResult;

export const INVALID_PRODUCT_MESSAGE = say("DETAILS_NEED_ATTENTION");
export const NOT_SIGNED_IN_TO_ADD_MESSAGE = say("PRODUCT_SIGN_IN");
export const BUSINESS_LISTING_REQUIRED_MESSAGE = say("BUSINESS_LISTING_REQUIRED");
export const NOT_YOUR_LISTING_MESSAGE = say("PRODUCT_NOT_YOUR_LISTING");

/** 'A business can add at most 20 products in 24 hours. Please try again in 3 hours.' */
export function dailyProductLimitMessage(retryAfterSeconds: number): CodedMessage {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
  return say("DAILY_PRODUCT_LIMIT", { max: DAILY_PRODUCTS_PER_LISTING, hours });
}

function dailyLimitReached(endsAt: string, now: Date): DailyProductLimitReachedResult {
  const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(endsAt) - now.getTime()) / 1000));
  return {
    kind: "DailyProductLimitReached",
    message: dailyProductLimitMessage(retryAfterSeconds),
    limit: DAILY_PRODUCTS_PER_LISTING,
    retryAfterSeconds,
  };
}

export const listingRequired = (): BusinessListingRequiredResult => ({
  kind: "BusinessListingRequired",
  message: BUSINESS_LISTING_REQUIRED_MESSAGE,
});

/**
 * Products added per account are limited, counted before anything is read (each may carry a 5 MB
 * image), so refused attempts count too. The refusal, or null to go ahead.
 */
export const limitAddingProducts = (caller: { rateLimits: Pick<RateLimits, "addProductByAccount"> }, viewer: Pick<AuthUser, "id">) =>
  refuseOverLimit(caller.rateLimits, "addProductByAccount", viewer.id, "product");

/**
 * What a signed-in caller the field's `owns` scope refused for the listing it named is told: an account
 * with no listing at all that it cannot sell yet, anyone else that the listing is not theirs.
 */
export async function strangerToListing(
  backend: Backend,
  viewer: Pick<AuthUser, "id">,
): Promise<NotAllowedResult | BusinessListingRequiredResult> {
  return (await listingsOf(backend, viewer)).length > 0 ? notAllowed(NOT_YOUR_LISTING_MESSAGE) : listingRequired();
}

/**
 * The listing that sells the product: the one asked for (the field's `owns` scope has allowed it);
 * with none asked for, the viewer's only listing. Otherwise the refusal (no listing at all) or, for an
 * owner of several who did not choose, the field's message.
 */
async function sellingListing(
  backend: Backend,
  viewer: Pick<AuthUser, "id">,
  requested: string | null,
): Promise<{ providerId: string } | { choose: string } | BusinessListingRequiredResult> {
  if (requested) return { providerId: requested };
  const listings = await listingsOf(backend, viewer);
  if (listings.length === 1) return { providerId: listings[0]!.id };
  return listings.length === 0 ? listingRequired() : { choose: CHOOSE_LISTING_MESSAGE };
}

/**
 * Adds a product as `viewer`, whom the field's scopes have allowed: signed in and, when the input names
 * a listing, its owner (the database re-checks the owner when it stores the product).
 */
export async function addProduct(backend: Backend, viewer: AuthUser, input: unknown, image: File | null): Promise<AddProductResult> {
  const listing = await sellingListing(backend, viewer, requestedListing(input));
  if ("kind" in listing) return listing;
  const providerId = "providerId" in listing ? listing.providerId : null;
  if (providerId) {
    const now = backend.clock.now();
    const added = await backend.products.addedSince(providerId, productLimitWindowStart(now));
    if (added.count >= DAILY_PRODUCTS_PER_LISTING && added.oldest) return dailyLimitReached(productLimitEndsAt(added.oldest), now);
  }

  const checked = validateProduct(input);
  const fieldErrors: ProductFieldErrors = checked.ok ? {} : { ...checked.errors };
  if ("choose" in listing) fieldErrors.providerId = listing.choose;
  const prepared = await prepareChosen(backend, "productImage", image);
  const imageError = fileFieldError(prepared, IMAGE_REQUIRED_MESSAGE);
  if (imageError) fieldErrors.image = imageError;
  if (!checked.ok || !providerId || Object.keys(fieldErrors).length > 0) {
    return { kind: "AddProductInvalid", message: INVALID_PRODUCT_MESSAGE, fieldErrors };
  }

  const stored = await storeChecked(backend, "productImage", prepared!);
  if (stored.kind === "UploadFailed") return stored;

  const { price, compareAtPrice, providerId: _asked, ...details } = checked.value;
  const outcome = await backend.products.add({
    accountId: viewer.id,
    providerId,
    ...details,
    priceFils: price,
    compareAtFils: compareAtPrice,
    imageUrl: stored.upload.url!,
  });
  if (outcome.kind === "added") return { kind: "ProductAdded", product: outcome.product };
  // Between the checks above and the insert: the listing filled up, or changed hands.
  if (outcome.kind === "dailyLimitReached") return dailyLimitReached(outcome.endsAt, backend.clock.now());
  return notAllowed(NOT_YOUR_LISTING_MESSAGE);
}

/** addProduct as the API field runs it: the per-account limit first, then the service. */
export async function addProductAs(ctx: GraphQLContext, viewer: AuthUser, input: unknown, image: File | null): Promise<AddProductResult> {
  return (await limitAddingProducts(ctx, viewer)) ?? addProduct(ctx.backend, viewer, input, image);
}

/** The categories that have products, in the fixed list's order (the shop's filter offers only these). */
export async function productCategories(backend: Backend): Promise<string[]> {
  const present = new Set<string>(await backend.products.categories());
  return PRODUCT_CATEGORIES.filter((category) => present.has(category));
}

/** Up to `limit` other products of the same category, in the shop's default order. */
export async function relatedProducts(backend: Backend, product: ProductRecord, limit: number): Promise<ProductRecord[]> {
  const page = await backend.products.list({ text: null, category: product.category }, "DEFAULT", limit + 1, null);
  return page.nodes.filter((other) => other.id !== product.id).slice(0, limit);
}
