/**
 * The messages an event makes, each for one recipient, in that person's language (issue 31): text and
 * HTML saying the same, no images, no tracking. Texts come from the emails catalogue
 * (app/i18n/catalogues/emails.server.ts); the calendar file is the site's own (app/lib/booking/booking-calendar.ts).
 */
import { interpolate, intlLocale, type Params } from "../../app/i18n/define";
import { pathInLocale } from "../../app/i18n/locale";
// The two catalogues themselves, not messagesFor: messages.server imports every catalogue (and the ICU
// formatter), which would put a second copy of them beside the Remix server build's in the Worker (+50 KiB gzip).
import bookingsCatalogue from "../../app/i18n/catalogues/bookings.server";
import emailsCatalogue from "../../app/i18n/catalogues/emails.server";
import { bookingCalendarFile } from "../../app/lib/booking/booking-calendar";
import { mapLinkUrl } from "../../app/lib/booking/booking";
import { ACCOUNT_LINK_PATHS, type AccountLinkPurpose } from "../../graphql/modules/accounts/account-links";
import { newReviewToken, reviewPath, reviewTokenHash } from "../../graphql/modules/visit-reviews/token";
import { escapeHtml, type Mail, type MailAttachment } from "./mail";
import type { BookingNotice, Locale, OutboxEvent, OutboxStore } from "./outbox-store";

/** One message of an event: `recipient` names who it is for (the delivery record's key), not the address. */
export interface Outgoing {
  recipient: string;
  mail: Mail;
}

type Texts = (typeof emailsCatalogue)["en"];
type Line = string | { key: keyof Texts; params?: Params };

/** Builds the text and HTML of a message from lines; `{url}` in a line becomes a link in the HTML. */
function message(locale: Locale, to: string, subject: string, lines: Line[], attachments: MailAttachment[] = []): Mail {
  const t = emailsCatalogue[locale];
  const all: Line[] = [...lines, { key: "footer" }];
  const text = all.map((line) => (typeof line === "string" ? line : interpolate(t[line.key], line.params))).join("\n\n");
  const paragraphs = all.map((line) => {
    if (typeof line === "string") return `<p>${escapeHtml(line)}</p>`;
    const escaped = Object.fromEntries(Object.entries(line.params ?? {}).map(([name, value]) => [name, escapeHtml(String(value))]));
    const url = line.params?.url;
    if (url !== undefined) escaped.url = `<a href="${escapeHtml(String(url))}">${escapeHtml(String(url))}</a>`;
    return `<p>${interpolate(escapeHtml(t[line.key]), escaped)}</p>`;
  });
  const dir = locale === "ar" ? "rtl" : "ltr";
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><title>${escapeHtml(subject)}</title></head><body>${paragraphs.join("")}</body></html>`;
  return { to, subject, text, html, attachments };
}

/**
 * 'YYYY-MM-DD' → 'Tuesday 8 December 2026' (or Arabic): the date alone, the wall time is Dubai's already. The
 * weekday and the date are formatted apart, since ICU versions differ on the comma between them.
 */
function longDate(date: string, locale: Locale): string {
  const day = new Date(`${date}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: "UTC" }).format(day);
  return interpolate(emailsCatalogue[locale].longDate, {
    weekday: part({ weekday: "long" }),
    date: part({ day: "numeric", month: "long", year: "numeric" }),
  });
}

function bookingFacts(booking: BookingNotice, locale: Locale, origin: string): Line[] {
  const [date, time] = booking.startsAt.split("T") as [string, string];
  const lines: Line[] = [
    { key: "reference", params: { reference: booking.reference } },
    { key: "service", params: { service: booking.service } },
  ];
  if (booking.staff) lines.push({ key: "professional", params: { staff: booking.staff } });
  lines.push(
    { key: "when", params: { date: longDate(date, locale), time, endTime: booking.endsAt.slice(11, 16) } },
    { key: "where", params: { provider: booking.provider.name, address: booking.provider.address } },
    { key: "map", params: { url: mapLinkUrl(booking.provider.latitude, booking.provider.longitude) } },
  );
  if (booking.provider.phone) lines.push({ key: "phone", params: { phone: booking.provider.phone } });
  if (booking.manageToken)
    lines.push({ key: "manage", params: { url: `${origin}${pathInLocale(`/bookings/${booking.manageToken}`, locale)}` } });
  return lines;
}

