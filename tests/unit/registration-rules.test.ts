/** The business registration rules, one schema for the API and the form. */
import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX, TERMS_MESSAGE, validateRegistration } from "../../graphql/modules/businesses/registration-schema";
import { limitRegistration } from "../../graphql/modules/businesses/service";
import type { RateLimiter } from "../../graphql/shared/rate-limits";
import { registrationSubmitted } from "../../app/lib/forms/registration-toasts";
import { formatToast } from "../../app/i18n/coded-messages.server";
import { englishOf } from "../../graphql/shared/messages";
import { say } from "../../graphql/shared/say";
import { isOwner } from "../../graphql/shared/ownership";

const valid = {
  businessName: "  Desert   Rose Spa ",
  businessType: "Spa",
  fullAddress: "Villa 3, Al Wasl Road, Jumeirah",
  emirate: "Dubai",
  contactPersonName: "Layla Haddad",
  businessEmail: " Layla@DesertRose.AE ",
  businessPhone: "050 123 4567",
  shortDescription: " A calm day spa. ",
  agreedToTerms: true,
};

describe("registration rules", () => {
  it("accept a complete form and normalise it", () => {
    expect(validateRegistration(valid)).toEqual({
      ok: true,
      value: {
        ...valid,
        businessName: "Desert Rose Spa",
        businessEmail: "layla@desertrose.ae",
        businessPhone: "+971501234567",
        shortDescription: "A calm day spa.",
      },
    });
  });

  it("require every field, with one message per field", () => {
    const result = validateRegistration({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      [
        "agreedToTerms",
        "businessEmail",
        "businessName",
        "businessPhone",
        "businessType",
        "contactPersonName",
        "emirate",
        "fullAddress",
        "shortDescription",
      ].sort(),
    );
    expect(result.errors.agreedToTerms).toBe(TERMS_MESSAGE);
    const blank = validateRegistration({ ...valid, businessName: "   ", contactPersonName: "" });
    expect(blank).toMatchObject({
      ok: false,
      errors: { businessName: "Please enter your business name.", contactPersonName: "Please enter the contact person's name." },
    });
  });

  it("take only the spec's business types and the seven Emirates", () => {
    for (const businessType of ["Salon / Parlour", "Aesthetic / Derma Clinic", "Spa", "Other"]) {
      expect(validateRegistration({ ...valid, businessType }).ok).toBe(true);
    }
    expect(validateRegistration({ ...valid, businessType: "Barber" })).toMatchObject({
      ok: false,
      errors: { businessType: "Please choose your type of business." },
    });
    expect(validateRegistration({ ...valid, emirate: "Muscat" })).toMatchObject({
      ok: false,
      errors: { emirate: "Please choose the emirate." },
    });
  });

  it("check the email format and a UAE phone number", () => {
    expect(validateRegistration({ ...valid, businessEmail: "layla@" })).toMatchObject({
      ok: false,
      errors: { businessEmail: expect.stringMatching(/valid email/) },
    });
    expect(validateRegistration({ ...valid, businessPhone: "12345" })).toMatchObject({
      ok: false,
      errors: { businessPhone: expect.stringMatching(/UAE phone number/) },
    });
    expect(validateRegistration({ ...valid, businessPhone: "+971 4 123 4567" })).toMatchObject({
      ok: true,
      value: { businessPhone: "+97141234567" },
    });
  });

  it("allow a description of at most 200 characters", () => {
    expect(validateRegistration({ ...valid, shortDescription: "x".repeat(DESCRIPTION_MAX) }).ok).toBe(true);
    expect(validateRegistration({ ...valid, shortDescription: "x".repeat(DESCRIPTION_MAX + 1) })).toMatchObject({
      ok: false,
      errors: { shortDescription: "Please keep the description to 200 characters." },
    });
  });

  it("need the terms ticked", () => {
    expect(validateRegistration({ ...valid, agreedToTerms: false })).toMatchObject({ ok: false, errors: { agreedToTerms: TERMS_MESSAGE } });
  });
});

describe("ownership", () => {
  it("is the submitting account's only", () => {
    expect(isOwner({ id: "a" }, "a")).toBe(true);
    expect(isOwner({ id: "b" }, "a")).toBe(false);
  });
});

/** A limiter that allows `allowed` attempts per key, and records what it was asked. */
function countingLimiter(allowed: number): RateLimiter & { keys: string[] } {
  const keys: string[] = [];
  return {
    keys,
    async limit(key) {
      keys.push(key);
      return keys.filter((seen) => seen === key).length <= allowed ? "allowed" : "refused";
    },
  };
}

describe("registration limits", () => {
  it("count every attempt per client address and per account, and say when to try again", async () => {
    const caller = {
      rateLimits: { registrationByAddress: countingLimiter(3), registrationByAccount: countingLimiter(2) },
      clientAddress: "192.0.2.1",
    };
    expect(await limitRegistration(caller, { id: "a" })).toBeNull();
    expect(await limitRegistration(caller, { id: "a" })).toBeNull();
    const refused = await limitRegistration(caller, { id: "a" });
    expect(refused).toEqual({
      kind: "TooManyAttempts",
      message: say("TOO_MANY_ATTEMPTS", { attempts: "registration", minutes: 1 }),
      retryAfterSeconds: 60,
    });
    expect(refused?.kind === "TooManyAttempts" && englishOf(refused.message)).toBe(
      "Too many registration attempts. Please try again in 1 minute.",
    );
    expect(await limitRegistration(caller, { id: "b" })).toMatchObject({ kind: "TooManyAttempts" }); // the address's 4th
    expect(caller.rateLimits.registrationByAddress.keys).toEqual(["192.0.2.1", "192.0.2.1", "192.0.2.1", "192.0.2.1"]);
    // The address is checked first: a refused address does not use up the account's attempts.
    expect(caller.rateLimits.registrationByAccount.keys).toEqual(["a", "a", "a"]);
  });
});

describe("the success toast", () => {
  it("is the spec's, and says after it when the logo was dropped", () => {
    expect(formatToast("en", registrationSubmitted(null))).toEqual({
      title: "Registration Submitted!",
      description: "Your business registration has been received. We will review it shortly.",
    });
    expect(formatToast("en", registrationSubmitted("Your logo could not be uploaded, so the registration was sent without it."))).toEqual({
      title: "Registration Submitted!",
      description:
        "Your business registration has been received. We will review it shortly. Your logo could not be uploaded, so the registration was sent without it.",
    });
  });
});
