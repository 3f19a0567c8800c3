/** The one email rule (graphql/shared/email.ts) and the forms that use it. */
import { describe, expect, it } from "vitest";
import { validateContact } from "../../app/lib/listings/contact";
import { checkSignUp } from "../../graphql/modules/accounts/rules";
import { validateBookingInput } from "../../graphql/modules/bookings/validation";
import { validateRegistration } from "../../graphql/modules/businesses/registration-schema";
import { EMAIL_MAX, emailField, isEmailAddress } from "../../graphql/shared/email";
import { BOOKING_INPUT } from "../fixtures/form-inputs";
import { REGISTRATION_DETAILS } from "../fixtures/registration";
import { COMMON_PASSWORDS } from "../fixtures/common-passwords";

const ACCEPTED = ["layla@desertrose.ae", "a.b+tag@mail.example.co", "مريم@مثال.امارات", "x@y.zz"];
const REFUSED = [
  "",
  "layla",
  "layla@",
  "@desertrose.ae",
  "layla@desertrose",
  "layla@desertrose.a",
  "la yla@x.ae",
  "a@b@c.ae",
  "own\u0000er@example.com",
  "owner@exa\u202emple.com",
];

describe("isEmailAddress", () => {
  it.each(ACCEPTED)("accepts %s", (email) => expect(isEmailAddress(email)).toBe(true));
  it.each(REFUSED)("refuses %j", (email) => expect(isEmailAddress(email)).toBe(false));

  it("allows at most 254 characters", () => {
    const local = "a".repeat(64);
    const at = (length: number) => `${local}@${"d".repeat(length - local.length - 4)}.ae`;
    expect(at(EMAIL_MAX)).toHaveLength(EMAIL_MAX);
    expect(isEmailAddress(at(EMAIL_MAX))).toBe(true);
    expect(isEmailAddress(at(EMAIL_MAX + 1))).toBe(false);
  });
});

describe("emailField", () => {
  const required = emailField({ required: "Enter it.", invalid: "Not valid." });
  const optional = emailField({ invalid: "Not valid." });

  it("trims, and tells an empty required field from a wrong one", () => {
    expect(required.parse("  layla@desertrose.ae ")).toBe("layla@desertrose.ae");
    expect(required.safeParse("  ").error?.issues[0]?.message).toBe("Enter it.");
    expect(required.safeParse("layla@").error?.issues[0]?.message).toBe("Not valid.");
  });

  it("lets an optional field be empty", () => {
    expect(optional.parse(" ")).toBe("");
    expect(optional.safeParse("layla@").error?.issues[0]?.message).toBe("Not valid.");
  });
});

describe("every form agrees on what an email address is", () => {
  const verdicts = (email: string) => [
    validateBookingInput({ ...BOOKING_INPUT, customerEmail: email }).ok,
    validateRegistration({ ...REGISTRATION_DETAILS, businessEmail: email }).ok,
    checkSignUp({ email, password: "correct horse battery staple" }, COMMON_PASSWORDS).ok,
    validateContact({ name: "Mariam", email, subject: "Hello", message: "Hi" }).email === undefined,
  ];

  it.each([...ACCEPTED, ...REFUSED.filter((email) => email !== "")])("%j", (email) => {
    expect(verdicts(email)).toEqual(Array(4).fill(isEmailAddress(email.trim())));
  });
});
