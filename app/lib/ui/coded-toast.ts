/**
 * A toast decided on the server, in codes of the message registry (graphql/shared/messages.ts) rather
 * than English: the loader or action formats it in the page's language with `codedToast`
 * (app/i18n/coded-messages.server.ts), so nothing reads English back to find its code. Types only.
 */
import type { MessageCode } from "../../../graphql/shared/messages";

/** A registry message and its values; a value may itself be a message (a feature's name). */
export interface CodedText {
  code: MessageCode;
  params?: Record<string, string | number | CodedText>;
}

export interface CodedToast {
  title: CodedText;
  description?: CodedText;
  variant?: "default" | "destructive";
  action?: { label: CodedText; href: string };
}
