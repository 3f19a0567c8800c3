/**
 * Reviews people can trust (issue 34): the pure rules of who may review a visit, what a review holds,
 * how long its author may change it and how its author is shown. The databases repeat the eligibility
 * conditions in their one conditional write; these functions say why a refused write was refused.
 *
 * Not to be confused with graphql/modules/review: that is the reviewer's check of a registration.
 */
import { textField } from "../../shared/text";
import { stateOf, type LifecycleFacts } from "../bookings/lifecycle";

/** A visit may be reviewed this long after it (its start, Dubai time). */
export const REVIEW_WINDOW_DAYS = 60;
/** The author may change a review this long after first sending it. */
export const EDIT_WINDOW_DAYS = 7;
export const MAX_REVIEW_TEXT = 1000;
export const MIN_RATING = 1;
export const MAX_RATING = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a booking cannot be reviewed now; each will have a message code. */
export type ReviewRefusal = "NOT_COMPLETED" | "WINDOW_CLOSED" | "ALREADY_REVIEWED";

export interface ReviewableBooking extends LifecycleFacts {
  /** True once a review exists for this booking (booking_id is unique among reviews). */
  reviewed: boolean;
}

/** The instant a Dubai wall time 'YYYY-MM-DDTHH:MM' names (Dubai keeps UTC+4 all year, no DST). */
export function dubaiInstant(wallTime: string): number {
  return Date.parse(`${wallTime}:00+04:00`);
}

/** The last instant a review of this visit is accepted. */
export function reviewWindowEnd(booking: Pick<LifecycleFacts, "startsAt">): Date {
  return new Date(dubaiInstant(booking.startsAt) + REVIEW_WINDOW_DAYS * DAY_MS);
}

/** Null when the booking may be reviewed now, else why not (in the order a customer would ask). */
export function reviewRefusalOf(booking: ReviewableBooking, now: Date): ReviewRefusal | null {
  if (stateOf(booking) !== "COMPLETED") return "NOT_COMPLETED";
  if (booking.reviewed) return "ALREADY_REVIEWED";
  if (now.getTime() > reviewWindowEnd(booking).getTime()) return "WINDOW_CLOSED";
  return null;
}

/** Whether the author may still change a review first sent at `createdAt`. */
export function canEditReview(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() <= EDIT_WINDOW_DAYS * DAY_MS;
}

/** A whole number of stars, 1 to 5; anything else is refused rather than rounded. */
export function isValidRating(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= MIN_RATING && value <= MAX_RATING;
}

/** The review's optional text, with the shared text rules (empty becomes ''). */
export const reviewText = textField({
  max: MAX_REVIEW_TEXT,
  multiline: true,
  tooLong: `Please keep the review to ${MAX_REVIEW_TEXT} characters.`,
});

/**
 * How an author is shown beside a review: first name and the initial of the last word
 * ("Aisha Al Mansoori" → "Aisha M.", "Priya Sharma" → "Priya S."), the "First L." of the seed's
 * samples (the spec gives no full names, so the last word is the rule, family particles included);
 * a single name stays as it is. Code points, so an Arabic or emoji-initial name is not split in half.
 */
export function reviewerDisplayName(fullName: string): string {
  const words = fullName.normalize("NFC").trim().split(/\s+/u).filter(Boolean);
  const first = words[0] ?? "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last === undefined ? undefined : Array.from(last)[0];
  return initial === undefined ? first : `${first} ${initial.toLocaleUpperCase()}.`;
}

/** The average as stored on providers.rating: one decimal, 0 with no visible review. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}
