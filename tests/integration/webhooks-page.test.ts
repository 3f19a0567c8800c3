/**
 * /developers/webhooks (issue 35, decision 072): signed-in accounts only (sent to /login and back); without
 * JavaScript an account adds an endpoint and sees its secret once, a refused URL comes back with what was typed and
 * the reason, a test event and a redelivery are queued, deleting needs its confirmation; in Arabic too.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CookieJar, expectSentToLogin, shown, signedInJar, submit, visit } from "./http";

const PATH = "/developers/webhooks";

describe("the webhooks page", () => {
  it("sends a visitor to sign in and back", async () => {
    await expectSentToLogin(new CookieJar(), PATH);
  });

  it("adds, tests, redelivers and deletes an endpoint without JavaScript", async () => {
    const jar = await signedInJar();
    const refused = await submit(jar, PATH, { intent: "add", url: "http://10.0.0.1/hook", events: "BOOKING_CREATED" });
    expect(refused.status).toBe(400);
    const refusedPage = shown(await refused.text());
    expect(refusedPage).toContain("Webhook URLs must start with https://.");
    expect(refusedPage).toContain('value="http://10.0.0.1/hook"');

    const added = await submit(jar, PATH, { intent: "add", url: "https://93.184.216.34/glow", events: "BOOKING_CANCELLED" });
    expect(added.status).toBe(200);
    const addedPage = shown(await added.text());
    expect(addedPage).toMatch(/whsec_[0-9a-f]{64}/);
    const secret = /whsec_[0-9a-f]{64}/.exec(addedPage)![0];

    const listed = shown(await (await visit(jar, PATH)).text());
    expect(listed).toContain("https://93.184.216.34/glow");
    expect(listed).toContain("booking.cancelled");
    expect(listed).not.toContain(secret);
    const endpointId = /name="id" value="([^"]+)"/.exec(listed)![1]!;

    const test = await submit(jar, PATH, { intent: "test", id: endpointId });
    expect(test.status).toBe(302);
    const withDelivery = shown(await (await visit(jar, PATH)).text());
    expect(withDelivery).toContain("webhook.test");
    const deliveryId = (await env.DB.prepare("SELECT id FROM webhook_deliveries WHERE endpoint_id = ?1")
      .bind(endpointId)
      .first<string>("id"))!;
    expect((await submit(jar, PATH, { intent: "redeliver", id: deliveryId })).status).toBe(302);

    const unconfirmed = await submit(jar, PATH, { intent: "delete", id: endpointId });
    expect(unconfirmed.status).toBe(400);
    expect((await submit(jar, PATH, { intent: "delete", id: endpointId, confirm: "yes" })).status).toBe(302);
    expect(shown(await (await visit(jar, PATH)).text())).toContain("No endpoints yet.");
  });

  it("refuses another account's endpoint, and speaks Arabic", async () => {
    const owner = await signedInJar();
    await submit(owner, PATH, { intent: "add", url: "https://93.184.216.34/owner", events: "BOOKING_CREATED" });
    const endpointId = /name="id" value="([^"]+)"/.exec(shown(await (await visit(owner, PATH)).text()))![1]!;
    const stranger = await signedInJar();
    const refused = await submit(stranger, PATH, { intent: "delete", id: endpointId, confirm: "yes" });
    expect(refused.status).toBe(403);
    expect(shown(await refused.text())).toContain("This webhook is not one of yours.");
    const arabic = shown(await (await visit(stranger, `/ar${PATH}`)).text());
    expect(arabic).toContain("الويب هوك");
    expect(arabic).toContain("لا توجد نقاط استقبال بعد.");
  });
});
