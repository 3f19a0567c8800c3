import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { graphql } from "gql.tada";
import { AccountCard, AccountForm } from "~/components/account-emails/account-card";
import { AuthField } from "~/components/auth-card";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { messagesFor } from "~/i18n/messages.server";
import { authFormChecks, forgotPasswordFormSchema } from "~/lib/forms/auth-forms.server";
import { useRouteCheckedForm } from "~/lib/forms/use-checked-form";
import { useT } from "~/i18n/use-t";
import { runMutation } from "~/lib/api/graphql.server";
import { authRefusal } from "~/lib/auth/auth-form.server";
import { AUTH_REFUSAL_FRAGMENT, authMessage } from "~/lib/auth/auth-refusal.fragment";
import { flashToast } from "~/lib/auth/session.server";
import { readForm, textField } from "~/lib/forms/form-data.server";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { said } from "~/lib/ui/toast";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [{ title: data?.i18n.accountEmails.forgotTitle }]);

export function loader({ context }: LoaderFunctionArgs) {
  return json({
    i18n: messagesFor(context.locale, "accountEmails", "auth"),
    checks: authFormChecks(context.locale, forgotPasswordFormSchema),
  });
}

/** The same answer whether or not the address has an account: back to sign-in, told to check the mailbox. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const email = textField(form, "email").trim();
  const result = (await runMutation(context, request, REQUEST_PASSWORD_RESET_MUTATION, { input: { email } })).requestPasswordReset;
  if (result.__typename !== "PasswordResetRequested") {
    const refused = {
      title: said("AUTH_RESET_FAILED_TITLE"),
      description: { api: result.__typename === "AuthError" ? authMessage(result) : result },
      variant: "destructive",
    } as const;
    return authRefusal(context.locale, form, {}, refused, result.__typename === "TooManyAttempts" ? 429 : 400, ["email"]);
  }
  const sent = { title: said("AUTH_RESET_REQUESTED_TITLE"), description: said("AUTH_RESET_REQUESTED", { email }) };
  return safeRedirect("/login", { headers: { "Set-Cookie": await flashToast(request, context, sent) } });
}

export default function ForgotPassword() {
  const answer = useActionData<typeof action>();
  const t = useT("accountEmails");
  const auth = useT("auth");
  const checked = useRouteCheckedForm("forgot-password", ["email"]);
  return (
    <AccountCard heading={t("forgotHeading")}>
      <p className="mt-3 text-sm text-[var(--muted-foreground)]">{t("forgotText")}</p>
      <AccountForm problem={answer?.problem} toast={answer?.toast} form={checked.form} submit={t("sendResetLink")} busyLabel={t("sending")}>
        <AuthField
          name="email"
          label={auth("emailAddress")}
          type="email"
          autoComplete="email"
          {...checked.field("email")}
          problem={answer?.problem}
        />
      </AccountForm>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-600 underline">
          {t("backToLogin")}
        </Link>
      </p>
    </AccountCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const REQUEST_PASSWORD_RESET_MUTATION = graphql(
  `
    mutation ForgotPassword($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
        __typename
        ...AuthRefusal
        ... on TooManyAttempts {
          message
          code
          params {
            name
            value
          }
        }
      }
    }
  `,
  [AUTH_REFUSAL_FRAGMENT],
);
