import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useHref, useLoaderData, useNavigation, useParams } from "@remix-run/react";
import { graphql } from "gql.tada";
import { useEffect, useRef } from "react";
import { BookingDetails } from "~/components/booking-details";
import { CACHE } from "~/lib/http/cache";
import { readForm, textField } from "~/lib/forms/form-data.server";
import { messagesFor } from "~/i18n/messages.server";
import { answerIn } from "~/i18n/coded-messages.server";
import { useLocale, useT } from "~/i18n/use-t";
import { useCalendarDate } from "~/i18n/use-dates";
import { runMutation } from "~/lib/api/graphql.server";
import { loadManagedBooking } from "~/lib/booking/managed-booking.server";
import { messageTranslator } from "~/lib/forms/public-forms.server";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

/**
 * A booking's own page, reached by the private link in its confirmation (no account needed): the
 * details, an "Add to calendar" file, and cancelling up to the cut-off, in two steps: "Cancel this booking"
 * asks, "Yes, cancel my booking" cancels (issue #33: one stray click never cancels). The action itself
 * refuses a post that was not confirmed, with or without JavaScript.
 */
export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n.bookings.metaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const booking = await loadManagedBooking(context, request, params.token);
  return json(
    // BookingDetails' texts are the provider page's.
    {
      booking,
      notFound: messageTranslator(context.locale, "booking").say("BOOKING_LINK_INVALID"),
      i18n: messagesFor(context.locale, "bookings", "provider"),
    },
    { status: booking ? 200 : 404, headers: { "Cache-Control": CACHE.none } },
  );
}

/** The second step's field: without it a post only asks whether to cancel. */
const CONFIRMED = { name: "confirmed", value: "yes" } as const;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (textField(form, CONFIRMED.name) !== CONFIRMED.value) {
    return json({ confirm: true } as const, { headers: { "Cache-Control": CACHE.none } });
  }
  const { cancelBookingByLink: cancelBooking } = await runMutation(context, request, CANCEL_BOOKING_MUTATION, {
    token: params.token ?? "",
  });
  const translate = messageTranslator(context.locale, "booking");
  const headers = { "Cache-Control": CACHE.none };
  return cancelBooking.__typename === "ManagedBookingCancelled"
    ? json({ cancelled: true, message: translate.say("BOOKING_CANCELLED") }, { headers })
    : json({ cancelled: false, message: answerIn(context.locale, cancelBooking) }, { status: 409, headers });
}

/** A phone number kept left to right inside a right-to-left sentence. */
const isolated = (text: string, locale: string) => (locale === "ar" ? `\u2066${text}\u2069` : text);

export default function ManagedBookingPage() {
  const { booking, notFound } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { token } = useParams();
  const t = useT("bookings");
  const locale = useLocale();
  const formatCalendarDate = useCalendarDate();
  const calendarHref = useHref(`/bookings/${token}/calendar.ics`);
  if (!booking) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">{t("notFound")}</h1>
        <p className="mt-3">{notFound}</p>
        <Link to="/search" className="mt-6 inline-block text-brand-600 underline">
          {t("browseAll")}
        </Link>
      </section>
    );
  }
  const { provider } = booking;
  const cancelled = booking.status === "CANCELLED";
  // A request (the salon confirms each booking, issue 32): awaiting its answer, or declined.
  const pending = booking.state === "PENDING";
  const declined = cancelled && booking.declined;
  const [untilDate, untilTime] = booking.cancellableUntil.split("T") as [string, string];
  const phone = provider.contact.phone;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <p className="text-sm font-medium uppercase tracking-wide text-brand-600">
        {t("bookingReference", { reference: booking.reference })}
      </p>
      <h1 className="mt-1 text-3xl font-bold">
        {declined ? t("declinedHeading") : cancelled ? t("cancelledHeading") : pending ? t("requestHeading") : t("yourBooking")}
      </h1>
      {pending ? (
        <div className="mt-4 rounded-lg border border-amber-600 p-4">
          <p className="font-semibold">{t("awaitingSalon")}</p>
          <p className="mt-1 text-sm">{t("awaitingSalonText", { provider: provider.name })}</p>
        </div>
      ) : null}
      {declined ? (
        <div className="mt-4 rounded-lg border border-red-600 p-4">
          <p className="font-semibold text-red-800 dark:text-red-300">{t("declinedBySalon")}</p>
          <p className="mt-1 text-sm">{t("declinedText", { provider: provider.name })}</p>
          {booking.cancellationReason ? <p className="mt-1 text-sm">{t("salonReason", { reason: booking.cancellationReason })}</p> : null}
        </div>
      ) : null}
      {result && "message" in result ? (
        <p
          role={result.cancelled ? "status" : "alert"}
          className={`mt-4 rounded-lg border p-4 ${result.cancelled ? "border-green-600" : "border-red-600 text-red-800 dark:text-red-300"}`}
        >
          {result.message}
        </p>
      ) : null}
      <BookingDetails booking={booking} />
      {cancelled ? null : (
        <div className="mt-8 space-y-4">
          <a href={calendarHref} download className="inline-block rounded-md border border-[var(--border)] px-4 py-2 font-medium">
            {t("addToCalendar")}
          </a>
          {booking.canCancel && result && "confirm" in result ? (
            <ConfirmCancel busy={navigation.state !== "idle"} />
          ) : booking.canCancel ? (
            <Form method="post" className="rounded-lg border border-[var(--border)] p-4">
              <p className="text-sm">{t("cancelUntil", { date: formatCalendarDate(untilDate, "full"), time: untilTime })}</p>
              <button
                type="submit"
                disabled={navigation.state !== "idle"}
                className="mt-3 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                {navigation.state !== "idle" ? t("cancelling") : t("cancel")}
              </button>
            </Form>
          ) : (
            <p className="text-sm">
              {phone
                ? t("callToCancelPhone", { provider: provider.name, phone: isolated(phone, locale) })
                : t("callToCancel", { provider: provider.name })}
            </p>
          )}
        </div>
      )}
      <p className="mt-8">
        <Link to={`/provider/${provider.id}`} className="text-brand-600 underline">
          {t("bookAgain", { provider: provider.name })}
        </Link>
      </p>
    </section>
  );
}

/** The second step: what cancelling does, the button that does it, and the way back to keeping the booking. */
function ConfirmCancel({ busy }: { busy: boolean }) {
  const t = useT("bookings");
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the question replaces the button in place: focus follows it, so a screen reader hears it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Form method="post" className="rounded-lg border border-red-600 p-4" aria-labelledby="confirm-cancel">
      <input type="hidden" name={CONFIRMED.name} value={CONFIRMED.value} />
      <h2 id="confirm-cancel" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {t("confirmCancelHeading")}
      </h2>
      <p className="mt-1 text-sm">{t("confirmCancelText")}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {busy ? t("cancelling") : t("confirmCancel")}
        </button>
        <Link to="." replace className="rounded-md border border-[var(--border)] px-4 py-2 font-medium">
          {t("keepBooking")}
        </Link>
      </div>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const CANCEL_BOOKING_MUTATION = graphql(`
  mutation ManagedBookingCancel($token: String!) {
    cancelBookingByLink(token: $token) {
      __typename
      ... on CancellationRefused {
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
