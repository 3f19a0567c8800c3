/** Conform's answer to a refused post, with its messages in the page's language (app/lib/forms/form-result.server.ts). */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { translatedResult } from "../../app/lib/forms/form-result.server";
import { answeredFieldErrors } from "../../app/i18n/coded-messages.server";
import { offerFormSchema } from "../../app/lib/forms/offer-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("a refused offer form", () => {
  it("keeps what was typed and says each field's message through the translator", () => {
    const submission = parseWithZod(form({ providerId: "p1", title: " ", description: "Kept." }), { schema: offerFormSchema });
    expect(submission.status).toBe("error");
    const result = translatedResult(submission.reply(), (message) => `«${message}»`);
    expect(result.initialValue).toMatchObject({ providerId: "p1", description: "Kept." });
    expect(result.error).toEqual({ title: ["«Please enter the offer's title.»"] });
  });

  it("reads an unticked box as not active, and a ticked one as active", () => {
    const fields = { providerId: "p1", title: "Duo", description: "Two for one." };
    const unticked = parseWithZod(form(fields), { schema: offerFormSchema });
    const ticked = parseWithZod(form({ ...fields, active: "on" }), { schema: offerFormSchema });
    expect(unticked.status === "success" && unticked.value.active).toBe(false);
    expect(ticked.status === "success" && ticked.value.active).toBe(true);
  });

  it("takes the API's field errors as Conform's, several to a field, in the page's language by their codes", () => {
    const tooLong = { message: "Please keep this under 80 characters.", code: "TEXT_TOO_LONG", params: [{ name: "max", value: "80" }] };
    const errors = [
      { field: "title", ...tooLong },
      { field: "title", message: "b", code: "UNLISTED_MESSAGE", params: [] },
      { field: "description", message: "Please enter text.", code: "TEXT_REQUIRED", params: [] },
    ];
    expect(answeredFieldErrors("en", errors)).toEqual({
      title: ["Please keep this under 80 characters.", "b"],
      description: ["Please enter text."],
    });
    const arabic = answeredFieldErrors("ar", errors);
    expect(arabic.title?.[0]).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.title?.[0]).toContain("80");
    // A code the registry lacks keeps the API's English.
    expect(arabic.title?.[1]).toBe("b");
    expect(arabic.description?.[0]).toMatch(/[\u0600-\u06FF]/);
  });
});
