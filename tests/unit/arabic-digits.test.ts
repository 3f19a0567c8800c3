import { describe, expect, it } from "vitest";
import { normalizeUaePhone, validateBookingInput } from "../../graphql/modules/bookings/validation";
import { validateListingService } from "../../graphql/modules/listings/listing-schema";
import { validateProduct } from "../../graphql/modules/products/product-schema";
import { parsePriceFils } from "../../graphql/modules/products/rules";
import { westernDigits } from "../../graphql/shared/digits";
import { PRODUCT_INPUT } from "../fixtures/form-inputs";
import { itGives } from "./rule-cases";

describe("westernDigits", () => {
  itGives("reads %j with Western digits", westernDigits, [
    ["٠١٢٣٤٥٦٧٨٩", "0123456789"],
    ["۰۱۲۳۴۵۶۷۸۹", "0123456789"],
    ["٤٩٫٩٩", "49.99"],
    ["١٬٢٥٠٫٠٠", "1,250.00"],
    ["+٩٧١ ٥٠ ١٢٣ ٤٥٦٧", "+971 50 123 4567"],
    ["050 123 4567", "050 123 4567"],
    ["سعر ٥", "سعر 5"],
  ]);
});

describe("numeric fields accept Arabic-Indic digits and keep Western ones", () => {
  itGives("phone %j", normalizeUaePhone, [
    ["٠٥٠ ١٢٣ ٤٥٦٧", "+971501234567"],
    ["+٩٧١ ٤ ١٢٣ ٤٥٦٧", "+97141234567"],
    ["۰۵۵۷۶۵۴۳۲۱", "+971557654321"],
  ]);

  it("books with an Arabic-Indic phone number, stored as E.164", () => {
    const result = validateBookingInput({
      providerId: "glamour-spot",
      serviceId: "glamour-spot-haircut",
      date: "2026-11-22",
      time: "10:30",
      customerName: "عائشة",
      customerPhone: "٠٥٠ ١٢٣ ٤٥٦٧",
      idempotencyKey: "c0a8012e-7d1f-4b6a-9e3f-2b1c4d5e6f70",
    });
    expect(result).toMatchObject({ ok: true, value: { customerPhone: "+971501234567" } });
  });

  itGives("price %j in fils", parsePriceFils, [
    ["٤٩٫٩٩", 4999],
    ["١٬٢٥٠", 125000],
  ]);

  it("adds a product priced and stocked in Arabic-Indic digits", () => {
    expect(validateProduct({ ...PRODUCT_INPUT, price: "٥٥٫٥٠", stock: "١٠" })).toMatchObject({
      ok: true,
      value: { price: 5550, stock: 10 },
    });
  });

  it("refuses three Arabic-Indic decimals with the two-decimals message", () => {
    expect(validateProduct({ ...PRODUCT_INPUT, price: "٤٩٫٩٩٩" })).toMatchObject({
      ok: false,
      errors: { price: "Please enter the price with at most two decimals, e.g. 49.99." },
    });
  });

  it("saves a service priced and timed in Arabic-Indic digits", () => {
    expect(validateListingService({ name: "قص الشعر", priceAed: "١٥٠٫٥", durationMinutes: "٤٥" })).toMatchObject({
      ok: true,
      value: { priceAed: 150.5, durationMinutes: 45 },
    });
  });
});
