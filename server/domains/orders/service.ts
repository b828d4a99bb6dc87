import type { AppliedRule } from '../../../contracts/card-rules.ts';
import { ORDER_STATUS_LABELS } from '../../../contracts/constants.ts';
import type { AdminOrder, AdminOrderFilters, Order, OrderSummary } from '../../../contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { istDateTimeText, istDayStart } from '../../lib/calendar.ts';
import { type CsvColumn, csvDocument, rupees } from '../../lib/csv.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/cursor.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { exchangesForOrder } from './exchanges.ts';
import { fitsOfLines } from './fit.ts';
import { checkoutForPayment, orderView, type PlacementDeps } from './placement.ts';
import * as repo from './repo.ts';
import { reviewedProductIds } from './reviews.ts';
import { type LineExtras, NO_EXTRAS, toOrder, toSummary } from './views.ts';

export { changeStatus, expireReservations, type OrderDeps, refundOrder } from './lifecycle.ts';
export { confirmPaidAtPlacement } from './order-notices.ts';
export { orderPaymentHandler } from './settlement.ts';

import type { Page } from '../../lib/replies.ts';

export { PLACEMENT_MESSAGES, placeOrder } from './placement.ts';

export const MESSAGES = {
  orderNotFound: 'Order not found.',
  badCursor: 'This page link has expired. Please reload the list.',
  notPayable: 'This order is no longer awaiting payment.',
} as const;

function encodeCursor(row: repo.OrderRow): string {
  return encodeTimeCursor({ at: row.createdAt, id: row.id });
}

function decodeCursor(raw: string | undefined): repo.Cursor | undefined {
  const cursor = decodeTimeCursor(raw, MESSAGES.badCursor);
  return cursor && { createdAt: cursor.at, id: cursor.id };
}

async function withLines(db: Db, rows: repo.OrderRow[]) {
  const lines = await repo.linesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    toSummary(
      r,
      lines.filter((l) => l.orderId === r.id),
    ),
  );
}

/** The member's orders, newest first, a page at a time. */
export async function listOrders(
  db: Db,
  userId: string,
  query: { limit: number; cursor?: string },
): Promise<Page<OrderSummary>> {
  const rows = await repo.listForUser(db, userId, query.limit + 1, decodeCursor(query.cursor));
  const page = rows.slice(0, query.limit);
  return {
    items: await withLines(db, page),
    nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null,
  };
}

/** What the member may do with each line (review, report damage): their reviews and this order's exchanges. */
async function loadExtras(db: Db, order: repo.OrderRow, lines: repo.OrderLineRow[]): Promise<LineExtras> {
  if (order.status !== 'delivered') return NO_EXTRAS;
  const productIds = lines.flatMap((l) => (l.productId ? [l.productId] : []));
  const [reviewed, exchanges, fits] = await Promise.all([
    reviewedProductIds(db, order.userId, productIds),
    exchangesForOrder(db, order.id),
    fitsOfLines(
      db,
      order.userId,
      lines.map((l) => l.id),
    ),
  ]);
  return { reviewed, exchanges, fits };
}

async function memberOrderRow(db: Db, userId: string, number: string) {
  const order = await repo.findByNumber(db, number);
  // Another member's order is "not found": its existence is not theirs to learn.
  if (!order || order.userId !== userId) throw notFound(MESSAGES.orderNotFound);
  return order;
}

export async function getOrder(db: Db, userId: string, number: string): Promise<Order> {
  const order = await memberOrderRow(db, userId, number);
  const view = await orderView(db, order);
  return toOrder(order, view.lines, view.events, view.payment, await loadExtras(db, order, view.lines));
}

/** The member's order id by its number (404 for anyone else's). */
export async function memberOrderId(db: Db, userId: string, number: string) {
  return (await memberOrderRow(db, userId, number)).id;
}

export async function paymentForOrder(deps: PlacementDeps, userId: string, number: string) {
  const order = await memberOrderRow(deps.db, userId, number);
  const checkout = await checkoutForPayment(deps, order);
  if (!checkout) throw badRequest(MESSAGES.notPayable);
  return checkout;
}

export async function countOrders(db: Db, userId: string) {
  return repo.countForUser(db, userId);
}

// The back office.

function customerName(first: string | null, last: string | null) {
  const name = [first, last].filter(Boolean).join(' ').trim();
  return name || null;
}

/** The list's filters as the query asks: days are India's (from its midnight to the next day's after `to`). */
function staffFilters(filters: AdminOrderFilters) {
  return {
    status: filters.status,
    q: filters.q,
    placedFrom: filters.from ? istDayStart(filters.from) : undefined,
    placedBefore: filters.to ? new Date(istDayStart(filters.to).getTime() + 86_400_000) : undefined,
  };
}

export async function listOrdersForStaff(
  db: Db,
  query: AdminOrderFilters & { limit: number; cursor?: string },
) {
  const rows = await repo.listForStaff(db, staffFilters(query), query.limit + 1, decodeCursor(query.cursor));
  const page = rows.slice(0, query.limit);
  const summaries = await withLines(
    db,
    page.map((r) => r.order),
  );
  return {
    items: summaries.map((s, i) => ({
      ...s,
      customer: {
        id: page[i]!.order.userId,
        email: page[i]!.email,
        name: customerName(page[i]!.firstName, page[i]!.lastName),
      },
    })),
    nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!.order) : null,
  };
}

type ExportRow = Awaited<ReturnType<typeof repo.listForStaff>>[number] & { lines: repo.OrderLineRow[] };

const istTime = (at: Date | null) => (at ? istDateTimeText(at) : null);

