import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { graphql } from "gql.tada";
import { AccountCard, CardLink, ResendVerificationForm } from "~/components/account-emails/account-card";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { messagesFor } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { runMutation } from "~/lib/api/graphql.server";
import { flashToast } from "~/lib/auth/session.server";
import { returnPath } from "~/lib/auth/return-path.server";
import { loadViewer, requireViewer } from "~/lib/auth/viewer.server";
import { readForm, textField } from "~/lib/forms/form-data.server";
import { safeRedirect, safeRedirectPath } from "~/lib/http/safe-redirect";
import { resendToast } from "./verify-email.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [{ title: data?.i18n.accountEmails.verifyTitle }]);

/**
 * With `?token=` (the emailed link): verifies the address, as Supabase Auth's own link does on opening, and says
 * so. Without: the signed-in account's state, with the button that sends the link again.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const i18n = messagesFor(context.locale, "accountEmails");
  const { searchParams } = new URL(request.url);
  const token = searchParams.get("token");
  // Where the person was going when they signed up (the link's `next`): the verified page leads on there.
  const next = returnPath(searchParams.get("next"));
  if (token === null) {
    const viewer = await requireViewer(request, context);
    return json({
      i18n,
      outcome: viewer.emailConfirmed ? "verified" : "unverified",
      email: viewer.email,
      signedIn: true,
      next: null,
    } as const);
  }
  const result = (await runMutation(context, request, VERIFY_EMAIL_MUTATION, { input: { token } })).verifyEmail;
  const outcome = result.__typename === "EmailVerified" ? "justVerified" : "linkExpired";
  const viewer = await loadViewer(request, context);
  return json({ i18n, outcome, email: viewer?.email ?? "", signedIn: viewer !== null, next } as const, {
    headers: { "Referrer-Policy": "no-referrer" },
  });
}

/** "Send the link again" from this page or a page that needs a verified address: back there with a toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const returnTo = safeRedirectPath(textField(form, "returnTo"), "/verify-email");
  const viewer = await requireViewer(request, context);
  const result = (await runMutation(context, request, RESEND_VERIFICATION_MUTATION, {})).resendVerificationEmail;
  return safeRedirect(
    returnTo,
    { headers: { "Set-Cookie": await flashToast(request, context, resendToast(result, viewer.email)) } },
    "/verify-email",
  );
}

export default function VerifyEmail() {
  const { outcome, email, signedIn, next } = useLoaderData<typeof loader>();
  const t = useT("accountEmails");
  if (outcome === "justVerified" || outcome === "verified") {
    return (
      <AccountCard heading={t("verifiedHeading")}>
        <p className="mt-3 text-[var(--muted-foreground)]">
          {outcome === "verified" ? t("alreadyVerifiedText", { email }) : t("verifiedText")}
        </p>
        {next ? (
          <CardLink to={signedIn ? next : `/login?redirectTo=${encodeURIComponent(next)}`}>{t("continueOn")}</CardLink>
        ) : (
          <CardLink to={signedIn ? "/dashboard/provider" : "/login"}>{signedIn ? t("toDashboard") : t("toLogin")}</CardLink>
        )}
      </AccountCard>
    );
  }
  if (outcome === "unverified") {
    return (
      <AccountCard heading={t("unverifiedHeading")}>
        <p className="mt-3 text-[var(--muted-foreground)]">{t("unverifiedText", { email })}</p>
        <ResendVerificationForm returnTo="/verify-email" />
      </AccountCard>
    );
  }
  return (
    <AccountCard heading={t("linkExpiredHeading")}>
      <p className="mt-3 text-[var(--muted-foreground)]">{t("linkExpiredText")}</p>
      {signedIn ? (
        <ResendVerificationForm returnTo="/verify-email" />
      ) : (
        <CardLink to="/login?redirectTo=%2Fverify-email">{t("toLogin")}</CardLink>
      )}
    </AccountCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const VERIFY_EMAIL_MUTATION = graphql(`
  mutation VerifyEmailLink($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      __typename
      ... on AuthError {
        code
      }
    }
  }
`);

const RESEND_VERIFICATION_MUTATION = graphql(`
  mutation ResendVerificationEmail {
    resendVerificationEmail {
      __typename
      ... on VerificationEmailSent {
        alreadyVerified
      }
      ... on TooManyAttempts {
        message
        code
        params {
          name
          value
        }
      }
      ... on NotSignedIn {
        message
        messageCode
        params {
          name
          value
        }
      }
    }
  }
`);
