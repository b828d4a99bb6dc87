import { and, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { PaymentPurpose } from '../../../contracts/payments.ts';
import type { DbOrTx } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { paymentEvents, payments, webhookRejections } from '../../db/schema/index.ts';
import type { Payment } from '../../lib/payments/handlers.ts';

export type NewPaymentEvent = typeof paymentEvents.$inferInsert;
export type EventOutcome = NewPaymentEvent['outcome'];

const openedStatement = preparedSql(
  'payment_opened',
  () => sql`
    with opened as (
      insert into ${payments} (id, provider, purpose, reference, user_id, amount_paise, currency, status)
      values (${sql.placeholder('id')}, ${sql.placeholder('provider')}, ${sql.placeholder('purpose')},
        ${sql.placeholder('reference')}, ${sql.placeholder('userId')}, ${sql.placeholder('amountPaise')},
        'INR', 'created')
      returning id
    )
    insert into ${paymentEvents} (order_id, source, outcome, detail)
    select opened.id, 'create-order', 'success', ${sql.placeholder('detail')} from opened`,
);

/** A payment opened at the gateway and its 'create-order' event, in one statement (prepared). */
export async function insertOpened(
  db: DbOrTx,
  payment: Pick<
    typeof payments.$inferInsert,
    'id' | 'provider' | 'purpose' | 'reference' | 'userId' | 'amountPaise'
  >,
  detail: string,
) {
  await openedStatement(db, { ...payment, userId: payment.userId ?? null, detail });
}

/** Which open payment to look for: a member's, of one purpose and amount, by the start of its reference. */
export interface OpenPaymentQuery {
  purpose: PaymentPurpose;
  userId: string;
  referencePrefix: string;
  amountPaise: number;
  /** The payment being opened in this transaction (not "another" one). */
  exceptId?: string;
}

export async function findOpenPayment(db: DbOrTx, open: OpenPaymentQuery) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.purpose, open.purpose),
        eq(payments.userId, open.userId),
        eq(payments.status, 'created'),
        eq(payments.amountPaise, open.amountPaise),
        sql`starts_with(${payments.reference}, ${open.referencePrefix})`,
        open.exceptId ? ne(payments.id, open.exceptId) : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** A transaction-scoped advisory lock on a key of the payments domain's own. */
export async function lockKey(db: DbOrTx, key: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function findPayment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

/** The payment, locked for the rest of the transaction: every change to one payment goes through here. */
export async function lockPayment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1).for('update');
  return row;
}

export async function updatePayment(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<Payment, 'status' | 'paymentId' | 'paidAt' | 'userId' | 'refundId' | 'refundedAt' | 'emiMonths'>
  >,
  now = new Date(),
) {
  await db
    .update(payments)
    .set({ ...values, updatedAt: now })
    .where(eq(payments.id, id));
}

/**
 * Record a payment event. A gateway event id is unique: answers false (and records nothing) when that
 * event was already recorded, so a replayed webhook is seen once.
 */
export async function insertEvent(db: DbOrTx, values: NewPaymentEvent): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function eventSeen(db: DbOrTx, eventId: string) {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, eventId))
    .limit(1);
  return row !== undefined;
}

/**
 * Verified payments that still stand (paid and not refunded) for these purposes, as a subquery: who paid,
 * how much and when. The owners' reports join it (the advisors' revenue).
 */
export function standingPayments(db: DbOrTx, purposes: readonly PaymentPurpose[]) {
  return db
    .select({ userId: payments.userId, amountPaise: payments.amountPaise, paidAt: payments.paidAt })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'paid'),
        inArray(payments.purpose, [...purposes]),
        isNotNull(payments.userId),
        isNotNull(payments.paidAt),
      ),
    )
    .as('standing_payments');
}

/** How long refused webhook requests are kept (their counts per address and minute). */
const REJECTIONS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Counts a webhook request refused for its signature in its address's row for this minute (the body's
 * length and SHA-256, never the body), and drops rows older than a week, so the table stays small.
 */
export async function recordWebhookRejection(
  db: DbOrTx,
  values: { ip: string; reason: string; bodyLength: number; bodySha256: string },
  now = new Date(),
) {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  await db
    .insert(webhookRejections)
    .values({
      ip: values.ip,
      minute,
      reason: values.reason,
      lastBodyLength: values.bodyLength,
      lastBodySha256: values.bodySha256,
      lastAt: now,
    })
    .onConflictDoUpdate({
      target: [webhookRejections.ip, webhookRejections.minute, webhookRejections.reason],
      set: {
        count: sql`${webhookRejections.count} + 1`,
        lastBodyLength: values.bodyLength,
        lastBodySha256: values.bodySha256,
        lastAt: now,
      },
    });
  await db
    .delete(webhookRejections)
    .where(lt(webhookRejections.minute, new Date(now.getTime() - REJECTIONS_KEPT_MS)));
}

/** How many payments there are of each purpose and status (the operator's "payments by outcome"). */
export function countsByPurposeAndStatus(db: DbOrTx) {
  return db
    .select({ purpose: payments.purpose, status: payments.status, n: sql<number>`count(*)::int` })
    .from(payments)
    .groupBy(payments.purpose, payments.status);
}
