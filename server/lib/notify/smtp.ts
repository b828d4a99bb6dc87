import nodemailer from 'nodemailer';
import type { EmailMessage } from '../outbox.ts';

export interface MailSender {
  send(message: EmailMessage): Promise<void>;
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
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
