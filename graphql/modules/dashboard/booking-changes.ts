/**
 * The salon's changes of a booking's state besides cancelling (issue 32; decision 063): accept or decline a
 * request, say the visit happened or that the customer did not come. Every plan; the field's scopes have
 * allowed the caller (the booking's provider's owner). The database makes each change in one conditional
 * write; when it changed nothing, the booking is read again and the rules (bookings/lifecycle.ts) say why.
 */
import type { GraphQLContext } from "../../context";
import { dubaiWallClock } from "../../shared/dubai-time";
import { parseInput, type FieldErrors, type NotSignedInResult } from "../../shared/results";
import { say, type CodedMessage } from "../../shared/say";
import type { MessageCode } from "../../shared/messages";
import { refusalOf, type BookingChange, type ChangeRefusal } from "../bookings/lifecycle";
import type { BookingRecord } from "../bookings/repository";
import { cancelBookingSchema, type CancelBookingField, type CancelBookingInput } from "./cancel-schema";
import type { OwnerBookingChange } from "./repository";
import { bookingNotFound } from "./service";

export type BookingChangeResult =
  | { kind: "BookingStateChanged"; booking: BookingRecord }
  | { kind: "BookingNotFound"; message: CodedMessage }
  | { kind: "BookingChangeRefused"; message: CodedMessage; booking: BookingRecord }
  | { kind: "DeclineBookingInvalid"; message: CodedMessage; fieldErrors: FieldErrors<CancelBookingField> }
  | NotSignedInResult;

const REFUSAL_MESSAGES: Record<ChangeRefusal, MessageCode> = {
  NOT_PENDING: "BOOKING_CHANGE_NOT_PENDING",
  CANCELLED: "BOOKING_CHANGE_CANCELLED",
  OUTCOME_RECORDED: "BOOKING_CHANGE_OUTCOME_RECORDED",
  NOT_STARTED: "BOOKING_CHANGE_NOT_STARTED",
  STARTED: "BOOKING_CHANGE_STARTED",
  CUT_OFF_PASSED: "BOOKING_CHANGE_CUT_OFF_PASSED",
  IS_REQUEST: "BOOKING_CHANGE_IS_REQUEST",
};

const RULE_OF: Record<OwnerBookingChange, BookingChange> = {
  confirm: "confirm",
  decline: "decline",
  complete: "complete",
  no_show: "markNoShow",
};

export async function changeBookingState(
  ctx: GraphQLContext,
  change: OwnerBookingChange,
  input: CancelBookingInput,
): Promise<BookingChangeResult> {
  const checked = parseInput(cancelBookingSchema, input);
  if (!checked.ok) return { kind: "DeclineBookingInvalid", message: say("DASHBOARD_CANCEL_REASON_INVALID"), fieldErrors: checked.errors };
  const { bookingId, reason } = checked.value;
  const now = ctx.backend.clock.now();
  const owners = ctx.backend.owners;
  const changed = await owners.changeBookingState(bookingId, change, change === "decline" ? reason || null : null, dubaiWallClock(now));
  if (changed) return { kind: "BookingStateChanged", booking: changed };
  const booking = await owners.bookingById(bookingId);
  if (!booking) return bookingNotFound();
  // Nothing changed: the rule says why (or, should it allow the change now, the booking changed meanwhile).
  const refusal = refusalOf(booking, RULE_OF[change], now) ?? "NOT_PENDING";
  return { kind: "BookingChangeRefused", message: say(REFUSAL_MESSAGES[refusal]), booking };
}
