import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import * as cart from '../cart/service.ts';
import * as catalog from '../catalog/service.ts';
import * as membership from '../membership/service.ts';
import * as repo from './repo.ts';

/**
 * Checkout's two writing statements, each one prepared statement that spans several owners' tables.
 * Each owner writes its own part as CTEs (its rows, its locks, the rule it keeps: see each fragment's
 * doc comment); this file only puts them in order, chains them through the CTE names they document,
 * and picks the answer. It names no table itself. placement.ts says when each runs and why.
 */

const placeStatement = preparedSql<{ placed: number; pick: number; spent: number; keyTaken: boolean }>(
  'order_place',
  () => sql`
    with ${repo.placeOrderSql()},
    ${membership.claimPickSql()},
    ${membership.spendPointsSql()}
    select (select count(*) from placed)::int as placed,
      (select count(*) from event)::int as events,
      (select count(*) from pick)::int as pick,
      (select count(*) from spent)::int as spent,
      ${repo.keyTakenSql()} as "keyTaken"`,
);

/**
 * The order's own rows in one statement, before any piece is taken: the order (unless this member's key
 * was used, or an order of hers awaits payment: `placed` false then, and `keyTaken` says which), its
 * first event, and what it takes from the card: this month's pick (`pick` false: another order holds
 * it) and the points (`spent` false: the balance no longer holds them). Run with the member's checkout
 * lock held, so the balance and the unpaid orders it reads cannot move meanwhile; the caller rolls back
 * when the pick or the points are refused. The lines go in with the pieces (reserve).
 */
export async function placeRows(
  tx: DbOrTx,
  rows: {
    order: repo.OrderRow;
    event: repo.OrderEventRow;
    pick: { month: string } | null;
    points: { points: number; note: string } | null;
  },
) {
  const [result] = await placeStatement(tx, {
    order: repo.checkoutRecords.order(rows.order),
    event: repo.checkoutRecords.event(rows.event),
    month: rows.pick?.month ?? '',
    usesPick: rows.pick !== null,
    points: rows.points?.points ?? 0,
    pointsNote: rows.points?.note ?? '',
    at: rows.order.createdAt.toISOString(),
    userId: rows.order.userId,
    key: rows.order.idempotencyKey,
  });
  return {
    placed: result!.placed === 1,
    keyTaken: result!.keyTaken,
    pick: result!.pick === 1,
    spent: result!.spent === 1,
  };
}

interface ReserveResult {
  taken: string[];
  lines: number;
  sizes: { id: string; stock: number }[];
  handed: string[];
  held: string[];
  runs: {
    id: string;
    status: string;
    endsAt: string | null;
    limit: number | null;
    count: number;
  }[];
}

/** Whether every size was taken (catalog's `every_size`): nothing after the sizes is written otherwise. */
const everySize = sql`(select ok from every_size)`;

const reserveStatement = preparedSql<ReserveResult>(
  'order_reserve',
  () => sql`
    with ${catalog.takeStockSql()},
    ${cart.handOverHoldsSql({ onlyIf: everySize })},
    units as (
      select r.product_id, sum(r.qty)::int as units
      from unnest(${sql.placeholder('preLines')}::uuid[], ${sql.placeholder('preProducts')}::uuid[],
        ${sql.placeholder('preQuantities')}::int[]) as r(line_id, product_id, qty)
      where ${everySize} and r.line_id not in (select id from handed)
      group by r.product_id
    ),
    ${catalog.holdPreOrdersSql()},
    ${repo.orderLinesSql({ onlyIf: everySize })}
    select coalesce((select json_agg(id) from taken), '[]') as taken,
      (select count(*) from lines)::int as lines,
      coalesce((select json_agg(json_build_object('id', id, 'stock', stock)) from sizes), '[]') as sizes,
      coalesce((select json_agg(id) from handed), '[]') as handed,
      coalesce((select json_agg(id) from held), '[]') as held,
      coalesce((select json_agg(json_build_object('id', id, 'status', status, 'endsAt', pre_order_end_date,
        'limit', pre_order_limit, 'count', pre_order_count)) from runs), '[]') as runs`,
);

/**
 * The order's pieces, in ONE statement, the last before commit: size stock for every size (catalog:
 * locked in id order, each only where enough is left), then the cart's pre-order lines hand over the
 * units they still hold (cart), then the lines whose hold lapsed hold their units again (catalog: per
 * product, locked in id order, within the pre-order's window and limit; `units` here says how many per
 * product: the cart's pre-order lines less those handed over), and the order's lines (orders). These
 * rows are the ones every buyer of a piece waits on, so they are taken last and held for one round trip
 * (the commit), never while the order's other rows are written. The locks are FOR NO KEY UPDATE, the
 * strength the updates need: the key-share lock that a line's foreign key takes on its product and size
 * (at the end of this statement, when the pieces are held already) does not wait on it, and no other
 * buyer's does either. Nothing after the sizes is written unless every size was taken. Answers what was
 * taken and, for a refusal's message, each size's stock and each pre-order's figures as they stood under
 * the lock.
 */
export async function reserve(
  tx: DbOrTx,
  input: {
    userId: string;
    /** The order's lines (written here: their foreign keys point at the rows this statement locks). */
    lines: repo.OrderLineRow[];
    stock: { variantId: string; quantity: number }[];
    /** The cart's pre-order lines (their holds are handed over when still held). */
    holdLines: string[];
    /** Pre-order units per cart line, held again when its line's hold lapsed. */
    preOrders: { lineId: string; productId: string; quantity: number }[];
  },
) {
  const [result] = await reserveStatement(tx, {
    userId: input.userId,
    lines: repo.checkoutRecords.lines(input.lines),
    variantIds: input.stock.map((s) => s.variantId),
    quantities: input.stock.map((s) => s.quantity),
    holdLines: input.holdLines,
    preLines: input.preOrders.map((p) => p.lineId),
    preProducts: input.preOrders.map((p) => p.productId),
    preQuantities: input.preOrders.map((p) => p.quantity),
  });
  const r = result!;
  return {
    taken: new Set(r.taken),
    stockLeft: new Map(r.sizes.map((s) => [s.id, s.stock])),
    handed: new Set(r.handed),
    held: new Set(r.held),
    runs: new Map(
      r.runs.map((p) => [
        p.id,
        {
          status: p.status,
          preOrderEndDate: p.endsAt ? new Date(p.endsAt) : null,
          preOrderLimit: p.limit,
          preOrderCount: p.count,
        },
      ]),
    ),
  };
}
