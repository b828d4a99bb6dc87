import type { AddressSnapshot } from '../../../contracts/addresses.ts';
import { paiseToPrice } from '../../../contracts/money.ts';
import type { OrderCheckout, PlaceOrderResponse } from '../../../contracts/orders.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';
import * as accounts from '../accounts/service.ts';
import * as cart from '../cart/service.ts';
import * as catalog from '../catalog/service.ts';
import * as membership from '../membership/service.ts';
import * as payments from '../payments/service.ts';
import * as statements from './checkout-statements.ts';
import { lineFigures } from './priced-lines.ts';
import * as repo from './repo.ts';
import { type Reservation, reserveForOrder } from './reservations.ts';
import { closeUnpaid, settleFree } from './settlement.ts';
import { toOrder } from './views.ts';

export const PLACEMENT_MESSAGES = {
  emptyBag: 'Your bag is empty. Add a piece before checking out.',
  addressUnknown: 'Please choose a delivery address from your saved addresses.',
  voteToLaunch: (name: string) =>
    `${name} is still in voting and cannot be bought yet. Please remove it from your bag.`,
  membershipRequired: 'Membership Required: Limited Edition pieces are for members whose card is active.',
  noLongerPreOrder: (name: string) =>
    `${name} is no longer a pre-order. Please remove it from your bag and add it again.`,
  nowPreOrder: (name: string) =>
    `${name} is now a pre-order. Please remove it from your bag and pre-order it again.`,
  chooseSize: (name: string) => `Please choose a size for ${name}: remove it and add it again with a size.`,
  pickTaken:
    'Your monthly pick was just used by another order. Please check your bag: its prices have changed.',
  pointsGone: 'Your points balance changed meanwhile. Please check the points you use and try again.',
} as const;

export interface PlacementDeps {
  db: Db;
  gateway: PaymentGateway;
  /** How long the order holds its pieces for the payment (config ORDER_RESERVATION_SECONDS). */
  reservationMs: number;
}

