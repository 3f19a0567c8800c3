/**
 * The business registration form's rules, as one zod schema: the API's authoritative
 * check (service.ts) and the page's hints (app/routes/for-business.register.tsx) both use it.
 * Depends only on zod and the vocabulary, so the browser bundle can import it.
 */
import * as z from "zod";
import { BUSINESS_TYPES, EMIRATES } from "../../shared/vocabulary";
import { uaePhoneField } from "../bookings/validation";
import { emailField } from "../../shared/email";
import { textField } from "../../shared/text";
import { parseInput, type FieldErrors as SharedFieldErrors, type Parsed } from "../../shared/results";

export const DESCRIPTION_MAX = 200;
const TEXT_MAX = 120;
const ADDRESS_MAX = 300;

/** The typed fields, in the order the page shows them. */
export const REGISTRATION_TEXT_FIELDS = [
  "businessName",
  "businessType",
  "fullAddress",
  "emirate",
  "contactPersonName",
  "businessEmail",
  "businessPhone",
  "shortDescription",
] as const;
/** Every field of the form (and of the mutation's field errors). */
export const REGISTRATION_FIELDS = [...REGISTRATION_TEXT_FIELDS, "tradeLicense", "logo", "agreedToTerms"] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export const TERMS_MESSAGE = "You must agree to the terms and conditions.";

const requiredText = (message: string, max = TEXT_MAX) => textField({ required: message, max });

export const registerBusinessSchema = z.object({
  businessName: requiredText("Please enter your business name."),
  businessType: z.enum(BUSINESS_TYPES, { error: "Please choose your type of business." }),
  fullAddress: requiredText("Please enter the full address.", ADDRESS_MAX),
  emirate: z.enum(EMIRATES, { error: "Please choose the emirate." }),
  contactPersonName: requiredText("Please enter the contact person's name."),
  businessEmail: emailField({
    required: "Please enter the business email.",
    invalid: "Please enter a valid email address, e.g. hello@yoursalon.ae.",
  }).transform((email) => email.toLowerCase()),
  businessPhone: uaePhoneField("Please enter a UAE phone number, e.g. 04 123 4567 or 050 123 4567."),
  shortDescription: textField({
    required: "Please describe your business in a sentence or two.",
    max: DESCRIPTION_MAX,
    multiline: true,
    what: "description",
  }),
  agreedToTerms: z.literal(true, { error: TERMS_MESSAGE }),
});

export type RegisterBusinessInput = z.input<typeof registerBusinessSchema>;
export type CleanRegistration = z.output<typeof registerBusinessSchema>;
/** A clinic's licence fields (optional at registration; checked by graphql/modules/clinics/rules.ts). */
export const REGISTRATION_LICENCE_FIELDS = [
  "healthAuthority",
  "healthLicenceNumber",
  "healthLicenceExpiresOn",
  "advertisingPermit",
] as const;
export type RegistrationLicenceField = (typeof REGISTRATION_LICENCE_FIELDS)[number];
export type FieldErrors = SharedFieldErrors<RegistrationField | RegistrationLicenceField>;

/** Checks the typed fields: the cleaned values, or one message per field that is wrong. */
export function validateRegistration(input: unknown): Parsed<CleanRegistration, RegistrationField> {
  return parseInput(registerBusinessSchema, input);
}
