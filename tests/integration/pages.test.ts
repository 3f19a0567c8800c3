import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { bodyText, CookieJar, expectSentToLogin, expectShows, newClient, ORIGIN, page, withinOneRateWindow } from "./http";

describe("server-rendered pages", () => {
  it("renders the home page with the six featured providers from GraphQL", async () => {
    const response = await page("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    for (const id of ["glamour-spot", "aura-aesthetic", "barbers-hub", "skin-revive-clinic", "nails-n-more", "elite-gents-salon"]) {
      expect(html).toContain(`href="/provider/${id}"`);
    }
    expect(html.match(/View Profile &amp; Book/g)).toHaveLength(6);
    expectShows(html, [
      "Search by service, location, or name",
      "Find My Look",
      "Select Emirate",
      'href="/search/umm-al-quwain"',
      'id="sonner-toast-container"',
    ]);
  });

  it("leads the header's and the phone menu's readers to the business side, and has no link that goes nowhere (issue #33)", async () => {
    for (const [path, label] of [
      ["/", "For Business"],
      ["/ar", "لأصحاب الأعمال"],
    ] as const) {
      const html = await bodyText(await page(path), 200);
      const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
      // The desktop bar's link, and the phone menu's (rendered in the header for browsers without JavaScript).
      const links = [...header.matchAll(/<a [^>]*href="([^"]*for-business\/register)"[^>]*>([^<]*)<\/a>/g)];
      expect(links.map(([, href, text]) => [href, text])).toEqual(
        Array(2).fill([path === "/" ? "/for-business/register" : "/ar/for-business/register", label]),
      );
      // The footer's social links went to "#": none is shown until real profiles exist.
      const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
      expect(footer).toContain(path === "/" ? 'href="/pricing"' : 'href="/ar/pricing"');
      expect(footer).not.toMatch(/href="#/);
      expect(footer).not.toMatch(/Facebook|Instagram|LinkedIn/);
    }
  });

  it("renders a provider page's header block", async () => {
    const response = await page("/provider/glamour-spot");
    const html = await bodyText(response, 200);
    expect(html).toMatch(/<h1[^>]*>Glamour Spot[^<]*<\/h1>/);
  });

  it("renders the spec's message with a 404 for an unknown provider", async () => {
    const response = await page("/provider/no-such-provider");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Loading provider details or provider not found...");
  });

  it("answers an unknown path with the 404 page", async () => {
    const response = await page("/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });

  it("shows a page's own error page (issue #28) with the error's title, inside the site's header", async () => {
    for (const path of ["/search/atlantis", "/no/such/page"]) {
      const html = await bodyText(await page(path), 404);
      expectShows(html, ["<title>Page not found — GlowUAE</title>", ">Page not found</h1>", 'href="/about"', "Back to Home"]);
      expect(html).not.toContain("<title>undefined</title>");
    }
  });

  it("sends the security headers, with a CSP nonce that matches the inline scripts", async () => {
    const response = await page("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    expectShows(csp, [
      "object-src 'none'",
      "frame-ancestors 'none'",
      "frame-src https://www.openstreetmap.org",
      "https://images.unsplash.com",
    ]);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");

    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);

    const again = await page("/");
    expect(again.headers.get("content-security-policy")).not.toContain(`'nonce-${nonce}'`);
  });

  it("serves only public upload folders", async () => {
    expect((await SELF.fetch(`${ORIGIN}/uploads/provider_documents/trade_licenses/x.pdf`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/uploads/product_images/missing.png`)).status).toBe(404);
  });
});

describe("the booking form action", () => {
  const openDay = () => {
    const date = new Date(Date.now() + 4 * 3600_000 + 9 * 86_400_000);
    if (date.getUTCDay() === 5) date.setUTCDate(date.getUTCDate() + 1);
    return date.toISOString().slice(0, 10);
  };
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  /** The booking form's fields for `serviceId` at `time` on `date`, with a phone number the rules refuse. */
  const refusedPhoneFields = (serviceId: string, date: string, time: string, customerName: string) => ({
    serviceId,
    date,
    time,
    customerName,
    customerPhone: "12345",
    customerEmail: "",
    timesFor: `${serviceId}/${date}`,
  });
  /** A browser without JavaScript posting a page's form. */
  const postPage = (path: string, body: Record<string, string>, client: Record<string, string> = {}) =>
    SELF.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        host: "127.0.0.1:8787",
        "user-agent": "Googlebot/2.1",
        ...client,
      },
      body: form(body),
    });
  /** A browser without JavaScript posting the booking form of Glamour Spot's page for `date` (and its service, when not the first). */
  const postBooking = (date: string, body: Record<string, string>, client: Record<string, string> = {}, service?: string) =>
    postPage(`/provider/glamour-spot?date=${date}${service ? `&service=${service}` : ""}`, body, client);

  it("refuses a cross-site form post", async () => {
    const response = await SELF.fetch(`${ORIGIN}/provider/glamour-spot`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", host: "127.0.0.1:8787" },
      body: form({ serviceId: "glamour-spot-haircut", date: openDay(), time: "10:00" }),
    });
    expect(response.status).toBe(403);
  });

  it("books through a plain form post and renders the confirmation, keeping values on errors", async () => {
    const date = openDay();
    // A manicure: Maricel alone does them, so once she is booked the time is gone.
    const fields = {
      ...refusedPhoneFields("glamour-spot-manicure", date, "13:00", "Layla Haddad"),
      idempotencyKey: "form-post-key-000000001",
    };
    const post = (body: Record<string, string>) => postBooking(date, body, {}, fields.serviceId);

    const bad = await post(fields);
    const badHtml = await bodyText(bad, 400);
    expectShows(badHtml, [
      "UAE phone number",
      'value="Layla Haddad"', // nothing typed is lost
    ]);

    const good = await post({ ...fields, customerPhone: "0501234567" });
    const html = await bodyText(good, 200);
    expectShows(html, ["Booking Confirmed", `Your appointment for Classic Manicure at Glamour Spot on`]);
    expect(html).not.toMatch(new RegExp(`name="time"[^>]*value="13:00"`)); // the booked time is gone
  });

  it("lets a browser without JavaScript choose a professional: the times are theirs, the confirmation names them", async () => {
    const date = openDay();
    const hannah = "glamour-spot-staff-3";
    const shown = await (await page(`/provider/glamour-spot?service=glamour-spot-haircut&staff=${hannah}&date=${date}`)).text();
    // 'Any professional' first, then those who cut hair (not Maricel, who does nails), Hannah chosen.
    const choices = [...shown.matchAll(/<input[^>]*name="staff"[^>]*>/g)].map((match) => match[0]);
    expect(choices.map((tag) => tag.match(/value="([^"]*)"/)?.[1])).toEqual(["", "glamour-spot-staff-1", hannah]);
    expect(choices[2]).toContain("checked");
    expect(shown).toContain("Any professional");
    expect(shown).toMatch(new RegExp(`name="staffId" value="${hannah}"`));

    const fields = {
      serviceId: "glamour-spot-haircut",
      staffId: hannah,
      date,
      time: "12:00",
      customerName: "Reem Al Suwaidi",
      customerPhone: "0501234570",
      customerEmail: "",
      idempotencyKey: "form-post-staff-key-0001",
      timesFor: `glamour-spot-haircut/${date}/${hannah}`,
    };
    const booked = await postPage(`/provider/glamour-spot?service=glamour-spot-haircut&staff=${hannah}&date=${date}`, fields);
    const html = await bodyText(booked, 200);
    expectShows(html, ["Booking Confirmed", "Hannah Clarke, Makeup Artist"]);
    expect(html).not.toMatch(new RegExp(`name="time"[^>]*value="12:00"`)); // her 12:00 is gone
    const row = await env.DB.prepare("SELECT staff_id FROM bookings WHERE customer_name = 'Reem Al Suwaidi'").first<{ staff_id: string }>();
    expect(row?.staff_id).toBe(hannah);

    // Someone who does not perform the service asked for (an old link, or another service chosen): 'Any professional'.
    const fallback = await (
      await page(`/provider/glamour-spot?service=glamour-spot-haircut&staff=glamour-spot-staff-2&date=${date}`)
    ).text();
    expect(fallback).toMatch(/name="staffId" value=""/);
    expect(fallback).toMatch(/name="time"[^>]*value="12:00"/); // Layla still cuts hair at 12:00
  });

  it("books only the date and service the times were shown for, or refuses", async () => {
    const date = openDay();
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
    if (next.getUTCDay() === 5) next.setUTCDate(next.getUTCDate() + 1);
    const otherDate = next.toISOString().slice(0, 10);
    const fields = {
      serviceId: "glamour-spot-haircut",
      date: otherDate, // the date the form shows…
      time: "15:30",
      customerName: "Noura Saeed",
      customerPhone: "0501234568",
      customerEmail: "",
      idempotencyKey: "form-post-stale-key-0001",
      timesFor: `glamour-spot-haircut/${date}`, // …is not the date its times were loaded for
    };
    const send = (body: Record<string, string>) => postBooking(date, body);
    for (const stale of [fields, { ...fields, date, serviceId: "glamour-spot-manicure" }, { ...fields, timesFor: "" }]) {
      const refused = await send(stale);
      const html = await bodyText(refused, 409);
      expectShows(html, ["The times shown were for another date or service, so nothing was booked.", 'value="Noura Saeed"']);
    }
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM bookings WHERE customer_name = 'Noura Saeed'").first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it(
    "tells a browser without JavaScript when to try again once an address has made too many booking attempts",
    () =>
      withinOneRateWindow(async () => {
        const date = openDay();
        const client = newClient();
        // The phone is refused, but every attempt counts against the address.
        const fields = refusedPhoneFields("glamour-spot-haircut", date, "16:00", "Hessa Al Mansoori");
        for (let attempt = 1; attempt <= 30; attempt += 1) {
          const refused = await postBooking(
            date,
            { ...fields, idempotencyKey: `limit-page-${client["CF-Connecting-IP"]}-${attempt}` },
            client,
          );
          expect(refused.status).toBe(400);
          await refused.body?.cancel();
        }
        const limited = await postBooking(
          date,
          { ...fields, customerPhone: "0501234569", idempotencyKey: `limit-page-${client["CF-Connecting-IP"]}-31` },
          client,
        );
        expect(limited.status).toBe(429);
        expect(limited.headers.get("Retry-After")).toBe("60");
        const html = await limited.text();
        expect(html).toContain('value="Hessa Al Mansoori"'); // nothing typed is lost
        const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM bookings WHERE customer_name = 'Hessa Al Mansoori'").first<{
          n: number;
        }>();
        expect(count?.n).toBe(0);
      }),
    // 31 page renders: on a loaded machine (2 cores, several engineers) they take longer than the default 5 s.
    30_000,
  );
});

describe("the home page's search form without JavaScript", () => {
  it("lands on the same search the enhanced form opens", async () => {
    const response = await page("/search?from=hero&emirate=all-emirates&category=clinics&service=all-services&q=botox");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/search?category=clinics&service=Botox");
    const withEmirate = await page("/search?from=hero&emirate=dubai&category=all-categories&service=all-services&q=Glamour");
    expect(withEmirate.headers.get("location")).toBe("/search/dubai?q=Glamour");
  });
});

describe("the forms that need an account", () => {
  it.each(["/for-business/register", "/careers/post", "/shop/add-product"])(
    "%s sends a signed-out visitor to /login and back",
    async (path) => {
      await expectSentToLogin(new CookieJar(), path);
    },
  );
});
