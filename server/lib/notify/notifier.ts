import type { Logger } from 'pino';
import type { PushPayload } from '../../../contracts/notifications.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PushConfig, SmsConfig, WhatsAppConfig } from '../../env.ts';
import { createMsg91Sender, type SmsSender, TransportError } from './msg91.ts';
import {
  type EmailMessage,
  type SmsMessage,
  sendEmail as storeEmail,
  sendSms as storeSms,
  sendWhatsApp as storeWhatsApp,
} from './outbox.ts';
import { claimDue, enqueue, MAX_ATTEMPTS, markSent, markTryFailed, type QueuedMessage } from './queue.ts';
import { createSmtpSender, type MailSender } from './smtp.ts';
import { createPushSender, type PushSender } from './webpush.ts';
import { createMsg91WhatsAppSender, type WhatsAppMessage, type WhatsAppSender } from './whatsapp.ts';

export type { EmailMessage, SmsMessage, WhatsAppMessage };

/** The transport name of WhatsApp rows queued for MSG91 (SMS rows are 'msg91': their delivery reports never match these). */
export const WHATSAPP_TRANSPORT = 'msg91-whatsapp';

/**
 * How the shop sends e-mail, SMS, WhatsApp and web push. Services call this after their
 * transaction commits, so a slow mail server never holds a database lock and a rolled-back change sends
 * nothing. Message text may hold one-time codes and links: never log it.
 *
 * `email` and `sms` only record the message: they resolve once its row is in the database (the outbox,
 * or the delivery queue for SMTP and MSG91), and a real transport's first try then runs in the
 * background, never in the request that caused it. A failed try is retried by `retryDue` (the
 * `notify.retry` job) with back-off.
 */
export interface Notifier {
  email(message: EmailMessage): Promise<void>;
  sms(message: SmsMessage): Promise<void>;
  /**
   * A web push to one device (a push_subscriptions id): queued like an SMS and retried with back-off.
   * Resolves false (nothing queued) when push is off (production without VAPID keys).
   */
  push(message: { subscriptionId: string; payload: PushPayload }): Promise<boolean>;
  /** Whether pushes can be sent at all (VAPID keys known). */
  readonly pushEnabled: boolean;
  /** A WhatsApp template message; the caller has checked the member opted in and has a phone. */
  whatsapp(message: WhatsAppMessage): Promise<void>;
  /** Try again every queued message that is due at `now` and not held by another sender. */
  retryDue(now?: Date): Promise<{ sent: number; retrying: number; failed: number }>;
  /** Resolves when the tries in flight in this process have finished (tests; shutdown). */
  settled(): Promise<void>;
}

export interface NotifierOptions {
  db: DbOrTx;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  isProduction: boolean;
  smtpUrl?: string;
  mailFrom: string;
  sms?: SmsConfig;
  /** Web push's VAPID keys; undefined: push is off. */
  push?: PushConfig;
  whatsapp?: WhatsAppConfig;
}

type Outcome = 'sent' | 'queued' | 'failed';

/**
 * E-mail goes through SMTP when SMTP_URL is set, SMS through MSG91 when SMS_PROVIDER=msg91, WhatsApp
 * through MSG91's WhatsApp API when WHATSAPP_PROVIDER=msg91; outside
 * production every message is also listed in the outbox (/dev/mailbox). Without a transport a message is
 * kept in the outbox only (and logged without its text).
 */
