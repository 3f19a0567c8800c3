/**
 * /dashboard/listing/{providerId}/hours/staff/{staffId}'s server half (issue #30): the loader reads the
 * owner's own listing's hours and this staff member's own hours and time off ahead (the owner-only
 * `StaffMember.timeOff`); the action runs one form's mutation (setStaffSchedule, addStaffTimeOff,
 * removeStaffTimeOff) and answers as the hours page does: list buttons and refusals come back with
 * everything typed, a save shows the bookings the change leaves outside (nothing is cancelled).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql, type ResultOf } from "gql.tada";
import { CACHE } from "~/lib/http/cache";
import { requireForm, textField } from "~/lib/forms/form-data.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { notFound, ownedListing } from "~/lib/dashboard/owned-listing.server";
import { SCHEDULE_ANSWER, scheduleReplies } from "~/lib/dashboard/schedule-answer.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { messagesFor } from "~/i18n/messages.server";
import { timeOffFormSchema, weekFormSchema, type StaffForm } from "~/lib/forms/hours-form";

export async function loadStaffHours({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const id = params.providerId ?? "";
  const { provider, ownerDashboard } = await runQuery(context, request, STAFF_HOURS_QUERY, { id });
  const listing = ownedListing(provider, ownerDashboard, id);
  const member = listing.staff.find((person) => person.id === params.staffId);
  if (!member) throw notFound();
  return json({ provider: listing, member, i18n: messagesFor(context.locale, "hours") }, { headers: { "Cache-Control": CACHE.none } });
}

export type StaffHoursProvider = NonNullable<ResultOf<typeof STAFF_HOURS_QUERY>["provider"]>;
export type StaffHoursMember = StaffHoursProvider["staff"][number];

export async function answerStaffHours({ request, context, params }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const providerId = params.providerId ?? "";
  const staffId = params.staffId ?? "";
  const here = `/dashboard/listing/${providerId}/hours/staff/${staffId}`;
  const form = await requireForm(request);
  const which = textField(form, "form") as StaffForm;
  const { reply, answered } = scheduleReplies(context, which, here);

  switch (which) {
    case "staff-week": {
      const submission = parseWithZod(form, { schema: weekFormSchema });
      // A list button (add or remove hours) or a refused shape: the form comes back as it now is.
      if (submission.status !== "success") return reply(submission.reply(), submission.status === "error" ? 400 : 200);
      const { setStaffSchedule } = await runMutation(context, request, SET_STAFF_MUTATION, {
        input: { providerId, staffId, days: submission.value.days },
      });
      return answered(submission, setStaffSchedule);
    }
    case "staff-reset": {
      // Back to all of the provider's open hours: no days of their own.
      const submission = parseWithZod(form, { schema: weekFormSchema.pick({}) });
      const { setStaffSchedule } = await runMutation(context, request, SET_STAFF_MUTATION, { input: { providerId, staffId } });
      return answered(submission, setStaffSchedule);
    }
    case "time-off": {
      const submission = parseWithZod(form, { schema: timeOffFormSchema });
      if (submission.status !== "success") return reply(submission.reply(), 400);
      const { from, to, fromTime, toTime, reason } = submission.value;
      const { addStaffTimeOff } = await runMutation(context, request, ADD_TIME_OFF_MUTATION, {
        input: { providerId, staffId, from, to: to ?? from, fromTime: fromTime ?? null, toTime: toTime ?? null, reason: reason ?? null },
      });
      return answered(submission, addStaffTimeOff, true);
    }
    case "remove-time-off": {
      const submission = parseWithZod(form, { schema: timeOffFormSchema.pick({}) });
      const { removeStaffTimeOff } = await runMutation(context, request, REMOVE_TIME_OFF_MUTATION, {
        input: { providerId, timeOffId: textField(form, "timeOffId") },
      });
      return answered(submission, removeStaffTimeOff);
    }
  }
  return safeRedirect(here);
}

const STAFF_HOURS_QUERY = graphql(`
  query OwnerStaffHours($id: ID!) {
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
        }
      }
      staff {
        id
        name
        title
        workingHours {
          weekday
          intervals {
            opens
            closes
          }
        }
        timeOff {
          id
          from
          to
          fromTime
          toTime
          reason
        }
      }
    }
  }
`);

const SET_STAFF_MUTATION = graphql(
  `
    mutation OwnerSetStaffSchedule($input: SetStaffScheduleInput!) {
      setStaffSchedule(input: $input) {
        ...OwnerScheduleAnswer
      }
    }
  `,
  [SCHEDULE_ANSWER],
);

const ADD_TIME_OFF_MUTATION = graphql(
  `
    mutation OwnerAddStaffTimeOff($input: AddStaffTimeOffInput!) {
      addStaffTimeOff(input: $input) {
        ...OwnerScheduleAnswer
      }
    }
  `,
  [SCHEDULE_ANSWER],
);

const REMOVE_TIME_OFF_MUTATION = graphql(
  `
    mutation OwnerRemoveStaffTimeOff($input: RemoveStaffTimeOffInput!) {
      removeStaffTimeOff(input: $input) {
        ...OwnerScheduleAnswer
      }
    }
  `,
  [SCHEDULE_ANSWER],
);
