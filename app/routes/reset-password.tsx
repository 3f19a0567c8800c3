import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { graphql } from "gql.tada";
import { AccountCard, AccountForm, CardLink } from "~/components/account-emails/account-card";
import { AuthField } from "~/components/auth-card";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { messagesFor } from "~/i18n/messages.server";
import { authFormChecks, resetPasswordFormSchema } from "~/lib/forms/auth-forms.server";
import { useRouteCheckedForm } from "~/lib/forms/use-checked-form";
import { useT } from "~/i18n/use-t";
import { runMutation } from "~/lib/api/graphql.server";
import { authRefusal } from "~/lib/auth/auth-form.server";
import { AUTH_REFUSAL_FRAGMENT, authMessage } from "~/lib/auth/auth-refusal.fragment";
import { AUTH_TOASTS } from "~/lib/auth/auth-toasts";
import { endUserSession, flashToast } from "~/lib/auth/session.server";
import { readForm, textField } from "~/lib/forms/form-data.server";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { said } from "~/lib/ui/toast";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [{ title: data?.i18n.accountEmails.resetTitle }]);

/** The emailed link's token rides in the page (and its form), never in a cookie; the page is not cached or referred. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return json(
    { i18n: messagesFor(context.locale, "accountEmails", "auth"), token, checks: authFormChecks(context.locale, resetPasswordFormSchema) },
    { headers: { "Referrer-Policy": "no-referrer" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const token = textField(form, "token");
  const password = textField(form, "password");
  const refuse = (toast: Parameters<typeof authRefusal>[3], status: number, fields: string[]) =>
    authRefusal(context.locale, form, {}, toast, status, fields);
  if (password !== textField(form, "confirmPassword")) return refuse(AUTH_TOASTS.passwordsDoNotMatch, 400, ["confirmPassword"]);
  const result = (await runMutation(context, request, RESET_PASSWORD_MUTATION, { input: { token, password } })).resetPassword;
  if (result.__typename === "AuthError") {
    const failed = { title: said("AUTH_RESET_FAILED_TITLE"), description: { api: authMessage(result) }, variant: "destructive" } as const;
    return refuse(failed, 400, result.code === "otp_expired" ? [] : ["password"]);
  }
  // Every session ended with the reset: this browser's cookie goes too, and the person signs in afresh.
  const headers = new Headers();
  headers.append("Set-Cookie", await endUserSession(request, context));
  headers.append(
    "Set-Cookie",
    await flashToast(request, context, { title: said("AUTH_PASSWORD_CHANGED_TITLE"), description: said("AUTH_PASSWORD_CHANGED") }),
  );
  return safeRedirect("/login", { headers });
}

const RESET_FIELDS = ["password", "confirmPassword"] as const;

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const checked = useRouteCheckedForm("reset-password", RESET_FIELDS);
  const t = useT("accountEmails");
  const auth = useT("auth");
  if (!token) {
    return (
      <AccountCard heading={t("resetHeading")}>
        <p className="mt-3 text-[var(--muted-foreground)]">{t("resetLinkMissing")}</p>
        <CardLink to="/forgot-password">{t("askAgain")}</CardLink>
      </AccountCard>
    );
  }
  return (
    <AccountCard heading={t("resetHeading")}>
      <p className="mt-3 text-sm text-[var(--muted-foreground)]">{t("resetText")}</p>
      <AccountForm problem={answer?.problem} toast={answer?.toast} form={checked.form} submit={t("savePassword")} busyLabel={t("saving")}>
        <input type="hidden" name="token" value={token} />
        <AuthField
          name="password"
          label={t("newPassword")}
          type="password"
          autoComplete="new-password"
          hint={auth("passwordHint")}
          {...checked.field("password")}
          problem={answer?.problem}
        />
        <AuthField
          name="confirmPassword"
          label={t("confirmNewPassword")}
          type="password"
          autoComplete="new-password"
          {...checked.field("confirmPassword")}
          problem={answer?.problem}
        />
      </AccountForm>
    </AccountCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const RESET_PASSWORD_MUTATION = graphql(
  `
    mutation ResetPasswordWithLink($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        __typename
        ...AuthRefusal
      }
    }
  `,
  [AUTH_REFUSAL_FRAGMENT],
);
