/**
 * Conform's answer to a refused post (`submission.reply()`: what was typed and each field's
 * messages), with its messages in the page's language through the one translation path
 * (public-forms.server's messageTranslator), so the page shows them as it shows its own hints.
 */
import type { SubmissionResult } from "@conform-to/react";
import { json } from "@remix-run/cloudflare";
import { formatToast } from "~/i18n/coded-messages.server";
import type { Locale } from "~/i18n/locale";
import { CACHE } from "~/lib/http/cache";
import type { CodedToast } from "~/lib/ui/toast";

export function translatedResult(result: SubmissionResult, message: (text: string) => string): SubmissionResult {
  if (!result.error) return result;
  const error = Object.fromEntries(Object.entries(result.error).map(([name, messages]) => [name, messages?.map(message) ?? null]));
  return { ...result, error };
}

/**
 * A route's answer to a refused Conform post: the reply (what was typed, each message in the page's language)
 * and, when given, a toast, never stored by a cache. `refuse(status, replyOptions, toast)`.
 */
export function conformRefusal<Options>(
  submission: { reply(options?: Options): SubmissionResult },
  locale: Locale,
  message: (text: string) => string,
) {
  return (status: number, options?: Options, toast: CodedToast | null = null) =>
    json(
      {
        result: translatedResult(submission.reply(options), message),
        toast: toast ? { id: crypto.randomUUID(), ...formatToast(locale, toast) } : null,
      },
      { status, headers: { "Cache-Control": CACHE.none } },
    );
}
