/**
 * The listing editor's health licence form without JavaScript, in workerd (issue #37): a clinic's owner sees
 * the licence and its status, a wrong number is refused with what was typed kept, a change saves and returns
 * the licence to awaiting verification (the page says so); another owner is refused; a parlour has no such form.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays, dubaiNow } from "../../graphql/shared/dubai-time";
import { postGraphQL, shown, shownPage, signedInJar, signedInOwnerJar, submit, visit } from "./http";

const EDITOR = "/dashboard/listing/skin-revive-clinic";
const LICENCE = `{ provider(id: "skin-revive-clinic") { healthLicence { authority number expiresOn status } } }`;

/** An expiry date the rules accept whenever the tests run: some months ahead. */
const LATER = addDays(dubaiNow(new Date()).date, 300);

describe("the listing editor's licence form", () => {
  it("shows the clinic's licence with its emirate's authorities, and refuses a wrong number keeping what was typed", async () => {
    const owner = await signedInOwnerJar("skin-revive-clinic");
    const page = shown(await (await visit(owner, EDITOR)).text());
    expect(page).toContain("Health authority licence");
    expect([...page.matchAll(/<option value="([A-Z]+)"/g)].map((match) => match[1])).toEqual(["DHA", "DHCR"]);
    expect(page).toMatch(/name="number"[^>]*value="DHCR-F-00312"/);
    expect(page).toMatch(/data-licence-status="verified"/);

    const refused = await submit(owner, EDITOR, { intent: "licence", authority: "DHCR", number: "DHCR-312", expiresOn: LATER });
    expect(refused.status).toBe(400);
    const again = shown(await refused.text());
    expect(again).toContain("Please enter the DHCR licence number as it is printed on the licence, e.g. DHCR-F-00312.");
    expect(again).toMatch(/name="number"[^>]*value="DHCR-312"/);
    const { body } = await postGraphQL(LICENCE);
    expect(body.data.provider.healthLicence).toMatchObject({ number: "DHCR-F-00312", status: "VERIFIED" });
  });

  it("saves a change, which awaits verification on the provider page; another owner is refused", async () => {
    const stranger = await signedInOwnerJar("glamour-spot");
    const strangers = await submit(stranger, EDITOR, {
      intent: "licence",
      authority: "DHA",
      number: "DHA-F-0000001",
      expiresOn: LATER,
    });
    expect(strangers.status).toBe(404);
    // A parlour's editor has no licence form.
    expect(shown(await (await visit(stranger, "/dashboard/listing/glamour-spot")).text())).not.toContain("Health authority licence");

    const owner = await signedInOwnerJar("skin-revive-clinic");
    const saved = await submit(owner, EDITOR, { intent: "licence", authority: "DHA", number: "dha-f-0047281", expiresOn: LATER });
    expect(saved.status).toBe(302);
    const { body } = await postGraphQL(LICENCE);
    expect(body.data.provider.healthLicence).toEqual({
      authority: "DHA",
      number: "DHA-F-0047281",
      expiresOn: LATER,
      status: "AWAITING_VERIFICATION",
    });
    expect(await shownPage("/provider/skin-revive-clinic")).toMatch(
      /data-licence="awaiting_verification"[^>]*>Licence awaiting verification</,
    );
  });

  it("lists the changed licence for reviewers, who record it as verified; the page then says so", async () => {
    const owner = await signedInOwnerJar("skin-revive-clinic");
    await submit(owner, EDITOR, { intent: "licence", authority: "DHA", number: "DHA-F-0047281", expiresOn: LATER });
    const email = `licence-reviewer-${Date.now()}@example.com`;
    const reviewer = await signedInJar(email);
    await env.DB.prepare("INSERT INTO reviewers (account_id) SELECT id FROM accounts WHERE email = ?1").bind(email).run();

    const queue = shown(await (await visit(reviewer, "/admin/registrations")).text());
    expect(queue).toContain("Clinic licences awaiting verification");
    expect(queue).toMatch(/data-licence-review="skin-revive-clinic"[\s\S]*DHA-F-0047281/);
    // Not the owner's to verify: the page is not there for them, nor the action.
    expect((await submit(owner, "/admin/registrations", { intent: "verify-licence", providerId: "skin-revive-clinic" })).status).toBe(404);

    const verified = await submit(reviewer, "/admin/registrations", { intent: "verify-licence", providerId: "skin-revive-clinic" });
    expect(verified.status).toBe(302);
    const month = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${dubaiNow(new Date()).date}T00:00:00Z`),
    );
    expect(await shownPage("/provider/skin-revive-clinic")).toContain(`Licensed by DHA · Licence no. DHA-F-0047281 · verified ${month}`);
    expect(shown(await (await visit(reviewer, "/admin/registrations")).text())).not.toContain('data-licence-review="skin-revive-clinic"');
  });
});
