import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../../contracts/constants.ts';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { preparedPer, preparedSql } from '../../db/prepared.ts';
import {
  accounts,
  addresses,
  cartItems,
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

const checkoutLock = preparedSql(
  'checkout_lock',
  () => sql`select pg_advisory_xact_lock(hashtext(${sql.placeholder('key')}::text))`,
);

/**
 * One checkout at a time per member, for the rest of the transaction: two tabs, a reload and a double
 * click queue here, so the second finds the order the first opened.
 */
export async function lockCheckoutOf(db: DbOrTx, userId: string) {
  await checkoutLock(db, { key: `checkout:${userId}` });
}

// ---- Placing an order: its few statements (placement.ts says in what order and why).

/**
 * Checkout's first read, one prepared statement: the member's card facts (`member`: the columns
 * membership reads its pricing facts with, from `accounts`), the saved address chosen, the order placed
 * earlier with this Idempotency-Key and the orders still awaiting payment (a row each, newest first; one
 * row with `order` null when there is none), and the new order's sequence number: drawn only when no
 * order has this key and the bag holds something, so a retry or an empty bag uses no number.
 * Parameters: userId, addressId, key, and the placeholders in `member` (the pick's month).
 */
export function checkoutStart<M extends SelectedFields>(member: (month: Placeholder) => M) {
  return preparedPer((db) =>
    db
      .select({
        ...member(sql.placeholder('month')),
        address: addresses,
        order: orders,
        sequence: sql<number>`(select case
          when exists (select 1 from ${orders} k where k.user_id = ${sql.placeholder('userId')}
            and k.idempotency_key = ${sql.placeholder('key')})
            or not exists (select 1 from ${cartItems} c where c.user_id = ${sql.placeholder('userId')})
          then null else nextval(${orderNumberSeq.seqName}) end)`.mapWith(Number),
      })
      .from(users)
      .leftJoin(accounts, eq(accounts.userId, users.id))
      .leftJoin(
        addresses,
        and(eq(addresses.id, sql.placeholder('addressId')), eq(addresses.userId, users.id)),
      )
      .leftJoin(
        orders,
        and(
          eq(orders.userId, users.id),
          or(eq(orders.idempotencyKey, sql.placeholder('key')), eq(orders.status, 'pending_payment')),
        ),
      )
      .where(eq(users.id, sql.placeholder('userId')))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .prepare('checkout_start'),
  );
}

/** A row as JSON keyed by its column names, for jsonb_populate_record (dates as ISO text). */
function recordOf<T extends PgTable>(table: T, row: T['$inferSelect']): string {
  const record: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = (row as Record<string, unknown>)[key];
    record[column.name] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return JSON.stringify(record);
}

/** The values of placeOrderSql's and orderLinesSql's placeholders for these rows. */
export const checkoutRecords = {
  order: (row: OrderRow) => recordOf(orders, row),
  event: (row: OrderEventRow) => recordOf(orderEvents, row),
  lines: (rows: OrderLineRow[]) => `[${rows.map((l) => recordOf(orderLines, l)).join(',')}]`,
};

/**
 * The order's own rows in checkout's placement statement (checkout-statements.ts composes it with
 * membership's pick and points), as CTEs:
 * - `placed(id, user_id)`: the order, unless this member's Idempotency-Key was used or an order of hers
 *   awaits payment (no row then);
 * - `event(id)`: its first event, only when the order was placed.
 * Placeholders: `order` and `event` (jsonb: checkoutRecords' rows).
 * Writes `orders` and `order_events`.
 */
export function placeOrderSql(): SQL {
  return sql`placed as (
      insert into ${orders}
      select r.* from jsonb_populate_record(null::${orders}, ${sql.placeholder('order')}::jsonb) r
      where not exists (select 1 from ${orders} u where u.user_id = r.user_id and u.status = 'pending_payment')
      on conflict (user_id, idempotency_key) do nothing
      returning id, user_id
    ),
    event as (
      insert into ${orderEvents}
      select r.* from jsonb_populate_record(null::${orderEvents}, ${sql.placeholder('event')}::jsonb) r
      where exists (select 1 from placed)
      returning id
    )`;
}

/**
 * For the placement statement's answer: whether an order of the member (placeholder `userId`) already
 * had this Idempotency-Key (`key`) when the statement began (the order it inserts is not seen).
 */
export function keyTakenSql(): SQL {
  return sql`exists (select 1 from ${orders} k where k.user_id = ${sql.placeholder('userId')}
        and k.idempotency_key = ${sql.placeholder('key')})`;
}

/**
 * The order's lines in checkout's reservation statement, as the CTE `lines(id)`: written only when
 * `onlyIf` (the composer's condition, a boolean SQL expression) is true, so a refused order writes
 * none. They go in with the pieces because their foreign keys point at the size and product rows that
 * statement locks. Placeholder: `lines` (jsonb array: checkoutRecords.lines). Writes `order_lines`.
 */
export function orderLinesSql({ onlyIf }: { onlyIf: SQL }): SQL {
  return sql`lines as (
      insert into ${orderLines}
      select r.* from jsonb_populate_recordset(null::${orderLines}, ${sql.placeholder('lines')}::jsonb) r
      where ${onlyIf}
      returning id
    )`;
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
 * A LIMITED-EDITION purchase counts in the month it was placed (India time), which is the month whose
 * pick it claimed: the pick's month and the order's created_at are taken from the same instant. An order
 * placed at 23:59 on the 31st and paid after midnight is that month's purchase for both the pick and the
 * card's life cycle; the next month's pick is still open. It counts once paid and while it stands.
 */
function placedAndStanding(range: { from: Date; to: Date }) {
  return [
    gte(orders.createdAt, range.from),
    lt(orders.createdAt, range.to),
    isNotNull(orders.paidAt),
    isNull(orders.refundedAt),
    sql`${orders.status} not in ('pending_payment', 'cancelled', 'refunded')`,
  ];
}

/**
 * Members who bought, in [from, to), a piece of the kind the card's life cycle asks for: a LIMITED-EDITION
 * piece (the monthly rule, by the month it was placed in: placedAndStanding) or a Signature piece
 * (Platinum's waiver, by when it was paid). Cancelled and refunded orders never count. `userId` narrows
 * it to one member. `awaitingAt`: a LIMITED-EDITION order placed in the period and still waiting for its
 * payment with its pieces held at that moment counts too (the month is not judged while its payment may
 * still arrive).
 */
export async function buyersBetween(
  db: DbOrTx,
  range: { from: Date; to: Date },
  kind: 'limited_edition' | 'signature',
  userId?: string,
  awaitingAt?: Date,
): Promise<string[]> {
  const piece =
    kind === 'signature' ? eq(orderLines.isSignature, true) : eq(orderLines.storefront, 'LIMITED-EDITION');
  let when = and(...(kind === 'signature' ? paidAndStanding(range) : placedAndStanding(range)));
  if (kind === 'limited_edition' && awaitingAt) {
    when = or(
      when,
      and(
        gte(orders.createdAt, range.from),
        lt(orders.createdAt, range.to),
        eq(orders.status, 'pending_payment'),
        isNull(orders.stockReleasedAt),
        gt(orders.reservedUntil, awaitingAt),
      ),
    );
  }
  const rows = await db
    .selectDistinct({ userId: orders.userId })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(when, piece, userId ? eq(orders.userId, userId) : undefined));
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
