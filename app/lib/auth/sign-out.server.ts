/**
 * Ending a session from the site: at the API (the refresh token is revoked) and in the cookie,
 * then home with a toast. A failure keeps the session and goes back with 'Sign out Failed'.
 * Used by the header's 'Sign Out' (/sign-out) and the dashboard's 'Logout'.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type CombinedError } from "@urql/core";
import { graphql } from "gql.tada";
import { AUTH_REFUSAL_FRAGMENT, authMessage } from "./auth-refusal.fragment";
import type { AnsweredMessage } from "../ui/toast";
import { signOutFailed } from "./auth-toasts";
import { runMutation } from "../api/graphql.server";
import { safeRedirect } from "../http/safe-redirect";
import { endUserSession, flashToast, getAuthState } from "./session.server";
import type { CodedToast } from "../ui/toast";

const sessionAlreadyGone = (error: unknown) =>
  (error as CombinedError | null)?.graphQLErrors?.some((e) => e.extensions?.code === "UNAUTHENTICATED") ?? false;

/** Signs the session out and answers the redirect: to / with `toast`, or back to `back` on failure. */
export async function signOutAndGoHome(
  request: Request,
  context: AppLoadContext,
  { back, toast }: { back: string; toast: CodedToast },
): Promise<Response> {
  const { accessToken } = await getAuthState(request, context);

  if (accessToken) {
    let failure: AnsweredMessage | null | undefined;
    try {
      const { signOut } = await runMutation(context, request, SIGN_OUT_MUTATION, {});
      if (signOut.__typename === "AuthError") failure = authMessage(signOut);
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
  headers.append("Set-Cookie", await flashToast(request, context, toast));
  return safeRedirect("/", { headers });
}

const SIGN_OUT_MUTATION = graphql(
  `
    mutation SiteSignOut {
      signOut {
        __typename
        ...AuthRefusal
      }
    }
  `,
  [AUTH_REFUSAL_FRAGMENT],
);
