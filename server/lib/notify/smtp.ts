import nodemailer from 'nodemailer';
import type { EmailMessage } from './outbox.ts';

export interface MailSender {
  /** Resolves with the Message-ID the server accepted; throws when it did not take the mail. */
  send(message: EmailMessage): Promise<{ providerMessageId?: string }>;
}

/** nodemailer over SMTP_URL (smtp:// or smtps://), with short timeouts so a dead server fails fast. */
export function createSmtpSender(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      return { providerMessageId: info.messageId };
    },
  };
}
