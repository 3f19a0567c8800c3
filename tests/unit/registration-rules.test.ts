/** The business registration rules (SPEC §5), one schema for the API and the form. */
import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX, TERMS_MESSAGE, validateRegistration } from "../../graphql/modules/businesses/registration-schema";
import { isOwner } from "../../graphql/modules/businesses/service";

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
    expect(isOwner({ id: "a" }, { accountId: "a" })).toBe(true);
    expect(isOwner({ id: "b" }, { accountId: "a" })).toBe(false);
  });
});
