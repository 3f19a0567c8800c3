import { describe, expect, it } from "vitest";
import * as z from "zod";
import { CONTACT_MAX_LENGTHS, validateContact } from "../../app/lib/listings/contact";
import { checkSignUp } from "../../graphql/modules/accounts/rules";
import { NAME_MAX, validateBookingInput } from "../../graphql/modules/bookings/validation";
import { validateRegistration } from "../../graphql/modules/businesses/registration-schema";
import { characterCount, cleanText, findTextProblem, MAX_COMBINING_RUN, textField } from "../../graphql/shared/text";
import { BOOKING_INPUT } from "../fixtures/form-inputs";
import { REGISTRATION_DETAILS } from "../fixtures/registration";
import { itGivesNull } from "./rule-cases";
import { COMMON_PASSWORDS } from "../fixtures/common-passwords";

describe("findTextProblem", () => {
  it.each([
    ["NUL", "control", "Glow\u0000Spa"],
    ["escape", "control", "Glow\u001b[31mSpa"],
    ["delete", "control", "Glow\u007fSpa"],
    ["C1 control", "control", "Glow\u0085Spa"],
    ["vertical tab", "control", "Glow\u000bSpa"],
    ["lone high surrogate", "control", "Glow\ud83dSpa"],
    ["lone low surrogate", "control", "Glow\ude00Spa"],
    ["right-to-left override U+202E", "bidi", "Glow\u202eapS"],
    ["left-to-right override U+202D", "bidi", "\u202dGlow"],
    ["embedding U+202A", "bidi", "\u202aGlow"],
    ["pop directional formatting U+202C", "bidi", "Glow\u202c"],
    ["right-to-left isolate U+2067", "bidi", "\u2067Glow\u2069"],
    ["first strong isolate U+2068", "bidi", "\u2068Glow"],
  ])("refuses %s, a %s character", (_, problem, text) => {
    expect(findTextProblem(text)).toBe(problem);
  });

  it(`refuses more than ${MAX_COMBINING_RUN} combining marks in a row`, () => {
    expect(findTextProblem("Z\u0351\u0352\u0353\u0354\u0355algo")).toBe("combining");
    expect(findTextProblem("e" + "\u0301".repeat(50))).toBe("combining");
    expect(findTextProblem("e" + "\u0301".repeat(MAX_COMBINING_RUN))).toBeNull();
  });

  itGivesNull("accepts real text: %s", findTextProblem, [
    ["Arabic with vowel marks", "مُحَمَّد"],
    ["Arabic with the right-to-left mark", "صالون\u200f Glow"],
    ["Vietnamese", "Nguyễn Thị Ánh"],
    ["Hindi", "प्रिया शर्मा"],
    ["emoji with joiners", "Glow 👩🏽‍🦰 Spa"],
    ["Persian with a zero-width non-joiner", "می‌خواهم"],
    ["multi-line text with tabs", "line one\n\tline two\r\nline three"],
  ]);
});

describe("characterCount", () => {
  it("counts code points, as PostgreSQL's char_length and SQLite's length() do", () => {
    expect(characterCount("abc")).toBe(3);
    expect(characterCount("😀😀")).toBe(2); // 4 UTF-16 units
    expect(characterCount("مُحَمَّد")).toBe(8);
    expect(characterCount("")).toBe(0);
  });
});

describe("cleanText", () => {
  it("normalises to NFC, trims and collapses whitespace in one-line text", () => {
    expect(cleanText("  Cafe\u0301 \t  Spa \n")).toBe("Café Spa");
    expect(characterCount(cleanText("Cafe\u0301"))).toBe(4);
  });
  it("keeps line breaks in multi-line text, as \\n", () => {
    expect(cleanText(" one\r\ntwo\rthree ", { multiline: true })).toBe("one\ntwo\nthree");
  });
});

