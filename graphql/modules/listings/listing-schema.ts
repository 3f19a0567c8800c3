/**
 * What an owner may change on their listing, as zod schemas: the API's authoritative check
 * (service.ts) and the edit page's field names, limits and hints. Numbers arrive as numbers from the
 * API and as text from the page's form: both are read here. Depends only on zod and the shared rules.
 */
import * as z from "zod";
import { westernDigits } from "../../shared/digits";
import { emailField } from "../../shared/email";
import { parseInput, type Parsed } from "../../shared/results";
import { textField } from "../../shared/text";
import { uaePhoneField } from "../bookings/validation";
import { UAE_BOUNDS } from "./rules";

export const ABOUT_MAX = 1000;
export const OPENING_HOURS_MAX = 200;
export const ADDRESS_MAX = 300;
/** The area shown on cards and searched ('Jumeirah', 'Al Reem Island'). */
export const LOCATION_MAX = 60;
export const ALT_MAX = 150;
export const SERVICE_NAME_MAX = 80;
export const PRICE_MAX_AED = 100_000;
export const DURATION_MIN = 5;
export const DURATION_MAX = 480;
/** The most photos a listing shows. */
export const MAX_PHOTOS = 10;

/** A number typed in a form ('25.2', ' 55 ', '٥٥') or sent as one; anything else is NaN, which every check refuses. */
const numberFrom = (value: unknown) =>
  typeof value === "string" ? (value.trim() === "" ? Number.NaN : Number(westernDigits(value))) : value;

const numberField = (message: string, check: (value: number) => boolean) =>
  z.preprocess(
    numberFrom,
    z.number({ error: message }).refine((value) => Number.isFinite(value) && check(value), message),
  );

const LATITUDE_MESSAGE = `Please enter a latitude inside the UAE, between ${UAE_BOUNDS.south} and ${UAE_BOUNDS.north} (e.g. 25.2048).`;
const LONGITUDE_MESSAGE = `Please enter a longitude inside the UAE, between ${UAE_BOUNDS.west} and ${UAE_BOUNDS.east} (e.g. 55.2708).`;

export const listingProfileSchema = z.object({
  about: textField({
    required: "Please describe your business for your page.",
    max: ABOUT_MAX,
    multiline: true,
    what: "description",
  }),
  phone: uaePhoneField("Please enter a UAE phone number, e.g. 04 123 4567 or 050 123 4567."),
  email: emailField({
    required: "Please enter the email customers can write to.",
    invalid: "Please enter a valid email address, e.g. hello@yoursalon.ae.",
  }).transform((email) => email.toLowerCase()),
  openingHours: textField({
    required: "Please enter your opening hours, e.g. Sat–Thu 10:00–18:00, Fri closed.",
    max: OPENING_HOURS_MAX,
    what: "opening hours",
  }),
  address: textField({ required: "Please enter the full address.", max: ADDRESS_MAX }),
  /** Optional in the API (absent: unchanged); the edit page always sends it. */
  location: textField({
    required: "Please enter the area customers know you by, e.g. Jumeirah.",
    max: LOCATION_MAX,
    what: "area",
  }).optional(),
  latitude: numberField(LATITUDE_MESSAGE, (value) => value >= UAE_BOUNDS.south && value <= UAE_BOUNDS.north),
  longitude: numberField(LONGITUDE_MESSAGE, (value) => value >= UAE_BOUNDS.west && value <= UAE_BOUNDS.east),
});
export type ListingProfileInput = z.input<typeof listingProfileSchema>;
export type ListingProfile = z.output<typeof listingProfileSchema>;
export type ListingProfileField = keyof ListingProfileInput;
export const LISTING_PROFILE_FIELDS = Object.keys(listingProfileSchema.shape) as ListingProfileField[];

/**
 * The listing editor's fields and check: not the free-text hours (the hours page sets the hours; the
 * API's input still takes the text, deprecated and ignored).
 */
export const LISTING_EDITOR_FIELDS = LISTING_PROFILE_FIELDS.filter((name) => name !== "openingHours");
const listingEditorSchema = listingProfileSchema.omit({ openingHours: true });
export const validateListingEditor = (input: unknown) => parseInput(listingEditorSchema, input);

export function validateListingProfile(input: unknown): Parsed<ListingProfile, ListingProfileField> {
  return parseInput(listingProfileSchema, input);
}

const PRICE_MESSAGE = `Please enter a price in AED from 0 to ${PRICE_MAX_AED.toLocaleString("en")}, with at most 2 decimals.`;
const DURATION_MESSAGE = `Please enter a duration in whole minutes, from ${DURATION_MIN} to ${DURATION_MAX}.`;

export const listingServiceSchema = z.object({
  name: textField({ required: "Please enter the service's name.", max: SERVICE_NAME_MAX }),
  priceAed: numberField(
    PRICE_MESSAGE,
    (value) => value >= 0 && value <= PRICE_MAX_AED && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
  ),
  durationMinutes: numberField(DURATION_MESSAGE, (value) => Number.isInteger(value) && value >= DURATION_MIN && value <= DURATION_MAX),
});
export type ListingServiceInput = z.input<typeof listingServiceSchema>;
export type ListingService = z.output<typeof listingServiceSchema>;
export type ListingServiceField = keyof ListingServiceInput;

export function validateListingService(input: unknown): Parsed<ListingService, ListingServiceField> {
  return parseInput(listingServiceSchema, input);
}

export const listingPhotoSchema = z.object({
  alt: textField({
    required: "Please describe the photo for people who cannot see it, e.g. 'Treatment room with two chairs'.",
    max: ALT_MAX,
  }),
});

export function validatePhotoAlt(input: unknown): Parsed<z.output<typeof listingPhotoSchema>, "alt"> {
  return parseInput(listingPhotoSchema, input);
}
