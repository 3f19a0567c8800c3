/**
 * The shop's toasts by code (the registry's words, the spec's English), formatted on the server in
 * the page's language (coded-messages.server.ts `formatToast`).
 */
import { said, type ApiText, type CodedToast } from "../ui/toast";

export const PRODUCT_TOASTS = {
  added: { title: said("PRODUCT_ADDED_TITLE") },
  imageRequired: { title: said("PRODUCT_IMAGE_REQUIRED_TITLE"), description: said("PRODUCT_IMAGE_REQUIRED"), variant: "destructive" },
} as const satisfies Record<string, CodedToast>;

/** The image was refused or could not be stored: the server's message, or the spec's. */
export const imageUploadFailed = (message?: ApiText["api"] | null): CodedToast => ({
  title: said("PRODUCT_IMAGE_FAILED_TITLE"),
  description: message ? { api: message } : said("PRODUCT_NOT_ADDED_WITHOUT_IMAGE"),
  variant: "destructive",
});

/** 'Failed to Add Product' with why: one of ours by code, or the API's message. */
export const addProductFailed = (why: CodedToast["description"]): CodedToast => ({
  title: said("PRODUCT_FAILED_TITLE"),
  description: why,
  variant: "destructive",
});
