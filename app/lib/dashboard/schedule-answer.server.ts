/**
 * How the owner's time pages (the hours page and a staff member's page, issue #30) answer a post: the
 * API's schedule change as Conform's reply in the page's language, with the saved message and the
 * upcoming bookings the new hours leave outside (shown, never cancelled); a refusal keeps everything
 * typed and its messages by field; another account's listing is not there (404).
 */
import type { SubmissionResult } from "@conform-to/react";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { graphql, type ResultOf } from "gql.tada";
import { CACHE } from "~/lib/http/cache";
import { throwUnlessOwner } from "~/lib/dashboard/owned-listing.server";
import { translatedResult } from "~/lib/forms/form-result.server";
import { answeredFieldErrors, answerIn } from "~/i18n/coded-messages.server";
import { messageTranslator } from "~/lib/forms/public-forms.server";
import type { HoursForm } from "~/lib/forms/hours-form";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";

type Answer = ResultOf<typeof SCHEDULE_ANSWER>;
type Updated = Extract<Answer, { __typename: "ScheduleUpdated" }>;
export type OutsideBooking = Updated["outsideHours"][number];
/** One form's answer: Conform's result (typed values, messages), and after a save its message and the bookings left outside. */
export type HoursAnswer = { form: HoursForm; result: SubmissionResult; saved: string | null; outsideHours: OutsideBooking[] };

/** `reply` answers a post the page decided itself (a list button, a refused shape); `answered` answers the API's. */
export function scheduleReplies(context: AppLoadContext, which: HoursForm, here: string) {
  const translate = messageTranslator(context.locale, "listing");
  const reply = (result: SubmissionResult, status: number, saved: Updated | null = null) =>
    json<HoursAnswer>(
      {
        form: which,
        result: translatedResult(result, translate.message),
        saved: saved ? answerIn(context.locale, saved) : null,
        outsideHours: saved?.outsideHours ?? [],
      },
      { status, headers: { "Cache-Control": CACHE.none } },
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
  return { reply, answered };
}

/** Every schedule change answers one of these. */
export const SCHEDULE_ANSWER = graphql(
  `
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
          ...AnsweredFieldError
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
  `,
  [ANSWERED_FIELD_ERROR_FRAGMENT],
);
