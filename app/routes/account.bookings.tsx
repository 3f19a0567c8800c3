/**
 * /account/bookings (signed-in accounts only): the upcoming bookings of this account (made while signed in,
 * or as a guest with its verified email), each with its provider, service, date and time (UAE time) and a
 * link to its manage page; a cancelled one says who cancelled it and the salon's reason (issue #33).
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { graphql } from "gql.tada";
import { NextStepCard } from "~/components/next-step-card";
import { BOOKED_VISIT_FRAGMENT } from "~/components/booking-details.fragment";
import { CACHE } from "~/lib/http/cache";
import { runQuery } from "~/lib/api/graphql.server";
import { pageHeaders } from "~/lib/http/page-headers";
import { messagesFor } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { useCalendarDate } from "~/i18n/use-dates";
import { requireViewer } from "~/lib/auth/viewer.server";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n.bookings.myBookingsTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const { viewer } = await runQuery(context, request, MY_BOOKINGS_QUERY, {});
  return json(
    { bookings: viewer?.bookings ?? [], i18n: messagesFor(context.locale, "bookings") },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

export default function MyBookingsPage() {
  const { bookings } = useLoaderData<typeof loader>();
  const t = useT("bookings");
  const formatCalendarDate = useCalendarDate();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="my-bookings-heading">
      <h1 id="my-bookings-heading" className="text-3xl font-bold">
        {t("myBookings")}
      </h1>
      <p className="mt-2 text-[var(--muted-foreground)]">{t("myBookingsLead")}</p>
      {bookings.length === 0 ? (
        <NextStepCard
          title={t("noBookings")}
          text={t("noBookingsText")}
          link={{ to: "/search", label: t("browseAll") }}
          className="mt-8 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-8"
        />
      ) : (
        <ul className="mt-8 space-y-4" aria-label={t("upcoming")}>
          {bookings.map(({ booking, manageToken }) => (
            <li key={booking.reference} className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5">
              <h2 className="text-lg font-semibold">{booking.provider.name}</h2>
              <p>{booking.service.name}</p>
              <p className="mt-1">
                <time dateTime={`${booking.date}T${booking.time}+04:00`}>
                  {t("when", { date: formatCalendarDate(booking.date, "full"), start: booking.time, end: booking.endTime })}
                </time>{" "}
                {t("uaeTime")}
              </p>
              <p className="mt-1 text-sm text-[var(--muted-foreground)]">{t("bookingReference", { reference: booking.reference })}</p>
              {booking.state === "PENDING" ? (
                <p className="mt-2 text-sm">
                  <strong className="font-semibold text-amber-800 dark:text-amber-300">{t("awaitingSalon")}</strong>
                </p>
              ) : null}
              {booking.status === "CANCELLED" ? (
                <p className="mt-2 text-sm">
                  <strong className="font-semibold text-red-700 dark:text-red-400">
                    {booking.declined
                      ? t("declinedBySalon")
                      : booking.cancelledBy === "SALON"
                        ? t("cancelledBySalon", { provider: booking.provider.name })
                        : booking.cancelledBy === "CUSTOMER"
                          ? t("cancelledByYou")
                          : t("cancelledByNobodyKnown")}
                  </strong>
                  {booking.cancellationReason ? (
                    <span className="block">{t("salonReason", { reason: booking.cancellationReason })}</span>
                  ) : null}
                </p>
              ) : null}
              {manageToken ? (
                <Link
                  to={`/bookings/${manageToken}`}
                  className="mt-3 inline-block font-medium text-brand-600 underline"
                  aria-label={t("manageLabel", { reference: booking.reference, provider: booking.provider.name })}
                >
                  {t("manage")}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const MY_BOOKINGS_QUERY = graphql(
  `
    query MyBookings {
      viewer {
        bookings {
          manageToken
          booking {
            ...BookedVisit
            status
            state
            declined
            cancelledBy
            cancellationReason
          }
        }
      }
    }
  `,
  [BOOKED_VISIT_FRAGMENT],
);
