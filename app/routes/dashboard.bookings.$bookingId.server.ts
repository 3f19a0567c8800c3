/**
 * /dashboard/bookings/{bookingId}'s server half (issue #32): the loader reads the owner's own booking
 * (ownerBooking: another account's reads as not there, a 404) with its history and what may be done with it now
 * (Booking.ownerActions, the API's lifecycle rules and clock); the action runs the one mutation the posted
 * `intent` names. The API decides: a refusal comes back by code, in the page's language, with the reason as typed.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql, type ResultOf } from "gql.tada";
import { answerIn, formatToast } from "~/i18n/coded-messages.server";
import type { Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { flashToast } from "~/lib/auth/session.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { bookingHref as bookingPath } from "~/lib/dashboard/calendar";
import { DASHBOARD_TOASTS, premiumFeatureToastFor } from "~/lib/dashboard/dashboard";
import { notFound } from "~/lib/dashboard/owned-listing.server";
import { readForm, textField } from "~/lib/forms/form-data.server";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";
import { CACHE } from "~/lib/http/cache";
import { loginPathFor, safeRedirect } from "~/lib/http/safe-redirect";
import type { AnsweredMessage, CodedToast } from "~/lib/ui/toast";

const noStore = { "Cache-Control": CACHE.none };

/** The forms the page posts, by the `intent` each sends. */
export const BOOKING_INTENTS = ["confirm", "decline", "complete", "no-show", "cancel"] as const;
export type BookingIntent = (typeof BOOKING_INTENTS)[number];
const isIntent = (value: string): value is BookingIntent => (BOOKING_INTENTS as readonly string[]).includes(value);

const DONE: Record<BookingIntent, CodedToast> = {
  confirm: { title: { code: "BOOKING_ACCEPTED_TITLE" } },
  decline: { title: { code: "BOOKING_DECLINED_TITLE" }, description: { code: "DASHBOARD_BOOKING_CANCELLED" } },
  complete: { title: { code: "BOOKING_COMPLETED_TITLE" } },
  "no-show": { title: { code: "BOOKING_NO_SHOW_TITLE" } },
  cancel: DASHBOARD_TOASTS.bookingCancelled,
};

export type BookingDetail = Extract<ResultOf<typeof OWNER_BOOKING_DETAIL_QUERY>["ownerBooking"], { __typename: "Booking" }>;

