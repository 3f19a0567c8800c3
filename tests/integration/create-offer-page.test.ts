/**
 * /dashboard/offers/new without JavaScript, in workerd (issue #28's defect: the dashboard's 'Create
 * Offer' said "coming soon" although the API places offers). Premium with a listing: the dashboard
 * links to the form, a refused post keeps everything typed with each field's message and the focus
 * on the first to fix, and a placed offer is listed on the dashboard. Basic and an account without a
 * listing are sent back to the dashboard with its own answers (Premium Feature; 'coming soon').
 */
import { describe, expect, it } from "vitest";
import { bodyText, CookieJar, expectSentToLogin, expectShows, shown, signedInJar, signedInOwnerJar, submit, visit } from "./http";

const NEW_OFFER = "/dashboard/offers/new";
const OFFERS_TAB = "/dashboard/provider?tab=offers";

const subscribe = async (jar: CookieJar) => {
  expect((await submit(jar, "/dashboard/subscription", { intent: "subscribe" })).status).toBe(302);
};

/** The page a redirect leads to, with its flash toast. */
async function followed(jar: CookieJar, response: Response): Promise<string> {
  expect(response.status).toBe(302);
  const location = response.headers.get("location")!;
  return bodyText(await visit(jar, location), 200);
}

describe("Create Offer (Premium's Offer Placement)", () => {
  it("needs an account", async () => {
    await expectSentToLogin(new CookieJar(), NEW_OFFER);
  });

  it("on Basic: the dashboard's button answers, the form says it is Premium's, and the API refuses a post (kept)", async () => {
    const jar = await signedInOwnerJar("barbers-hub");
    const offers = await bodyText(await visit(jar, OFFERS_TAB), 200);
    expect(shown(offers)).not.toContain(`href="${NEW_OFFER}"`);
    const page = await bodyText(await visit(jar, NEW_OFFER), 200);
    expect(shown(page)).toMatch(/role="alert"[^>]*>.*?Upgrade to Premium!.*?href="\/dashboard\/subscription"[^>]*>Subscribe Now</s);

    const posted = await submit(jar, NEW_OFFER, { providerId: "barbers-hub", title: "Free beard trim", description: "With any haircut." });
    const refused = await bodyText(posted, 403);
    expectShows(refused, [
      "Premium Feature",
      "Access to Offer Placement requires an active subscription.",
      "Free beard trim",
      "With any haircut.",
    ]);
  });

  it("on Premium without a listing answers with 'Create Offer page coming soon!'", async () => {
    const jar = await signedInJar();
    await subscribe(jar);
    const page = await visit(jar, NEW_OFFER);
    expect(page.headers.get("location")).toBe(OFFERS_TAB);
    expectShows(await followed(jar, page), ["Create Offer page coming soon!"]);
  });

  it("on Premium: the dashboard links to the form; a refusal keeps what was typed; the placed offer is listed", async () => {
    const jar = await signedInOwnerJar("skin-revive-clinic", "elite-gents-salon");
    await subscribe(jar);
    expect(shown(await bodyText(await visit(jar, OFFERS_TAB), 200))).toMatch(
      new RegExp(`<a [^>]*href="${NEW_OFFER}"[^>]*>Create Offer</a>`),
    );

    const form = await bodyText(await visit(jar, NEW_OFFER), 200);
    expectShows(form, [
      "<title>Create Offer — GlowUAE</title>",
      "Offer Title",
      "Choose a business",
      "Skin Revive Clinic",
      "Elite Gents Salon",
    ]);
    expect(form).toMatch(/<input[^>]*name="active"[^>]*checked=""/); // active unless unticked

    // Refused by the API's schema: every typed field comes back, the first to fix has the focus.
    const refused = await bodyText(
      await submit(jar, NEW_OFFER, { providerId: "elite-gents-salon", title: "   ", description: "Two haircuts for one price, weekdays." }),
      400,
    );
    expectShows(refused, ["Please enter the offer&#x27;s title.", "Two haircuts for one price, weekdays."]);
    expect(refused).toMatch(/<input[^>]*name="title"[^>]*autofocus=""[^>]*aria-invalid="true"[^>]*aria-describedby="title-error"/);
    expect(refused).toMatch(/<option value="elite-gents-salon" selected="">/);
    expect(refused).not.toMatch(/<input[^>]*name="active"[^>]*checked=""/); // unticked stays unticked

    // Another business's listing: the API says no, on the field.
    const stranger = await bodyText(
      await submit(jar, NEW_OFFER, { providerId: "glamour-spot", title: "Not mine", description: "Nope." }),
      403,
    );
    expectShows(stranger, ["You can place offers only for a business you manage.", "Not mine"]);

    const placed = await submit(jar, NEW_OFFER, {
      providerId: "elite-gents-salon",
      title: "Weekday Duo",
      description: "Two haircuts for one price, weekdays.",
    });
    expect(placed.headers.get("location")).toBe(OFFERS_TAB);
    const dashboard = await followed(jar, placed);
    expectShows(dashboard, [
      "Offer Created",
      "Your offer is listed on your dashboard.",
      "Weekday Duo",
      "Two haircuts for one price, weekdays.",
    ]);
    expect(shown(dashboard)).toMatch(/Weekday Duo.*?>Inactive</s);
    await submit(jar, "/dashboard/subscription", { intent: "cancel" });
  });

  it("in Arabic: the form's texts and the API's messages", async () => {
    const jar = await signedInOwnerJar("nails-n-more");
    await subscribe(jar);
    const refused = await bodyText(await submit(jar, `/ar${NEW_OFFER}`, { providerId: "nails-n-more", title: "", description: "" }), 400);
    expectShows(refused, ["عنوان العرض", "يُرجى إدخال عنوان العرض.", "يُرجى وصف العرض."]);
    expect(shown(refused)).not.toContain("Please enter the offer");
    // NotAllowed said by its messageCode (its `code` is always NOT_ALLOWED), beside the business chosen.
    const stranger = await bodyText(
      await submit(jar, `/ar${NEW_OFFER}`, { providerId: "glamour-spot", title: "ليس لي", description: "لا." }),
      403,
    );
    expectShows(stranger, ["يمكنك نشر العروض فقط لنشاط تجاري تديره.", "ليس لي"]);
    expect(shown(stranger)).not.toContain("You can place offers only");
  });
});