describe("textField", () => {
  const schema = z.object({
    name: textField({ required: "Please enter your name.", max: 5 }),
    note: textField({ max: 10, multiline: true }),
  });
  const errors = (input: unknown) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? null : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
  };

  it("cleans accepted text and leaves an optional field empty", () => {
    expect(schema.parse({ name: "  Ana  ", note: "" })).toEqual({ name: "Ana", note: "" });
    expect(schema.parse({ name: "😀😀😀😀😀", note: "a\nb" })).toEqual({ name: "😀😀😀😀😀", note: "a\nb" });
  });

  it("refuses empty, too long and hostile text with a message for the person", () => {
    expect(errors({ name: "   ", note: "" })).toEqual({ name: "Please enter your name." });
    expect(errors({ name: "Ana Maria", note: "" })).toEqual({ name: "Please keep this under 5 characters." });
    expect(errors({ name: "A\u0000", note: "x\u202ey" })).toEqual({
      name: "This text contains invisible control characters. Please retype it.",
      note: "This text contains characters that reverse its direction. Please retype it.",
    });
  });
});

describe("every form and mutation applies the text rules", () => {
  const NUL = "Layla\u0000Haddad";
  const BIDI = "Layla \u202eaddaH";
  const ZALGO = "L" + "\u0336".repeat(20) + "ayla";

  it("booking: the customer's name and email; the name counts code points", () => {
    for (const [customerName, message] of [
      [NUL, "This text contains invisible control characters. Please retype it."],
      [BIDI, "This text contains characters that reverse its direction. Please retype it."],
      [ZALGO, "This text stacks too many accents on one letter. Please retype it."],
    ] as const) {
      expect(validateBookingInput({ ...BOOKING_INPUT, customerName })).toMatchObject({ ok: false, errors: { customerName: message } });
    }
    expect(validateBookingInput({ ...BOOKING_INPUT, customerName: "Ana", customerEmail: "a\u202e@example.com" })).toMatchObject({
      ok: false,
      errors: { customerEmail: expect.any(String) },
    });
    // 80 emoji are 160 UTF-16 units but 80 characters, as the database counts them.
    expect(validateBookingInput({ ...BOOKING_INPUT, customerName: "Ana " + "🌸".repeat(NAME_MAX - 4) })).toMatchObject({ ok: true });
  });

  it("business registration: names, address and description", () => {
    const result = validateRegistration({
      ...REGISTRATION_DETAILS,
      businessName: NUL,
      fullAddress: BIDI,
      contactPersonName: ZALGO,
      shortDescription: "Calm.\u0000",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        businessName: "This text contains invisible control characters. Please retype it.",
        fullAddress: "This text contains characters that reverse its direction. Please retype it.",
        contactPersonName: "This text stacks too many accents on one letter. Please retype it.",
        shortDescription: "This text contains invisible control characters. Please retype it.",
      },
    });
  });

  it("contact form: every field, and the same maxima as the inputs' maxlength", () => {
    expect(validateContact({ name: NUL, email: "a@b.ae", subject: BIDI, message: ZALGO })).toEqual({
      name: "This text contains invisible control characters. Please retype it.",
      subject: "This text contains characters that reverse its direction. Please retype it.",
      message: "This text stacks too many accents on one letter. Please retype it.",
    });
    expect(
      validateContact({ name: "n".repeat(CONTACT_MAX_LENGTHS.name + 1), email: "a@b.ae", subject: "s", message: "line\nline" }),
    ).toEqual({ name: `Please keep this under ${CONTACT_MAX_LENGTHS.name} characters.` });
  });

  it("sign-up: an email with a control or direction character is not a valid address", () => {
    for (const email of ["own\u0000er@example.com", "owner@exa\u202emple.com"]) {
      expect(checkSignUp({ email, password: "a long enough passphrase" }, COMMON_PASSWORDS)).toMatchObject({
        ok: false,
        error: { code: "validation_failed" },
      });
    }
  });
});
