/**
 * The Create Offer form's schema: the API's own (createOfferSchema), so the page's hints and the
 * API's refusals say the same. One difference, the form's and not a rule: an unticked box is absent
 * from a post, so here it reads as false, where the API's input treats a missing `active` as true.
 */
import * as z from "zod";
import { createOfferSchema } from "../../../graphql/modules/dashboard/offer-schema";

export const OFFER_FORM_FIELDS = ["providerId", "title", "description", "active"] as const;

export const offerFormSchema = createOfferSchema.extend({ active: z.boolean().default(false) });
