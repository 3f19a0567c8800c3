/**
 * The upload forms' schemas as Conform reads a post (the browser's hints, the page's refill and, for
 * the shop, the page's own check): the API's schemas (job-schema, product-schema) with what a
 * multipart post says in its own way. A ticked box is 'on' and an unticked one absent; a file input
 * with nothing chosen sends a nameless empty part; a chosen file is checked by its name and size as
 * the upload rules check it (the API then checks its bytes). Values stay the text that was typed
 * (parseWithZod with `disableAutoCoercion`), as the API's schemas read them.
 */
import * as z from "zod";
import { postJobSchema, CONFIRM_ACCURACY_MESSAGE } from "../../../graphql/modules/jobs/job-schema";
import { addProductSchema, CHOOSE_LISTING_MESSAGE, IMAGE_REQUIRED_MESSAGE } from "../../../graphql/modules/products/product-schema";
import { registerBusinessSchema, TERMS_MESSAGE } from "../../../graphql/modules/businesses/registration-schema";
import { acceptedList, checkDeclaredFile, UPLOAD_PURPOSES, type UploadPurpose } from "../../../graphql/modules/uploads/rules";

/** A box to tick: 'on' when ticked; `message` when it is not. */
export const tickBox = (message: string) => z.literal("on", { error: message }).transform(() => true as const);

/**
 * Nothing chosen: no part, a text part, or the nameless empty part a file input sends (a chosen
 * empty file has its name, and is refused as empty), as form-data.server's fileField reads it.
 */
const nothingChosen = (value: unknown) => !(value instanceof File) || (value.size === 0 && value.name === "");

/** A file input for `purpose`, checked as the upload rules check a declared file; `required` says when none was chosen. */
export function fileInput(purpose: UploadPurpose, required?: string) {
  return z.unknown().superRefine((value, context) => {
    if (nothingChosen(value)) {
      if (required) context.addIssue({ code: "custom", message: required });
      return;
    }
    const problem = checkDeclaredFile(purpose, value as File);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
}

export const jobFormSchema = postJobSchema.extend({
  confirmAccuracy: tickBox(CONFIRM_ACCURACY_MESSAGE),
  logo: fileInput(UPLOAD_PURPOSES.jobLogo),
});

/** The page's check before the API: every field, an image too. Which business is the API's to say (an account with none is refused there). */
export const productFormSchema = addProductSchema.extend({ image: fileInput(UPLOAD_PURPOSES.productImage, IMAGE_REQUIRED_MESSAGE) });

/** The browser's hints ask for the business first (an owner of several has to pick; with one it is chosen already). */
export const productBrowserSchema = productFormSchema.extend({
  providerId: z.string({ error: CHOOSE_LISTING_MESSAGE }).min(1, { error: CHOOSE_LISTING_MESSAGE }),
});

const { tradeLicense: LICENCE, businessLogo: LOGO } = UPLOAD_PURPOSES;

/** The business registration: the API's schema, the licence asked for, the logo optional. */
export const registrationFormSchema = registerBusinessSchema.extend({
  agreedToTerms: tickBox(TERMS_MESSAGE),
  tradeLicense: fileInput(LICENCE, `Please choose your trade licence (${acceptedList(LICENCE)}).`),
  logo: fileInput(LOGO),
  // A clinic's licence: optional here; the API checks its format when given.
  healthAuthority: z.string().optional(),
  healthLicenceNumber: z.string().optional(),
  healthLicenceExpiresOn: z.string().optional(),
  advertisingPermit: z.string().optional(),
});
