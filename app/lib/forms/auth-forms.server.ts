/**
 * The account forms' own checks as zod schemas (sign-in, registration, forgot and reset password),
 * run on the server only: the browser gets their constraints and messages (native-checks.server.ts),
 * never zod. They hint; the auth service decides (every post still goes to it, which counts refused
 * sign-ins towards its limits and says why, e.g. a weak password). The address's rule is the site's one.
 */
import * as z from "zod";
import { emailField } from "../../../graphql/shared/email";
import { MESSAGES } from "../../../graphql/shared/messages";
import { apiMessage } from "~/i18n/coded-messages.server";
import type { Locale } from "~/i18n/locale";
import { browserChecks } from "./native-checks.server";

const email = emailField({ required: MESSAGES.CONTACT_EMAIL_REQUIRED, invalid: MESSAGES.CONTACT_EMAIL_INVALID });
const password = z.string({ error: MESSAGES.AUTH_PASSWORD_REQUIRED }).min(1, MESSAGES.AUTH_PASSWORD_REQUIRED);
/** The password typed again: the same, or the spec's 'Please check your passwords and try again.'. */
const same = (form: { password: string; confirmPassword: string }) => form.password === form.confirmPassword;
const mismatch = { path: ["confirmPassword"], message: MESSAGES.AUTH_PASSWORDS_DIFFER };

export const loginFormSchema = z.object({ email, password });
export const registerFormSchema = z.object({ email, password, confirmPassword: password }).refine(same, mismatch);
export const forgotPasswordFormSchema = z.object({ email });
export const resetPasswordFormSchema = z.object({ password, confirmPassword: password }).refine(same, mismatch);

/** Never sent back to refill a refused form. */
export const PASSWORD_FIELDS = ["password", "confirmPassword"];

/** A sample post every schema here accepts: the mismatch's message is asked of it, the two passwords made to differ. */
const SAMPLE = { email: "someone@example.com", password: "a password", confirmPassword: "a password" };

/** What the account form's browser checks and says, in the page's language (for its loader). */
export const authFormChecks = (locale: Locale, schema: z.ZodObject) =>
  browserChecks(schema, (message) => apiMessage(locale, message), { sameAs: { confirmPassword: "password" }, sample: SAMPLE });
