/**
 * The add-product form's rules (every field required, an image too; a price of at most two decimals, stock
 * an integer), as one zod schema: the API's authoritative check
 * (service.ts) and the page's (app/routes/shop.add-product.tsx) both use it. Depends only on zod,
 * the vocabulary and the shop's pure rules, so the browser bundle can import it.
 */
import * as z from "zod";
import { westernDigits } from "../../shared/digits";
import { parseInput, type FieldErrors, type Parsed } from "../../shared/results";
import { say } from "../../shared/say";
import { textField } from "../../shared/text";
import { PRODUCT_CATEGORIES } from "../../shared/vocabulary";
import { formatPriceFils, MAX_PRICE_FILS, MAX_STOCK, parsePriceFils } from "./rules";

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;

/** The form's field names, in the order the page shows them (and reports errors): which business sells it first. */
export const PRODUCT_FIELDS = [
  "providerId",
  "name",
  "brand",
  "category",
  "price",
  "compareAtPrice",
  "stock",
  "description",
  "claimsGenuine",
  "claimsUaeDelivery",
  "image",
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
/** The typed fields (everything but the image). */
export const PRODUCT_TEXT_FIELDS = ["providerId", "name", "brand", "category", "price", "compareAtPrice", "stock", "description"] as const;
/** The seller's own statements, tick boxes: shown on the product page only when ticked (issue #33). */
export const PRODUCT_CLAIM_FIELDS = ["claimsGenuine", "claimsUaeDelivery"] as const;

/** An owner of several listings did not say which one sells the product (the page asks it first). */
export const CHOOSE_LISTING_MESSAGE = "Please choose which of your businesses sells this product.";

/** 'Image Required': the message when no image was chosen. */
export const IMAGE_REQUIRED_MESSAGE = "Please upload a product image.";

/** A price's problem, or null: empty, not a plain amount, more than two decimals, not above 0, over the most. */
function priceProblem(text: string, fils: number | null): string | null {
  return text === ""
    ? "Please enter the price in AED, e.g. 49.99."
    : fils === null
      ? /^\d[\d,]*\.\d{3,}$/.test(text)
        ? "Please enter the price with at most two decimals, e.g. 49.99."
        : "Please enter the price as a number in AED, e.g. 49.99."
      : fils <= 0
        ? "The price must be more than AED 0.00."
        : fils > MAX_PRICE_FILS
          ? `The price can be at most ${formatPriceFils(MAX_PRICE_FILS)}.`
          : null;
}

/** A tick box: ticked is true (a form's 'on', or the API's true); anything else false. */
const tickBox = z
  .union([z.boolean(), z.string()])
  .nullish()
  .transform((value) => value === true || value === "on" || value === "true");

const numberText = z.union([z.string(), z.number()]).transform((value) => westernDigits(String(value)).trim());

/**
 * Which of the account's listings sells the product; null (left out or empty) when the account has just
 * one. Whether it is theirs is the service's rule (the ownership guard), not the schema's.
 */
const providerIdField = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null);

/** The listing a submission asks for, read on its own (before the rest is checked); null when none. */
export function requestedListing(input: unknown): string | null {
  const value = typeof input === "object" && input !== null ? (input as Record<string, unknown>).providerId : undefined;
  const parsed = providerIdField.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const addProductSchema = z.object({
  providerId: providerIdField,
  name: textField({ required: "Please enter the product name.", max: PRODUCT_NAME_MAX }),
  brand: textField({ required: "Please enter the brand.", max: PRODUCT_NAME_MAX }),
  category: z.enum(PRODUCT_CATEGORIES, { error: "Please choose a category." }),
  price: z.union([z.string(), z.number()], { error: "Please enter the price in AED, e.g. 49.99." }).transform((value, context) => {
    const text = westernDigits(String(value)).trim();
    const fils = text === "" ? null : parsePriceFils(text);
    const problem = priceProblem(text, fils);
    if (problem) {
      context.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return fils!;
  }),
  /**
   * The seller's own previous price ('compare at'), optional: the only source of a '% OFF' badge. Read as a
   * price; that it is above the price is validateProduct's check (a refinement would stop the page's schemas
   * from extending this one).
   */
  compareAtPrice: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value, context) => {
      const text = westernDigits(String(value ?? "")).trim();
      if (text === "") return null;
      const fils = parsePriceFils(text);
      const problem = priceProblem(text, fils);
      if (problem) {
        context.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return fils!;
    }),
  stock: numberText.transform((text, context) => {
    const stock = /^\d+$/.test(text) ? Number(text) : null;
    if (stock === null || stock > MAX_STOCK) {
      context.addIssue({
        code: "custom",
        message:
          stock === null
            ? "Please enter the stock as a whole number, 0 or more."
            : `The stock can be at most ${MAX_STOCK.toLocaleString("en-US")}.`,
      });
      return z.NEVER;
    }
    return stock;
  }),
  description: textField({
    required: "Please describe the product.",
    max: PRODUCT_DESCRIPTION_MAX,
    multiline: true,
    what: "description",
  }),
  claimsGenuine: tickBox,
  claimsUaeDelivery: tickBox,
});

export type AddProductInput = z.input<typeof addProductSchema>;
/** The cleaned product: texts trimmed, the price in fils, the stock a whole number. */
export type CleanProduct = z.output<typeof addProductSchema>;
export type ProductFieldErrors = FieldErrors<ProductField>;

/** Checks the typed fields: the cleaned values, or one message per field that is wrong. A previous price must be above the price. */
export function validateProduct(input: unknown): Parsed<CleanProduct, ProductField> {
  const parsed = parseInput(addProductSchema, input);
  if (parsed.ok && parsed.value.compareAtPrice !== null && parsed.value.compareAtPrice <= parsed.value.price) {
    return { ok: false, errors: { compareAtPrice: say("PRODUCT_COMPARE_AT_NOT_ABOVE") } };
  }
  return parsed;
}