/** The first event's words: how long the pieces are kept. */
const placedNote = (ms: number) => {
  const minutes = Math.round(ms / 60_000);
  const span =
    minutes >= 1 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${Math.round(ms / 1000)} seconds`;
  return `Order placed; pieces reserved for ${span} for the payment.`;
};

/** Raised inside the transaction when another request with the same key won: answer its order. */
class KeyTaken extends Error {}

/** Raised inside the transaction when an unpaid order of this very checkout exists: resume it. */
class ResumeInstead extends Error {
  constructor(readonly order: repo.OrderRow) {
    super('an unpaid order of this checkout exists');
  }
}

type LineKey = Pick<
  repo.NewOrderLine,
  'productId' | 'variantId' | 'quantity' | 'isPreOrder' | 'unitPricePaise' | 'lineTotalPaise' | 'forProfileId'
>;
const bagKey = (lines: LineKey[]) =>
  lines
    .map((l) =>
      [
        l.productId,
        l.variantId ?? '',
        l.quantity,
        l.isPreOrder,
        l.unitPricePaise,
        l.lineTotalPaise,
        l.forProfileId ?? '',
      ].join('|'),
    )
    .sort()
    .join(',');
/** The same address whatever order the database gives its keys back in (jsonb sorts them). */
const addressKey = (address: object) =>
  JSON.stringify(Object.entries(address).sort(([a], [b]) => a.localeCompare(b)));

/**
 * An unpaid order that is this very checkout: the same pieces, sizes, quantities and prices, to the same
 * address, its pieces still held. Paying it again is the same payment (one bag, one payment).
 */
async function isSameCheckout(
  db: DbOrTx,
  open: repo.OrderRow,
  lines: LineKey[],
  address: AddressSnapshot,
  now: Date,
  pointsUsed: number,
): Promise<boolean> {
  if (open.status !== 'pending_payment' || open.stockReleasedAt || !open.reservedUntil) return false;
  if (open.pointsUsed !== pointsUsed) return false;
  if (open.reservedUntil <= now) return false;
  if (addressKey(open.address) !== addressKey(address)) return false;
  return bagKey(await repo.linesOf(db, [open.id])) === bagKey(lines);
}

export function formatOrderNumber(year: number, sequence: number): string {
  return `RS-${year}-${String(sequence).padStart(6, '0')}`;
}

export async function orderView(db: Db, order: repo.OrderRow) {
  const [lines, events, payment] = await Promise.all([
    repo.linesOf(db, [order.id]),
    repo.eventsOf(db, order.id),
    order.paymentId ? repo.paymentOf(db, order.paymentId) : undefined,
  ]);
  return { lines, events, payment, order: toOrder(order, lines, events, payment) };
}

async function checkoutOf(gateway: PaymentGateway, order: repo.OrderRow): Promise<OrderCheckout | null> {
  if (order.status !== 'pending_payment' || !order.paymentId) return null;
  return {
    id: order.paymentId,
    amount: order.totalPaise,
    currency: 'INR',
    price: paiseToPrice(order.totalPaise),
    provider: gateway.provider,
    keyId: gateway.keyId,
  };
}

/** An order placed earlier with this key: the same answer again (a retry, a double click). */
async function replay(
  deps: PlacementDeps,
  order: repo.OrderRow,
): Promise<PlaceOrderResponse & { replayed: true }> {
  const view = await orderView(deps.db, order);
  return { order: view.order, payment: await checkoutOf(deps.gateway, order), replayed: true };
}

/** Why a cart line cannot be bought as it is, or undefined. */
function refusal(line: cart.CheckoutLine, cardActive: boolean): AppError | undefined {
  if (line.status === 'VOTE_TO_LAUNCH')
    return new AppError('CONFLICT', PLACEMENT_MESSAGES.voteToLaunch(line.name));
  if (line.availableIn === 'LIMITED-EDITION' && !cardActive) {
    return new AppError('MEMBERSHIP_REQUIRED', PLACEMENT_MESSAGES.membershipRequired).keyed(
      'membership.requiredLimited',
    );
  }
  if (line.isPreOrder && line.status !== 'PRE_ORDER') {
    return new AppError('CONFLICT', PLACEMENT_MESSAGES.noLongerPreOrder(line.name));
  }
  if (!line.isPreOrder && line.status === 'PRE_ORDER') {
    return new AppError('CONFLICT', PLACEMENT_MESSAGES.nowPreOrder(line.name));
  }
  return undefined;
}

/** Checkout's first read (repo.checkoutStart), prepared once per database. */
const checkoutStart = repo.checkoutStart(membership.pricingFactColumns);

/**
 * Place the member's cart as an order (POST /api/orders). Every price comes from the database; the
 * member's right to buy each line is checked (LIMITED-EDITION needs an active card); and in ONE transaction the order, its
 * line snapshots, its first event, its payment and the stock reservation are written, or nothing is:
 * size stock for in-stock lines, pre-order units (handed over from the cart's hold, or held again) for
 * pre-order lines. The same Idempotency-Key answers the same order, whoever wins a race.
 *
 * Its statements, each prepared: before the transaction, two reads (the member: card, pick, points, the
 * order of this key, the unpaid orders, the address, the order's number; and the bag with its products);
 * in the transaction, the payment with its event, the member's checkout lock, the order's own rows
 * (order, lines, event, pick, points) and, last, the pieces (size stock, the cart's holds, pre-order
 * units) in one statement, so the rows every buyer of a piece waits on are held only until the commit.
 */
export async function placeOrder(
  deps: PlacementDeps,
  userId: string,
  idempotencyKey: string,
  addressId: string,
  now = new Date(),
  /** Points the member asks to spend (the step takes at most what the rules and balance allow). */
  pointsToUse = 0,
): Promise<PlaceOrderResponse & { replayed: boolean }> {
  const { db } = deps;
  const [start, cartLines] = await Promise.all([
    checkoutStart(db).execute({ userId, addressId, key: idempotencyKey, month: membership.pickMonth(now) }),
    cart.checkoutLines(db, userId),
  ]);
  const ordersSeen = start.flatMap((r) => (r.order ? [r.order] : []));
  const earlier = ordersSeen.find((o) => o.idempotencyKey === idempotencyKey);
  if (earlier) return replay(deps, earlier);
  const unpaid = ordersSeen.filter((o) => o.status === 'pending_payment');
  const facts = start[0];

  if (cartLines.length === 0) throw badRequest(PLACEMENT_MESSAGES.emptyBag);
  const address = facts?.address ? accounts.addressSnapshotOf(facts.address) : undefined;
  if (!address)
    throw badRequest(PLACEMENT_MESSAGES.addressUnknown, { addressId: [PLACEMENT_MESSAGES.addressUnknown] });
  // Every price comes from the pricing step, with the points an unpaid order holds counted back (this
  // checkout resumes or replaces that order, which gives them back first).
  const priced = await cart.priceBag(db, userId, cartLines, {
    pointsToUse,
    pointsHeld: unpaid.reduce((n, o) => n + o.pointsUsed, 0),
    now,
    member: membership.pricingMemberFrom(facts, now),
  });
  const { quote } = priced;
  for (const line of cartLines) {
    const problem = refusal(line, priced.member.cardActive);
    if (problem) throw problem;
  }
  await catalog.refuseBeforeOpening(db, userId, cartLines, {
    inBag: true,
    now,
    card: { plan: facts?.plan ?? null, cardStatus: facts?.cardStatus ?? null },
  });

  const orderId = crypto.randomUUID();
  const lines = cartLines.map((l, position) => {
    const figures = lineFigures(quote.lines[position]!);
    const reserved: Reservation['reserved'] = l.isPreOrder ? 'pre_order' : l.variantId ? 'stock' : 'none';
    return {
      id: crypto.randomUUID(),
      orderId,
      position,
      productId: l.productId,
      variantId: l.variantId,
      slug: l.slug,
      name: l.name,
      size: l.variantName === 'size' ? l.variantValue : null,
      color: l.variantName === 'color' ? l.variantValue : null,
      imageUrl: l.imageUrl,
      storefront: l.availableIn,
      isSignature: l.isSignature,
      ...figures,
      quantity: l.quantity,
      isPreOrder: l.isPreOrder,
      preOrderEndDate: l.isPreOrder ? l.preOrderEndDate : null,
      reserved,
      // Who the piece is for, with the name as it reads today (a later rename never changes the order).
      forProfileId: l.profileId,
      forName: l.profileId ? l.profileName : null,
    } satisfies repo.OrderLineRow;
  });
  const subtotal = quote.subtotalPaise;
  const shipping = 0; // Shipping is free everywhere, for every card (docs/decisions.md).
  const orderRulesPaise = quote.rules.reduce((n, r) => n + r.amountPaise, 0);
  const total = subtotal + shipping + orderRulesPaise;
  const preOrderEnds = lines
    .map((l) => l.preOrderEndDate)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => b.getTime() - a.getTime());
  // One bag, one payment: a second checkout of the same bag (another tab, a reload) resumes the order the
  // first opened, with the same number and gateway order. Checked here so the common case opens nothing
  // at the gateway, and again under the member's lock below, which decides a race.
  for (const open of unpaid) {
    if (await isSameCheckout(db, open, lines, address, now, quote.pointsUsed)) return replay(deps, open);
  }
  // The number was drawn by the first read (none for a retry or an empty bag: one is drawn now when the
  // bag filled meanwhile).
  const sequence = facts?.sequence ?? (await repo.nextOrderSequence(db));
  const number = formatOrderNumber(now.getUTCFullYear(), sequence);
  const event: repo.OrderEventRow = {
    id: crypto.randomUUID(),
    orderId,
    actor: 'member',
    actorUserId: userId,
    fromStatus: null,
    toStatus: 'pending_payment',
    // Nothing to pay (Gold's free pick): no pieces wait for a payment.
    note: total === 0 ? 'Order placed.' : placedNote(deps.reservationMs),
    createdAt: now,
  };
  const orderRow = (paymentId: string | null): repo.OrderRow => ({
    id: orderId,
    number,
    userId,
    status: 'pending_payment',
    idempotencyKey,
    paymentId,
    subtotalPaise: subtotal,
    shippingPaise: shipping,
    totalPaise: total,
    taxPaise: lines.reduce((n, l) => n + l.taxPaise, 0),
    rules: quote.rules,
    rulesPaise: orderRulesPaise,
    pointsUsed: quote.pointsUsed,
    pricedWith: { plan: priced.member.plan, cardActive: priced.member.cardActive, rules: priced.rules },
    address,
    reservedUntil: new Date(now.getTime() + deps.reservationMs),
    stockReleasedAt: null,
    preOrderShipsAfter: preOrderEnds[0] ?? null,
    carrier: null,
    trackingNumber: null,
    paidAt: null,
    emiMonths: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    refundedAt: null,
    createdAt: now,
    updatedAt: now,
  });

  let inserted: repo.OrderRow | undefined;
  try {
    /** The unpaid orders under the member's lock: this checkout resumes one that is the same, closes the others. */
    const settleUnpaid = async (tx: DbOrTx) => {
      for (const open of await repo.unpaidOrdersOf(tx, userId)) {
        if (await isSameCheckout(tx, open, lines, address, now, quote.pointsUsed))
          throw new ResumeInstead(open);
        await closeUnpaid(tx, open.id, now);
      }
    };
    const write = async (tx: DbOrTx, paymentId: string | null) => {
      // A member has at most one unpaid order: this checkout resumes it when it is the same, and
      // otherwise replaces it (its pieces go back before this one takes them).
      await repo.lockCheckoutOf(tx, userId);
      if (unpaid.length > 0) await settleUnpaid(tx);
      const order = orderRow(paymentId);
      // The month's pick and the points are taken with the order, or the order is not placed: of two
      // checkouts at once, the second finds the pick taken (or replaced the first, which gave it back).
      const rows = {
        order,
        event,
        pick: quote.usesPick ? { month: membership.pickMonth(now) } : null,
        points: quote.pointsUsed > 0 ? { points: quote.pointsUsed, note: `Order ${number}` } : null,
      };
      let placed = await statements.placeRows(tx, rows);
      if (!placed.placed && !placed.keyTaken) {
        // An unpaid order appeared after the first read (another tab): resume or replace it, then place.
        await settleUnpaid(tx);
        placed = await statements.placeRows(tx, rows);
      }
      if (!placed.placed) throw new KeyTaken();
      if (quote.usesPick && !placed.pick)
        throw new AppError('CONFLICT', PLACEMENT_MESSAGES.pickTaken).keyed('orders.pickTaken');
      if (quote.pointsUsed > 0 && !placed.spent)
        throw new AppError('CONFLICT', PLACEMENT_MESSAGES.pointsGone).keyed('orders.pointsGone');
      // Last, in one statement: the pieces (sizes, then the cart's holds, then pre-order units) and the
      // lines that point at them.
      await reserveForOrder(
        tx,
        userId,
        lines,
        cartLines.map((l) => l.id),
      );
      inserted = order;
    };
    if (total === 0) {
      // Nothing to pay (Gold's free monthly pick): no payment to open; the order is paid as it is placed.
      await db.transaction(async (tx) => {
        await write(tx, null);
        await settleFree(tx, inserted!, now);
      });
      return { ...(await replay(deps, (await repo.findById(db, orderId))!)), replayed: false };
    }
    const opened = await payments.openPayment(
      deps,
      {
        purpose: 'order',
        reference: orderId,
        amountPaise: total,
        userId,
        notes: { order: number },
        label: `order ${number}`,
      },
      write,
    );
    const order = inserted!;
    const view = toOrder(order, lines, [{ ...event, id: '' }], {
      id: opened.id,
      provider: opened.provider,
      status: 'created',
      amountPaise: total,
      paidAt: null,
      refundedAt: null,
    });
    return {
      order: view,
      payment: {
        id: opened.id,
        amount: total,
        currency: 'INR',
        price: paiseToPrice(total),
        provider: opened.provider,
        keyId: opened.keyId,
      },
      replayed: false,
    };
  } catch (error) {
    if (error instanceof ResumeInstead) return replay(deps, error.order);
    if (!(error instanceof KeyTaken)) throw error;
    const winner = await repo.findByIdempotencyKey(db, userId, idempotencyKey);
    if (!winner) throw error;
    return replay(deps, winner);
  }
}

/** POST /api/orders/{number}/pay: the checkout of a member's order that still awaits payment. */
export async function checkoutForPayment(
  deps: PlacementDeps,
  order: repo.OrderRow,
): Promise<OrderCheckout | null> {
  return checkoutOf(deps.gateway, order);
}
