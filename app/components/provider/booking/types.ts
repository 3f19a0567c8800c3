import type { NETWORK_FAILURE } from "~/lib/api/network-failure";
import type { BookedVisit } from "../../booking-details.fragment";
import type { GuestDetails } from "../guest-details-dialog";

export interface BookingService {
  id: string;
  name: string;
  price: string;
  duration: string;
}

export interface BookingStaffMember {
  id: string;
  name: string;
  title: string;
  image: string;
  serviceIds: string[];
}

export type ConfirmedBooking = {
  status: "confirmed";
  replayed: boolean;
  /** A request: the salon confirms each booking itself (issue 32), so it awaits their answer. */
  pending: boolean;
  /** As the spec stores it under lastBooking. */
  booking: { providerName: string; serviceName: string; date: string; time: string };
  visit: BookedVisit;
  /** The private manage link's token (null only for bookings older than manage links). */
  manageToken: string | null;
};

export type BookingActionResult =
  | ConfirmedBooking
  | { status: "slot_taken"; message: string }
  /** Refused without a field to fix (a limit, a reused request, stale times): say why, keep what was typed. */
  | { status: "refused"; message: string; values: Partial<GuestDetails> & { time?: string } }
  | {
      status: "invalid";
      message: string;
      fieldErrors: Record<string, string>;
      values: Partial<GuestDetails> & { time?: string };
    }
  /** The request never got an answer (set in the browser by the route's clientAction). */
  | typeof NETWORK_FAILURE;

/** The booking's POST form; the guest dialog's inputs join it through their `form` attribute. */
export const FORM_ID = "booking-form";
/** The GET form that loads times for a service, professional and date. */
export const SLOTS_FORM_ID = "slots-form";
export const GUEST_FIELDS = ["customerName", "customerPhone", "customerEmail"] as const;
export const GUEST_LABELS = { customerName: "fullName", customerPhone: "phoneNumber", customerEmail: "emailOptional" } as const;
export const STEP_HEADING = "text-base font-semibold";
