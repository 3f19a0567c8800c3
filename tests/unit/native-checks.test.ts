/**
 * The account forms' checks as their browsers get them (native-checks.server.ts over auth-forms.server.ts):
 * the constraint attributes and the schema's own message for each fault, in the page's language, computed
 * on the server so that no schema goes to the browser.
 */
import { describe, expect, it } from "vitest";
import {
  authFormChecks,
  forgotPasswordFormSchema,
  loginFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from "../../app/lib/forms/auth-forms.server";
import { listingFormChecks } from "../../app/lib/forms/listing-forms.server";

describe("the account forms' browser checks", () => {
  it("sign-in: both fields required, the address's and the password's messages", () => {
    const checks = authFormChecks("en", loginFormSchema);
    expect(checks.constraint.email).toMatchObject({ required: true });
    expect(checks.constraint.password).toMatchObject({ required: true });
    expect(checks.messages.email).toEqual({
      valueMissing: "Please enter your email address.",
      invalid: "Please enter a valid email address.",
    });
    expect(checks.messages.password).toEqual({ valueMissing: "Please enter your password." });
  });

  it("registration and reset: the second password's mismatch in the spec's words", () => {
    for (const schema of [registerFormSchema, resetPasswordFormSchema]) {
      const checks = authFormChecks("en", schema);
      expect(checks.sameAs).toEqual({ confirmPassword: "password" });
      expect(checks.messages.confirmPassword).toEqual({
        valueMissing: "Please enter your password.",
        mismatch: "Please check your passwords and try again.",
      });
    }
  });

  it("says them in Arabic under /ar", () => {
    const checks = authFormChecks("ar", forgotPasswordFormSchema);
    expect(checks.messages.email).toEqual({ valueMissing: "يُرجى إدخال بريدك الإلكتروني.", invalid: "يُرجى إدخال بريد إلكتروني صحيح." });
    expect(authFormChecks("ar", registerFormSchema).messages.confirmPassword?.mismatch).toBe(
      "يُرجى التحقق من كلمتي المرور والمحاولة مرة أخرى.",
    );
  });
});

describe("the listing editor's browser checks", () => {
  it("are the API's schemas' messages, in the page's language", () => {
    const en = listingFormChecks("en");
    expect(en.service.constraint.name).toEqual({ required: true, maxLength: 80 });
    expect(en.service.messages.name).toEqual({
      valueMissing: "Please enter the service's name.",
      tooLong: "Please keep this under 80 characters.",
    });
    expect(en.service.messages.durationMinutes?.invalid).toBe("Please enter a duration in whole minutes, from 5 to 480.");
    expect(en.profile.messages.email).toEqual({
      valueMissing: "Please enter the email customers can write to.",
      invalid: "Please enter a valid email address, e.g. hello@yoursalon.ae.",
    });
    expect(en.photo.messages.photo).toEqual({ valueMissing: "Please choose a photo (JPG, PNG or WebP, at most 5 MB)." });
    const ar = listingFormChecks("ar");
    expect(ar.service.messages.name?.valueMissing).not.toBe(en.service.messages.name?.valueMissing);
    expect(ar.service.messages.name?.valueMissing).toMatch(/[\u0600-\u06FF]/);
  });
});