/** The card's rules, each with a column of its own in the export. */
const RULE_COLUMNS: readonly (readonly [AppliedRule['code'], string])[] = [
  ['monthly_pick', 'Monthly pick (INR)'],
  ['member_price', 'Member price (INR)'],
  ['size_surcharge', 'Size surcharge (INR)'],
  ['points', 'Points (INR)'],
];

/** The export's columns: one row per order, amounts in rupees with 2 decimals, times in India time. */
const EXPORT_COLUMNS: readonly CsvColumn<ExportRow>[] = [
  { header: 'Order number', value: (r) => r.order.number },
  { header: 'Placed (IST)', value: (r) => istTime(r.order.createdAt) },
  { header: 'Status', value: (r) => ORDER_STATUS_LABELS[r.order.status] },
  { header: 'Customer', value: (r) => customerName(r.firstName, r.lastName) },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  {
    header: 'Items',
    value: (r) =>
      r.lines
        .map((l) => {
          const options = [l.size, l.color].filter(Boolean).join(', ');
          return `${l.quantity} x ${l.name}${options ? ` (${options})` : ''}${l.isPreOrder ? ' [pre-order]' : ''}`;
        })
        .join('; '),
  },
  { header: 'Quantity', value: (r) => r.lines.reduce((n, l) => n + l.quantity, 0) },
  {
    // Each rule as the order shows it, with its signed amount in rupees: the lines' first, then the order's.
    header: 'Card rules (INR)',
    value: (r) =>
      [...r.lines.flatMap((l) => l.rules), ...r.order.rules]
        .map((rule) => `${rule.label} ${rupees(rule.amountPaise)}`)
        .join('; '),
  },
  // One column of figures per rule, summed over the order (negative: taken off), so a spreadsheet adds up
  // what each rule gave or cost across the orders.
  ...RULE_COLUMNS.map(
    ([code, header]): CsvColumn<ExportRow> => ({
      header,
      value: (r) =>
        rupees(
          [...r.lines.flatMap((l) => l.rules), ...r.order.rules]
            .filter((rule) => rule.code === code)
            .reduce((n, rule) => n + rule.amountPaise, 0),
        ),
    }),
  ),
  { header: 'Points used', value: (r) => r.order.pointsUsed },
  { header: 'Subtotal (INR)', value: (r) => rupees(r.order.subtotalPaise) },
  { header: 'Shipping (INR)', value: (r) => rupees(r.order.shippingPaise) },
  { header: 'GST included (INR)', value: (r) => rupees(r.order.taxPaise) },
  { header: 'Total (INR)', value: (r) => rupees(r.order.totalPaise) },
  { header: 'Payment', value: (r) => r.paymentStatus },
  { header: 'Carrier', value: (r) => r.order.carrier },
  { header: 'Tracking number', value: (r) => r.order.trackingNumber },
  { header: 'Shipped (IST)', value: (r) => istTime(r.order.shippedAt) },
  { header: 'Delivered (IST)', value: (r) => istTime(r.order.deliveredAt) },
  { header: 'Ship to', value: (r) => r.order.address.name },
  { header: 'City', value: (r) => r.order.address.city },
  { header: 'State', value: (r) => r.order.address.state },
  { header: 'PIN code', value: (r) => r.order.address.postalCode },
];

/** The export reads this many orders at a time (keyset pages): memory stays flat however many there are. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * The back office's CSV of orders with the list's filters, newest first, as text chunks: the header, then
 * a page of orders at a time.
 */
export function exportOrdersCsv(db: Db, filters: AdminOrderFilters, pageSize = EXPORT_PAGE_SIZE) {
  const where = staffFilters(filters);
  async function* pages() {
    let cursor: repo.Cursor | undefined;
    for (;;) {
      const rows = await repo.listForStaff(db, where, pageSize, cursor);
      if (rows.length === 0) return;
      const lines = await repo.linesOf(
        db,
        rows.map((r) => r.order.id),
      );
      yield rows.map((r) => ({ ...r, lines: lines.filter((l) => l.orderId === r.order.id) }));
      if (rows.length < pageSize) return;
      const last = rows.at(-1)!.order;
      cursor = { createdAt: last.createdAt, id: last.id };
    }
  }
  return csvDocument(EXPORT_COLUMNS, pages());
}

export async function getOrderForStaff(db: Db, id: string): Promise<AdminOrder> {
  const order = await repo.findById(db, id);
  if (!order) throw notFound(MESSAGES.orderNotFound);
  const [view, customer] = await Promise.all([orderView(db, order), repo.customerOf(db, order.userId)]);
  return {
    ...toOrder(order, view.lines, view.events, view.payment, await loadExtras(db, order, view.lines)),
    customer: {
      id: order.userId,
      email: customer?.email ?? null,
      phone: customer?.phone ?? null,
      name: customerName(customer?.firstName ?? null, customer?.lastName ?? null),
    },
  };
}

export async function orderIdByNumber(db: Db, number: string) {
  return (await repo.findByNumber(db, number))?.id;
}

/**
 * Paid Signature purchases per member in a period (membership asks: Platinum's waiver on the dashboard,
 * the Platinum candidates of the back office).
 */
export function signaturePurchases(
  db: Db,
  range: { from: Date; to: Date },
  opts: { userId?: string; atLeast?: number; limit?: number } = {},
) {
  return repo.signaturePurchases(db, range, opts);
}

/** Who bought a LIMITED-EDITION (or Signature) piece in a period: the card's life cycle asks (membership). */
export async function buyersBetween(
  db: Db,
  range: { from: Date; to: Date },
  kind: 'limited_edition' | 'signature',
  userId?: string,
  awaitingAt?: Date,
): Promise<Set<string>> {
  return new Set(await repo.buyersBetween(db, range, kind, userId, awaitingAt));
}
