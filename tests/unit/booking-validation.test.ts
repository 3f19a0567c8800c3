import { describe, expect, it } from "vitest";
import { normalizeUaePhone, validateBookingInput } from "../../graphql/modules/bookings/validation";
import { itGives } from "./rule-cases";

const valid = {
  providerId: "glamour-spot",
  serviceId: "glamour-spot-haircut",
  date: "2026-11-22",
  time: "10:30",
  customerName: "  Aisha   Al Zaabi ",
  customerPhone: "050 123 4567",
  customerEmail: "",
  idempotencyKey: "c0a8012e-7d1f-4b6a-9e3f-2b1c4d5e6f70",
};

describe("UAE phone numbers", () => {
  itGives("accepts the usual spellings and returns E.164: %j", normalizeUaePhone, [
    ["+971 50 123 4567", "+971501234567"],
    ["00971-55-765-4321", "+971557654321"],
    ["(04) 123 4567", "+97141234567"],
    ["0561234567", "+971561234567"],
  ]);

  it.each([
    "",
    "+44 20 7946 0958",
    "050 123 456", // too short
    "051 123 4567", // no such mobile prefix
    "05O 123 4567", // letter O
  ])("refuses numbers that are not UAE mobiles or landlines: %j", (typed) => {
    expect(normalizeUaePhone(typed)).toBeNull();
  });
});

describe("booking input", () => {
  it("cleans a valid booking", () => {
    const result = validateBookingInput(valid);
    expect(result).toEqual({
      ok: true,
      value: { ...valid, staffId: null, customerName: "Aisha Al Zaabi", customerPhone: "+971501234567", customerEmail: null },
    });
  });

  it("keeps the professional asked for; none or empty is 'Any professional'", () => {
    const staffIdOf = (staffId: string | null | undefined) => {
      const result = validateBookingInput({ ...valid, staffId });
      return result.ok ? result.value.staffId : result.errors;
    };
    expect(staffIdOf("glamour-spot-staff-2")).toBe("glamour-spot-staff-2");
    expect(staffIdOf("")).toBeNull();
    expect(staffIdOf(null)).toBeNull();
    expect(staffIdOf(undefined)).toBeNull();
    expect(staffIdOf("x".repeat(129))).toEqual({ staffId: "Please choose one of the professionals listed." });
  });

  it("names every bad field with a clear message", () => {
    const result = validateBookingInput({
      ...valid,
      customerName: "A",
      customerPhone: "12345",
      customerEmail: "not-an-email",
      date: "2026-02-30",
      time: "25:00",
      idempotencyKey: "short",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ["customerEmail", "customerName", "customerPhone", "date", "idempotencyKey", "time"].sort(),
    );
    expect(result.errors.customerPhone).toMatch(/UAE phone number/);
  });

  it("refuses a name with no letters and an overlong one", () => {
    expect(validateBookingInput({ ...valid, customerName: "12345" }).ok).toBe(false);
    expect(validateBookingInput({ ...valid, customerName: "x".repeat(81) }).ok).toBe(false);
    expect(validateBookingInput({ ...valid, customerName: "Ng" }).ok).toBe(true);
  });
});