/** The booking's calendar file, as its "Add to calendar" link gives it. */
function calendarAttachment(booking: BookingNotice, locale: Locale, now: Date): MailAttachment {
  const t = bookingsCatalogue[locale];
  const [date, time] = booking.startsAt.split("T") as [string, string];
  const phone = booking.provider.phone ? interpolate(t.calendarPhone, { phone: booking.provider.phone }) : "";
  const content = bookingCalendarFile({
    reference: booking.reference,
    date,
    time,
    endTime: booking.endsAt.slice(11, 16),
    title: interpolate(t.calendarTitle, { service: booking.service, provider: booking.provider.name }),
    location: booking.provider.address,
    description: `${interpolate(t.calendarReference, { reference: booking.reference })} ${phone}`.trim(),
    stamp: now,
  });
  return { filename: `booking-${booking.reference}.ics`, contentType: "text/calendar", content };
}

const CUSTOMER_MESSAGES = {
  booking_created: ["bookingConfirmedSubject", "bookingConfirmedIntro"],
  booking_changed: ["bookingChangedSubject", "bookingChangedIntro"],
  booking_cancelled: ["bookingCancelledSubject", "bookingCancelledIntro"],
  reminder_due: ["reminderSubject", "reminderIntro"],
  // A request (issue 32): asked (it awaits the salon), accepted, declined.
  booking_requested: ["bookingRequestedSubject", "bookingRequestedIntro"],
  booking_confirmed: ["bookingAcceptedSubject", "bookingAcceptedIntro"],
  booking_declined: ["bookingDeclinedSubject", "bookingDeclinedIntro"],
} as const;

/** The messages that carry the booking as a calendar file: those saying it is (still) on. */
const WITH_CALENDAR = new Set<keyof typeof CUSTOMER_MESSAGES>(["booking_created", "booking_changed", "booking_confirmed"]);
/** The owner's alerts, with their subject and opening line: a booking made, a request to answer, a cancel. */
const OWNER_MESSAGES = {
  booking_created: ["ownerNewSubject", "ownerNewIntro"],
  booking_requested: ["ownerRequestSubject", "ownerRequestIntro"],
  booking_cancelled: ["ownerCancelledSubject", "ownerCancelledIntro"],
} as const;

/**
 * What the customer is told of a declined request: by whom, and the salon's reason when it gave one (the words the
 * decline recorded, 0020's record). The facts follow, so they know which request it was.
 */
function declineLines(booking: BookingNotice): Line[] {
  const lines: Line[] = [{ key: "bookingDeclinedIntro", params: { provider: booking.provider.name, reference: booking.reference } }];
  if (booking.cancellationReason) lines.push({ key: "salonReason", params: { reason: booking.cancellationReason } });
  return lines;
}

/**
 * What the customer is told of a cancellation: by the salon, with its reason when it gave one (the words the
 * cancel itself recorded); otherwise, as before who was recorded, that it is cancelled.
 */
function cancellationLines(booking: BookingNotice): Line[] {
  if (booking.cancelledBy !== "salon") return [{ key: "bookingCancelledIntro", params: { reference: booking.reference } }];
  const lines: Line[] = [
    { key: "bookingCancelledBySalonIntro", params: { provider: booking.provider.name, reference: booking.reference } },
  ];
  if (booking.cancellationReason) lines.push({ key: "salonReason", params: { reason: booking.cancellationReason } });
  return lines;
}

