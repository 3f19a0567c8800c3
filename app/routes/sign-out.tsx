/**
 * Sign-out: a POST-only resource route. Success ends the session here and at the API and goes
 * home with 'Signed Out'; a failure keeps the session and returns to the page with 'Sign out Failed'.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { type CombinedError } from "@urql/core";
import { graphql } from "gql.tada";
import { AUTH_TOASTS, signOutFailed } from "~/lib/auth-toasts";
import { requireForm, textField } from "~/lib/form-data.server";
import { runMutation } from "~/lib/graphql.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { endUserSession, flashToast, getAuthState } from "~/lib/session.server";

/** A GET never signs anyone out (links can be prefetched or forged). */
export function loader() {
  return safeRedirect("/");
}

const sessionAlreadyGone = (error: unknown) =>
  (error as CombinedError | null)?.graphQLErrors?.some((e) => e.extensions?.code === "UNAUTHENTICATED") ?? false;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await requireForm(request);
  const back = textField(form, "redirectTo");
  const { accessToken } = await getAuthState(request, context);

  if (accessToken) {
    let failure: string | null | undefined;
    try {
      const { signOut } = await runMutation(context, request, SIGN_OUT_MUTATION, {});
      if (signOut.__typename === "AuthError") failure = signOut.message;
    } catch (error) {
      // A token the API no longer accepts means the session is already over: nothing to undo.
      if (!sessionAlreadyGone(error)) {
        console.error("Sign-out failed unexpectedly:", error);
        failure = null;
      }
    }
    if (failure !== undefined) {
      return safeRedirect(back, { headers: { "Set-Cookie": await flashToast(request, context, signOutFailed(failure)) } });
    }
  }

  const headers = new Headers();
  headers.append("Set-Cookie", await endUserSession(request, context));
  headers.append("Set-Cookie", await flashToast(request, context, AUTH_TOASTS.signedOut));
  return safeRedirect("/", { headers });
}

const SIGN_OUT_MUTATION = graphql(`
  mutation HeaderSignOut {
    signOut {
      __typename
      ... on AuthError {
        code
        message
      }
    }
  }
`);
