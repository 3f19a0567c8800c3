/** The business registration's toasts, worded exactly as the product's error catalogue words them. */
import type { ToastMessage } from "../ui/toast";

export const REGISTRATION_TOASTS = {
  terms: { title: "Terms and Conditions", description: "You must agree to the terms and conditions.", variant: "destructive" },
  submitted: {
    title: "Registration Submitted!",
    description: "Your business registration has been received. We will review it shortly.",
  },
} as const satisfies Record<string, ToastMessage>;

/**
 * The success toast. When the logo could not be stored the registration went through without it
 * (an optional logo's failure only drops it): the toast says so after its usual text, since only one
 * toast shows at a time.
 */
export const registrationSubmitted = (logoNotice: string | null): ToastMessage =>
  logoNotice
    ? { ...REGISTRATION_TOASTS.submitted, description: `${REGISTRATION_TOASTS.submitted.description} ${logoNotice}` }
    : REGISTRATION_TOASTS.submitted;

export const registrationFailed = (message: string): ToastMessage => ({
  title: "Registration Failed",
  description: message,
  variant: "destructive",
});

export const uploadFailed = (bucket: string, message: string): ToastMessage => ({
  title: `Failed to upload ${bucket} file`,
  description: message,
  variant: "destructive",
});

/** When the server could not be reached or answered unexpectedly: something a person can act on. */
export const TRY_AGAIN_MESSAGE = "We could not save your registration just now. Please try again in a few minutes.";
