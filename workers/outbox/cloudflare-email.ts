/**
 * The production sender: Cloudflare's email sending binding (`send_email`, binding EMAIL), given the
 * message's parts; it builds the MIME itself (docs/decisions/047-one-outbox.md).
 */
import type { Mail, MailSender } from "./mail";

export class CloudflareEmailSender implements MailSender {
  constructor(
    private readonly binding: SendEmail,
    private readonly from: string,
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.binding.send({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments.map((file) => ({
        filename: file.filename,
        type: file.contentType,
        disposition: "attachment" as const,
        content: file.content,
      })),
    });
  }
}
