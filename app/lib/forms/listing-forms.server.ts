/**
 * The listing editor's forms' checks for the browser (native-checks.server.ts): the API's own schemas
 * (listing-schema.ts) give the constraints and messages, in the page's language; no zod goes to the
 * browser. The action checks with the same schemas and the API decides.
 */
import * as z from "zod";
import type { Locale } from "~/i18n/locale";
import { MESSAGES } from "../../../graphql/shared/messages";
import {
  ABOUT_MAX,
  ADDRESS_MAX,
  ALT_MAX,
  listingPhotoSchema,
  listingProfileSchema,
  listingServiceSchema,
  LOCATION_MAX,
  MAX_PHOTOS,
  SERVICE_NAME_MAX,
} from "../../../graphql/modules/listings/listing-schema";
import { browserChecks } from "./native-checks.server";
import { messageTranslator } from "./public-forms.server";

/** The listing editor's messages in `locale`: the API's by their codes (its phone, email and address rules are the registration's). */
export const listingTranslator = (locale: Locale) => messageTranslator(locale, "listing", "uploads", "registration");

/**
 * What the profile, photo and service forms check in the browser, and say; with the limits the page
 * shows (its inputs' maxlength, the most photos), so that it imports no schema.
 */
export function listingFormChecks(locale: Locale) {
  const { message } = listingTranslator(locale);
  const most = (maxLength: number) => ({ maxLength });
  return {
    maxPhotos: MAX_PHOTOS,
    profile: browserChecks(listingProfileSchema.omit({ openingHours: true }), message, {
      limits: { about: most(ABOUT_MAX), address: most(ADDRESS_MAX), location: most(LOCATION_MAX) },
    }),
    service: browserChecks(listingServiceSchema, message, { limits: { name: most(SERVICE_NAME_MAX) } }),
    // The photo is the upload's to check (the API's rules); a file input with none chosen is the one fault the browser sees.
    // The licence's formats are the API's to check (per authority, graphql/modules/clinics/rules.ts).
    licence: browserChecks(
      z.object({
        authority: z.string(),
        number: z.string().min(1, MESSAGES.LICENCE_NUMBER_REQUIRED),
        expiresOn: z.string().min(1, MESSAGES.LICENCE_EXPIRY_REQUIRED),
        advertisingPermit: z.string().optional(),
      }),
      message,
    ),
    photo: browserChecks(listingPhotoSchema.extend({ photo: z.string().min(1, MESSAGES.LISTING_PHOTO_REQUIRED) }), message, {
      limits: { alt: most(ALT_MAX) },
    }),
  };
}
