import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  advisorCodes,
  membershipTiers,
  paymentEvents,
  paymentOrders,
  users,
} from '../../db/schema/index.ts';

export type PaymentOrder = typeof paymentOrders.$inferSelect;
export type NewPaymentEvent = typeof paymentEvents.$inferInsert;
export type EventOutcome = NewPaymentEvent['outcome'];

export async function findTier(db: DbOrTx, id: string) {
  const [row] = await db.select().from(membershipTiers).where(eq(membershipTiers.id, id)).limit(1);
  return row;
}

export async function insertOrder(db: DbOrTx, values: typeof paymentOrders.$inferInsert) {
  await db.insert(paymentOrders).values(values);
}

export async function findOrder(db: DbOrTx, id: string) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).limit(1);
  return row;
}

/** The order, locked for the rest of the transaction: every change to one order goes through here. */
export async function lockOrder(db: DbOrTx, id: string) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).limit(1).for('update');
  return row;
}

export async function updateOrder(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<PaymentOrder, 'status' | 'paymentId' | 'paidAt' | 'userId' | 'refundId' | 'refundedAt'>
  >,
  now = new Date(),
) {
  await db
    .update(paymentOrders)
    .set({ ...values, updatedAt: now })
    .where(eq(paymentOrders.id, id));
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
 * A verified applicant's user: no password yet. Answers undefined when the e-mail or phone already
 * belongs to someone (the unique indexes decide, also against a concurrent insert).
 */
export async function insertApplicantUser(db: DbOrTx, contact: { email?: string; phone?: string }) {
  const [row] = await db
    .insert(users)
    .values({
      email: contact.email ?? null,
      phone: contact.phone ?? null,
      isVerified: true,
      role: 'customer',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id;
}

export async function insertAccount(db: DbOrTx, values: typeof accounts.$inferInsert) {
  await db.insert(accounts).values(values);
}

export async function findAdvisor(db: DbOrTx, id: string) {
  const [row] = await db.select().from(advisorCodes).where(eq(advisorCodes.id, id)).limit(1);
  return row;
}

export async function findUserContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, phone: users.phone, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
