/**
 * /dashboard/listing/{providerId}/bookings/new's server half (issue #32): the loader reads the owner's own
 * listing's services and staff (anyone else's reads as not there) and the form's prefill from
 * ?staffId=&date=&time= (the calendar's empty times link here); the action runs createWalkInBooking,
 * which checks the plan, the owner, the input and who is free. A refusal comes back with everything typed.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { answeredFieldErrors, answerIn, formatToast } from "~/i18n/coded-messages.server";
import { messagesFor } from "~/i18n/messages.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { hasPremium } from "~/lib/auth/premium";
import { flashToast } from "~/lib/auth/session.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { DASHBOARD_PATH, premiumFeatureToastFor } from "~/lib/dashboard/dashboard";
import { notFound, ownedListing, throwUnlessOwner } from "~/lib/dashboard/owned-listing.server";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";
import { requireForm } from "~/lib/forms/form-data.server";
import { conformRefusal } from "~/lib/forms/form-result.server";
import { messageTranslator } from "~/lib/forms/public-forms.server";
import { walkInFormSchema } from "~/lib/forms/walk-in-form";
import { CACHE } from "~/lib/http/cache";
import { safeRedirect } from "~/lib/http/safe-redirect";
import type { CodedToast } from "~/lib/ui/toast";
import { isFormDate, isFormTime } from "../../graphql/modules/bookings/owner-change-schema";

const noStore = { "Cache-Control": CACHE.none };
const ENTERED: CodedToast = { title: { code: "BOOKING_ENTERED_TITLE" }, description: { code: "BOOKING_ENTERED" } };

/** The prefill a link may carry: only well-formed values (anything else is left for the owner to choose). */
function prefillOf(url: URL) {
  const date = url.searchParams.get("date") ?? "";
  const time = url.searchParams.get("time") ?? "";
  return {
    staffId: (url.searchParams.get("staffId") ?? "").slice(0, 128),
    serviceId: (url.searchParams.get("serviceId") ?? "").slice(0, 128),
    date: isFormDate(date) ? date : "",
    time: isFormTime(time) ? time : "",
  };
}

export async function loadNewBooking({ request, context, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const id = params.providerId ?? "";
  const { provider, ownerDashboard } = await runQuery(context, request, NEW_BOOKING_QUERY, { id });
  return json(
    {
      provider: ownedListing(provider, ownerDashboard, id),
      premium: hasPremium(viewer.plan),
      prefill: prefillOf(new URL(request.url)),
      messages: messageTranslator(context.locale, "booking").messages,
      i18n: messagesFor(context.locale, "ownerBookings", "dashboard"),
    },
    { headers: noStore },
  );
}

export async function enterBooking({ request, context, params }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const providerId = params.providerId ?? "";
  const here = `/dashboard/listing/${providerId}/bookings/new`;
  const translate = messageTranslator(context.locale, "booking");
  const form = await requireForm(request);
  const submission = parseWithZod(form, { schema: walkInFormSchema });
  const refused = conformRefusal(submission, context.locale, translate.message);
  if (submission.status !== "success") return refused(400);
  const { date, time, source, ...rest } = submission.value;
  const { createWalkInBooking: answer } = await runMutation(context, request, WALK_IN_MUTATION, {
    input: { ...rest, providerId, startsAt: `${date}T${time}`, source: source === "phone" ? "PHONE" : "WALK_IN" },
  });
  switch (answer.__typename) {
    case "NotSignedIn":
    case "NotAllowed":
      throwUnlessOwner(answer.__typename, here);
      throw notFound();
    case "WalkInBookingCreated": {
      const cookie = await flashToast(request, context, formatToast(context.locale, ENTERED));
      return safeRedirect(DASHBOARD_PATH, { headers: { "Set-Cookie": cookie } });
    }
    case "PremiumRequired":
      return refused(403, { formErrors: [answerIn(context.locale, answer)] }, premiumFeatureToastFor("cancelBooking"));
    case "WalkInRefused": {
      // The API names the start startsAt; the form asks for it as a time.
      const { startsAt, ...fields } = answeredFieldErrors(context.locale, answer.fieldErrors);
      return refused(400, {
        formErrors: [answerIn(context.locale, answer)],
        fieldErrors: { ...fields, ...(startsAt ? { time: startsAt } : {}) },
      });
    }
  }
}

const NEW_BOOKING_QUERY = graphql(`
  query OwnerNewBooking($id: ID!) {
    ownerDashboard {
      providers {
        id
      }
    }
    provider(id: $id) {
      id
      name
      services {
        id
        name
        durationMinutes
      }
      staff {
        id
        name
      }
    }
  }
`);

const WALK_IN_MUTATION = graphql(
  `
    mutation OwnerCreateWalkInBooking($input: CreateWalkInBookingInput!) {
      createWalkInBooking(input: $input) {
        __typename
        ... on WalkInRefused {
          message
          code
          params {
            name
            value
          }
          fieldErrors {
            ...AnsweredFieldError
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
  `,
  [ANSWERED_FIELD_ERROR_FRAGMENT],
);
