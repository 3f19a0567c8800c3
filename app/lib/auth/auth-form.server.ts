import { json } from "@remix-run/cloudflare";
import { parse } from "@conform-to/react";
import { formProblem } from "~/components/auth-card";
import { formatToast } from "~/i18n/coded-messages.server";
import type { Locale } from "~/i18n/locale";
import { PASSWORD_FIELDS } from "../forms/auth-forms.server";
import type { CodedToast } from "../ui/toast";

/**
 * A refused account form (sign-in, registration, forgot or reset password): Conform's reply with what
 * was typed (never a password) to refill the form, `typed` for the page's own use, the toast in the
 * page's language and the problem the form shows, its `fields` at fault (the first is focused). The
 * faults are the auth service's to say, in `problem`: the reply carries no field errors of its own.
 */
export function authRefusal<Typed extends object>(
  locale: Locale,
  form: FormData | null,
  typed: Typed,
  toast: CodedToast,
  status: number,
  fields: string[] = [],
) {
  const id = crypto.randomUUID();
  const local = formatToast(locale, toast);
  const result = form
    ? parse<Record<string, unknown>, string[]>(form, { resolve: () => ({ value: {} }) }).reply({ hideFields: PASSWORD_FIELDS })
    : null;
  return json({ ...typed, result, toast: { id, ...local }, problem: formProblem(id, local, fields) }, { status });
}
