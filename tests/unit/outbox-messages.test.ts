import { describe, expect, it } from "vitest";
import { compose } from "../../workers/outbox/compose";
import type { BookingNotice, LicenceExpiryNotice, OutboxStore, RegistrationNotice } from "../../workers/outbox/outbox-store";

const BOOKING: BookingNotice = {
  reference: "GLW-7K2M9Q",
  startsAt: "2026-12-08T10:00",
  endsAt: "2026-12-08T11:00",
  cancelled: false,
  customerName: "Mariam <b>Al Hashimi</b>",
  customerPhone: "+971501234567",
  customerEmail: "mariam@example.com",
  manageToken: "t".repeat(43),
  locale: "en",
  service: "Haircut & Blow-dry",
  staff: "Layla Haddad",
  provider: { name: "Glamour Spot", address: "Jumeirah Beach Road, Dubai", phone: "+97143001234", latitude: 25.2, longitude: 55.27 },
  ownerEmail: "owner@example.com",
  businessEmail: "Owner@Example.com",
  ownerLocale: "en",
  cancelledBy: null,
  cancellationReason: null,
};
const REGISTRATION: RegistrationNotice = {
  businessName: "Rose Spa",
  ownerEmail: "rose@example.com",
  businessEmail: "desk@rose.example",
  rejectionReason: "The trade licence is unreadable.",
  providerId: "rose-spa",
  locale: "ar",
};

/** The outbox's reads, answered from fixed notices: the rendering is what is tested here. */
const store = (booking: BookingNotice | null, registration: RegistrationNotice | null = null) =>
  ({ booking: async () => booking, registration: async () => registration }) as unknown as OutboxStore;
const NOW = new Date("2026-12-01T08:00:00Z");
const render = (
  kind: Parameters<typeof compose>[0]["kind"],
  booking: BookingNotice | null,
  registration: RegistrationNotice | null = null,
) => compose({ id: "e1", kind, subjectId: "s1" }, store(booking, registration), "https://glowuae.example", NOW);

