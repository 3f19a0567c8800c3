/**
 * Owners editing their own listing: about, contact, opening hours, address and map position, photos
 * (added through the upload pipeline, removed, reordered; at most MAX_PHOTOS) and services. Every
 * change asks the ownership port first (only the provider's owner; an unknown id is refused the same
 * way), is validated here, and shows at once: the listing is read back after the change.
 */
import type { Backend } from "../../shared/ports";
import type { FieldErrors, NotAllowedResult } from "../../shared/results";
import type { AuthUser } from "../accounts/auth-port";
import { isSubsetOf } from "./rules";
import { isInEmirate, knownAreaOf } from "../../shared/areas";
import { chosenFile, storeUpload, type UploadFailedResult } from "../uploads/pipeline";
import { UPLOAD_PURPOSES } from "../uploads/rules";
import {
  MAX_PHOTOS,
  validateListingProfile,
  validateListingService,
  validatePhotoAlt,
  type ListingProfileField,
  type ListingServiceField,
} from "./listing-schema";
import { say, type CodedMessage } from "../../shared/say";

type Viewer = Pick<AuthUser, "id">;

export const NOT_YOUR_LISTING = say("LISTING_OWNER_ONLY");
export const INVALID_MESSAGE = say("DETAILS_NEED_ATTENTION");
export const PHOTOS_FULL_MESSAGE = say("LISTING_PHOTOS_FULL", { max: MAX_PHOTOS });

export type ListingUpdatedResult = { kind: "ListingUpdated"; providerId: string; message: CodedMessage };
/** A change that could not be made as asked (nothing changed), with the reason. */
export type ListingChangeRefusedResult = { kind: "ListingChangeRefused"; message: CodedMessage };

export type UpdateListingResult =
  | ListingUpdatedResult
  | { kind: "UpdateListingInvalid"; message: CodedMessage; fieldErrors: FieldErrors<ListingProfileField> }
  | NotAllowedResult;

export type AddListingPhotoResult =
  | ListingUpdatedResult
  | { kind: "AddListingPhotoInvalid"; message: CodedMessage; fieldErrors: FieldErrors<"alt" | "photo"> }
  | ListingChangeRefusedResult
  | UploadFailedResult
  | NotAllowedResult;

export type ArrangeListingPhotosResult = ListingUpdatedResult | ListingChangeRefusedResult | NotAllowedResult;

export type SaveListingServiceResult =
  | ListingUpdatedResult
  | { kind: "SaveListingServiceInvalid"; message: CodedMessage; fieldErrors: FieldErrors<ListingServiceField> }
  | ListingChangeRefusedResult
  | NotAllowedResult;

export type RemoveListingServiceResult = ListingUpdatedResult | ListingChangeRefusedResult | NotAllowedResult;

const updated = (providerId: string, message: CodedMessage): ListingUpdatedResult => ({ kind: "ListingUpdated", providerId, message });
const refusedChange = (message: CodedMessage): ListingChangeRefusedResult => ({ kind: "ListingChangeRefused", message });
// Every change below is made for a caller the field's `owns` scope has let through (graphql/shared/authorisation.ts).

export async function updateListing(backend: Backend, viewer: Viewer, providerId: string, input: unknown): Promise<UpdateListingResult> {
  const checked = validateListingProfile(input);
  if (!checked.ok) return { kind: "UpdateListingInvalid", message: INVALID_MESSAGE, fieldErrors: checked.errors };
  // The area is one of the listing's emirate's known areas, the point inside that emirate (issue #33).
  const emirate = (await backend.providers.byIds([providerId])).get(providerId)?.emirate;
  if (emirate) {
    const fieldErrors: FieldErrors<ListingProfileField> = {};
    const { location } = checked.value;
    if (location !== undefined && !knownAreaOf(location, emirate)) fieldErrors.location = say("LISTING_AREA_UNKNOWN", { emirate });
    if (!isInEmirate(emirate, checked.value)) fieldErrors.latitude = say("LISTING_POINT_OUTSIDE_EMIRATE", { emirate });
    if (Object.keys(fieldErrors).length) return { kind: "UpdateListingInvalid", message: INVALID_MESSAGE, fieldErrors };
  }
  await backend.listings.updateProfile(providerId, checked.value);
  return updated(providerId, say("LISTING_PROFILE_SAVED"));
}

