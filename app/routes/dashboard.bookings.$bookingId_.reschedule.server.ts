/**
 * /dashboard/bookings/{bookingId}/reschedule's server half (issue #32): the loader reads the owner's own
 * booking (ownerBooking: anyone else's reads as not there) and, for the date asked for (?date=, a GET form, so it
 * works without JavaScript), each performer's free times; the action runs rescheduleBooking, which decides.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { answerIn, formatToast } from "~/i18n/coded-messages.server";
import { messagesFor } from "~/i18n/messages.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { flashToast } from "~/lib/auth/session.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { DASHBOARD_PATH, premiumFeatureToastFor } from "~/lib/dashboard/dashboard";
import { notFound } from "~/lib/dashboard/owned-listing.server";
import { requireForm } from "~/lib/forms/form-data.server";
import { conformRefusal } from "~/lib/forms/form-result.server";
import { messageTranslator } from "~/lib/forms/public-forms.server";
import { CACHE } from "~/lib/http/cache";
import { loginPathFor, safeRedirect } from "~/lib/http/safe-redirect";
import type { CodedToast } from "~/lib/ui/toast";
import { isFormDate, moveFormSchema } from "../../graphql/modules/bookings/owner-change-schema";

const noStore = { "Cache-Control": CACHE.none };
const MOVED: CodedToast = { title: { code: "BOOKING_MOVED_TITLE" }, description: { code: "BOOKING_MOVED" } };

export async function loadMove({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const id = params.bookingId ?? "";
  const asked = new URL(request.url).searchParams.get("date") ?? "";
  // One read: the booking and, for the date asked (else its own), each professional's times by the owner's own
  // rule for a move (Booking.moveTimes: no customers' minimum notice; the booking not in its own way).
  const { ownerBooking: booking } = await runQuery(context, request, MOVE_BOOKING_QUERY, { id, date: isFormDate(asked) ? asked : null });
  if (booking.__typename === "NotSignedIn") throw safeRedirect(loginPathFor(`/dashboard/bookings/${id}/reschedule`));
  if (booking.__typename !== "Booking") throw notFound();
  const date = isFormDate(asked) ? asked : booking.date;
  const free = (booking.moveTimes ?? []).map(({ staffId, staffName, times }) => ({ staffId, name: staffName, times }));
  return json({ booking, date, free, i18n: messagesFor(context.locale, "ownerBookings", "dashboard") }, { headers: noStore });
}

export async function moveBooking({ request, context, params }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const bookingId = params.bookingId ?? "";
  const here = `/dashboard/bookings/${bookingId}/reschedule`;
  const translate = messageTranslator(context.locale, "booking");
  const form = await requireForm(request);
  const submission = parseWithZod(form, { schema: moveFormSchema });
  const refused = conformRefusal(submission, context.locale, translate.message);
  if (submission.status !== "success") return refused(400);
  const [staffId, time] = submission.value.choice.split("|") as [string, string];
  const { rescheduleBooking: answer } = await runMutation(context, request, MOVE_MUTATION, {
    input: { bookingId, staffId, startsAt: `${submission.value.date}T${time}` },
  });
  switch (answer.__typename) {
    case "BookingRescheduled": {
      const cookie = await flashToast(request, context, formatToast(context.locale, MOVED));
      return safeRedirect(DASHBOARD_PATH, { headers: { "Set-Cookie": cookie } });
    }
    case "NotSignedIn":
      throw safeRedirect(loginPathFor(here));
    case "BookingNotFound":
      throw notFound();
    case "PremiumRequired":
      return refused(403, { formErrors: [answerIn(context.locale, answer)] }, premiumFeatureToastFor("cancelBooking"));
    case "RescheduleRefused": {
      // Whichever field the API named, the owner's answer is another choice of time and professional.
      const reason = answer.fieldErrors[0] ?? answer;
      return refused(400, { fieldErrors: { choice: [answerIn(context.locale, reason)] } });
    }
  }
}

const MOVE_BOOKING_QUERY = graphql(`
  query OwnerMoveBooking($id: ID!, $date: String) {
    ownerBooking(id: $id) {
      __typename
      ... on Booking {
        id
        date
        time
        customerName
        service {
          id
          name
        }
        staff {
          id
          name
        }
        moveTimes(date: $date) {
          staffId
          staffName
          times
        }
      }
    }
  }
`);

const MOVE_MUTATION = graphql(`
  mutation OwnerRescheduleBooking($input: RescheduleBookingInput!) {
    rescheduleBooking(input: $input) {
      __typename
      ... on RescheduleRefused {
        message
        code
        params {
          name
          value
        }
        fieldErrors {
          field
          message
          code
          params {
            name
            value
          }
        }
      }
      ... on PremiumRequired {
        message
        code
        params {
          name
          value
        }
      }
    }
  }
`);
