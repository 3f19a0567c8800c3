/**
 * /dashboard/listing/{providerId}/hours' server half (issue #30): the loader reads the owner's own
 * listing's hours, closures and rules (anyone else's reads as not there); the action runs one form's
 * mutation through the API, which checks the owner and the input. Conform reads each post: a list
 * button (add or remove open hours) answers the form back with the row added or removed, so that works
 * without JavaScript; a refusal comes back with everything typed; a save shows the bookings the new
 * hours leave outside (nothing is cancelled).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql, type ResultOf } from "gql.tada";
import { CACHE } from "~/lib/http/cache";
import { requireForm, textField } from "~/lib/forms/form-data.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { ownedListing } from "~/lib/dashboard/owned-listing.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { messagesFor } from "~/i18n/messages.server";
import { SCHEDULE_ANSWER, scheduleReplies } from "~/lib/dashboard/schedule-answer.server";
import {
  closureFormSchema,
  confirmationFormSchema,
  rangeFormSchema,
  rulesFormSchema,
  specialFormSchema,
  weekFormSchema,
  type HoursPageForm,
} from "~/lib/forms/hours-form";

const noStore = { "Cache-Control": CACHE.none };
export type { HoursAnswer, OutsideBooking } from "~/lib/dashboard/schedule-answer.server";

export async function loadHours({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const id = params.providerId ?? "";
  const { provider, ownerDashboard } = await runQuery(context, request, HOURS_QUERY, { id });
  return json({ provider: ownedListing(provider, ownerDashboard, id), i18n: messagesFor(context.locale, "hours") }, { headers: noStore });
}
export async function answerHours({ request, context, params }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const providerId = params.providerId ?? "";
  const here = `/dashboard/listing/${providerId}/hours`;
  const form = await requireForm(request);
  const which = textField(form, "form") as HoursPageForm;
  const { reply, answered } = scheduleReplies(context, which, here);

  switch (which) {
    case "week": {
      const submission = parseWithZod(form, { schema: weekFormSchema });
      // A list button (add or remove open hours) or a refused shape: the form comes back as it now is.
      if (submission.status !== "success") return reply(submission.reply(), submission.status === "error" ? 400 : 200);
      const { setWeeklyHours } = await runMutation(context, request, SET_WEEK_MUTATION, {
        input: { providerId, days: submission.value.days },
      });
      return answered(submission, setWeeklyHours);
    }
    case "closure": {
      const submission = parseWithZod(form, { schema: closureFormSchema });
      if (submission.status !== "success") return reply(submission.reply(), 400);
      const { from, to, reason } = submission.value;
      const { addClosure } = await runMutation(context, request, ADD_CLOSURE_MUTATION, {
        input: { providerId, from, to: to ?? from, reason: reason ?? null },
      });
      return answered(submission, addClosure, true);
    }
    case "remove-closure": {
      const submission = parseWithZod(form, { schema: closureFormSchema.pick({}) });
      const { removeClosure } = await runMutation(context, request, REMOVE_CLOSURE_MUTATION, {
        input: { providerId, closureId: textField(form, "closureId") },
      });
      return answered(submission, removeClosure);
    }
    case "special": {
      const submission = parseWithZod(form, { schema: specialFormSchema });
      // A list button (add or remove open hours) or a refused shape: the form comes back as it now is.
      if (submission.status !== "success") return reply(submission.reply(), submission.status === "error" ? 400 : 200);
      const { from, to, intervals, reason } = submission.value;
      const { setSpecialHours } = await runMutation(context, request, SET_SPECIAL_MUTATION, {
        input: { providerId, from, to: to ?? from, intervals, reason: reason ?? null },
      });
      return answered(submission, setSpecialHours, true);
    }
    case "remove-special": {
      // No hours for the range as listed: it goes back to the weekly hours.
      const submission = parseWithZod(form, { schema: rangeFormSchema });
      if (submission.status !== "success") return reply(submission.reply(), 400);
      const { setSpecialHours } = await runMutation(context, request, SET_SPECIAL_MUTATION, {
        input: { providerId, ...submission.value, intervals: [] },
      });
      return answered(submission, setSpecialHours);
    }
    case "rules": {
      const submission = parseWithZod(form, { schema: rulesFormSchema });
      if (submission.status !== "success") return reply(submission.reply(), 400);
      const { setBookingRules } = await runMutation(context, request, SET_RULES_MUTATION, {
        input: { providerId, ...submission.value },
      });
      return answered(submission, setBookingRules);
    }
    case "confirmation": {
      const submission = parseWithZod(form, { schema: confirmationFormSchema });
      if (submission.status !== "success") return reply(submission.reply(), 400);
      const { setBookingConfirmation } = await runMutation(context, request, SET_CONFIRMATION_MUTATION, {
        input: {
          providerId,
          confirmEachBooking: submission.value.confirmEachBooking ?? false,
          answerWindowHours: submission.value.answerWindowHours,
        },
      });
      return answered(submission, setBookingConfirmation);
    }
  }
  return safeRedirect(here);
}

export type HoursProvider = NonNullable<ResultOf<typeof HOURS_QUERY>["provider"]>;

const HOURS_QUERY = graphql(`
  query OwnerHours($id: ID!) {
    ownerDashboard {
      providers {
        id
      }
    }
    provider(id: $id) {
      id
      name
      weeklyHours {
        weekday
        intervals {
          opens
          closes
          lastStart
        }
      }
      closures {
        id
        from
        to
        reason
      }
      specialHours {
        from
        to
        reason
        intervals {
          opens
          closes
        }
      }
      staff {
        id
        name
        workingHours {
          weekday
        }
        timeOff {
          id
        }
      }
      bookingRules {
        slotStepMinutes
        minimumNoticeMinutes
        bookingWindowDays
        bufferMinutes
      }
      bookingConfirmation {
        confirmEachBooking
        answerWindowHours
      }
    }
  }
`);

const SET_WEEK_MUTATION = graphql(
  `
    mutation OwnerSetWeek($input: SetWeeklyHoursInput!) {
      setWeeklyHours(input: $input) {
        ...OwnerScheduleAnswer
      }
    }
  `,
  [SCHEDULE_ANSWER],
);

const ADD_CLOSURE_MUTATION = graphql(
  `
    mutation OwnerAddClosure($input: AddClosureInput!) {
      addClosure(input: $input) {
        ...OwnerScheduleAnswer
      }
    }
  `,
  [SCHEDULE_ANSWER],
);

const REMOVE_CLOSURE_MUTATION = graphql(
  `
    mutation OwnerRemoveClosure($input: RemoveClosureInput!) {
      removeClosure(input: $input) {
        ...OwnerScheduleAnswer
      }
    }
  `,
  [SCHEDULE_ANSWER],
);

const SET_SPECIAL_MUTATION = graphql(
  `
    mutation OwnerSetSpecialHours($input: SetSpecialHoursInput!) {
      setSpecialHours(input: $input) {
        ...OwnerScheduleAnswer
      }
    }
  `,
  [SCHEDULE_ANSWER],
);

const SET_RULES_MUTATION = graphql(
  `
    mutation OwnerSetRules($input: SetBookingRulesInput!) {
      setBookingRules(input: $input) {
        ...OwnerScheduleAnswer
      }
    }
  `,
  [SCHEDULE_ANSWER],
);

const SET_CONFIRMATION_MUTATION = graphql(
  `
    mutation OwnerSetBookingConfirmation($input: SetBookingConfirmationInput!) {
      setBookingConfirmation(input: $input) {
        ...OwnerScheduleAnswer
      }
    }
  `,
  [SCHEDULE_ANSWER],
);
