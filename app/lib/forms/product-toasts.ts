/** The shop's toasts, worded exactly as the product's error catalogue words them. */
import type { ToastMessage } from "../ui/toast";

export const PRODUCT_TOASTS = {
  added: { title: "Product Added Successfully!" },
  imageRequired: { title: "Image Required", description: "Please upload a product image.", variant: "destructive" },
} as const satisfies Record<string, ToastMessage>;

/** The image was refused or could not be stored: the server's message, or the spec's. */
export const imageUploadFailed = (message?: string | null): ToastMessage => ({
  title: "Image Upload Failed",
  description: message || "Product could not be added without an image.",
  variant: "destructive",
});

export const addProductFailed = (message: string): ToastMessage => ({
  title: "Failed to Add Product",
  description: message,
  variant: "destructive",
});

export const TRY_AGAIN_MESSAGE = "We could not add your product just now. Please try again in a few minutes.";
