import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as catalog from '../catalog/service.ts';
import * as statements from './checkout-statements.ts';
import type * as repo from './repo.ts';

/** What one order line reserves, and how much. */
export interface Reservation {
  name: string;
  size: string | null;
  productId: string;
  variantId: string | null;
  quantity: number;
  reserved: 'stock' | 'pre_order' | 'none';
}

export const RESERVATION_MESSAGES = {
  soldOut: (name: string, size: string | null) =>
    `${name}${size ? ` in size ${size}` : ''} is sold out. Please remove it from your bag.`,
  fewLeft: (name: string, size: string | null, left: number) =>
    `Only ${left} left of ${name}${size ? ` in size ${size}` : ''}. Please lower the quantity in your bag.`,
  preOrderFull: (name: string) => `All pre-order units of ${name} are taken. Please remove it from your bag.`,
  preOrderFewLeft: (name: string, left: number) =>
    `Only ${left} pre-order unit${left === 1 ? '' : 's'} of ${name} ${left === 1 ? 'is' : 'are'} left. Please lower the quantity in your bag.`,
  preOrderClosed: (name: string) => `Pre-orders for ${name} have closed. Please remove it from your bag.`,
} as const;

/**
 * The same refusals as keyed errors (SOLD_OUT), so the web app writes them in the member's language
 * (web/locales/<language>/errors.json, `cart.*`); the English message stays RESERVATION_MESSAGES'.
 */
const soldOutError = (name: string, size: string | null) =>
  new AppError('SOLD_OUT', RESERVATION_MESSAGES.soldOut(name, size)).keyed(
    size ? 'cart.soldOutInSize' : 'cart.soldOut',
    size ? { name, size } : { name },
  );
const fewLeftError = (name: string, size: string | null, left: number) =>
  new AppError('SOLD_OUT', RESERVATION_MESSAGES.fewLeft(name, size, left)).keyed(
    size ? 'cart.fewLeftInSize' : 'cart.fewLeft',
    size ? { name, size, count: left } : { name, count: left },
  );

