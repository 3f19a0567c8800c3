import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/messages.server";
import { healthLicenceLine } from "~/lib/listings/health-licence.server";

const en = messagesFor("en", "provider").provider;
const ar = messagesFor("ar", "provider").provider;
const licence = { authority: "DHA", number: "DHA-F-0047281", verifiedOn: "2026-11-02", status: "VERIFIED" };

describe("the provider page's licence line", () => {
  it("says who licensed the clinic, the number and the month it was verified, in English and Arabic", () => {
    expect(healthLicenceLine(licence, "en", en)).toEqual({
      status: "VERIFIED",
      text: "Licensed by DHA · Licence no. DHA-F-0047281 · verified November 2026",
    });
    expect(healthLicenceLine(licence, "ar", ar)?.text).toBe(
      "مرخّصة من هيئة الصحة بدبي · رقم الترخيص DHA-F-0047281 · تم التحقق في نوفمبر 2026",
    );
  });

  it("says a licence awaits verification, or has expired, and nothing without one", () => {
    expect(healthLicenceLine({ ...licence, verifiedOn: null, status: "AWAITING_VERIFICATION" }, "en", en)).toEqual({
      status: "AWAITING_VERIFICATION",
      text: "Licence awaiting verification",
    });
    expect(healthLicenceLine({ ...licence, status: "EXPIRED" }, "en", en)).toEqual({
      status: "EXPIRED",
      text: "Licence expired (DHA · Licence no. DHA-F-0047281)",
    });
    expect(healthLicenceLine(null, "en", en)).toBeNull();
  });
});
