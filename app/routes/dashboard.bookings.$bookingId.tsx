/**
 * /dashboard/bookings/{bookingId}: one booking of the owner's (issue #32), in any state: its service, professional,
 * time (Asia/Dubai), customer and how it was booked; what may be done with it now by the lifecycle's rules (accept
 * or decline a request, say a visit happened or not once it has started, cancel with a confirmation step, move it);
 * and its history. Every action is a plain post to this route (works without JavaScript); a refusal keeps the page,
 * says why in the page's language and keeps what was typed. Another account's booking is not there (404).
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { BookingActions, BookingFacts, BookingHistory } from "~/components/dashboard/booking-detail";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { FormPage } from "~/components/upload-form";
import { useCalendarDate } from "~/i18n/use-dates";
import { useT } from "~/i18n/use-t";
import { dashboardTabPath } from "~/lib/dashboard/dashboard";
import { useRefusal } from "~/lib/forms/use-refusal";
import { pageHeaders } from "~/lib/http/page-headers";
import { answerBookingAction, loadBookingDetail } from "./dashboard.bookings.$bookingId.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.bookingDetail.metaTitle.replace("{reference}", data.booking.reference) },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

export const loader = loadBookingDetail;

export const action = answerBookingAction;

export default function OwnerBookingPage() {
  const { booking, confirmingCancel } = useLoaderData<typeof loader>();
  const refusal = useRefusal<typeof action>() ?? null;
  const t = useT("bookingDetail");
  const formatDate = useCalendarDate();
  const busy = useNavigation().state === "submitting";
  const lead = t("lead", {
    customer: booking.customerName || t("deletedAccount"),
    service: booking.service.name,
    date: formatDate(booking.date, "long"),
    time: booking.time,
  });

  return (
    <FormPage
      back={{ to: dashboardTabPath("bookings"), label: t("backToBookings") }}
      title={t("title", { reference: booking.reference })}
      lead={lead}
      toast={refusal?.toast}
    >
      <BookingFacts booking={booking} t={t} />
      <BookingActions
        booking={booking}
        actions={booking.ownerActions ?? []}
        confirmingCancel={confirmingCancel}
        refusal={refusal}
        busy={busy}
        t={t}
      />
      <BookingHistory history={booking.history ?? []} t={t} />
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