/** Sum quantities per id, in id order (every lock is taken in that order: no deadlocks). */
function byId(items: { id: string; quantity: number }[]): [string, number][] {
  const sums = new Map<string, number>();
  for (const i of items) sums.set(i.id, (sums.get(i.id) ?? 0) + i.quantity);
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Reserve size stock for the stock lines in one statement; throws SOLD_OUT (rolling the caller's
 * transaction back) naming the first line that could not be covered.
 */
export async function takeStock(tx: DbOrTx, lines: Reservation[]): Promise<void> {
  const stockLines = lines.filter((l) => l.reserved === 'stock' && l.variantId);
  const items = byId(stockLines.map((l) => ({ id: l.variantId!, quantity: l.quantity })));
  const taken = await catalog.takeStock(
    tx,
    items.map(([variantId, quantity]) => ({ variantId, quantity })),
  );
  if (taken.size === items.length) return;
  const short = stockLines.find((l) => !taken.has(l.variantId!))!;
  const [left] = await catalog.stockOf(tx, [short.variantId!]);
  throw left && left.stock > 0
    ? fewLeftError(short.name, short.size, left.stock)
    : soldOutError(short.name, short.size);
}

/** Hold pre-order units for these lines (per product, atomically against the limit and the window). */
export async function holdPreOrders(tx: DbOrTx, lines: Reservation[]): Promise<void> {
  const names = new Map(lines.map((l) => [l.productId, l.name]));
  for (const [productId, units] of byId(lines.map((l) => ({ id: l.productId, quantity: l.quantity })))) {
    if (await catalog.holdPreOrderUnits(tx, productId, units)) continue;
    throw preOrderRefusal(names.get(productId)!, await catalog.findProductForSale(tx, productId), new Date());
  }
}

/** Why a pre-order's units could not be held, from its figures as they stood under the lock. */
function preOrderRefusal(
  name: string,
  p:
    | { status: string; preOrderEndDate: Date | null; preOrderLimit: number | null; preOrderCount: number }
    | undefined,
  now: Date,
) {
  if (p?.status !== 'PRE_ORDER' || (p.preOrderEndDate && p.preOrderEndDate <= now)) {
    return new AppError('SOLD_OUT', RESERVATION_MESSAGES.preOrderClosed(name)).keyed('cart.preOrderClosed', {
      name,
    });
  }
  const left = Math.max(0, (p.preOrderLimit ?? 0) - p.preOrderCount);
  return left === 0
    ? new AppError('SOLD_OUT', RESERVATION_MESSAGES.preOrderFull(name)).keyed('cart.preOrderFull', { name })
    : new AppError('SOLD_OUT', RESERVATION_MESSAGES.preOrderFewLeft(name, left)).keyed(
        'cart.preOrderFewLeft',
        { name, count: left },
      );
}

/**
 * A new order's reservation in one statement, the last of its transaction (checkout-statements.ts
 * reserve): size stock for its stock lines; for its pre-order lines, the units their cart lines still
 * hold are handed over and the lapsed ones held again. Throws SOLD_OUT (rolling the caller's transaction back) naming the first
 * line that could not be covered, with the same words as takeStock and holdPreOrders.
 */
export async function reserveForOrder(
  tx: DbOrTx,
  userId: string,
  orderLines: repo.OrderLineRow[],
  cartLineIds: string[],
): Promise<void> {
  const lines = orderLines.map((l, i) => ({ ...l, productId: l.productId!, cartLineId: cartLineIds[i]! }));
  const stockLines = lines.filter((l) => l.reserved === 'stock' && l.variantId);
  const preOrderLines = lines.filter((l) => l.reserved === 'pre_order');
  const stock = byId(stockLines.map((l) => ({ id: l.variantId!, quantity: l.quantity })));
  const result = await statements.reserve(tx, {
    userId,
    lines: orderLines,
    stock: stock.map(([variantId, quantity]) => ({ variantId, quantity })),
    holdLines: preOrderLines.map((l) => l.cartLineId),
    preOrders: preOrderLines.map((l) => ({
      lineId: l.cartLineId,
      productId: l.productId,
      quantity: l.quantity,
    })),
  });
  if (result.taken.size < stock.length) {
    const short = stockLines.find((l) => !result.taken.has(l.variantId!))!;
    const left = result.stockLeft.get(short.variantId!) ?? 0;
    throw left > 0 ? fewLeftError(short.name, short.size, left) : soldOutError(short.name, short.size);
  }
  const again = preOrderLines.find((l) => !result.handed.has(l.cartLineId) && !result.held.has(l.productId));
  if (again) throw preOrderRefusal(again.name, result.runs.get(again.productId), new Date());
}

/** Give an order's reservation back: size stock and pre-order units (call once: see stock_released_at). */
export async function releaseReservation(tx: DbOrTx, lines: repo.OrderLineRow[]): Promise<void> {
  const stock = byId(
    lines
      .filter((l) => l.reserved === 'stock' && l.variantId)
      .map((l) => ({ id: l.variantId!, quantity: l.quantity })),
  );
  await catalog.returnStock(
    tx,
    stock.map(([variantId, quantity]) => ({ variantId, quantity })),
  );
  const units = byId(
    lines
      .filter((l) => l.reserved === 'pre_order' && l.productId)
      .map((l) => ({ id: l.productId!, quantity: l.quantity })),
  );
  for (const [productId, quantity] of units) await catalog.releasePreOrderUnits(tx, productId, quantity);
}

/** The reservation an existing order's lines make again (a payment that came after it lapsed). */
export function reservationsOf(lines: repo.OrderLineRow[]): Reservation[] {
  return lines
    .filter((l) => l.productId)
    .map((l) => ({
      name: l.name,
      size: l.size,
      productId: l.productId!,
      variantId: l.variantId,
      quantity: l.quantity,
      reserved: l.reserved,
    }));
}