/** The owner's cancellation message says who cancelled, when that was recorded. */
function ownerCancelledBy(kind: keyof typeof CUSTOMER_MESSAGES, booking: BookingNotice): Line[] {
  if (kind !== "booking_cancelled" || !booking.cancelledBy) return [];
  return [{ key: booking.cancelledBy === "salon" ? "ownerCancelledBySalon" : "ownerCancelledByCustomer" }];
}

function bookingMessages(kind: keyof typeof CUSTOMER_MESSAGES, booking: BookingNotice, origin: string, now: Date): Outgoing[] {
  const out: Outgoing[] = [];
  const [date, time] = booking.startsAt.split("T") as [string, string];
  const locale = booking.locale;
  // A reminder for a booking cancelled or moved since the sweep recorded it says nothing.
  if (kind === "reminder_due" && booking.cancelled) return out;
  if (booking.customerEmail) {
    const t = emailsCatalogue[locale];
    const [subjectKey, introKey] = CUSTOMER_MESSAGES[kind];
    const subject = interpolate(t[subjectKey], {
      service: booking.service,
      provider: booking.provider.name,
      date: longDate(date, locale),
      time,
    });
    const opening: Line[] =
      kind === "booking_cancelled"
        ? cancellationLines(booking)
        : kind === "booking_declined"
          ? declineLines(booking)
          : [{ key: introKey, params: { reference: booking.reference, provider: booking.provider.name } }];
    const lines: Line[] = [
      { key: "greeting", params: { name: booking.customerName } },
      ...opening,
      ...(kind === "booking_cancelled" ? [] : bookingFacts(booking, locale, origin)),
    ];
    const withCalendar = WITH_CALENDAR.has(kind);
    if (withCalendar) lines.push({ key: "calendarAttached" });
    const attachments = withCalendar ? [calendarAttachment(booking, locale, now)] : [];
    out.push({ recipient: "customer", mail: message(locale, booking.customerEmail, subject, lines, attachments) });
  }
  if (kind === "booking_created" || kind === "booking_requested" || kind === "booking_cancelled") {
    // The business is told in its owner's language (kept from sign-up), at its account and its listing's address.
    const ownerLocale = booking.ownerLocale;
    const t = emailsCatalogue[ownerLocale];
    const shownDate = longDate(date, ownerLocale);
    const [ownerSubject, ownerIntro] = OWNER_MESSAGES[kind];
    const subject = interpolate(t[ownerSubject], {
      service: booking.service,
      date: shownDate,
      time,
    });
    const lines: Line[] = [
      { key: ownerIntro, params: { provider: booking.provider.name } },
      ...ownerCancelledBy(kind, booking),
      { key: "customer", params: { name: booking.customerName, phone: booking.customerPhone } },
      ...bookingFacts({ ...booking, manageToken: null }, ownerLocale, origin),
      { key: "dashboard", params: { url: `${origin}${pathInLocale("/dashboard/provider", ownerLocale)}` } },
    ];
    const addresses = [
      ...new Set(
        [booking.ownerEmail, booking.businessEmail].filter((email): email is string => Boolean(email)).map((email) => email.toLowerCase()),
      ),
    ];
    addresses.forEach((address, index) =>
      out.push({
        recipient: index === 0 && booking.ownerEmail ? "owner" : "business",
        mail: message(ownerLocale, address, subject, lines),
      }),
    );
  }
  return out;
}

const textOf = (value: unknown) => (typeof value === "string" ? value : "");
const localeOf = (value: unknown): Locale => (value === "ar" ? "ar" : "en");

/**
 * An application's two messages, from what its event carries (0036_job_applications_and_contact.sql): the
 * applicant's confirmation in the language they applied in, and the poster's notice in theirs (none for a
 * sample job nobody posted). The CV is never attached: the poster opens it from the dashboard.
 */