export function createNotifier(options: NotifierOptions): Notifier {
  const { db, logger } = options;
  const smtp: MailSender | undefined = options.smtpUrl
    ? createSmtpSender(options.smtpUrl, options.mailFrom)
    : undefined;
  const smsSender: SmsSender | undefined =
    options.sms?.provider === 'msg91' ? createMsg91Sender(options.sms) : undefined;
  const pushSender: PushSender | undefined = options.push ? createPushSender(db, options.push) : undefined;
  const whatsAppSender: WhatsAppSender | undefined =
    options.whatsapp?.provider === 'msg91' ? createMsg91WhatsAppSender(options.whatsapp) : undefined;
  const inFlight = new Set<Promise<Outcome>>();

  /** One try of a claimed row; the row says what happened next. */
  async function attempt(row: QueuedMessage, now: Date): Promise<Outcome> {
    const attempts = row.attempts + 1;
    const log = { id: row.id, channel: row.channel, transport: row.transport, attempts };
    try {
      const result =
        row.channel === 'email'
          ? await smtpOf(row).send({
              to: row.toAddress,
              subject: row.subject,
              text: row.text,
              html: row.html ?? undefined,
            })
          : row.channel === 'push'
            ? await pushOf(row).send(row.toAddress, row.text, now)
            : row.channel === 'whatsapp'
              ? await whatsAppOf(row).send({
                  to: row.toAddress,
                  template: row.template ?? '',
                  params: row.vars ?? {},
                })
              : await smsOf(row).send({
                  to: row.toAddress,
                  text: row.text,
                  template: row.template === 'otp' ? 'otp' : 'notice',
                  vars: row.vars ?? undefined,
                });
      await markSent(db, row.id, {
        providerMessageId: result.providerMessageId,
        attempts,
        now,
        erase: options.isProduction,
      });
      logger.info(log, `${CHANNEL_WORDS[row.channel]} sent`);
      return 'sent';
    } catch (err) {
      const error = describe(err, row.transport);
      const giveUp = attempts >= MAX_ATTEMPTS || (err instanceof TransportError && err.permanent);
      await markTryFailed(db, row.id, { attempts, error, now, giveUp, erase: options.isProduction });
      if (giveUp) logger.error({ ...log, error }, 'message not delivered: giving up');
      else logger.warn({ ...log, error }, 'message not sent: queued for a retry');
      return giveUp ? 'failed' : 'queued';
    }
  }

  function smtpOf(row: QueuedMessage): MailSender {
    if (!smtp) throw new TransportError(`no ${row.transport} transport configured`);
    return smtp;
  }
  function smsOf(row: QueuedMessage): SmsSender {
    if (!smsSender) throw new TransportError(`no ${row.transport} transport configured`);
    return smsSender;
  }
  function pushOf(row: QueuedMessage): PushSender {
    if (!pushSender) throw new TransportError(`no ${row.transport} transport configured`);
    return pushSender;
  }
  function whatsAppOf(row: QueuedMessage): WhatsAppSender {
    if (!whatsAppSender) throw new TransportError(`no ${row.transport} transport configured`);
    return whatsAppSender;
  }

  /**
   * Start a try without waiting for it; its failure is recorded on the row, never thrown. `now` is the
   * clock the back-off counts from (the job's clock on a retry run).
   */
  function startAttempt(row: QueuedMessage, now = new Date()) {
    const running: Promise<Outcome> = attempt(row, now)
      .catch((err: unknown) => {
        // Only the database can fail here (the transport's errors are caught): the claim lapses and
        // the retry job takes the row again.
        logger.error({ err, id: row.id }, 'a message try could not be recorded');
        return 'queued' as const;
      })
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
    return running;
  }

  return {
    async email(message) {
      if (smtp) {
        const to = message.to.trim().toLowerCase();
        const row = await enqueue(
          db,
          {
            channel: 'email',
            toAddress: to,
            subject: message.subject,
            text: message.text,
            html: message.html ?? null,
            transport: 'smtp',
          },
          new Date(),
        );
        startAttempt(row);
        return;
      }
      await storeEmail(db, message);
      logger.info({ channel: 'email', subject: message.subject, via: 'outbox' }, 'e-mail sent');
    },
    async sms(message) {
      if (smsSender) {
        const row = await enqueue(
          db,
          {
            channel: 'sms',
            toAddress: message.to,
            subject: '',
            text: message.text,
            template: message.template ?? 'notice',
            vars: message.vars ?? null,
            transport: 'msg91',
          },
          new Date(),
        );
        startAttempt(row);
        return;
      }
      await storeSms(db, message);
      logger.info({ channel: 'sms', via: 'outbox' }, 'sms sent');
    },
    pushEnabled: pushSender !== undefined,
    async push(message) {
      if (!pushSender) return false;
      // The row's text is the payload the device shows; the address is the subscription's id, so the
      // queue never holds the endpoint (the sender reads it, with the keys, when it sends).
      const row = await enqueue(
        db,
        {
          channel: 'push',
          toAddress: message.subscriptionId,
          subject: message.payload.title,
          text: JSON.stringify(message.payload),
          transport: 'webpush',
        },
        new Date(),
      );
      startAttempt(row);
      return true;
    },
    async whatsapp(message) {
      if (whatsAppSender) {
        const row = await enqueue(
          db,
          {
            channel: 'whatsapp',
            toAddress: message.to,
            subject: '',
            text: message.text,
            template: message.template,
            vars: message.params,
            transport: WHATSAPP_TRANSPORT,
          },
          new Date(),
        );
        startAttempt(row);
        return;
      }
      await storeWhatsApp(db, message);
      logger.info({ channel: 'whatsapp', template: message.template, via: 'outbox' }, 'whatsapp sent');
    },
    async retryDue(now = new Date()) {
      const rows = await claimDue(db, now);
      const outcomes = await Promise.all(rows.map((row) => startAttempt(row, now)));
      return {
        sent: outcomes.filter((o) => o === 'sent').length,
        retrying: outcomes.filter((o) => o === 'queued').length,
        failed: outcomes.filter((o) => o === 'failed').length,
      };
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

const CHANNEL_WORDS: Record<QueuedMessage['channel'], string> = {
  email: 'e-mail',
  sms: 'sms',
  whatsapp: 'whatsapp',
  push: 'push',
};

/** A short reason for last_error and the log: the transport's own words, never the message text. */
function describe(err: unknown, transport: string): string {
  if (err instanceof TransportError) return err.message;
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    const response = (err as { responseCode?: unknown }).responseCode;
    const parts = [typeof code === 'string' ? code : err.name, typeof response === 'number' ? response : ''];
    const who = transport === 'smtp' ? 'SMTP' : transport;
    return `${who} ${parts.filter(Boolean).join(' ')}`.trim();
  }
  return 'unknown error';
}
