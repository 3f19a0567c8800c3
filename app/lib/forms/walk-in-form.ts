/**
 * The owner's "New booking" form (walk-in or phone): the API's own schema (owner-change-schema.ts) with
 * the start as the form asks for it, a date and a time (the API takes them joined as startsAt).
 */
export { walkInFormSchema } from "../../../graphql/modules/bookings/owner-change-schema";

export const WALK_IN_FORM_FIELDS = [
  "source",
  "serviceId",
  "staffId",
  "date",
  "time",
  "customerName",
  "customerPhone",
  "customerEmail",
] as const;
export type WalkInFormField = (typeof WALK_IN_FORM_FIELDS)[number];
