/**
 * Sign-out: a POST-only resource route. Success ends the session here and at the API and goes
 * home with 'Signed Out'; a failure keeps the session and returns to the page with 'Sign out Failed'.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { AUTH_TOASTS } from "~/lib/auth/auth-toasts";
import { requireForm, textField } from "~/lib/forms/form-data.server";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { signOutAndGoHome } from "~/lib/auth/sign-out.server";

/** A GET never signs anyone out (links can be prefetched or forged). */
export function loader() {
  return safeRedirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await requireForm(request);
  return signOutAndGoHome(request, context, { back: textField(form, "redirectTo"), toast: AUTH_TOASTS.signedOut });
}