describe("the outbox's messages", () => {
  it("a confirmation in English: every fact, the manage link, the calendar file; the owner told once per address", async () => {
    const [customer, owner, ...rest] = await render("booking_created", BOOKING);
    expect(rest).toEqual([]);
    expect(customer!.recipient).toBe("customer");
    expect(customer!.mail.subject).toBe("Booking confirmed: Haircut & Blow-dry at Glamour Spot");
    expect(customer!.mail.text).toMatchInlineSnapshot(`
      "Hello Mariam <b>Al Hashimi</b>,

      Your booking is confirmed.

      Reference: GLW-7K2M9Q

      Service: Haircut & Blow-dry

      With: Layla Haddad

      When: Tuesday 8 December 2026, 10:00 to 11:00 (UAE time)

      Where: Glamour Spot, Jumeirah Beach Road, Dubai

      Map: https://www.openstreetmap.org/?mlat=25.20000&mlon=55.27000#map=17/25.20000/55.27000

      Phone: +97143001234

      See, change your calendar or cancel: https://glowuae.example/bookings/ttttttttttttttttttttttttttttttttttttttttttt

      The booking is attached as a calendar file (.ics).

      GlowUAE. You get this message because of a booking or an account of yours; it is not advertising."
    `);
    // Names are other people's words: escaped in the HTML; links are links; no images, nothing fetched.
    expect(customer!.mail.html).toContain("Hello Mariam &lt;b&gt;Al Hashimi&lt;/b&gt;,");
    expect(customer!.mail.html).toContain('<a href="https://glowuae.example/bookings/ttttttttttttttttttttttttttttttttttttttttttt">');
    expect(customer!.mail.html).not.toMatch(/<img|<script|src=/);
    expect(customer!.mail.attachments[0]).toMatchObject({ filename: "booking-GLW-7K2M9Q.ics", contentType: "text/calendar" });
    expect(customer!.mail.attachments[0]!.content).toContain("DTSTART:20261208T060000Z");
    expect(owner).toMatchObject({
      recipient: "owner",
      mail: { to: "owner@example.com", subject: "New booking: Haircut & Blow-dry, Tuesday 8 December 2026 at 10:00" },
    });
    expect(owner!.mail.text).toContain("Customer: Mariam <b>Al Hashimi</b>, +971501234567");
    expect(owner!.mail.text).not.toContain("/bookings/ttt");
  });

  it("in Arabic for a customer who booked under /ar: right to left, Arabic dates, the /ar manage link", async () => {
    const [customer] = await render("booking_created", { ...BOOKING, locale: "ar" });
    expect(customer!.mail.subject).toBe("تأكيد الحجز: Haircut & Blow-dry لدى Glamour Spot");
    expect(customer!.mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(customer!.mail.text).toContain("الموعد: الثلاثاء، 8 ديسمبر 2026، من 10:00 إلى 11:00 (بتوقيت الإمارات)");
    expect(customer!.mail.text).toContain("https://glowuae.example/ar/bookings/");
  });

  it("the owner in the language they signed up in: an Arabic owner's new booking and cancellation, whatever the customer's", async () => {
    const arabicOwner = { ...BOOKING, ownerLocale: "ar" as const, businessEmail: "desk@glamour.example" };
    const [customer, owner, business] = await render("booking_created", arabicOwner);
    expect(customer!.mail.subject).toBe("Booking confirmed: Haircut & Blow-dry at Glamour Spot");
    expect(owner!.mail.subject).toBe("حجز جديد: Haircut & Blow-dry، الثلاثاء، 8 ديسمبر 2026 الساعة 10:00");
    expect(owner!.mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(owner!.mail.text).toContain("لدى Glamour Spot حجز جديد.");
    expect(owner!.mail.text).toContain("حجوزاتك: https://glowuae.example/ar/dashboard/provider");
    expect(business!.mail.subject).toBe(owner!.mail.subject); // the listing's address: the owner's language too
    const [, cancelled] = await render("booking_cancelled", { ...arabicOwner, locale: "ar", cancelled: true });
    expect(cancelled!.mail.subject).toBe("إلغاء حجز: Haircut & Blow-dry، الثلاثاء، 8 ديسمبر 2026 الساعة 10:00");
    expect(cancelled!.mail.text).toContain("أُلغي حجز لدى Glamour Spot؛ أصبح موعده متاحًا من جديد.");
  });

  it("a cancellation by the salon says so, with its reason, in the customer's language, text and HTML", async () => {
    const bySalon = { ...BOOKING, cancelled: true, cancelledBy: "salon", cancellationReason: "Our stylist is ill <today>." } as const;
    const [customer, owner] = await render("booking_cancelled", bySalon);
    expect(customer!.mail.subject).toBe("Booking cancelled: Haircut & Blow-dry at Glamour Spot");
    expect(customer!.mail.text).toMatchInlineSnapshot(`
      "Hello Mariam <b>Al Hashimi</b>,

      Glamour Spot cancelled your booking GLW-7K2M9Q.

      Their reason: Our stylist is ill <today>.

      GlowUAE. You get this message because of a booking or an account of yours; it is not advertising."
    `);
    // The reason is the salon's words: escaped in the HTML.
    expect(customer!.mail.html).toContain("<p>Their reason: Our stylist is ill &lt;today&gt;.</p>");
    expect(customer!.mail.html).toContain("<p>Glamour Spot cancelled your booking GLW-7K2M9Q.</p>");
    expect(owner!.mail.text).toContain("Your business cancelled it.");

    const [arabic] = await render("booking_cancelled", { ...bySalon, locale: "ar" });
    expect(arabic!.mail.text).toContain("ألغى Glamour Spot حجزك GLW-7K2M9Q.");
    expect(arabic!.mail.text).toContain("السبب الذي ذكره: Our stylist is ill <today>.");
    expect(arabic!.mail.html).toContain("<p>السبب الذي ذكره: Our stylist is ill &lt;today&gt;.</p>");
    expect(arabic!.mail.html).toContain('<html lang="ar" dir="rtl">');

    // Without a reason: no reason line.
    const [silent] = await render("booking_cancelled", { ...bySalon, cancellationReason: null });
    expect(silent!.mail.text).toContain("Glamour Spot cancelled your booking GLW-7K2M9Q.");
    expect(silent!.mail.text).not.toContain("Their reason");
  });

  it("a cancellation by the customer reads as before; the owner is told the customer cancelled", async () => {
    const [customer, owner] = await render("booking_cancelled", { ...BOOKING, cancelled: true, cancelledBy: "customer" });
    expect(customer!.mail.text).toContain("Your booking GLW-7K2M9Q is cancelled.");
    expect(customer!.mail.text).not.toContain("cancelled your booking");
    expect(owner!.mail.text).toContain("The customer cancelled it.");
    const [arabic] = await render("booking_cancelled", { ...BOOKING, locale: "ar", cancelled: true, cancelledBy: "customer" });
    expect(arabic!.mail.text).toContain("تم إلغاء حجزك GLW-7K2M9Q.");
  });

  it("the business email gets its own alert when it differs from the owner's", async () => {
    const sent = await render("booking_cancelled", { ...BOOKING, businessEmail: "desk@glamour.example" });
    expect(sent.map((each) => [each.recipient, each.mail.to])).toEqual([
      ["customer", "mariam@example.com"],
      ["owner", "owner@example.com"],
      ["business", "desk@glamour.example"],
    ]);
    expect(sent[1]!.mail.subject).toBe("Booking cancelled: Haircut & Blow-dry, Tuesday 8 December 2026 at 10:00");
  });

  it("a reminder goes to the customer only, and not at all once the booking is cancelled; no email, no customer message", async () => {
    expect((await render("reminder_due", BOOKING)).map((each) => each.mail.subject)).toEqual([
      "Reminder: Haircut & Blow-dry at Glamour Spot, Tuesday 8 December 2026 at 10:00",
    ]);
    expect(await render("reminder_due", { ...BOOKING, cancelled: true })).toEqual([]);
    expect((await render("booking_created", { ...BOOKING, customerEmail: null })).map((each) => each.recipient)).toEqual(["owner"]);
  });

  it("a request (issue 32): the customer is told it awaits the salon, without a calendar file; the owner is asked to answer", async () => {
    const [customer, owner, ...rest] = await render("booking_requested", BOOKING);
    expect(rest).toEqual([]);
    expect(customer!.mail.subject).toBe("Booking request sent: Haircut & Blow-dry at Glamour Spot");
    expect(customer!.mail.text).toContain(
      "Your booking request GLW-7K2M9Q is waiting for Glamour Spot to confirm it. The time is held for you until they answer; we will email you as soon as they do.",
    );
    expect(customer!.mail.text).toContain("When: Tuesday 8 December 2026, 10:00 to 11:00 (UAE time)");
    expect(customer!.mail.text).toContain(`https://glowuae.example/bookings/${"t".repeat(43)}`);
    expect(customer!.mail.text).not.toContain("Your booking is confirmed");
    expect(customer!.mail.attachments).toEqual([]);
    expect(owner!.mail.to).toBe("owner@example.com");
    expect(owner!.mail.subject).toBe("Booking request to answer: Haircut & Blow-dry, Tuesday 8 December 2026 at 10:00");
    expect(owner!.mail.text).toContain("Glamour Spot has a booking request waiting for your answer.");
    expect(owner!.mail.text).toContain("Customer: Mariam <b>Al Hashimi</b>, +971501234567");
    expect(owner!.mail.text).toContain("Your bookings: https://glowuae.example/dashboard/provider");

    const [arabic, arabicOwner] = await render("booking_requested", { ...BOOKING, locale: "ar", ownerLocale: "ar" });
    expect(arabic!.mail.subject).toBe("تم إرسال طلب الحجز: Haircut & Blow-dry لدى Glamour Spot");
    expect(arabic!.mail.text).toContain("طلب حجزك GLW-7K2M9Q بانتظار تأكيد Glamour Spot.");
    expect(arabic!.mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabicOwner!.mail.subject).toBe("طلب حجز بانتظار ردك: Haircut & Blow-dry، الثلاثاء، 8 ديسمبر 2026 الساعة 10:00");
    expect(arabicOwner!.mail.text).toContain("لدى Glamour Spot طلب حجز بانتظار ردك.");
  });

  it("a request accepted: the customer's confirmation with the calendar file; the owner, who accepted it, is not told", async () => {
    const sent = await render("booking_confirmed", BOOKING);
    expect(sent.map((each) => each.recipient)).toEqual(["customer"]);
    const [customer] = sent;
    expect(customer!.mail.subject).toBe("Booking confirmed: Haircut & Blow-dry at Glamour Spot");
    expect(customer!.mail.text).toContain("Glamour Spot accepted your booking request. Your booking is confirmed.");
    expect(customer!.mail.attachments.map((file) => file.filename)).toEqual(["booking-GLW-7K2M9Q.ics"]);
    const [arabic] = await render("booking_confirmed", { ...BOOKING, locale: "ar" });
    expect(arabic!.mail.text).toContain("قبِل Glamour Spot طلب حجزك. تم تأكيد حجزك.");
  });

  it("a request declined: the customer is told the time is no longer held, with the salon's reason when it gave one", async () => {
    const declined = { ...BOOKING, cancelled: true, cancelledBy: "salon", cancellationReason: "Fully booked <that day>." } as const;
    const sent = await render("booking_declined", declined);
    expect(sent.map((each) => each.recipient)).toEqual(["customer"]);
    const [customer] = sent;
    expect(customer!.mail.subject).toBe("Booking request declined: Haircut & Blow-dry at Glamour Spot");
    expect(customer!.mail.text).toContain(
      "Glamour Spot could not accept your booking request GLW-7K2M9Q, so it is not booked and the time is no longer held for you.",
    );
    expect(customer!.mail.text).toContain("Their reason: Fully booked <that day>.");
    expect(customer!.mail.html).toContain("<p>Their reason: Fully booked &lt;that day&gt;.</p>");
    expect(customer!.mail.attachments).toEqual([]);

    const [unanswered] = await render("booking_declined", { ...declined, cancellationReason: null });
    expect(unanswered!.mail.text).not.toContain("Their reason");
    const [arabic] = await render("booking_declined", { ...declined, locale: "ar" });
    expect(arabic!.mail.subject).toBe("رُفض طلب الحجز: Haircut & Blow-dry لدى Glamour Spot");
    expect(arabic!.mail.text).toContain("تعذّر على Glamour Spot قبول طلب حجزك GLW-7K2M9Q، لذا لم يتم الحجز ولم يعد الموعد محجوزًا لك.");
    expect(arabic!.mail.text).toContain("السبب الذي ذكره: Fully booked <that day>.");
  });

  it("a registration's answer in its owner's language: the live listing's link, or the reviewer's reason", async () => {
    const [approved] = await render("registration_approved", null, REGISTRATION);
    expect(approved!.mail).toMatchObject({ to: "rose@example.com", subject: "Rose Spa متاح الآن على GlowUAE" });
    expect(approved!.mail.text).toContain("صفحتك: https://glowuae.example/ar/provider/rose-spa");
    const [rejected] = await render("registration_rejected", null, { ...REGISTRATION, locale: "en" });
    expect(rejected!.mail.subject).toBe("Your registration of Rose Spa was not approved");
    expect(rejected!.mail.text).toContain("The reviewer's reason: The trade licence is unreadable.");
  });

  it("an account's deletion is confirmed to the address it had, in its language; nothing without an address", async () => {
    const deleted = (payload: unknown) =>
      compose({ id: "e2", kind: "account_deleted", subjectId: "a1", payload }, store(null), "https://glowuae.example", NOW);
    const [english] = await deleted({ email: "gone@example.com", locale: "en" });
    expect(english!.recipient).toBe("account");
    expect(english!.mail.to).toBe("gone@example.com");
    expect(english!.mail.subject).toBe("Your GlowUAE account is deleted");
    expect(english!.mail.text).toMatchInlineSnapshot(`
      "As you asked, your GlowUAE account (gone@example.com) is deleted and every device that was signed in to it is signed out.

      Salons keep their records of your bookings without your name, phone or email.

      If you did not delete it, someone knew your password: please tell us at once here: https://glowuae.example/contact

      GlowUAE. You get this message because of a booking or an account of yours; it is not advertising."
    `);
    expect(english!.mail.html).toContain('<a href="https://glowuae.example/contact">');
    const [arabic] = await deleted({ email: "gone@example.com", locale: "ar" });
    expect(arabic!.mail.subject).toBe("تم حذف حسابك في GlowUAE");
    expect(arabic!.mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic!.mail.text).toContain("https://glowuae.example/ar/contact");
    expect(await deleted(null)).toEqual([]);
  });

  it("a job application: the applicant's confirmation in their language, the poster's notice in theirs, never the CV", async () => {
    const applied = (payload: Record<string, unknown>) =>
      compose({ id: "e3", kind: "job_applied", subjectId: "app1", payload }, store(null), "https://glowuae.example", NOW);
    const payload = {
      name: "Mariam <b>Saeed</b>",
      email: "mariam@example.com",
      phone: "+971501234567",
      message: "Five years of gel nails.",
      locale: "ar",
      jobId: "job-9",
      jobTitle: "Nail Technician",
      companyName: "Layla Beauty Lounge",
      posterEmail: "layla@example.com",
      posterLocale: "en",
    };
    const [applicant, poster, ...rest] = await applied(payload);
    expect(rest).toEqual([]);
    expect(applicant).toMatchObject({
      recipient: "applicant",
      mail: { to: "mariam@example.com", subject: "طلبك: Nail Technician لدى Layla Beauty Lounge" },
    });
    expect(applicant!.mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(applicant!.mail.html).toContain("Mariam &lt;b&gt;Saeed&lt;/b&gt;");
    expect(poster).toMatchObject({
      recipient: "poster",
      mail: { to: "layla@example.com", subject: "New applicant for Nail Technician: Mariam <b>Saeed</b>" },
    });
    expect(poster!.mail.text).toContain("Email: mariam@example.com. Phone: +971501234567.");
    expect(poster!.mail.text).toContain("Their message: Five years of gel nails.");
    expect(poster!.mail.text).toContain("https://glowuae.example/dashboard/provider");
    expect(poster!.mail.attachments).toEqual([]);
    // A sample job nobody posted: the applicant alone is told.
    expect((await applied({ ...payload, posterEmail: null })).map((outgoing) => outgoing.recipient)).toEqual(["applicant"]);
  });

  it("a contact message goes to the support address, and nowhere without one", async () => {
    const event = {
      id: "e4",
      kind: "contact_message" as const,
      subjectId: "c1",
      payload: { name: "Omar", email: "omar@example.com", subject: "BusinessInquiry", message: "Three branches.", locale: "ar" },
    };
    const [support] = await compose(event, store(null), "https://glowuae.example", NOW, "support@glowuae.ae");
    expect(support).toMatchObject({ recipient: "support", mail: { to: "support@glowuae.ae", subject: "Contact form: BusinessInquiry" } });
    expect(support!.mail.text).toContain("From Omar <omar@example.com>, writing in Arabic.");
    expect(support!.mail.text).toContain("Message: Three branches.");
    expect(await compose(event, store(null), "https://glowuae.example", NOW)).toEqual([]);
  });

  it("a clinic's licence reminder: the owner in their language, the date, the editor's link; nothing once renewed or without an address", async () => {
    const licence: LicenceExpiryNotice = {
      provider: "Skin Revive Clinic",
      providerId: "skin-revive-clinic",
      authority: "DHCR",
      number: "DHCR-F-00312",
      expiresOn: "2026-12-31",
      ownerEmail: "owner@skin.example",
      businessEmail: "desk@skin.example",
      ownerLocale: "en",
    };
    const reads = (notice: LicenceExpiryNotice | null) => ({ licenceExpiry: async () => notice }) as unknown as OutboxStore;
    const event = (expiresOn: string) => ({
      id: "e5",
      kind: "licence_expiring" as const,
      subjectId: "skin-revive-clinic",
      payload: { expiresOn },
    });
    const [owner, ...rest] = await compose(event("2026-12-31"), reads(licence), "https://glowuae.example", NOW);
    expect(rest).toEqual([]);
    expect(owner).toMatchObject({
      recipient: "owner",
      mail: { to: "owner@skin.example", subject: "The DHCR licence of Skin Revive Clinic expires on Thursday 31 December 2026" },
    });
    expect(owner!.mail.text).toContain(
      "The health licence of Skin Revive Clinic (DHCR, licence no. DHCR-F-00312) expires on Thursday 31 December 2026.",
    );
    expect(owner!.mail.text).toContain(
      "enter the new expiry date in your listing: https://glowuae.example/dashboard/listing/skin-revive-clinic",
    );
    const [arabic] = await compose(
      event("2026-12-31"),
      reads({ ...licence, ownerLocale: "ar", ownerEmail: null }),
      "https://glowuae.example",
      NOW,
    );
    expect(arabic!.mail.to).toBe("desk@skin.example");
    expect(arabic!.mail.html).toContain('dir="rtl"');
    expect(arabic!.mail.text).toContain("https://glowuae.example/ar/dashboard/listing/skin-revive-clinic");
    // Renewed since the sweep recorded it (another date now), or nobody to tell: nothing.
    expect(await compose(event("2026-12-01"), reads(licence), "https://glowuae.example", NOW)).toEqual([]);
    expect(
      await compose(event("2026-12-31"), reads({ ...licence, ownerEmail: null, businessEmail: null }), "https://glowuae.example", NOW),
    ).toEqual([]);
    expect(await compose(event("2026-12-31"), reads(null), "https://glowuae.example", NOW)).toEqual([]);
  });
});
