import { describe, expect, it } from "vitest";
import { normalizeUaePhone, validateBookingInput } from "../../graphql/modules/bookings/validation";

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
  it("accepts the usual spellings and returns E.164", () => {
    expect(normalizeUaePhone("+971 50 123 4567")).toBe("+971501234567");
    expect(normalizeUaePhone("00971-55-765-4321")).toBe("+971557654321");
    expect(normalizeUaePhone("(04) 123 4567")).toBe("+97141234567");
    expect(normalizeUaePhone("0561234567")).toBe("+971561234567");
  });

  it("refuses numbers that are not UAE mobiles or landlines", () => {
    expect(normalizeUaePhone("")).toBeNull();
    expect(normalizeUaePhone("+44 20 7946 0958")).toBeNull();
    expect(normalizeUaePhone("050 123 456")).toBeNull(); // too short
    expect(normalizeUaePhone("051 123 4567")).toBeNull(); // no such mobile prefix
    expect(normalizeUaePhone("05O 123 4567")).toBeNull(); // letter O
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