export async function addListingPhoto(
  backend: Backend,
  viewer: Viewer,
  providerId: string,
  input: { alt: string },
  file: File | null,
): Promise<AddListingPhotoResult> {
  const checked = validatePhotoAlt(input);
  const fieldErrors: FieldErrors<"alt" | "photo"> = checked.ok ? {} : { ...checked.errors };
  const photo = chosenFile(file);
  if (!photo) fieldErrors.photo = say("LISTING_PHOTO_REQUIRED");
  if (!checked.ok || !photo) return { kind: "AddListingPhotoInvalid", message: INVALID_MESSAGE, fieldErrors };
  const photos = (await backend.providers.imagesFor([providerId])).get(providerId) ?? [];
  if (photos.length >= MAX_PHOTOS) return refusedChange(PHOTOS_FULL_MESSAGE);

  const stored = await storeUpload(backend, "listingPhoto", photo);
  if (!stored.ok) {
    if (stored.reason === "refused")
      return { kind: "AddListingPhotoInvalid", message: INVALID_MESSAGE, fieldErrors: { photo: stored.message } };
    return { kind: "UploadFailed", bucket: UPLOAD_PURPOSES.listingPhoto.bucket, message: stored.message };
  }
  // The count is checked again where the photo is added: two uploads at once cannot make 11.
  const outcome = await backend.listings.addPhoto(providerId, { url: stored.upload.url!, alt: checked.value.alt }, MAX_PHOTOS);
  return outcome === "changed" ? updated(providerId, say("LISTING_PHOTO_ADDED")) : refusedChange(PHOTOS_FULL_MESSAGE);
}

export const PHOTOS_CHANGED_MESSAGE = say("LISTING_PHOTOS_CHANGED");

/**
 * Keeps these photos (URLs of the listing's own photos) in this order; a photo of `shown` left out is
 * removed. `shown` is the list the caller was shown: when the listing's photos are no longer those,
 * nothing changes, so a photo added meanwhile (in another tab, say) is never dropped unseen.
 */
export async function arrangeListingPhotos(
  backend: Backend,
  viewer: Viewer,
  providerId: string,
  urls: readonly string[],
  shown: readonly string[],
): Promise<ArrangeListingPhotosResult> {
  if (new Set(urls).size !== urls.length) return refusedChange(say("LISTING_PHOTO_LISTED_TWICE"));
  if (new Set(shown).size !== shown.length || !isSubsetOf(urls, shown)) return refusedChange(PHOTOS_CHANGED_MESSAGE);
  const outcome = await backend.listings.arrangePhotos(providerId, urls, shown);
  if (outcome !== "changed") return refusedChange(PHOTOS_CHANGED_MESSAGE);
  return updated(providerId, say("LISTING_PHOTOS_SAVED"));
}

export async function saveListingService(
  backend: Backend,
  viewer: Viewer,
  providerId: string,
  serviceId: string | null,
  input: unknown,
): Promise<SaveListingServiceResult> {
  const checked = validateListingService(input);
  if (!checked.ok) return { kind: "SaveListingServiceInvalid", message: INVALID_MESSAGE, fieldErrors: checked.errors };
  const saved = await backend.listings.saveService(providerId, serviceId, checked.value);
  if (saved === "missing") return refusedChange(say("LISTING_SERVICE_GONE"));
  // Two services of one name leave visitors (and the owner's calendar) unable to tell them apart.
  if (saved === "duplicate") {
    const fieldErrors = { name: say("LISTING_SERVICE_NAME_TAKEN", { name: checked.value.name }) };
    return { kind: "SaveListingServiceInvalid", message: INVALID_MESSAGE, fieldErrors };
  }
  return updated(providerId, say(serviceId ? "LISTING_SERVICE_SAVED" : "LISTING_SERVICE_ADDED", { name: checked.value.name }));
}

export async function removeListingService(
  backend: Backend,
  viewer: Viewer,
  providerId: string,
  serviceId: string,
): Promise<RemoveListingServiceResult> {
  switch (await backend.listings.removeService(providerId, serviceId)) {
    case "removed":
      return updated(providerId, say("LISTING_SERVICE_REMOVED"));
    case "booked":
      return refusedChange(say("LISTING_SERVICE_HAS_BOOKINGS"));
    case "missing":
      return refusedChange(say("LISTING_SERVICE_GONE"));
  }
}
