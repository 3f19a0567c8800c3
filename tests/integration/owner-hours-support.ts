/** What the owner's time pages' tests share (owner-hours, owner-staff-hours): the sample owners, the week form, an open day, a booking. */
import { expect } from "vitest";
import { addDays, weekday } from "../../graphql/shared/dubai-time";
import { CookieJar, postGraphQL, submit } from "./http";

const PASSWORD = "glowuae-owner-2026";
export const AURA_OWNER = { email: "owner.aura-aesthetic@example.com", password: PASSWORD };
export const GLAMOUR_OWNER = { email: "owner.glamour-spot@example.com", password: PASSWORD };
const UAE_WEEK = ["SATURDAY", "SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"];

export async function signedIn(credentials: { email: string; password: string }) {
  const jar = new CookieJar();
  const response = await submit(jar, "/login", { ...credentials, redirectTo: "/dashboard/provider" });
  expect(response.status).toBe(302);
  return jar;
}

/** A week form's fields (`form` names which one): each day's intervals from `days`, `otherwise` for the days not given. */
export function weekForm(
  form: string,
  days: Record<string, [string, string][]>,
  otherwise: [string, string][] = [],
): Record<string, string> {
  const fields: Record<string, string> = { form };
  UAE_WEEK.forEach((name, day) => {
    fields[`days[${day}].weekday`] = name;
    (days[name] ?? otherwise).forEach(([opens, closes], index) => {
      fields[`days[${day}].intervals[${index}].opens`] = opens;
      fields[`days[${day}].intervals[${index}].closes`] = closes;
    });
  });
  return fields;
}

/** A date `days` on from Dubai's today that is not a Friday (open by default). */
export async function openDay(days: number): Promise<string> {
  const { body } = await postGraphQL("{ today }");
  const day = addDays(body.data.today, days);
  return weekday(day) === 5 ? addDays(day, 1) : day;
}

let bookings = 0;
/** Books aura-aesthetic's first service at 11:00 on `date` (with `staffId` when given): the booking's reference and the service. */
export async function bookAuraAt(
  date: string,
  customer: { name: string; phone: string; staffId?: string },
): Promise<{ reference: string; serviceId: string }> {
  const { body: services } = await postGraphQL(`{ provider(id: "aura-aesthetic") { services { id } } }`);
  const serviceId = services.data.provider.services[0].id as string;
  const { body: booked } = await postGraphQL(
    `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { __typename ... on BookingConfirmed { booking { reference } } } }`,
    {
      input: {
        providerId: "aura-aesthetic",
        serviceId,
        ...(customer.staffId ? { staffId: customer.staffId } : {}),
        date,
        time: "11:00",
        customerName: customer.name,
        customerPhone: customer.phone,
        idempotencyKey: `owner-time-${Date.now()}-${(bookings += 1)}`,
      },
    },
  );
  return { reference: booked.data.createBooking.booking.reference as string, serviceId };
}
