/**
 * The account toasts by code (the registry's words, the spec's English), formatted on the server in
 * the page's language (coded-messages.server.ts `formatToast`).
 */
import { said, type AnsweredMessage, type CodedToast } from "../ui/toast";

export const AUTH_TOASTS = {
  loginSuccessful: { title: said("AUTH_SIGNED_IN_TITLE"), description: said("AUTH_SIGNED_IN") },
  registrationSuccessful: { title: said("AUTH_SIGNED_UP_TITLE"), description: said("AUTH_SIGNED_UP") },
  signedOut: { title: said("AUTH_SIGNED_OUT_TITLE"), description: said("AUTH_SIGNED_OUT") },
  /** The dashboard's 'Logout': 'Logged Out' ('You have been successfully logged out.'), then home. */
  loggedOut: { title: said("AUTH_LOGGED_OUT_TITLE"), description: said("AUTH_LOGGED_OUT") },
  passwordsDoNotMatch: { title: said("AUTH_PASSWORDS_DIFFER_TITLE"), description: said("AUTH_PASSWORDS_DIFFER"), variant: "destructive" },
} as const satisfies Record<string, CodedToast>;

/** A refusal's toast: its title, and the auth service's message (or 'Something went wrong' when there is none). */
const failure =
  (title: SaidTitle) =>
  (message?: AnsweredMessage | null): CodedToast => ({
    title: said(title),
    description: message ? { api: message } : said("SOMETHING_WENT_WRONG"),
    variant: "destructive",
  });
type SaidTitle = "AUTH_SIGN_IN_FAILED_TITLE" | "AUTH_SIGN_UP_FAILED_TITLE" | "AUTH_SIGN_OUT_FAILED_TITLE";

export const signInFailed = failure("AUTH_SIGN_IN_FAILED_TITLE");
export const signUpFailed = failure("AUTH_SIGN_UP_FAILED_TITLE");
export const signOutFailed = failure("AUTH_SIGN_OUT_FAILED_TITLE");
