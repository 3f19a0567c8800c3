/**
 * /account's action: "Delete my account" (decision 058). The API decides (password, listings owned); on success
 * the session cookie goes too and the person lands on the home page with a toast that says what happened.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { deleteAccountSchema } from "../../graphql/modules/accounts/delete-account-schema";
import { answeredFieldErrors, answerIn, formatToast } from "~/i18n/coded-messages.server";
import { runMutation } from "~/lib/api/graphql.server";
import { endUserSession, flashToast } from "~/lib/auth/session.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { requireForm } from "~/lib/forms/form-data.server";
import { translatedResult } from "~/lib/forms/form-result.server";
import { AUTH_REFUSAL_FRAGMENT, authMessage } from "~/lib/auth/auth-refusal.fragment";
import { messageTranslator } from "~/lib/forms/public-forms.server";
import { CACHE } from "~/lib/http/cache";
import { loginPathFor, safeRedirect } from "~/lib/http/safe-redirect";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";

export async function deleteAccountAction({ request, context }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const translate = messageTranslator(context.locale);
  const submission = parseWithZod(await requireForm(request), { schema: deleteAccountSchema });
  // The password is never echoed back into the page (hideFields): a refusal keeps the message, not the secret.
  const refused = (status: number, options: Parameters<typeof submission.reply>[0] = {}) =>
    json(
      { result: translatedResult(submission.reply({ ...options, hideFields: ["password"] }), translate.message) },
      { status, headers: { "Cache-Control": CACHE.none } },
    );
  if (submission.status !== "success") return refused(400);

  const { deleteAccount } = await runMutation(context, request, DELETE_ACCOUNT_MUTATION, { input: submission.value });
  switch (deleteAccount.__typename) {
    case "AccountDeleted": {
      const headers = new Headers();
      headers.append("Set-Cookie", await endUserSession(request, context));
      const toast = formatToast(context.locale, { title: { code: "ACCOUNT_DELETED_TITLE" }, description: { code: "ACCOUNT_DELETED" } });
      headers.append("Set-Cookie", await flashToast(request, context, toast));
      return safeRedirect("/", { headers });
    }
    case "NotSignedIn":
      throw safeRedirect(loginPathFor("/account"));
    case "AccountOwnsListing":
      return refused(409, { formErrors: [answerIn(context.locale, deleteAccount)] });
    case "DeleteAccountInvalid":
      return refused(400, {
        formErrors: [answerIn(context.locale, deleteAccount)],
        fieldErrors: answeredFieldErrors(context.locale, deleteAccount.fieldErrors),
      });
    case "AuthError":
      return refused(deleteAccount.code === "over_request_rate_limit" ? 429 : 400, {
        formErrors: [answerIn(context.locale, authMessage(deleteAccount))],
      });
  }
}

const DELETE_ACCOUNT_MUTATION = graphql(
  `
    mutation DeleteMyAccount($input: DeleteAccountInput!) {
      deleteAccount(input: $input) {
        __typename
        ... on AccountOwnsListing {
          message
          code
          params {
            name
            value
          }
        }
        ... on DeleteAccountInvalid {
          message
          code
          params {
            name
            value
          }
          fieldErrors {
            ...AnsweredFieldError
          }
        }
        ...AuthRefusal
      }
    }
  `,
  [AUTH_REFUSAL_FRAGMENT, ANSWERED_FIELD_ERROR_FRAGMENT],
);
