/**
 * Conform's answer to a refused post (`submission.reply()`: what was typed and each field's
 * messages), with its messages in the page's language through the one translation path
 * (public-forms.server's messageTranslator), so the page shows them as it shows its own hints.
 */
import type { SubmissionResult } from "@conform-to/react";

export function translatedResult(result: SubmissionResult, message: (text: string) => string): SubmissionResult {
  if (!result.error) return result;
  const error = Object.fromEntries(Object.entries(result.error).map(([name, messages]) => [name, messages?.map(message) ?? null]));
  return { ...result, error };
}
