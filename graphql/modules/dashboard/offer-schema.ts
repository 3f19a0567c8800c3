/**
 * Placing an offer (Premium's Offer Placement), as one zod schema: the API's check (service.ts)
 * and, once the Create Offer page exists, its form's. Depends only on zod and the shared text rules.
 * The lengths are the databases' CHECKs too (migrations 0001_baseline.sql).
 */
import * as z from "zod";
import { textField } from "../../shared/text";

export const OFFER_TITLE_MAX = 80;
export const OFFER_DESCRIPTION_MAX = 200;

export const createOfferSchema = z.object({
  providerId: z
    .string({ error: "Please choose the business the offer is for." })
    .trim()
    .min(1, "Please choose the business the offer is for."),
  title: textField({ required: "Please enter the offer's title.", max: OFFER_TITLE_MAX }),
  description: textField({ required: "Please describe the offer.", max: OFFER_DESCRIPTION_MAX, multiline: true }),
  active: z.boolean({ error: "Please say whether the offer is active." }).default(true),
});

export type CreateOfferInput = z.input<typeof createOfferSchema>;
export type CreateOfferValues = z.output<typeof createOfferSchema>;
export type OfferField = keyof CreateOfferInput;
