/**
 * The business registration's toasts by code (the registry's words, the spec's English), formatted
 * on the server in the page's language (coded-messages.server.ts `formatToast`).
 */
import { said, type ApiText, type CodedToast } from "../ui/toast";

export const REGISTRATION_TOASTS = {
  terms: { title: said("REGISTRATION_TERMS_TITLE"), description: said("REGISTRATION_TERMS_REQUIRED"), variant: "destructive" },
  submitted: { title: said("REGISTRATION_SUBMITTED_TITLE"), description: said("REGISTRATION_SUBMITTED") },
} as const satisfies Record<string, CodedToast>;

/**
 * The success toast. When the logo could not be stored the registration went through without it
 * (an optional logo's failure only drops it): the toast says so after its usual text (the API's
 * notice, already said in the page's language), since only one toast shows at a time.
 */
export const registrationSubmitted = (logoNotice: string | null): CodedToast =>
  logoNotice
    ? { ...REGISTRATION_TOASTS.submitted, description: said("REGISTRATION_SUBMITTED_WITH_NOTICE", { notice: logoNotice }) }
    : REGISTRATION_TOASTS.submitted;

/** 'Registration Failed' with why: one of ours by code, or the API's message. */
export const registrationFailed = (why: CodedToast["description"]): CodedToast => ({
  title: said("REGISTRATION_FAILED_TITLE"),
  description: why,
  variant: "destructive",
});

/** 'Failed to upload {bucket} file' with the API's reason (the forms share it). */
export const uploadFailed = (bucket: string, message: ApiText["api"]): CodedToast => ({
  title: said("UPLOAD_FAILED", { bucket }),
  description: { api: message },
  variant: "destructive",
});
