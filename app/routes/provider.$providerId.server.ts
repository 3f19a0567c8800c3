/** The provider page's server half: its loader (the listing, and the times of a chosen service and date) and its booking post. */
import { data, json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import type { BookingActionResult } from "~/components/provider/booking/types";
import { chosenPerformer, parseTab, timesFor } from "~/lib/booking/booking";
import { CACHE } from "~/lib/http/cache";
import { readForm, textField, textFields } from "~/lib/forms/form-data.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { retryAfterHeaders } from "~/lib/http/page-headers";
import { messagesFor } from "~/i18n/messages.server";
import { answeredFieldMessages, answerIn, formatMessage, optionalAnswerIn } from "~/i18n/coded-messages.server";
import { BOOKED_VISIT_FRAGMENT } from "~/components/booking-details.fragment";
import { PROVIDER_LISTING_FRAGMENT } from "~/lib/listings/provider-listing.fragment";
import { dubaiWeek, nextClosureText, openingHoursSpecification, weekRows } from "~/lib/listings/opening-week.server";
import { healthLicenceLine } from "~/lib/listings/health-licence.server";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";
import { REVIEWS_PER_PAGE, reviewsAfter, reviewsJsonLd, reviewsSection } from "~/lib/listings/reviews.server";

export async function loadProviderPage({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The week shown is read at render: an edge-cached copy is at most its freshness old (decision 051).
  const week = dubaiWeek(new Date());
  const after = reviewsAfter(url);
  const { provider, today, lastBookableDate } = await runQuery(context, request, PROVIDER_PAGE_QUERY, {
    id: params.providerId ?? "",
    weekStart: week.weekStart,
    reviewsFirst: REVIEWS_PER_PAGE,
    reviewsAfter: after,
  });
  // Live availability and a per-visitor idempotency key: never in a browser's cache. The edge cache
  // keeps only pages without times and gives each copy its own key (decision 043).
  const headers = { "Cache-Control": CACHE.none };
  const i18n = messagesFor(context.locale, "provider");
  if (!provider) return data({ provider: null, i18n }, { status: 404, headers });

  const requested = url.searchParams.get("service");
  const serviceId = provider.services.find((s) => s.id === requested)?.id ?? provider.services[0]?.id ?? null;
  // A professional who does not perform the service shown (another service was chosen): 'Any professional'.
  const staffId = chosenPerformer(provider.staff, serviceId, url.searchParams.get("staff"))?.id ?? null;
  const date = url.searchParams.get("date") || null;
  let times: string[] = [];
  let slotsMessage: string | null = null;
  if (serviceId && date) {
    const { slots } = await runQuery(context, request, PROVIDER_SLOTS_QUERY, { providerId: provider.id, serviceId, date, staffId });
    times = slots.times;
    slotsMessage = optionalAnswerIn(context.locale, slots);
  }
  // data(), not json(): with single fetch the object goes to the page as it is, no JSON text made and read back.
  const { week: days, weeklyHours, specialHours, closures, healthLicence, reviews, ...listing } = provider;
  const hoursTexts = i18n.provider;
  return data(
    {
      provider: listing,
      reviews: reviewsSection(reviews, url, after, context.locale),
      licence: healthLicenceLine(healthLicence, context.locale, hoursTexts),
      hours: {
        rows: weekRows(days, week.today, context.locale, hoursTexts),
        nextClosure: nextClosureText(closures[0], context.locale, hoursTexts),
      },
      jsonLd: {
        "@context": "https://schema.org",
        "@type": provider.type === "Clinic" ? "MedicalClinic" : "BeautySalon",
        name: provider.name,
        address: { "@type": "PostalAddress", streetAddress: provider.address, addressCountry: "AE" },
        // A listing not yet placed by its owner (issue #33) has no position to tell.
        ...(provider.mapPlaced ? { geo: { "@type": "GeoCoordinates", latitude: provider.latitude, longitude: provider.longitude } } : {}),
        ...(provider.contact.phone ? { telephone: provider.contact.phone } : {}),
        openingHoursSpecification: openingHoursSpecification(weeklyHours, specialHours, closures),
        ...reviewsJsonLd(reviews),
      },
      today,
      lastBookableDate,
      serviceId,
      staffId,
      date,
      times,
      slotsMessage,
      tab: parseTab(url.searchParams.get("tab")),
      idempotencyKey: context.perResponseId(),
      i18n,
    },
    { headers },
  );
}

export async function answerBookingPost({ request, context, params }: ActionFunctionArgs) {
  const { locale } = context;
  const form = await readForm(request);
  const text = (name: string) => textField(form, name);
  const values = textFields(form, ["customerName", "customerPhone", "customerEmail", "time"]);
  const input = {
    providerId: params.providerId ?? "",
    serviceId: text("serviceId"),
    staffId: text("staffId") || null,
    date: text("date"),
    idempotencyKey: text("idempotencyKey"),
    ...values,
  };
  if (!input.serviceId || !input.date || !input.time) {
    return json<BookingActionResult>(
      {
        status: "invalid",
        message: formatMessage(locale, "BOOKING_SELECTION_REQUIRED"),
        fieldErrors: { time: formatMessage(locale, "BOOKING_TIME_REQUIRED") },
        values,
      },
      { status: 400 },
    );
  }
  // The times the visitor picked from must be those of the service and date the form showed.
  if (text("timesFor") !== timesFor(input.serviceId, input.date, input.staffId)) {
    return json<BookingActionResult>(
      { status: "refused", message: formatMessage(locale, "BOOKING_TIMES_STALE"), values: { ...values, time: "" } },
      { status: 409 },
    );
  }
  const { createBooking: result } = await runMutation(context, request, CREATE_BOOKING_MUTATION, { input });
  switch (result.__typename) {
    case "BookingConfirmed": {
      const { booking } = result;
      return json<BookingActionResult>({
        status: "confirmed",
        replayed: result.replayed,
        pending: booking.state === "PENDING",
        booking: { providerName: booking.provider.name, serviceName: booking.service.name, date: booking.date, time: booking.time },
        visit: {
          reference: booking.reference,
          date: booking.date,
          time: booking.time,
          endTime: booking.endTime,
          service: { name: booking.service.name },
          provider: booking.provider,
          staff: booking.staff,
        },
        manageToken: result.manageToken,
      });
    }
    case "SlotTaken":
      return json<BookingActionResult>({ status: "slot_taken", message: answerIn(locale, result) }, { status: 409 });
    case "IdempotencyKeyReused":
      return json<BookingActionResult>({ status: "refused", message: answerIn(locale, result), values }, { status: 409 });
    case "BookingLimitReached":
      return json<BookingActionResult>(
        { status: "refused", message: answerIn(locale, result), values },
        {
          status: result.retryAfterSeconds ? 429 : 409,
          headers: retryAfterHeaders(result.retryAfterSeconds),
        },
      );
    case "BookingInputInvalid":
      return json<BookingActionResult>(
        {
          status: "invalid",
          message: answerIn(locale, result),
          fieldErrors: answeredFieldMessages(locale, result.fieldErrors),
          values,
        },
        { status: 400 },
      );
  }
}

const PROVIDER_PAGE_QUERY = graphql(
  `
    query ProviderPage($id: ID!, $weekStart: String!, $reviewsFirst: Int!, $reviewsAfter: String) {
      today
      lastBookableDate
      provider(id: $id) {
        ...ProviderListing
        type
        emirate
        rating
        takingBookings
        mapPlaced
        weeklyHours {
          weekday
          intervals {
            opens
            closes
          }
        }
        specialHours {
          from
          to
          intervals {
            opens
            closes
          }
        }
        closures {
          from
          to
          reason
        }
        healthLicence {
          authority
          number
          verifiedOn
          status
        }
        week: openingDays(from: $weekStart, days: 7) {
          date
          hours
          special
          specialReason
          intervals {
            opens
            closes
          }
          closure {
            reason
          }
        }
        services {
          id
          name
          price
          duration
        }
        staff {
          id
          name
          title
          image
          serviceIds
        }
        reviews(first: $reviewsFirst, after: $reviewsAfter) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              rating
              text
              author
              verified
              serviceName
              visitMonth
              reply {
                text
                repliedAt
                editedAt
              }
            }
          }
          ratingSummary {
            average
            count
            perStar {
              stars
              count
            }
          }
        }
      }
    }
  `,
  [PROVIDER_LISTING_FRAGMENT],
);

const PROVIDER_SLOTS_QUERY = graphql(`
  query ProviderPageSlots($providerId: ID!, $serviceId: ID!, $date: String, $staffId: ID) {
    slots(providerId: $providerId, serviceId: $serviceId, date: $date, staffId: $staffId) {
      times
      message
      code
      params {
        name
        value
      }
    }
  }
`);

const CREATE_BOOKING_MUTATION = graphql(
  `
    mutation ProviderPageCreateBooking($input: CreateBookingInput!) {
      createBooking(input: $input) {
        __typename
        ... on BookingConfirmed {
          replayed
          manageToken
          booking {
            ...BookedVisit
            state
          }
        }
        ... on SlotTaken {
          message
          code
          params {
            name
            value
          }
        }
        ... on BookingInputInvalid {
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
        ... on IdempotencyKeyReused {
          message
          code
          params {
            name
            value
          }
        }
        ... on BookingLimitReached {
          message
          code
          params {
            name
            value
          }
          retryAfterSeconds
        }
      }
    }
  `,
  [BOOKED_VISIT_FRAGMENT, ANSWERED_FIELD_ERROR_FRAGMENT],
);
