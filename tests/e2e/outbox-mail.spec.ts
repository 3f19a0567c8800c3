import { expect, test } from "@playwright/test";
import { atAFreeTime, confirmButton, detailsDialog, dialogConfirmButton, fillGuest, newPhone, uniqueName } from "./booking-page";

interface Mailbox {
  messages: { id: string; to: string; subject: string; text: string; attachments: { filename: string; contentType: string }[] }[];
}

/**
 * Issue 31: a booking tells its customer and the salon, off the request (the outbox's queue), in the local
 * backend's dev mailbox.
 */
test("a booking's confirmation with its calendar file, and the owner's alert, arrive in the dev mailbox", async ({ page, request }) => {
  const email = `${uniqueName("guest").replace(" ", ".")}@example.com`;
  await atAFreeTime(page);
  await confirmButton(page).click();
  await fillGuest(page, "Mariam Al Hashimi", newPhone());
  await detailsDialog(page).getByLabel("Email").fill(email);
  await dialogConfirmButton(page).click();
  await expect(page.getByRole("heading", { name: "Booking Confirmed" })).toBeVisible();

  let messages: Mailbox["messages"] = [];
  await expect(async () => {
    messages = ((await (await request.get("/dev/mailbox.json")).json()) as Mailbox).messages;
    expect(messages.some((message) => message.to === email)).toBe(true);
  }).toPass({ timeout: 20_000 });
  const confirmation = messages.find((message) => message.to === email)!;
  expect(confirmation.subject).toMatch(/^Booking confirmed: .+ at Glamour Spot$/);
  expect(confirmation.attachments).toEqual([{ filename: expect.stringMatching(/^booking-.+\.ics$/), contentType: "text/calendar" }]);
  const reference = /Reference: (\S+)/.exec(confirmation.text)![1]!;
  const alert = messages.find((message) => message.to === "owner.glamour-spot@example.com" && message.text.includes(reference));
  expect(alert?.subject).toMatch(/^New booking: /);

  // The mailbox's own pages: the list, then the message with its attachment.
  await page.goto("/dev/mailbox");
  await page.getByRole("link", { name: confirmation.subject }).first().click();
  await expect(page.getByRole("heading", { name: confirmation.subject })).toBeVisible();
  await expect(page.getByRole("link", { name: `booking-${reference}.ics` })).toBeVisible();
});
