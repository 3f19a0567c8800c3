import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useSearchParams } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import type { FormEvent } from "react";
import { AuthField, AuthForm, CredentialFields, SignInPurposeCard } from "~/components/auth-card";
import { authRefusal } from "~/lib/auth/auth-form.server";
import { AUTH_REFUSAL_FRAGMENT, authMessage } from "~/lib/auth/auth-refusal.fragment";
import { AUTH_TOASTS, signUpFailed } from "~/lib/auth/auth-toasts";
import { readForm, textField } from "~/lib/forms/form-data.server";
import { loginPathFor, safeRedirect } from "~/lib/http/safe-redirect";
import { returnPath } from "~/lib/auth/return-path.server";
import { signInPurpose } from "~/lib/auth/sign-in-purpose";
import { runMutation } from "~/lib/api/graphql.server";
import { flashToast } from "~/lib/auth/session.server";
import { showToast, type CodedToast } from "~/lib/ui/toast";
import { messagesFor } from "~/i18n/messages.server";
import { authFormChecks, registerFormSchema } from "~/lib/forms/auth-forms.server";
import { useRouteCheckedForm } from "~/lib/forms/use-checked-form";
import { useT } from "~/i18n/use-t";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [{ title: data?.i18n.auth.registerTitle }]);

export function loader({ context }: LoaderFunctionArgs) {
  return json({ i18n: messagesFor(context.locale, "auth"), checks: authFormChecks(context.locale, registerFormSchema) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const email = textField(form, "email").trim();
  const password = textField(form, "password");
  // Where the person was going before they were asked to sign in: kept through sign-up, then sign-in.
  const redirectTo = returnPath(textField(form, "redirectTo"));
  const answer = (toast: CodedToast, status: number, fields: string[] = []) =>
    authRefusal(context.locale, form, { redirectTo }, toast, status, fields);

  if (password !== textField(form, "confirmPassword")) {
    return answer(AUTH_TOASTS.passwordsDoNotMatch, 400, ["confirmPassword"]);
  }

  let result: ResultOf<typeof SIGN_UP_MUTATION>["signUp"];
  try {
    result = (await runMutation(context, request, SIGN_UP_MUTATION, { input: { email, password, returnTo: redirectTo } })).signUp;
  } catch (error) {
    console.error("Sign-up failed unexpectedly:", error);
    return answer(signUpFailed(null), 500);
  }
  // An address that is already registered gets the same answer as a new one, as Supabase gives with
  // email confirmation on: the form never tells a stranger who has an account here.
  if (result.__typename === "AuthError" && result.code !== "user_already_exists") {
    return answer(
      signUpFailed(authMessage(result)),
      result.code === "over_request_rate_limit" ? 429 : 400,
      SIGN_UP_FIELDS_AT_FAULT[result.code] ?? [],
    );
  }
  // The site does not sign the new account in: the user confirms and signs in from /login, which then
  // goes back to where they were going.
  return safeRedirect(redirectTo ? loginPathFor(redirectTo) : "/login", {
    headers: { "Set-Cookie": await flashToast(request, context, AUTH_TOASTS.registrationSuccessful) },
  });
}

/** The field each refusal of the auth service is about (the first is focused). */
const SIGN_UP_FIELDS_AT_FAULT: Partial<Record<string, string[]>> = {
  weak_password: ["password"],
  validation_failed: ["email"],
};

const REGISTER_FIELDS = ["email", "password", "confirmPassword"] as const;

export default function Register() {
  const actionData = useActionData<typeof action>();
  const t = useT("auth");
  const problem = actionData?.problem;
  const checked = useRouteCheckedForm("register", REGISTER_FIELDS);
  const [searchParams] = useSearchParams();
  const redirectTo = actionData?.redirectTo ?? searchParams.get("redirectTo") ?? "";
  const purpose = signInPurpose(redirectTo);

  // With JavaScript the mismatch is said at the second password before anything is sent, with the
  // toast the server gives (the action checks again).
  function checkPasswords(event: FormEvent<HTMLFormElement>) {
    checked.form.onSubmit(event);
    const form = new FormData(event.currentTarget);
    if (event.defaultPrevented && form.get("password") !== form.get("confirmPassword")) {
      showToast({ title: t("passwordsDoNotMatch"), description: t("checkPasswords"), variant: "destructive" });
    }
  }

  return (
    <AuthForm
      kind="register"
      problem={problem}
      toast={actionData?.toast}
      form={{ ...checked.form, onSubmit: checkPasswords }}
      notice={purpose ? <SignInPurposeCard purpose={purpose} /> : null}
      redirectTo={redirectTo}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <CredentialFields kind="register" field={checked.field} problem={problem} />
      <AuthField
        name="confirmPassword"
        label={t("confirmPassword")}
        type="password"
        autoComplete="new-password"
        {...checked.field("confirmPassword")}
        problem={problem}
      />
    </AuthForm>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const SIGN_UP_MUTATION = graphql(
  `
    mutation RegisterSignUp($input: SignUpInput!) {
      signUp(input: $input) {
        __typename
        ...AuthRefusal
      }
    }
  `,
  [AUTH_REFUSAL_FRAGMENT],
);
