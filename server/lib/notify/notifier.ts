import type { Logger } from 'pino';
import type { DbOrTx } from '../../db/client.ts';
import {
  type EmailMessage,
  type SmsMessage,
  sendEmail as storeEmail,
  sendSms as storeSms,
} from '../outbox.ts';
import { createSmtpSender, type MailSender } from './smtp.ts';

export type { EmailMessage, SmsMessage };

/**
 * How the shop sends e-mail and SMS (DESIGN section 2, convention 9). Services call this after their
 * transaction commits, so a slow mail server never holds a database lock and a rolled-back change sends
 * nothing. Message text may hold one-time codes and links: never log it.
 */
export interface Notifier {
  email(message: EmailMessage): Promise<void>;
  sms(message: SmsMessage): Promise<void>;
}

/** The SMS side: a real provider (MSG91, Twilio...) plugs in here; the outbox is the offline one. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export function outboxSmsProvider(db: DbOrTx): SmsProvider {
  return { send: (message) => storeSms(db, message) };
}

export interface NotifierOptions {
  db: DbOrTx;
  logger: Pick<Logger, 'info' | 'error'>;
  isProduction: boolean;
  smtpUrl?: string;
  mailFrom: string;
  sms?: SmsProvider;
}

/**
 * E-mail goes through SMTP when SMTP_URL is set; outside production it is also kept in the outbox so
 * /dev/mailbox shows it. Without SMTP it is kept in the outbox only (and logged without its text).
 */
export function createNotifier(options: NotifierOptions): Notifier {
  const smtp: MailSender | undefined = options.smtpUrl
    ? createSmtpSender(options.smtpUrl, options.mailFrom)
    : undefined;
  const keepInOutbox = !smtp || !options.isProduction;
  const sms = options.sms ?? outboxSmsProvider(options.db);
  return {
    async email(message) {
      if (keepInOutbox) await storeEmail(options.db, message);
      if (smtp) await smtp.send(message);
      options.logger.info(
        { channel: 'email', subject: message.subject, via: smtp ? 'smtp' : 'outbox' },
        'e-mail sent',
      );
    },
    async sms(message) {
      await sms.send(message);
      options.logger.info({ channel: 'sms' }, 'sms sent');
    },
  };
}
