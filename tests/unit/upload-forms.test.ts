/**
 * The upload forms' Conform schemas (app/lib/forms/upload-forms.ts) read a multipart post as a
 * browser sends it: a ticked box is 'on', an empty file input is a nameless empty part, the typed
 * text stays text; their messages are the API's and the upload rules'.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { jobFormSchema, productBrowserSchema, productFormSchema } from "~/lib/forms/upload-forms";

const post = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
const NOTHING = new File([], "");
const errorsOf = (form: FormData, schema: typeof jobFormSchema | typeof productFormSchema | typeof productBrowserSchema) =>
  parseWithZod(form, { schema, disableAutoCoercion: true }).reply().error ?? {};

const JOB = {
  title: "Senior Stylist",
  companyName: "Glamour Spot",
  location: "Dubai",
  jobType: "Full-time",
  salaryRange: "",
  description: "Cut and colour.",
  requirements: "Two years.",
};

describe("the job form's schema", () => {
  it("accepts a post with the box ticked and no logo chosen, the salary left empty", () => {
    const checked = parseWithZod(post({ ...JOB, confirmAccuracy: "on", logo: NOTHING }), {
      schema: jobFormSchema,
      disableAutoCoercion: true,
    });
    expect(checked.status).toBe("success");
  });

  it("says the API's messages for an unticked box and empty fields, and the upload rules' for a wrong logo", () => {
    expect(errorsOf(post({ ...JOB, title: "", logo: new File(["x"], "logo.exe") }), jobFormSchema)).toEqual({
      title: ["Please enter the job title."],
      confirmAccuracy: ["Please confirm that the information provided is accurate."],
      logo: [expect.stringMatching(/^The company logo must be a JPG, PNG or WebP file/)],
    });
  });
});

describe("the product form's schemas", () => {
  const PRODUCT = { name: "Hair Mist", brand: "Bloom", category: "Hair Care", price: "75.5", stock: "0", description: "A mist." };
  it("reads a text part or no part where the image goes as no image chosen", () => {
    expect(errorsOf(post({ ...PRODUCT, image: "" }), productFormSchema)).toEqual({ image: ["Please upload a product image."] });
    expect(errorsOf(post(PRODUCT), productFormSchema)).toEqual({ image: ["Please upload a product image."] });
  });

  it("asks for an image, and keeps the price as typed for the API's rule", () => {
    expect(errorsOf(post({ ...PRODUCT, price: "1.234", image: NOTHING }), productFormSchema)).toEqual({
      price: ["Please enter the price with at most two decimals, e.g. 49.99."],
      image: ["Please upload a product image."],
    });
  });

  it("leaves the business to the API on the server; the browser asks for it first", () => {
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], "mist.jpg", { type: "image/jpeg" });
    expect(errorsOf(post({ ...PRODUCT, image }), productFormSchema)).toEqual({});
    expect(errorsOf(post({ ...PRODUCT, providerId: "", image }), productBrowserSchema)).toEqual({
      providerId: ["Please choose which of your businesses sells this product."],
    });
  });
});
