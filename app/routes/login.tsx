import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useSearchParams } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import { AccessDeniedCard, AuthForm, CredentialFields, SignInPurposeCard } from "~/components/auth-card";
import { ForgotPasswordLink } from "~/components/account-emails/account-card";
import { authRefusal } from "~/lib/auth/auth-form.server";
import { AUTH_REFUSAL_FRAGMENT, authMessage } from "~/lib/auth/auth-refusal.fragment";
import type { AnsweredMessage } from "~/lib/ui/toast";
import { AUTH_TOASTS, signInFailed } from "~/lib/auth/auth-toasts";
import { readForm, textField } from "~/lib/forms/form-data.server";
import { runMutation } from "~/lib/api/graphql.server";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { DEFAULT_DESTINATION, returnPath } from "~/lib/auth/return-path.server";
import { signInPurpose } from "~/lib/auth/sign-in-purpose";
import { flashToast, startUserSession } from "~/lib/auth/session.server";
import { SESSION_TOKENS_FRAGMENT } from "~/lib/auth/session-tokens.fragment";
import { loadViewer } from "~/lib/auth/viewer.server";
import { messagesFor } from "~/i18n/messages.server";
import { authFormChecks, loginFormSchema } from "~/lib/forms/auth-forms.server";
import { useRouteCheckedForm } from "~/lib/forms/use-checked-form";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [{ title: data?.i18n.auth.loginTitle }]);

/** Back to the page that sent the user here, if it is one of ours. */
const destination = (redirectTo: string | null) => returnPath(redirectTo) ?? DEFAULT_DESTINATION;

/** Someone already signed in has nothing to do here: on to where signing in would have taken them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await loadViewer(request, context)) {
    throw safeRedirect(destination(new URL(request.url).searchParams.get("redirectTo")), undefined, DEFAULT_DESTINATION);
  }
  return json({ i18n: messagesFor(context.locale, "auth"), checks: authFormChecks(context.locale, loginFormSchema) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const email = textField(form, "email").trim();
  const password = textField(form, "password");
  const redirectTo = destination(textField(form, "redirectTo"));
  const failed = (message: AnsweredMessage | null, status: number, fields: string[] = []) =>
    authRefusal(context.locale, form, { redirectTo }, signInFailed(message), status, fields);

  let result: ResultOf<typeof SIGN_IN_MUTATION>["signIn"];
  try {
    result = (await runMutation(context, request, SIGN_IN_MUTATION, { input: { email, password } })).signIn;
  } catch (error) {
    console.error("Sign-in failed unexpectedly:", error);
    return failed(null, 500);
  }
  if (result.__typename === "AuthError") {
    if (result.code === "over_request_rate_limit") return failed(authMessage(result), 429);
    // Which of the two was wrong is not said (that would tell whether the account exists).
    return failed(authMessage(result), 400, result.code === "email_not_confirmed" ? ["email"] : ["email", "password"]);
  }

  const headers = new Headers();
  headers.append("Set-Cookie", await startUserSession(request, context, result.session));
  headers.append("Set-Cookie", await flashToast(request, context, AUTH_TOASTS.loginSuccessful));
  return safeRedirect(redirectTo, { headers }, DEFAULT_DESTINATION);
}

const LOGIN_FIELDS = ["email", "password"] as const;

export default function Login() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const redirectTo = actionData?.redirectTo ?? searchParams.get("redirectTo") ?? "";
  const problem = actionData?.problem;
  const checked = useRouteCheckedForm("login", LOGIN_FIELDS);
  // Sent here by a page that needs a signed-in user (loginPathFor): say what for ('Sign in to register your business'),
  // or, for a page we do not name, the spec's 'Access Denied' ('You must be logged in to view this page.').
  const purpose = signInPurpose(redirectTo);
  const accessDenied = searchParams.has("redirectTo");

  return (
    <AuthForm
      kind="login"
      problem={problem}
      toast={actionData?.toast}
      form={checked.form}
      notice={purpose ? <SignInPurposeCard purpose={purpose} /> : accessDenied ? <AccessDeniedCard /> : null}
      redirectTo={redirectTo}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <CredentialFields kind="login" field={checked.field} problem={problem} />
      <ForgotPasswordLink />
    </AuthForm>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const SIGN_IN_MUTATION = graphql(
  `
    mutation LoginSignIn($input: SignInInput!) {
      signIn(input: $input) {
        __typename
        ... on SignInSuccess {
          session {
            ...SessionTokens
          }
        }
        ...AuthRefusal
      }
    }
  `,
  [AUTH_REFUSAL_FRAGMENT, SESSION_TOKENS_FRAGMENT],
);
