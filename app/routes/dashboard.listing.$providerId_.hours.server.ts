/**
 * /dashboard/listing/{providerId}/hours' server half (issue #30): the loader reads the owner's own
 * listing's hours, closures and rules (anyone else's reads as not there); the action runs one form's
 * mutation through the API, which checks the owner and the input. Conform reads each post: a list
 * button (add or remove open hours) answers the form back with the row added or removed, so that works
 * without JavaScript; a refusal comes back with everything typed; a save shows the bookings the new
 * hours leave outside (nothing is cancelled).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql, type ResultOf } from "gql.tada";
import { CACHE } from "~/lib/http/cache";
import { requireForm, textField } from "~/lib/forms/form-data.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { ownedListing, throwUnlessOwner } from "~/lib/dashboard/owned-listing.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { messagesFor } from "~/i18n/messages.server";
import { translatedResult } from "~/lib/forms/form-result.server";
import { answeredFieldErrors, answerIn } from "~/i18n/coded-messages.server";
import { messageTranslator } from "~/lib/forms/public-forms.server";
import {
  closureFormSchema,
  rangeFormSchema,
  rulesFormSchema,
  specialFormSchema,
  weekFormSchema,
  type HoursForm,
} from "~/lib/forms/hours-form";

const noStore = { "Cache-Control": CACHE.none };

export async function loadHours({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const id = params.providerId ?? "";
  const { provider, ownerDashboard } = await runQuery(context, request, HOURS_QUERY, { id });
  return json({ provider: ownedListing(provider, ownerDashboard, id), i18n: messagesFor(context.locale, "hours") }, { headers: noStore });
}
type Answer = ResultOf<typeof SCHEDULE_ANSWER>;
type Updated = Extract<Answer, { __typename: "ScheduleUpdated" }>;
export type OutsideBooking = Updated["outsideHours"][number];
/** One form's answer: Conform's result (typed values, messages), and after a save its message and the bookings left outside. */
export type HoursAnswer = { form: HoursForm; result: SubmissionResult; saved: string | null; outsideHours: OutsideBooking[] };

export async function answerHours({ request, context, params }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const providerId = params.providerId ?? "";
  const here = `/dashboard/listing/${providerId}/hours`;
  const form = await requireForm(request);
  const which = textField(form, "form") as HoursForm;
  const translate = messageTranslator(context.locale, "listing");
  const reply = (result: SubmissionResult, status: number, saved: Updated | null = null) =>
    json<HoursAnswer>(
      {
        form: which,
        result: translatedResult(result, translate.message),
        saved: saved ? answerIn(context.locale, saved) : null,
        outsideHours: saved?.outsideHours ?? [],
      },
      { status, headers: noStore },
    );

  /** The API's answer as the page's: saved, refused with the messages by field, or not this owner's (404). */
  const answered = (submission: { reply: (options?: object) => SubmissionResult }, answer: Answer, reset = false) => {
    throwUnlessOwner(answer.__typename, here);
    switch (answer.__typename) {
      case "ScheduleUpdated":
        return reply(submission.reply({ resetForm: reset }), 200, answer);
      case "ScheduleInputInvalid":
        return reply(
          submission.reply({
            formErrors: [answerIn(context.locale, answer)],
            fieldErrors: answeredFieldErrors(context.locale, answer.fieldErrors),
          }),
          400,
        );
      // NotAllowed and NotSignedIn went above (throwUnlessOwner): what is left is a refusal with its message.
      default:
        return reply(submission.reply({ formErrors: "message" in answer ? [answerIn(context.locale, answer)] : [] }), 409);
    }
  };

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
      const { from, to, intervals } = submission.value;
      const { setSpecialHours } = await runMutation(context, request, SET_SPECIAL_MUTATION, {
        input: { providerId, from, to: to ?? from, intervals },
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
        intervals {
          opens
          closes
        }
      }
      bookingRules {
        slotStepMinutes
        minimumNoticeMinutes
        bookingWindowDays
        bufferMinutes
      }
    }
  }
`);

/** Every schedule change answers one of these. */
const SCHEDULE_ANSWER = graphql(`
  fragment OwnerScheduleAnswer on ScheduleChangeResult @_unmask {
    __typename
    ... on ScheduleUpdated {
      message
      code
      params {
        name
        value
      }
      outsideHours {
        reference
        date
        time
        customerName
        service {
          name
        }
      }
    }
    ... on ScheduleInputInvalid {
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
    ... on ScheduleChangeRefused {
      message
      code
      params {
        name
        value
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
