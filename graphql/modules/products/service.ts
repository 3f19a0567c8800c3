/**
 * Adding a product: who may, what is checked, what is stored, in which order. The typed fields and
 * the image are checked before anything is stored, so a refused submission leaves nothing behind;
 * then the image is stored (public, re-encoded as WebP by the upload pipeline), then the product.
 */
import type { Backend } from "../../shared/ports";
import { notSignedIn, type NotSignedInResult } from "../../shared/results";
import type { AuthUser } from "../accounts/auth-port";
import { fileFieldError, prepareChosen, storeChecked, type UploadFailedResult } from "../uploads/pipeline";
import { IMAGE_REQUIRED_MESSAGE, validateProduct, type ProductFieldErrors } from "./product-schema";
import type { ProductRecord } from "./repository";
import { PRODUCT_CATEGORIES } from "../../shared/vocabulary";

/** Tagged with the GraphQL type names (docs/decisions/019-results-and-errors.md). */
export type AddProductResult =
  | { kind: "ProductAdded"; product: ProductRecord }
  | { kind: "AddProductInvalid"; message: string; fieldErrors: ProductFieldErrors }
  | UploadFailedResult
  | NotSignedInResult;

export const INVALID_PRODUCT_MESSAGE = "Some details need your attention.";
export const NOT_SIGNED_IN_TO_ADD_MESSAGE = "Please sign in to add a product.";

export async function addProduct(backend: Backend, viewer: AuthUser | null, input: unknown, image: File | null): Promise<AddProductResult> {
  // The field's signedIn scope refuses first; a service never acts for nobody either way.
  if (!viewer) return notSignedIn(NOT_SIGNED_IN_TO_ADD_MESSAGE);

  const checked = validateProduct(input);
  const fieldErrors: ProductFieldErrors = checked.ok ? {} : { ...checked.errors };
  const prepared = await prepareChosen(backend, "productImage", image);
  const imageError = fileFieldError(prepared, IMAGE_REQUIRED_MESSAGE);
  if (imageError) fieldErrors.image = imageError;
  if (!checked.ok || Object.keys(fieldErrors).length > 0) {
    return { kind: "AddProductInvalid", message: INVALID_PRODUCT_MESSAGE, fieldErrors };
  }

  const stored = await storeChecked(backend, "productImage", prepared!);
  if (stored.kind === "UploadFailed") return stored;

  const { price, ...details } = checked.value;
  const product = await backend.products.add({ accountId: viewer.id, ...details, priceFils: price, imageUrl: stored.upload.url! });
  return { kind: "ProductAdded", product };
}

/** The categories that have products, in SPEC §9's order (the shop's filter offers only these). */
export async function productCategories(backend: Backend): Promise<string[]> {
  const present = new Set<string>(await backend.products.categories());
  return PRODUCT_CATEGORIES.filter((category) => present.has(category));
}

/** Up to `limit` other products of the same category, in the shop's default order. */
export async function relatedProducts(backend: Backend, product: ProductRecord, limit: number): Promise<ProductRecord[]> {
  const page = await backend.products.list({ text: null, category: product.category }, "DEFAULT", limit + 1, null);
  return page.nodes.filter((other) => other.id !== product.id).slice(0, limit);
}
