/**
 * The local backend's mailbox: instead of a mail server, every message the Worker sends is kept in D1
 * (dev_mailbox, 0011_outbox.sql) and shown at /dev/mailbox, as Supabase's local stack shows its Mailpit.
 * Only the local backend has it: the routes answer 404 otherwise (workers/app.ts).
 */
import { escapeHtml, type Mail, type MailAttachment, type MailSender } from "./mail";

export const DEV_MAILBOX_PATH = "/dev/mailbox";

interface MailboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: string;
  sent_at: string;
}

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string }[];
  sentAt: string;
}

const toMessage = (row: MailboxRow): MailboxMessage => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  attachments: (JSON.parse(row.attachments) as MailAttachment[]).map(({ filename, contentType }) => ({ filename, contentType })),
  sentAt: row.sent_at,
});

export class DevMailbox implements MailSender {
  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.db
      .prepare(
        "INSERT INTO dev_mailbox (id, to_address, subject, text_body, html_body, attachments, sent_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
      )
      .bind(crypto.randomUUID(), mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.attachments), this.now().toISOString())
      .run();
  }

  /** The newest 200 messages, newest first. */
  async list(): Promise<MailboxMessage[]> {
    const { results } = await this.db.prepare("SELECT * FROM dev_mailbox ORDER BY sent_at DESC, rowid DESC LIMIT 200").all<MailboxRow>();
    return results.map(toMessage);
  }

  private row(id: string) {
    return this.db.prepare("SELECT * FROM dev_mailbox WHERE id = ?").bind(id).first<MailboxRow>();
  }

  /** GET /dev/mailbox, /dev/mailbox.json, /dev/mailbox/{id}, /dev/mailbox/{id}/html, /dev/mailbox/{id}/attachments/{n}. */
  async answer(path: string): Promise<Response> {
    if (path === `${DEV_MAILBOX_PATH}.json`) return Response.json({ messages: await this.list() }, { headers: NO_STORE });
    if (path === DEV_MAILBOX_PATH) return page("Dev mailbox", listHtml(await this.list()));
    const [, id, part, index] = path.slice(DEV_MAILBOX_PATH.length).split("/");
    const row = id ? await this.row(id) : null;
    if (!row) return new Response("Not found", { status: 404 });
    if (part === undefined) return page(row.subject, messageHtml(toMessage(row)));
    if (part === "html") {
      // The message's own HTML, shown alone and inert: no scripts, no requests to anywhere.
      return new Response(row.html_body, {
        headers: {
          ...NO_STORE,
          "Content-Type": "text/html; charset=utf-8",
          "Content-Security-Policy": "sandbox; default-src 'none'; style-src 'unsafe-inline'",
        },
      });
    }
    const attachment = part === "attachments" ? (JSON.parse(row.attachments) as MailAttachment[])[Number(index)] : undefined;
    if (!attachment) return new Response("Not found", { status: 404 });
    return new Response(attachment.content, {
      headers: {
        ...NO_STORE,
        "Content-Type": `${attachment.contentType}; charset=utf-8`,
        "Content-Disposition": `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, "_")}"`,
      },
    });
  }
}

const NO_STORE = { "Cache-Control": "no-store" };

function page(title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;
  return new Response(html, { headers: { ...NO_STORE, "Content-Type": "text/html; charset=utf-8" } });
}

function listHtml(messages: MailboxMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td><time datetime="${message.sentAt}">${message.sentAt}</time></td><td>${escapeHtml(message.to)}</td>` +
        `<td><a href="${DEV_MAILBOX_PATH}/${message.id}">${escapeHtml(message.subject)}</a></td></tr>`,
    )
    .join("");
  return `<h1>Dev mailbox</h1><p>What the site sent with the local backend, newest first (<a href="${DEV_MAILBOX_PATH}.json">JSON</a>).</p>
${messages.length === 0 ? "<p>No messages yet.</p>" : `<table><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`}`;
}

function messageHtml(message: MailboxMessage): string {
  const files = message.attachments
    .map(
      (file, index) =>
        `<li><a href="${DEV_MAILBOX_PATH}/${message.id}/attachments/${index}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)})</li>`,
    )
    .join("");
  return `<p><a href="${DEV_MAILBOX_PATH}">All messages</a></p><h1>${escapeHtml(message.subject)}</h1>
<p>To ${escapeHtml(message.to)}, sent <time datetime="${message.sentAt}">${message.sentAt}</time></p>
<h2>Text</h2><pre>${escapeHtml(message.text)}</pre>
<h2>HTML</h2><p><a href="${DEV_MAILBOX_PATH}/${message.id}/html">Open the HTML version</a></p>
${files ? `<h2>Attachments</h2><ul>${files}</ul>` : ""}`;
}
