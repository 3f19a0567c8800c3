/** What the outbox sends, and the port it sends through (docs/decisions/047-one-outbox.md). */

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (a calendar file): attachments the outbox makes are text. */
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text body; the HTML body says the same, with links. */
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/**
 * Sends one message. It resolves once the message is accepted and throws when it is not; the caller
 * records the send (outbox_deliveries) so a message is not sent twice.
 */
export interface MailSender {
  send(mail: Mail): Promise<void>;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for HTML: names, reasons and addresses are other people's words. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
