import { json } from "@remix-run/cloudflare";
import { formProblem } from "~/components/auth-card";
import { localiseToast } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locale";
import type { ToastMessage } from "../ui/toast";

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
