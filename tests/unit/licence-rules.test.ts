import { describe, expect, it } from "vitest";
import {
  authoritiesFor,
  authorityFor,
  carriesHealthLicence,
  checkHealthLicence,
  HEALTH_AUTHORITIES,
  isLicensed,
  isLicenceNumber,
  LICENCE_FORMATS,
  licenceStatus,
  reminderDay,
} from "../../graphql/modules/clinics/rules";
import { say } from "../../graphql/shared/say";
import { EMIRATES } from "../../graphql/shared/vocabulary";

const TODAY = "2026-11-28";

describe("the health authority", () => {
  it("is DHA in Dubai, DOH in Abu Dhabi and MOHAP in the other five emirates", () => {
    expect(Object.fromEntries(EMIRATES.map((emirate) => [emirate, authorityFor(emirate)]))).toEqual({
      "Abu Dhabi": "DOH",
      Dubai: "DHA",
      Sharjah: "MOHAP",
      Ajman: "MOHAP",
      "Umm Al Quwain": "MOHAP",
      "Ras Al Khaimah": "MOHAP",
      Fujairah: "MOHAP",
    });
  });

  it("may be DHCR in Dubai only (Dubai Healthcare City)", () => {
    expect(authoritiesFor("Dubai")).toEqual(["DHA", "DHCR"]);
    for (const emirate of EMIRATES.filter((name) => name !== "Dubai")) expect(authoritiesFor(emirate)).not.toContain("DHCR");
  });

  it("licenses clinics only", () => {
    expect(carriesHealthLicence("Clinic")).toBe(true);
    expect(carriesHealthLicence("Parlour")).toBe(false);
  });
});

describe("licence number formats", () => {
  it("accepts each authority's example and no other authority's", () => {
    for (const authority of HEALTH_AUTHORITIES) {
      for (const other of HEALTH_AUTHORITIES) {
        expect(isLicenceNumber(other, LICENCE_FORMATS[authority].example), `${authority}'s example as ${other}`).toBe(other === authority);
      }
    }
  });

  it.each([
    ["DHA", "dha-f-0047281", true],
    ["DHA", " DHA-F- 0047281 ", true],
    ["DHA", "DHA-F-004728", false],
    ["DHA", "DHA-F-00472810", false],
    ["DHCR", "DHCR-F-00312", true],
    ["DHCR", "DHCR-F-312", false],
    ["DOH", "MF4827", true],
    ["DOH", "mf48271", true],
    ["DOH", "MF482", false],
    ["DOH", "MF482719", false],
    ["MOHAP", "MOH-F-102938", true],
    ["MOHAP", "MOH-F-1029", false],
    ["MOHAP", "MOHAP-F-102938", false],
  ] as const)("%s: %j is %s", (authority, number, valid) => {
    expect(isLicenceNumber(authority, number)).toBe(valid);
  });
});

describe("a licence's status", () => {
  it("is verified once a reviewer said so, until its expiry date inclusive", () => {
    expect(licenceStatus({ expiresOn: TODAY, verifiedOn: "2026-01-10" }, TODAY)).toBe("VERIFIED");
    expect(isLicensed({ expiresOn: TODAY, verifiedOn: "2026-01-10" }, TODAY)).toBe(true);
  });

  it("awaits verification until a reviewer checks it", () => {
    expect(licenceStatus({ expiresOn: "2027-12-31", verifiedOn: null }, TODAY)).toBe("AWAITING_VERIFICATION");
    expect(isLicensed({ expiresOn: "2027-12-31", verifiedOn: null }, TODAY)).toBe(false);
  });

  it("is expired from the day after its expiry date, verified or not", () => {
    expect(licenceStatus({ expiresOn: "2026-11-27", verifiedOn: "2026-01-10" }, TODAY)).toBe("EXPIRED");
    expect(licenceStatus({ expiresOn: "2026-11-27", verifiedOn: null }, TODAY)).toBe("EXPIRED");
    expect(isLicensed({ expiresOn: "2026-11-27", verifiedOn: "2026-01-10" }, TODAY)).toBe(false);
  });

  it("is reminded of 30 days before expiry", () => {
    expect(reminderDay("2027-01-27")).toBe("2026-12-28");
  });
});

describe("checking what an owner says of the licence", () => {
  it("takes the emirate's authority when none is named, and stores the number normalised", () => {
    expect(checkHealthLicence({ number: " mf 4827 ", expiresOn: "2027-06-30" }, "Abu Dhabi", TODAY)).toEqual({
      ok: true,
      value: { authority: "DOH", number: "MF4827", expiresOn: "2027-06-30", advertisingPermit: null },
    });
  });

  it("takes DHCR in Dubai, and an advertising permit", () => {
    const checked = checkHealthLicence(
      { authority: "DHCR", number: "DHCR-F-00312", expiresOn: "2027-06-30", advertisingPermit: "ad-2026/1187" },
      "Dubai",
      TODAY,
    );
    expect(checked).toEqual({
      ok: true,
      value: { authority: "DHCR", number: "DHCR-F-00312", expiresOn: "2027-06-30", advertisingPermit: "AD-2026/1187" },
    });
  });

  it("refuses another emirate's authority, a number in the wrong format, and a bad permit", () => {
    expect(checkHealthLicence({ authority: "DHA", number: "DHA-F-0047281", expiresOn: "2027-06-30" }, "Sharjah", TODAY)).toEqual({
      ok: false,
      errors: { authority: say("LICENCE_AUTHORITY_NOT_FOR_EMIRATE", { emirate: "Sharjah", authorities: "MOHAP" }) },
    });
    expect(checkHealthLicence({ number: "DHA-F-0047281", expiresOn: "2027-06-30", advertisingPermit: "<b>" }, "Sharjah", TODAY)).toEqual({
      ok: false,
      errors: {
        number: say("LICENCE_NUMBER_FORMAT", { authority: "MOHAP", example: "MOH-F-102938" }),
        advertisingPermit: say("LICENCE_PERMIT_FORMAT"),
      },
    });
  });

  it.each([
    ["", "LICENCE_EXPIRY_REQUIRED"],
    ["30/06/2027", "LICENCE_EXPIRY_INVALID"],
    ["2027-02-30", "LICENCE_EXPIRY_INVALID"],
    ["2026-11-27", "LICENCE_EXPIRY_PAST"],
    ["2031-11-29", "LICENCE_EXPIRY_TOO_FAR"],
  ] as const)("refuses the expiry %j (%s)", (expiresOn, code) => {
    const checked = checkHealthLicence({ number: "MF4827", expiresOn }, "Abu Dhabi", TODAY);
    expect(checked.ok ? null : checked.errors.expiresOn?.valueOf()).toMatchObject({ code });
  });

  it("accepts an expiry today and five years ahead", () => {
    expect(checkHealthLicence({ number: "MF4827", expiresOn: TODAY }, "Abu Dhabi", TODAY).ok).toBe(true);
    expect(checkHealthLicence({ number: "MF4827", expiresOn: "2031-11-28" }, "Abu Dhabi", TODAY).ok).toBe(true);
  });

  it("asks for a number, and never fails on odd input", () => {
    expect(checkHealthLicence({}, "Dubai", TODAY)).toEqual({
      ok: false,
      errors: { number: say("LICENCE_NUMBER_REQUIRED"), expiresOn: say("LICENCE_EXPIRY_REQUIRED") },
    });
    expect(checkHealthLicence({ authority: "<script>", number: null, expiresOn: undefined }, "Dubai", TODAY).ok).toBe(false);
  });
});
