import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../contracts/constants.ts';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import {
  orderEvents,
  orderLines,
  orderNumberSeq,
  orders,
  payments,
  profiles,
  users,
} from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type NewOrderEvent = typeof orderEvents.$inferInsert;

/** The next order number's sequence value (no lock: concurrent checkouts never wait on each other). */
export async function nextOrderSequence(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select nextval(${orderNumberSeq.seqName}) as n`);
  return Number(rowsOf<{ n: string | number }>(result)[0]!.n);
}

/** Insert an order unless this member already used the idempotency key: undefined then. */
export async function insertOrder(db: DbOrTx, values: NewOrder) {
  const [row] = await db
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning();
  return row;
}

export async function insertLines(db: DbOrTx, lines: NewOrderLine[]) {
  if (lines.length === 0) return [];
  return db.insert(orderLines).values(lines).returning();
}

export async function insertEvent(db: DbOrTx, event: NewOrderEvent) {
  await db.insert(orderEvents).values(event);
}

export async function findByIdempotencyKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * In one read, what a checkout asks first: the order placed earlier with this key, if any, and the
 * member's orders still awaiting payment (newest first).
 */
export async function keyedAndUnpaid(db: DbOrTx, userId: string, key: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        or(eq(orders.idempotencyKey, key), eq(orders.status, 'pending_payment')),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return {
    earlier: rows.find((r) => r.idempotencyKey === key),
    unpaid: rows.filter((r) => r.status === 'pending_payment'),
  };
}

export async function findByNumber(db: DbOrTx, number: string) {
  const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  return row;
}

export async function findById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function findByPaymentId(db: DbOrTx, paymentId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.paymentId, paymentId)).limit(1);
  return row;
}

/** The order, locked until the transaction ends: every status change goes through here. */
export async function lockOrder(db: DbOrTx, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
  return row;
}

export async function updateOrder(db: DbOrTx, id: string, set: Partial<typeof orders.$inferInsert>) {
  const [row] = await db
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

export function linesOf(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([] as OrderLineRow[]);
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

export function eventsOf(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export async function paymentOf(db: DbOrTx, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}

export interface Cursor {
  createdAt: Date;
  id: string;
}

function after(cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return or(
    lt(orders.createdAt, cursor.createdAt),
    and(eq(orders.createdAt, cursor.createdAt), lt(orders.id, cursor.id)),
  );
}

/**
 * A checkout that was never paid and is over (its window lapsed, or a newer checkout of the bag replaced
 * it) is not an order to the member: her lists leave it out. Staff still see it.
 */
const notAbandoned = sql`not (${orders.status} = 'cancelled' and ${orders.paidAt} is null)`;

/** A member's orders, newest first (keyset paging), without abandoned checkouts. */
export function listForUser(db: DbOrTx, userId: string, limit: number, cursor?: Cursor) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), notAbandoned, after(cursor)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export async function countForUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), notAbandoned));
  return row?.n ?? 0;
}

/** The back office's list: by status, by order number or the customer's e-mail, newest first. */
export function listForStaff(
  db: DbOrTx,
  filters: { status?: OrderStatus; q?: string; placedFrom?: Date; placedBefore?: Date },
  limit: number,
  cursor?: Cursor,
) {
  const q = filters.q?.trim();
  const search = q
    ? or(eq(orders.number, q.toUpperCase()), ilike(users.email, `%${q.replace(/[\\%_]/g, '\\$&')}%`))
    : undefined;
  return db
    .select({
      order: orders,
      email: users.email,
      phone: users.phone,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      paymentStatus: payments.status,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .leftJoin(payments, eq(payments.id, orders.paymentId))
    .where(
      and(
        filters.status ? eq(orders.status, filters.status) : undefined,
        search,
        filters.placedFrom ? gte(orders.createdAt, filters.placedFrom) : undefined,
        filters.placedBefore ? lt(orders.createdAt, filters.placedBefore) : undefined,
        after(cursor),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export async function customerOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * One checkout at a time per member, for the rest of the transaction: two tabs, a reload and a double
 * click queue here, so the second finds the order the first opened.
 */
export async function lockCheckoutOf(db: DbOrTx, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${userId}`}))`);
}

/** A member's orders still awaiting payment, newest first (at most one, but old data may hold more). */
export function unpaidOrdersOf(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment')))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Whether the member placed an order after this one (the bag moved on to it). */
export async function hasLaterOrder(db: DbOrTx, order: OrderRow) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, order.userId), gt(orders.createdAt, order.createdAt)))
    .limit(1);
  return row !== undefined;
}

/** Orders whose payment window passed with their stock still reserved (the expiry job's work). */
export async function lapsedReservations(db: DbOrTx, now: Date, limit: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending_payment'),
        isNull(orders.stockReleasedAt),
        lt(orders.reservedUntil, now),
      ),
    )
    .orderBy(asc(orders.reservedUntil))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Orders paid in [from, to) that still stand (not cancelled or refunded). */
function paidAndStanding(range: { from: Date; to: Date }) {
  return [
    // created_at (indexed) can only be earlier than paid_at; a day's margin covers a slow payment.
    gte(orders.createdAt, new Date(range.from.getTime() - 86_400_000)),
    lt(orders.createdAt, range.to),
    gte(orders.paidAt, range.from),
    lt(orders.paidAt, range.to),
    isNull(orders.refundedAt),
    sql`${orders.status} not in ('pending_payment', 'cancelled', 'refunded')`,
  ];
}

/**
 * Members who bought, in [from, to), a piece of the kind the card's life cycle asks for: a LIMITED-EDITION
 * piece (the monthly rule) or a Signature piece (Platinum's waiver). An order counts when it was paid in
 * the period and was not cancelled or refunded. `userId` narrows it to one member.
 */
export async function buyersBetween(
  db: DbOrTx,
  range: { from: Date; to: Date },
  kind: 'limited_edition' | 'signature',
  userId?: string,
): Promise<string[]> {
  const piece =
    kind === 'signature' ? eq(orderLines.isSignature, true) : eq(orderLines.storefront, 'LIMITED-EDITION');
  const rows = await db
    .selectDistinct({ userId: orders.userId })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(...paidAndStanding(range), piece, userId ? eq(orders.userId, userId) : undefined));
  return rows.map((r) => r.userId);
}

/**
 * Paid Signature purchases in [from, to) per member: the orders with a Signature piece paid in the
 * period and not cancelled or refunded (as buyersBetween counts them), with the first and last payment.
 * `atLeast` keeps members with that many or more; `userId` narrows it to one member.
 */
export async function signaturePurchases(
  db: DbOrTx,
  range: { from: Date; to: Date },
  opts: { userId?: string; atLeast?: number; limit?: number } = {},
) {
  const purchases = sql<number>`count(distinct ${orders.id})::int`;
  const query = db
    .select({
      userId: orders.userId,
      purchases,
      firstPaidAt: sql<string>`min(${orders.paidAt})`.mapWith((v) => new Date(v)),
      lastPaidAt: sql<string>`max(${orders.paidAt})`.mapWith((v) => new Date(v)),
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        ...paidAndStanding(range),
        eq(orderLines.isSignature, true),
        opts.userId ? eq(orders.userId, opts.userId) : undefined,
      ),
    )
    .groupBy(orders.userId)
    .having(sql`count(distinct ${orders.id}) >= ${opts.atLeast ?? 1}`)
    .orderBy(sql`count(distinct ${orders.id}) desc`, sql`max(${orders.paidAt}) desc`)
    .limit(opts.limit ?? 200);
  return query;
}
