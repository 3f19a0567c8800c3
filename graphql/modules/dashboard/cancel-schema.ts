/**
 * The salon's cancellation of a booking, as one zod schema: the API's check (service.ts) and the dashboard
 * form's. The reason is optional and is written to the customer; the limit is the databases' CHECK too
 * (migrations 0020_who_cancelled.sql). Depends only on zod and the shared text rules.
 */
import * as z from "zod";
import { textField } from "../../shared/text";

export const CANCELLATION_REASON_MAX = 300;

export const cancelBookingSchema = z.object({
  bookingId: z.string({ error: "Invalid input" }).trim().min(1, "Invalid input"),
  reason: textField({
    max: CANCELLATION_REASON_MAX,
    multiline: true,
    tooLong: `Please keep the reason for the customer to ${CANCELLATION_REASON_MAX} characters.`,
  }).optional(),
});

export type CancelBookingInput = z.input<typeof cancelBookingSchema>;
export type CancelBookingField = keyof CancelBookingInput;
