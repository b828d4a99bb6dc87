import { and, desc, eq, sql } from 'drizzle-orm';
import type { EXCHANGE_STATUSES } from '../../../contracts/orders.ts';
import type { DbOrTx } from '../../db/client.ts';
import { exchangeRequests, orderLines, orders } from '../../db/schema/index.ts';

export type ExchangeRow = typeof exchangeRequests.$inferSelect;

/** The member's delivered order line, or undefined (not theirs, not on the order). */
export async function lineOfOrder(db: DbOrTx, userId: string, orderNumber: string, lineId: string) {
  const [row] = await db
    .select({ order: orders, line: orderLines })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.number, orderNumber), eq(orders.userId, userId), eq(orderLines.id, lineId)))
    .limit(1);
  return row;
}

export async function findForLine(db: DbOrTx, lineId: string) {
  const [row] = await db
    .select()
    .from(exchangeRequests)
    .where(eq(exchangeRequests.orderLineId, lineId))
    .limit(1);
  return row;
}

/** One request per line: undefined when the line already has one (the unique key decides). */
export async function insert(db: DbOrTx, values: typeof exchangeRequests.$inferInsert) {
  const [row] = await db.insert(exchangeRequests).values(values).onConflictDoNothing().returning();
  return row;
}

export async function find(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ exchange: exchangeRequests, orderNumber: orders.number, productName: orderLines.name })
    .from(exchangeRequests)
    .innerJoin(orders, eq(orders.id, exchangeRequests.orderId))
    .innerJoin(orderLines, eq(orderLines.id, exchangeRequests.orderLineId))
    .where(eq(exchangeRequests.id, id))
    .limit(1);
  return row;
}

export function list(db: DbOrTx, status: (typeof EXCHANGE_STATUSES)[number] | undefined, limit: number) {
  return db
    .select({ exchange: exchangeRequests, orderNumber: orders.number, productName: orderLines.name })
    .from(exchangeRequests)
    .innerJoin(orders, eq(orders.id, exchangeRequests.orderId))
    .innerJoin(orderLines, eq(orderLines.id, exchangeRequests.orderLineId))
    .where(status ? eq(exchangeRequests.status, status) : undefined)
    .orderBy(desc(exchangeRequests.createdAt), desc(exchangeRequests.id))
    .limit(limit);
}

export function ofOrder(db: DbOrTx, orderId: string) {
  return db.select().from(exchangeRequests).where(eq(exchangeRequests.orderId, orderId));
}

/** requested -> approved/declined, once. */
export async function decide(
  db: DbOrTx,
  id: string,
  status: 'approved' | 'declined',
  by: string,
  note: string | null,
) {
  const [row] = await db
    .update(exchangeRequests)
    .set({ status, decidedBy: by, decisionNote: note, decidedAt: sql`now()` })
    .where(and(eq(exchangeRequests.id, id), eq(exchangeRequests.status, 'requested')))
    .returning();
  return row;
}