export async function loadBookingDetail({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const id = params.bookingId ?? "";
  const { ownerBooking: booking } = await runQuery(context, request, OWNER_BOOKING_DETAIL_QUERY, { id });
  if (booking.__typename === "NotSignedIn") throw safeRedirect(loginPathFor(bookingPath(id)));
  if (booking.__typename !== "Booking") throw notFound();
  // ?confirm=cancel: the cancel's confirmation step (a link, so it works without JavaScript).
  const confirmingCancel = new URL(request.url).searchParams.get("confirm") === "cancel" && (booking.ownerActions ?? []).includes("CANCEL");
  return json({ booking, confirmingCancel, i18n: messagesFor(context.locale, "bookingDetail") }, { headers: noStore });
}

/** What a refused post answers: which form, what was typed, and why (in the page's language). */
export interface BookingRefusal {
  intent: BookingIntent | null;
  reason: string;
  formError: string | null;
  reasonError: string | null;
  toast: (ReturnType<typeof formatToast> & { id: string }) | null;
}

export async function answerBookingAction({ request, context, params }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const bookingId = params.bookingId ?? "";
  const here = bookingPath(bookingId);
  const form = await readForm(request);
  const asked = textField(form, "intent");
  const intent = isIntent(asked) ? asked : null;
  const reason = textField(form, "reason");
  const locale = context.locale;
  const refuse = (status: number, why: Partial<Pick<BookingRefusal, "formError" | "reasonError">>, toast: CodedToast | null = null) =>
    json<BookingRefusal>(
      {
        intent,
        reason,
        formError: why.formError ?? null,
        reasonError: why.reasonError ?? null,
        toast: toast ? { id: crypto.randomUUID(), ...formatToast(locale, toast) } : null,
      },
      { status, headers: noStore },
    );
  if (!intent) return refuse(400, { formError: answerIn(locale, INVALID_INPUT) });

  const answer = await changeBooking(context, request, intent, bookingId, reason);
  switch (answer.__typename) {
    case "BookingStateChanged":
    case "BookingCancelled": {
      const cookie = await flashToast(request, context, formatToast(locale, DONE[intent]));
      return safeRedirect(here, { headers: { "Set-Cookie": cookie } });
    }
    case "NotSignedIn":
      throw safeRedirect(loginPathFor(here));
    case "BookingNotFound":
      throw notFound();
    case "PremiumRequired":
      return refuse(403, { formError: answerIn(locale, answer) }, premiumFeatureToastFor("cancelBooking"));
    case "BookingChangeRefused":
      return refuse(409, { formError: answerIn(locale, answer) });
    case "DeclineBookingInvalid":
    case "CancelBookingInvalid":
      return refuse(400, { reasonError: reasonErrorIn(locale, answer.fieldErrors) });
  }
}

const INVALID_INPUT: AnsweredMessage = { message: "Invalid input", code: "INPUT_INVALID", params: [] };

function reasonErrorIn(locale: Locale, errors: readonly (AnsweredMessage & { field: string })[]): string {
  const error = errors.find((fieldError) => fieldError.field === "reason") ?? errors[0];
  return error ? answerIn(locale, error) : answerIn(locale, INVALID_INPUT);
}

/** The one mutation an intent names. */
async function changeBooking(
  context: LoaderFunctionArgs["context"],
  request: Request,
  intent: BookingIntent,
  bookingId: string,
  reason: string,
) {
  switch (intent) {
    case "confirm":
      return (await runMutation(context, request, CONFIRM_BOOKING_MUTATION, { input: { bookingId } })).confirmBooking;
    case "complete":
      return (await runMutation(context, request, COMPLETE_BOOKING_MUTATION, { input: { bookingId } })).completeBooking;
    case "no-show":
      return (await runMutation(context, request, MARK_NO_SHOW_MUTATION, { input: { bookingId } })).markNoShow;
    case "decline":
      return (await runMutation(context, request, DECLINE_BOOKING_MUTATION, { input: { bookingId, reason: reason || null } }))
        .declineBooking;
    case "cancel":
      return (await runMutation(context, request, DETAIL_CANCEL_BOOKING_MUTATION, { input: { bookingId, reason } })).cancelBooking;
  }
}

const OWNER_BOOKING_DETAIL_QUERY = graphql(`
  query OwnerBookingDetail($id: ID!) {
    ownerBooking(id: $id) {
      __typename
      ... on Booking {
        id
        reference
        date
        time
        endTime
        customerName
        customerPhone
        customerEmail
        source
        sourceApp
        state
        declined
        cancelledBy
        cancellationReason
        ownerActions
        service {
          id
          name
        }
        staff {
          id
          name
        }
        provider {
          id
        }
        history {
          at
          actor
          change
          fromState
          toState
          fromStartsAt
          toStartsAt
          reason
        }
      }
    }
  }
`);

const BOOKING_CHANGE_RESULT = graphql(
  `
    fragment DetailBookingChangeResult on BookingChangeResult @_unmask {
      __typename
      ... on BookingChangeRefused {
        message
        code
        params {
          name
          value
        }
      }
      ... on DeclineBookingInvalid {
        fieldErrors {
          ...AnsweredFieldError
        }
      }
    }
  `,
  [ANSWERED_FIELD_ERROR_FRAGMENT],
);

const CONFIRM_BOOKING_MUTATION = graphql(
  `
    mutation DetailConfirmBooking($input: BookingIdInput!) {
      confirmBooking(input: $input) {
        ...DetailBookingChangeResult
      }
    }
  `,
  [BOOKING_CHANGE_RESULT],
);

const COMPLETE_BOOKING_MUTATION = graphql(
  `
    mutation DetailCompleteBooking($input: BookingIdInput!) {
      completeBooking(input: $input) {
        ...DetailBookingChangeResult
      }
    }
  `,
  [BOOKING_CHANGE_RESULT],
);

const MARK_NO_SHOW_MUTATION = graphql(
  `
    mutation DetailMarkNoShow($input: BookingIdInput!) {
      markNoShow(input: $input) {
        ...DetailBookingChangeResult
      }
    }
  `,
  [BOOKING_CHANGE_RESULT],
);

const DECLINE_BOOKING_MUTATION = graphql(
  `
    mutation DetailDeclineBooking($input: DeclineBookingInput!) {
      declineBooking(input: $input) {
        ...DetailBookingChangeResult
      }
    }
  `,
  [BOOKING_CHANGE_RESULT],
);

const DETAIL_CANCEL_BOOKING_MUTATION = graphql(
  `
    mutation DetailCancelBooking($input: CancelBookingInput!) {
      cancelBooking(input: $input) {
        __typename
        ... on PremiumRequired {
          message
          code
          params {
            name
            value
          }
        }
        ... on CancelBookingInvalid {
          fieldErrors {
            ...AnsweredFieldError
          }
        }
      }
    }
  `,
  [ANSWERED_FIELD_ERROR_FRAGMENT],
);
