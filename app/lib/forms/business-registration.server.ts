/**
 * Submitting the business registration form, for both ways the browser sends it: the page's own
 * action (a plain multipart form post, no JavaScript) and the upload route the enhanced form posts
 * to with a progress bar. Reads the form, runs the registerBusiness mutation in-process with the
 * signed-in account's token, and says what happened in the page's terms.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql, type ResultOf } from "gql.tada";
import { REGISTRATION_LICENCE_FIELDS, REGISTRATION_TEXT_FIELDS } from "../../../graphql/modules/businesses/registration-schema";
import { runMutation } from "../api/graphql.server";
import { startUploadPost, TOO_MANY_ATTEMPTS_FRAGMENT, UPLOAD_REFUSAL_FRAGMENT, type UploadRefusal } from "./public-forms.server";
import { answeredFieldErrors, sayPart } from "~/i18n/coded-messages.server";
import type { Locale } from "~/i18n/locale";
import { textField, textFields } from "./form-data.server";
import { REGISTRATION_TOASTS, registrationFailed, uploadFailed } from "./registration-toasts";
import { said, type AnsweredMessage } from "../ui/toast";
import { loginPathFor } from "../http/safe-redirect";
import { getAuthState } from "../auth/session.server";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";

export const REGISTER_PATH = "/for-business/register";
export const AFTER_REGISTRATION_PATH = "/for-business";

/** `logoNotice`: set when the logo was dropped, said in the page's language (by code, its reason the API's). */
export type RegistrationOutcome =
  { kind: "submitted"; redirectTo: string; logoNotice: string | null } | { kind: "signed_out"; redirectTo: string } | UploadRefusal;

/** Reads the form, registers through the API and says what happened, in the page's language. */
export async function submitRegistration(request: Request, context: AppLoadContext): Promise<RegistrationOutcome> {
  const signedOut = { kind: "signed_out", redirectTo: loginPathFor(REGISTER_PATH) } as const;
  if (!(await getAuthState(request, context)).accessToken) return signedOut;

  const { form, files, refuse } = await startUploadPost(request, context, ["tradeLicense", "logo"], "uploads", "registration");

  // Nothing usable arrived (a broken or cut-off body): say so rather than listing every field.
  if (!form) return refuse(400, registrationFailed(said("REGISTRATION_FORM_UNREADABLE")));

  let result: RegisterBusinessResult;
  try {
    // The API checks (its schema is the form's): every attempt it refuses counts towards its limit.
    const input = {
      ...textFields(form, REGISTRATION_TEXT_FIELDS),
      // A clinic's licence (optional): empty fields are none.
      ...Object.fromEntries(REGISTRATION_LICENCE_FIELDS.map((name) => [name, textField(form, name) || null])),
      agreedToTerms: textField(form, "agreedToTerms") === "on",
    };
    const data = await runMutation(context, request, REGISTER_BUSINESS_MUTATION, {
      input,
      // The mutation wants a file: an empty one stands for "none chosen" and comes back as a field error.
      tradeLicense: files.tradeLicense ?? new File([], ""),
      logo: files.logo,
    });
    result = data.registerBusiness;
  } catch (error) {
    console.error("Business registration failed unexpectedly:", error);
    return refuse(503, registrationFailed(said("REGISTRATION_NOT_SAVED")));
  }

  switch (result.__typename) {
    case "BusinessRegistrationSubmitted":
      return { kind: "submitted", redirectTo: AFTER_REGISTRATION_PATH, logoNotice: logoNoticeIn(context.locale, result.logoRefusal) };
    case "NotSignedIn":
      return signedOut;
    // The page shows this account the notice, not the form: a post that came anyway is told why.
    case "EmailNotVerified":
      return refuse(403, registrationFailed(said("AUTH_EMAIL_NOT_VERIFIED")));
    case "UploadFailed":
      return refuse(503, uploadFailed(result.bucket, result));
    case "TooManyAttempts":
      return refuse(429, registrationFailed({ api: result }), { retryAfterSeconds: result.retryAfterSeconds });
    case "RegisterBusinessInvalid": {
      const fieldErrors = answeredFieldErrors(context.locale, result.fieldErrors);
      return refuse(400, fieldErrors.agreedToTerms ? REGISTRATION_TOASTS.terms : null, { fieldErrors });
    }
  }
}

/** 'Your logo could not be uploaded, …' with why (the API's refusal by its code), in `locale`. */
const logoNoticeIn = (locale: Locale, why: AnsweredMessage | null) =>
  why && sayPart(locale, said("REGISTRATION_LOGO_DROPPED", { reason: { api: why } }));

/**
 * The enhanced form's JSON answer to a refusal (for-business.register.submit.ts): the refusal, and
 * beside Conform's reply each field's first message and what was typed, by name.
 */
export const refusalAsJson = (refusal: UploadRefusal) => ({
  ...refusal,
  fieldErrors: Object.fromEntries(
    Object.entries(refusal.result?.error ?? {}).flatMap(([name, messages]) => (name && messages?.[0] ? [[name, messages[0]]] : [])),
  ),
  values: refusal.result?.initialValue ?? {},
});

type RegisterBusinessResult = ResultOf<typeof REGISTER_BUSINESS_MUTATION>["registerBusiness"];

const REGISTER_BUSINESS_MUTATION = graphql(
  `
    mutation RegisterBusinessForm($input: RegisterBusinessInput!, $tradeLicense: File!, $logo: File) {
      registerBusiness(input: $input, tradeLicense: $tradeLicense, logo: $logo) {
        __typename
        ... on BusinessRegistrationSubmitted {
          logoRefusal {
            message
            code
            params {
              name
              value
            }
          }
          registration {
            id
          }
        }
        ... on RegisterBusinessInvalid {
          fieldErrors {
            ...AnsweredFieldError
          }
        }
        ...UploadRefusal
        ...TooManyAttemptsRefusal
      }
    }
  `,
  [UPLOAD_REFUSAL_FRAGMENT, TOO_MANY_ATTEMPTS_FRAGMENT, ANSWERED_FIELD_ERROR_FRAGMENT],
);