function applicationMessages(payload: Record<string, unknown>, origin: string): Outgoing[] {
  const out: Outgoing[] = [];
  const [name, email, phone, note] = ["name", "email", "phone", "message"].map((key) => textOf(payload[key])) as [
    string,
    string,
    string,
    string,
  ];
  const job = textOf(payload.jobTitle);
  const company = textOf(payload.companyName);
  if (email) {
    const locale = localeOf(payload.locale);
    const subject = interpolate(emailsCatalogue[locale].applicationSubject, { job, company });
    const lines: Line[] = [
      { key: "greeting", params: { name } },
      { key: "applicationIntro", params: { job, company } },
      { key: "applicationCopy", params: { name, phone } },
    ];
    out.push({ recipient: "applicant", mail: message(locale, email, subject, lines) });
  }
  const posterEmail = textOf(payload.posterEmail);
  if (posterEmail) {
    const locale = localeOf(payload.posterLocale);
    const subject = interpolate(emailsCatalogue[locale].applicantSubject, { job, name });
    const lines: Line[] = [
      { key: "applicantIntro", params: { name, job, company } },
      { key: "applicantContact", params: { email, phone } },
      ...(note ? [{ key: "applicantMessage" as const, params: { message: note } }] : []),
      { key: "applicantCv", params: { url: `${origin}${pathInLocale("/dashboard/provider", locale)}` } },
    ];
    out.push({ recipient: "poster", mail: message(locale, posterEmail, subject, lines) });
  }
  return out;
}

/** A contact form message, to the support address (SUPPORT_EMAIL), in English with the sender's language named. */
function contactMessage(payload: Record<string, unknown>, supportAddress: string | null): Outgoing[] {
  if (!supportAddress) return [];
  const t = emailsCatalogue.en;
  const subject = interpolate(t.contactSubject, { subject: textOf(payload.subject) });
  const lines: Line[] = [
    {
      key: "contactFrom",
      params: { name: textOf(payload.name), email: textOf(payload.email), language: payload.locale === "ar" ? "Arabic" : "English" },
    },
    { key: "contactMessage", params: { message: textOf(payload.message) } },
  ];
  return [{ recipient: "support", mail: message("en", supportAddress, subject, lines) }];
}

/**
 * Every message `event` makes now; none when its subject is gone. `supportAddress` is where contact form
 * messages go (SUPPORT_EMAIL); without one they are kept in the database and sent nowhere.
 */
