import { json } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { formProblem } from "~/components/auth-card";
import { localiseToast } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locale";
import type { ToastMessage } from "../ui/toast";

/** What the auth mutations (sign in, sign up, sign out) read of Supabase Auth's refusal: its code and message. */
export const AUTH_REFUSAL_FRAGMENT = graphql(`
  fragment AuthRefusal on AuthError @_unmask {
    code
    message
  }
`);

/**
 * A refused sign-in or registration: what was typed comes back (never a password), with the toast in
 * the page's language and the problem the form shows, its `fields` at fault (the first is focused).
 */
export function authRefusal<Typed extends object>(
  locale: Locale,
  typed: Typed,
  toast: ToastMessage,
  status: number,
  fields: string[] = [],
) {
  const id = crypto.randomUUID();
  const local = localiseToast(locale, toast);
  return json({ ...typed, toast: { id, ...local }, problem: formProblem(id, local, fields) }, { status });
}
