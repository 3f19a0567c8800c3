import { json, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { graphql } from "gql.tada";
import { useEffect, useState, type FormEvent } from "react";
import {
  AuthCard,
  FormField,
  formProblem,
  FormProblemMessage,
  problemProps,
  SUBMIT_BUTTON_CLASS,
  type FormProblem,
} from "~/components/auth-card";
import { ServerToast } from "~/components/server-toast";
import { AUTH_TOASTS, signUpFailed } from "~/lib/auth-toasts";
import { readForm, textField } from "~/lib/form-data.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { runMutation } from "~/lib/graphql.server";
import { flashToast } from "~/lib/session.server";
import { showToast, type ToastMessage } from "~/lib/toast";

export const meta: MetaFunction = () => [{ title: "Create an Account — GlowUAE" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const email = textField(form, "email").trim();
  const password = textField(form, "password");
  const answer = (toast: ToastMessage, status: number, fields: string[] = []) => {
    const id = crypto.randomUUID();
    return json({ email, toast: { id, ...toast }, problem: formProblem(id, toast, fields) }, { status });
  };

  if (password !== textField(form, "confirmPassword")) {
    return answer(AUTH_TOASTS.passwordsDoNotMatch, 400, ["confirmPassword"]);
  }

  let result: SignUpResult;
  try {
    result = (await runMutation(context, request, SIGN_UP_MUTATION, { input: { email, password } })).signUp;
  } catch (error) {
    console.error("Sign-up failed unexpectedly:", error);
    return answer(signUpFailed(null), 500);
  }
  // An address that is already registered gets the same answer as a new one, as Supabase gives with
  // email confirmation on: the form never tells a stranger who has an account here.
  if (result.__typename === "AuthError" && result.code !== "user_already_exists") {
    return answer(
      signUpFailed(result.message),
      result.code === "over_request_rate_limit" ? 429 : 400,
      SIGN_UP_FIELDS_AT_FAULT[result.code] ?? [],
    );
  }
  // The site does not sign the new account in: the user confirms and signs in from /login.
  return safeRedirect("/login", {
    headers: { "Set-Cookie": await flashToast(request, context, AUTH_TOASTS.registrationSuccessful) },
  });
}

/** The field each refusal of the auth service is about (the first is focused). */
const SIGN_UP_FIELDS_AT_FAULT: Partial<Record<string, string[]>> = {
  weak_password: ["password"],
  validation_failed: ["email"],
};

export default function Register() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.split("?")[0] === "/register";
  // A mismatch caught in the browser, until the next answer from the server.
  const [localProblem, setLocalProblem] = useState<FormProblem | null>(null);
  useEffect(() => setLocalProblem(null), [actionData]);
  const problem = localProblem ?? actionData?.problem;

  // With JavaScript the mismatch is caught before anything is sent; the action checks again.
  function checkPasswords(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    if (form.get("password") !== form.get("confirmPassword")) {
      event.preventDefault();
      showToast(AUTH_TOASTS.passwordsDoNotMatch);
      setLocalProblem(formProblem(crypto.randomUUID(), AUTH_TOASTS.passwordsDoNotMatch, ["confirmPassword"]));
    }
  }

  return (
    <AuthCard
      title="Create an Account"
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-brand-600 underline">
            Login
          </Link>
        </>
      }
    >
      <FormProblemMessage problem={problem} />
      <Form method="post" className="grid gap-4" onSubmit={checkPasswords}>
        <FormField
          id="email"
          name="email"
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email}
          {...problemProps(problem, "email")}
        />
        <FormField
          id="password"
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          {...problemProps(problem, "password")}
        />
        <FormField
          id="confirmPassword"
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          {...problemProps(problem, "confirmPassword")}
        />
        <button type="submit" disabled={busy} className={SUBMIT_BUTTON_CLASS}>
          {busy ? "Creating Account..." : "Register"}
        </button>
      </Form>
      <ServerToast toast={actionData?.toast} />
    </AuthCard>
  );
}

type SignUpResult = { __typename: "SignUpSuccess" } | { __typename: "AuthError"; code: string; message: string };

const SIGN_UP_MUTATION = graphql(`
  mutation RegisterSignUp($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on AuthError {
        code
        message
      }
    }
  }
`);
