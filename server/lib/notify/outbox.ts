import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Channel, OutboxMessage } from '../../../contracts/onboarding.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

/**
 * Mail, SMS and WhatsApp, the offline way: a message is a row in `notifications`, which tests and
 * `GET /api/dev/outbox` read. Real transports (SMTP, MSG91) queue their rows in the same table
 * (queue.ts). Message text may hold one-time codes: never log it.
 */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Which DLT template carries an SMS through MSG91: a verification code, or any other notice. */
export type SmsTemplate = 'otp' | 'notice';

export interface SmsMessage {
  to: string;
  text: string;
  /** Default 'notice' (its one variable is the text); 'otp' texts pass `vars` { otp, minutes }. */
  template?: SmsTemplate;
  vars?: Record<string, string>;
}

export async function sendEmail(db: DbOrTx, message: EmailMessage): Promise<void> {
  await db.insert(notifications).values({
    channel: 'email',
    toAddress: message.to.trim().toLowerCase(),
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    transport: 'outbox',
    status: 'sent',
    sentAt: new Date(),
  });
}

export async function sendSms(db: DbOrTx, message: SmsMessage): Promise<void> {
  await db.insert(notifications).values({
    channel: 'sms',
    toAddress: message.to,
    subject: '',
    text: message.text,
    transport: 'outbox',
    status: 'sent',
    sentAt: new Date(),
  });
}

/** A WhatsApp message kept in the outbox: its words, its template and parameters (as MSG91 would get them). */
export async function sendWhatsApp(
  db: DbOrTx,
  message: { to: string; template: string; params: Record<string, string>; text: string },
): Promise<void> {
  await db.insert(notifications).values({
    channel: 'whatsapp',
    toAddress: message.to,
    subject: '',
    text: message.text,
    template: message.template,
    vars: message.params,
    transport: 'outbox',
    status: 'sent',
    sentAt: new Date(),
  });
}

/**
 * E-mails, texts and WhatsApp messages newest first, optionally only those to one (normalised) address.
 * Pushes are not listed: they go to the device (their rows name a subscription, not an address).
 */
export async function listOutbox(db: DbOrTx, to?: string, limit = 100): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(ne(notifications.channel, 'push'), to ? eq(notifications.toAddress, to) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((r) => ({
    to: r.toAddress,
    // Never 'push' (excluded above).
    channel: r.channel as Channel,
    subject: r.subject,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Messages waiting for a (re)try: the delivery queue's backlog (an operator's gauge). */
export async function queuedCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(eq(notifications.status, 'queued'));
  return row?.n ?? 0;
}