export async function compose(
  event: OutboxEvent,
  store: OutboxStore,
  origin: string,
  now: Date,
  supportAddress: string | null = null,
): Promise<Outgoing[]> {
  switch (event.kind) {
    case "booking_created":
    case "booking_changed":
    case "booking_cancelled":
    case "reminder_due":
    case "booking_requested":
    case "booking_confirmed":
    case "booking_declined": {
      const booking = await store.booking(event.subjectId);
      return booking ? bookingMessages(event.kind, booking, origin, now) : [];
    }
    case "registration_approved":
    case "registration_rejected": {
      const registration = await store.registration(event.subjectId);
      const to = registration?.ownerEmail ?? registration?.businessEmail;
      if (!registration || !to) return [];
      const t = emailsCatalogue[registration.locale];
      const business = registration.businessName;
      const approved = event.kind === "registration_approved";
      const lines: Line[] = approved
        ? [
            { key: "registrationApprovedIntro", params: { business } },
            { key: "listing", params: { url: `${origin}${pathInLocale(`/provider/${registration.providerId}`, registration.locale)}` } },
          ]
        : [
            { key: "registrationRejectedIntro", params: { business } },
            { key: "reason", params: { reason: registration.rejectionReason ?? "" } },
          ];
      const subject = interpolate(t[approved ? "registrationApprovedSubject" : "registrationRejectedSubject"], { business });
      return [{ recipient: "owner", mail: message(registration.locale, to, subject, lines) }];
    }
    case "account_created":
    case "password_reset_asked": {
      // The event's subject is the emailed link (workers/migrations/d1/0014_account_links.sql).
      const link = await store.accountLink(event.subjectId, now);
      if (!link) return [];
      const t = emailsCatalogue[link.locale];
      const url = accountLinkUrl(origin, link.purpose, link.locale, link.token, link.returnTo);
      const lines: Line[] =
        link.purpose === "verify_email"
          ? [{ key: "verifyIntro", params: { url } }, { key: "verifyNotYou" }]
          : [{ key: "resetIntro", params: { url } }, { key: "resetNotYou" }];
      const subject = t[link.purpose === "verify_email" ? "verifySubject" : "resetSubject"];
      return [{ recipient: "account", mail: message(link.locale, link.to, subject, lines) }];
    }
    case "review_invitation": {
      // The link's token is minted here and only its hash kept (0038_visit_reviews.sql): nothing stores the link.
      const token = newReviewToken();
      const invitation = await store.reviewInvitation(event.subjectId, await reviewTokenHash(token));
      if (!invitation?.customerEmail) return [];
      const t = emailsCatalogue[invitation.locale];
      const params = { service: invitation.service, provider: invitation.provider };
      const lines: Line[] = [
        { key: "greeting", params: { name: invitation.customerName } },
        { key: "reviewInvitationIntro", params },
        { key: "reviewInvitationLink", params: { url: `${origin}${pathInLocale(reviewPath(token), invitation.locale)}` } },
        { key: "reviewInvitationOnce" },
      ];
      return [
        {
          recipient: "customer",
          mail: message(invitation.locale, invitation.customerEmail, interpolate(t.reviewInvitationSubject, params), lines),
        },
      ];
    }
    case "licence_expiring": {
      const licence = await store.licenceExpiry(event.subjectId);
      // Renewed (or changed) since the sweep recorded it: the reminder named a date that no longer holds.
      const recordedFor = (event.payload as { expiresOn?: unknown } | undefined)?.expiresOn;
      const to = licence?.ownerEmail ?? licence?.businessEmail;
      if (!licence || !to || licence.expiresOn !== recordedFor) return [];
      const locale = licence.ownerLocale;
      const params = {
        provider: licence.provider,
        authority: licence.authority,
        number: licence.number,
        date: longDate(licence.expiresOn, locale),
      };
      const editor = `${origin}${pathInLocale(`/dashboard/listing/${encodeURIComponent(licence.providerId)}`, locale)}`;
      const lines: Line[] = [
        { key: "licenceExpiringIntro", params },
        { key: "licenceExpiringRenew", params: { authority: licence.authority, url: editor } },
      ];
      return [
        { recipient: "owner", mail: message(locale, to, interpolate(emailsCatalogue[locale].licenceExpiringSubject, params), lines) },
      ];
    }
    case "account_deleted": {
      // The account row is gone: its address and language travel on the event (0021_dead_letters_and_deletion.sql).
      const { email, locale } = (event.payload ?? {}) as { email?: unknown; locale?: unknown };
      if (typeof email !== "string" || !email) return [];
      const language: Locale = locale === "ar" ? "ar" : "en";
      const lines: Line[] = [
        { key: "deletedIntro", params: { email } },
        { key: "deletedBookings" },
        { key: "deletedNotYou", params: { url: `${origin}${pathInLocale("/contact", language)}` } },
      ];
      return [{ recipient: "account", mail: message(language, email, emailsCatalogue[language].deletedSubject, lines) }];
    }
    case "job_applied":
      return applicationMessages((event.payload ?? {}) as Record<string, unknown>, origin);
    case "contact_message":
      return contactMessage((event.payload ?? {}) as Record<string, unknown>, supportAddress);
    default:
      return [];
  }
}

/**
 * An account link's address in a message: the site's page for its purpose with the token, in the person's language,
 * and where they were going (`next`) when there is somewhere.
 */
export const accountLinkUrl = (
  origin: string,
  purpose: AccountLinkPurpose,
  locale: Locale,
  token: string,
  returnTo: string | null = null,
): string =>
  `${origin}${pathInLocale(ACCOUNT_LINK_PATHS[purpose], locale)}?token=${encodeURIComponent(token)}${returnTo ? `&next=${encodeURIComponent(returnTo)}` : ""}`;
