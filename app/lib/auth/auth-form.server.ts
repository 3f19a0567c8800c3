import { json } from "@remix-run/cloudflare";
import { formProblem } from "~/components/auth-card";
import { formatToast } from "~/i18n/coded-messages.server";
import type { Locale } from "~/i18n/locale";
import type { CodedToast } from "../ui/toast";

/**
 * A refused sign-in or registration: what was typed comes back (never a password), with the toast in
 * the page's language and the problem the form shows, its `fields` at fault (the first is focused).
 */
export function authRefusal<Typed extends object>(locale: Locale, typed: Typed, toast: CodedToast, status: number, fields: string[] = []) {
  const id = crypto.randomUUID();
  const local = formatToast(locale, toast);
  return json({ ...typed, toast: { id, ...local }, problem: formProblem(id, local, fields) }, { status });
}
