import type { OrderStatus } from '../../../contracts/constants.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Log } from '../../lib/logger.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';
import type { Payment, PaymentHandler } from '../../lib/payments/handlers.ts';
import * as accounts from '../accounts/service.ts';
import * as audit from '../audit/service.ts';
import * as cart from '../cart/service.ts';
import * as membership from '../membership/service.ts';
import * as payments from '../payments/service.ts';
import { type OrderEmailKind, orderEmail } from './emails.ts';
import { emiProblem, recordNoCostEmi } from './emi.ts';
import * as repo from './repo.ts';
import { holdPreOrders, releaseReservation, reservationsOf, takeStock } from './reservations.ts';
import { type Actor, canMove, illegalMoveMessage } from './state.ts';

export interface OrderDeps {
  db: Db;
  gateway: PaymentGateway;
  notifier: Notifier;
  log: Log;
  /** The shop's address for links in e-mails (https://roslis.in). */
  origin: string;
  /** Whether the member opted in to WhatsApp for order updates (accounts.notifyMember's default otherwise). */
  wantsWhatsApp?: accounts.WantsWhatsApp;
}

export const LIFECYCLE_MESSAGES = {
  orderNotFound: 'Order not found.',
  latePaymentRefund:
    'Your payment arrived after your reservation expired, and a piece sold out meanwhile. The payment will be refunded in full.',
  cancelledBeforePayment:
    'Your order was cancelled before the payment arrived. The payment will be refunded in full.',
  notRefundable: 'Only a cancelled order whose payment was taken can be refunded.',
  expired: 'Payment not received in time; the reserved pieces were released.',
  replaced: 'Replaced by a new checkout of the bag; the reserved pieces were released.',
  nothingToPay: "Nothing to pay: the card's rules cover the whole order.",
  replacedPayment:
    'This payment was for an earlier checkout of your bag, which a newer one replaced. It is being refunded in full.',
} as const;

interface Change {
  actor: Actor;
  actorUserId?: string | null;
  note?: string | null;
  carrier?: string;
  trackingNumber?: string;
}

/** Move a locked order and write its event; throws INVALID_TRANSITION for a move the machine refuses. */
async function move(tx: DbOrTx, order: repo.OrderRow, to: OrderStatus, change: Change, now: Date) {
  if (!canMove(order.status, to, change.actor)) {
    throw new AppError('INVALID_TRANSITION', illegalMoveMessage(order.status, to, change.actor));
  }
  const set: Partial<repo.NewOrder> = { status: to };
  if (to === 'paid') Object.assign(set, { paidAt: now, reservedUntil: null });
  if (to === 'shipped')
    Object.assign(set, { shippedAt: now, carrier: change.carrier, trackingNumber: change.trackingNumber });
  if (to === 'delivered') {
    set.deliveredAt = now;
    await membership.awardPurchasePoints(tx, {
      userId: order.userId,
      orderId: order.id,
      orderNumber: order.number,
      totalPaise: order.totalPaise,
      at: now,
    });
  }
  if (to === 'refunded') {
    await membership.reversePurchasePoints(tx, {
      userId: order.userId,
      orderId: order.id,
      orderNumber: order.number,
      at: now,
    });
  }
  if (to === 'cancelled' || to === 'refunded') await giveBack(tx, order, now);
  if (to === 'cancelled') set.cancelledAt = now;
  if (to === 'refunded') set.refundedAt = now;
  const updated = await repo.updateOrder(tx, order.id, set);
  await repo.insertEvent(tx, {
    orderId: order.id,
    actor: change.actor,
    actorUserId: change.actorUserId ?? null,
    fromStatus: order.status,
    toStatus: to,
    note: change.note ?? null,
    createdAt: now,
  });
  if (change.actor === 'staff') {
    // Every staff move of an order is in the audit trail, committed with the move.
    await audit.record(
      tx,
      {
        actor: { id: change.actorUserId ?? null, role: 'admin' },
        action: 'order.status',
        subject: { type: 'order', id: order.id },
        summary: `Order ${order.number}: ${order.status} to ${to}${change.trackingNumber ? ` (${change.carrier} ${change.trackingNumber})` : ''}`,
        before: { status: order.status },
        after: {
          status: to,
          ...(change.carrier ? { carrier: change.carrier, trackingNumber: change.trackingNumber } : {}),
          ...(change.note ? { note: change.note } : {}),
        },
      },
      now,
    );
  }
  return updated;
}

/**
 * A closed order (cancelled, refunded, lapsed) gives back what it took from the card: the month's pick,
 * which the member may use again, and the points it spent. Both happen once, in the closing transaction.
 */
async function giveBack(tx: DbOrTx, order: repo.OrderRow, now: Date) {
  await membership.releaseMonthlyPick(tx, order.id);
  if (order.pointsUsed > 0) {
    await membership.returnSpentPoints(tx, {
      userId: order.userId,
      orderId: order.id,
      orderNumber: order.number,
      at: now,
    });
  }
}

/**
 * A lapsed order revived by its late payment takes again what it gave back when it lapsed; an
 * AppError when it no longer can (another order took the month's pick, or the points are spent).
 */
async function takeAgain(tx: DbOrTx, order: repo.OrderRow, now: Date) {
  const lines = await repo.linesOf(tx, [order.id]);
  const usedPick = lines.some((l) => l.rules.some((r) => r.code === 'monthly_pick'));
  if (
    usedPick &&
    !(await membership.claimMonthlyPick(tx, { userId: order.userId, orderId: order.id, at: order.createdAt }))
  ) {
    throw new AppError('CONFLICT', "this month's pick went to another order");
  }
  if (order.pointsUsed > 0) {
    // The points come off again: a new movement, so the ledger shows the return and the new spend.
    const spent = await membership.spendPoints(tx, {
      userId: order.userId,
      orderId: membership.spentAgainReference(order.id),
      orderNumber: order.number,
      points: order.pointsUsed,
      at: now,
    });
    if (!spent) throw new AppError('CONFLICT', 'the points it used are spent');
  }
}

/** Give the reservation back once (stock_released_at says it is done). */
async function release(tx: DbOrTx, order: repo.OrderRow, now: Date) {
  if (order.stockReleasedAt) return order;
  await releaseReservation(tx, await repo.linesOf(tx, [order.id]));
  return repo.updateOrder(tx, order.id, { stockReleasedAt: now });
}

/**
 * The member hears of each step as they chose (Account Settings, Notifications, kind 'orders'): the
 * confirmation, the cancellation and the refund are receipts for money and always go by e-mail; shipping
 * and delivery follow the member's e-mail, SMS and WhatsApp choices; a push goes for each when she
 * chose push.
 */
const ALWAYS: readonly OrderEmailKind[] = ['confirmed', 'cancelled', 'refunded'];
const SMS_TEXT: Partial<Record<OrderEmailKind, (number: string, url: string) => string>> = {
  shipped: (number, url) => `Roslis: your order ${number} has shipped. Track it: ${url}`,
  delivered: (number, url) => `Roslis: your order ${number} was delivered. Details: ${url}`,
};

/** The push's line under the title (the e-mail's subject): no address, no amounts. */
const PUSH_BODY: Record<OrderEmailKind, string> = {
  confirmed: 'We have your order and are getting it ready.',
  shipped: 'It is on its way. Tap to track it.',
  delivered: 'It was delivered. Tell us how it fits.',
  cancelled: 'Your order was cancelled.',
  refunded: 'Your refund is on its way to you.',
};
/**
 * The WhatsApp order-update template (WHATSAPP_TEMPLATE_ORDER_UPDATE) for the steps the member follows by
 * choice: {{1}} her first name, {{2}} the order number, {{3}} what happened, {{4}} the order's page.
 */
const WHATSAPP_STEP: Partial<Record<OrderEmailKind, string>> = {
  shipped: 'has shipped',
  delivered: 'was delivered',
};
function whatsAppUpdate(
  kind: OrderEmailKind,
  number: string,
  url: string,
): accounts.WhatsAppContent | undefined {
  const step = WHATSAPP_STEP[kind];
  if (!step) return undefined;
  return (name) => ({
    template: 'order_update',
    params: [name, number, step, url],
    text: `Hello ${name}, your Roslis order ${number} ${step}. Details: ${url}`,
  });
}

async function notify(deps: OrderDeps, orderId: string, kinds: OrderEmailKind[]) {
  if (kinds.length === 0) return;
  try {
    const order = await repo.findById(deps.db, orderId);
    if (!order) return;
    const lines = await repo.linesOf(deps.db, [order.id]);
    const url = `${deps.origin}/orders/${encodeURIComponent(order.number)}`;
    for (const kind of kinds) {
      const email = orderEmail(kind, order, lines, url);
      await accounts.notifyMember(deps, {
        userId: order.userId,
        kind: 'orders',
        always: ALWAYS.includes(kind),
        email,
        sms: SMS_TEXT[kind]?.(order.number, url),
        push: {
          title: email.subject,
          body: PUSH_BODY[kind],
          url: `/orders/${encodeURIComponent(order.number)}`,
          tag: `order-${order.number}`,
        },
        whatsapp: whatsAppUpdate(kind, order.number, url),
      });
    }
  } catch (err) {
    // The order changed; a mail server outage must not undo or fail it.
    deps.log.error({ err, orderId }, 'an order e-mail could not be sent');
  }
}

/** The confirmation of an order that was paid as it was placed (the card's rules covered all of it). */
export function confirmPaidAtPlacement(deps: OrderDeps, orderId: string) {
  return notify(deps, orderId, ['confirmed']);
}

/**
 * Cancel (member before shipping, or staff) and refund what was paid, in one transaction with the order
 * locked: the reservation goes back once, the payment is refunded at the gateway (a refused refund rolls
 * everything back, is recorded, and answers 503).
 */
async function cancelLocked(tx: DbOrTx, deps: OrderDeps, order: repo.OrderRow, change: Change, now: Date) {
  let current = await move(tx, order, 'cancelled', change, now);
  current = await release(tx, current, now);
  const kinds: OrderEmailKind[] = ['cancelled'];
  if (current.paymentId) {
    const refunded = await payments.refundInTransaction(
      tx,
      deps.gateway,
      current.paymentId,
      `order ${current.number} cancelled`,
      now,
    );
    if (refunded) {
      current = await move(
        tx,
        current,
        'refunded',
        { actor: 'system', note: 'Payment refunded in full.' },
        now,
      );
      kinds.push('refunded');
    }
  }
  return { order: current, kinds };
}

async function withRefundRecord<T>(deps: OrderDeps, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof payments.RefundFailed) {
      await payments.recordRefundFailure(
        deps.db,
        error,
        'refund for a cancelled order refused by the gateway',
      );
    }
    throw error;
  }
}

export interface StatusChange {
  to: OrderStatus;
  actor: Actor;
  actorUserId?: string | null;
  note?: string;
  carrier?: string;
  trackingNumber?: string;
  /** Only this member's order (a member's request): another's is "not found". */
  ownerId?: string;
}

/** One step of the state machine for an order, by its id; answers the order after the change. */
export async function changeStatus(deps: OrderDeps, orderId: string, change: StatusChange, now = new Date()) {
  const { order, kinds } = await withRefundRecord(deps, () =>
    deps.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId);
      if (!order || (change.ownerId && order.userId !== change.ownerId)) {
        throw notFound(LIFECYCLE_MESSAGES.orderNotFound);
      }
      if (change.to === 'cancelled') return cancelLocked(tx, deps, order, change, now);
      const moved = await move(tx, order, change.to, change, now);
      const kind: OrderEmailKind[] = change.to === 'shipped' || change.to === 'delivered' ? [change.to] : [];
      return { order: moved, kinds: kind };
    }),
  );
  await notify(deps, order.id, kinds);
  return order;
}

/**
 * Refund a cancelled order whose payment is still taken (a payment that arrived after the reservation
 * lapsed and could not be honoured, or a refund the gateway refused before). A cancellable order is
 * cancelled and refunded in one step.
 */
export async function refundOrder(
  deps: OrderDeps,
  orderId: string,
  staffId: string,
  note?: string,
  now = new Date(),
) {
  const { order, kinds } = await withRefundRecord(deps, () =>
    deps.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId);
      if (!order) throw notFound(LIFECYCLE_MESSAGES.orderNotFound);
      const change = { actor: 'staff' as const, actorUserId: staffId, note: note ?? null };
      if (order.status !== 'cancelled') return cancelLocked(tx, deps, order, change, now);
      const refunded =
        order.paymentId &&
        (await payments.refundInTransaction(
          tx,
          deps.gateway,
          order.paymentId,
          `order ${order.number} refunded`,
          now,
        ));
      if (!refunded) throw new AppError('INVALID_TRANSITION', LIFECYCLE_MESSAGES.notRefundable);
      const moved = await move(
        tx,
        order,
        'refunded',
        { actor: 'system', note: note ?? 'Payment refunded in full.' },
        now,
      );
      await audit.record(
        tx,
        {
          actor: { id: staffId, role: 'admin' },
          action: 'order.refund',
          subject: { type: 'order', id: order.id },
          summary: `Order ${order.number}: refunded in full`,
          before: { status: order.status },
          after: { status: 'refunded', ...(note ? { note } : {}) },
        },
        now,
      );
      return { order: moved, kinds: ['refunded'] as OrderEmailKind[] };
    }),
  );
  await notify(deps, order.id, kinds);
  return order;
}

/**
 * The reservation-expiry job: orders still awaiting payment after ORDER_RULES.reservationMinutes are
 * cancelled and their pieces go back, exactly once each (the order row is locked and re-checked, so a
 * payment settling at the same moment and a second job runner cannot both act). Answers how many.
 */
export async function expireReservations(
  deps: Pick<OrderDeps, 'db' | 'log'>,
  now = new Date(),
): Promise<number> {
  let expired = 0;
  for (const id of await repo.lapsedReservations(deps.db, now, 200)) {
    const done = await deps.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, id);
      if (order?.status !== 'pending_payment' || order.stockReleasedAt || !order.reservedUntil) return false;
      if (order.reservedUntil > now) return false;
      const moved = await move(
        tx,
        order,
        'cancelled',
        { actor: 'system', note: LIFECYCLE_MESSAGES.expired },
        now,
      );
      await release(tx, moved, now);
      return true;
    });
    if (done) expired += 1;
  }
  if (expired > 0) deps.log.info({ expired }, 'lapsed order reservations released');
  return expired;
}

/**
 * Close a member's unpaid order inside a checkout's transaction (the member is locked by the caller):
 * one whose window lapsed as the expiry job would, one that a newer checkout of the bag replaces as the
 * member's own cancellation. Its pieces go back. A payment that still arrives for it is refunded.
 */
export async function closeUnpaid(tx: DbOrTx, id: string, now: Date) {
  const order = await repo.lockOrder(tx, id);
  if (order?.status !== 'pending_payment') return;
  const lapsed = !order.reservedUntil || order.reservedUntil <= now;
  const moved = await move(
    tx,
    order,
    'cancelled',
    lapsed
      ? { actor: 'system', note: LIFECYCLE_MESSAGES.expired }
      : { actor: 'member', actorUserId: order.userId, note: LIFECYCLE_MESSAGES.replaced },
    now,
  );
  await release(tx, moved, now);
}

/**
 * An order with nothing to pay (Gold's free monthly pick) is paid as it is placed, in the placing
 * transaction: its pieces leave the bag as a paid order's do.
 */
export async function settleFree(tx: DbOrTx, order: repo.OrderRow, now: Date) {
  await move(tx, order, 'paid', { actor: 'system', note: LIFECYCLE_MESSAGES.nothingToPay }, now);
  const lines = await repo.linesOf(tx, [order.id]);
  await cart.removeOrdered(
    tx,
    order.userId,
    lines
      .filter((l) => l.productId)
      .map((l) => ({ productId: l.productId!, variantId: l.variantId, profileId: l.forProfileId })),
  );
}

/** Why a payment for a cancelled order cannot be honoured, or undefined when it may be. */
async function lateRefusal(tx: DbOrTx, order: repo.OrderRow) {
  const events = await repo.eventsOf(tx, order.id);
  const cancelledBy = events.findLast((e) => e.toStatus === 'cancelled')?.actor;
  if (cancelledBy !== 'system') {
    const replaced = events.findLast((e) => e.toStatus === 'cancelled')?.note === LIFECYCLE_MESSAGES.replaced;
    return {
      detail: `order ${order.number} was ${replaced ? 'replaced by a newer checkout' : `cancelled by the ${cancelledBy ?? 'shop'}`} before its payment arrived`,
      message: replaced ? LIFECYCLE_MESSAGES.replacedPayment : LIFECYCLE_MESSAGES.cancelledBeforePayment,
    };
  }
  // The bag moved on to a newer checkout (which may be paid too): this one is never revived.
  if (await repo.hasLaterOrder(tx, order)) {
    return {
      detail: `order ${order.number} lapsed and the member checked out again since`,
      message: LIFECYCLE_MESSAGES.replacedPayment,
    };
  }
  return undefined;
}

/**
 * A payment the order cannot honour is refunded at once, in the same transaction (a savepoint: a
 * refusing gateway leaves it paid and recorded for staff, who refund it from the back office).
 */
async function refundUnhonoured(
  tx: DbOrTx,
  deps: OrderDeps,
  order: repo.OrderRow,
  payment: Payment,
  refusal: { detail: string; message: string },
  now: Date,
) {
  try {
    const refunded = await tx.transaction((sp) =>
      payments.refundInTransaction(sp, deps.gateway, payment.id, `${refusal.detail}: refunded`, now),
    );
    if (refunded) {
      await move(tx, order, 'refunded', { actor: 'system', note: 'Payment refunded in full.' }, now);
      return {
        kind: 'conflict' as const,
        detail: `${refusal.detail}; refunded in full`,
        message: refusal.message,
      };
    }
  } catch (error) {
    if (!(error instanceof payments.RefundFailed)) throw error;
    deps.log.error({ err: error, order: order.number }, 'the gateway refused an automatic refund');
  }
  return {
    kind: 'conflict' as const,
    detail: `${refusal.detail}. Refund it (POST /api/admin/orders/{id}/refund).`,
    message: refusal.message,
  };
}

/** Settle a paid order inside the payment's transaction (the payment row is locked by payments). */
async function settleOrder(deps: OrderDeps, tx: DbOrTx, payment: Payment, now: Date) {
  const order = await repo.lockOrder(tx, payment.reference);
  if (!order) throw new Error(`payment ${payment.id} has no order ${payment.reference}`);
  if (order.status === 'pending_payment') {
    await move(tx, order, 'paid', { actor: 'gateway', note: `Payment ${payment.paymentId} received.` }, now);
    await recordNoCostEmi(tx, order, payment);
    const lines = await repo.linesOf(tx, [order.id]);
    await cart.removeOrdered(
      tx,
      order.userId,
      lines
        .filter((l) => l.productId)
        .map((l) => ({ productId: l.productId!, variantId: l.variantId, profileId: l.forProfileId })),
    );
    return { kind: 'settled' as const, userId: order.userId, created: true };
  }
  if (order.status !== 'cancelled' || !order.stockReleasedAt || order.refundedAt) {
    // Paid already (a second verify, a webhook after the browser): nothing more to do.
    return { kind: 'settled' as const, userId: order.userId, created: false };
  }
  // The payment came after the order was closed. An order the member or staff cancelled, or one a newer
  // checkout replaced, stays closed and its payment goes back; a lapsed one is honoured when every piece
  // is still there.
  const refusal = await lateRefusal(tx, order);
  if (refusal) return refundUnhonoured(tx, deps, order, payment, refusal, now);
  const lines = await repo.linesOf(tx, [order.id]);
  try {
    await tx.transaction(async (sp) => {
      const reservations = reservationsOf(lines);
      await takeAgain(sp, order, now);
      await takeStock(sp, reservations);
      await holdPreOrders(
        sp,
        reservations.filter((r) => r.reserved === 'pre_order'),
      );
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refundUnhonoured(
      tx,
      deps,
      order,
      payment,
      {
        detail: `order ${order.number} was cancelled when its reservation lapsed and ${error.message}`,
        message: LIFECYCLE_MESSAGES.latePaymentRefund,
      },
      now,
    );
  }
  const reopened = await repo.updateOrder(tx, order.id, { stockReleasedAt: null, cancelledAt: null });
  await move(
    tx,
    reopened,
    'paid',
    {
      actor: 'gateway',
      note: `Payment ${payment.paymentId} arrived after the reservation lapsed; the pieces were still available.`,
    },
    now,
  );
  await recordNoCostEmi(tx, order, payment);
  await cart.removeOrdered(
    tx,
    order.userId,
    lines
      .filter((l) => l.productId)
      .map((l) => ({ productId: l.productId!, variantId: l.variantId, profileId: l.forProfileId })),
  );
  return { kind: 'settled' as const, userId: order.userId, created: true };
}

/** The handler payments calls for purpose 'order' (registered by orders/routes.ts). */
export function orderPaymentHandler(deps: OrderDeps): PaymentHandler {
  return {
    settle: (tx, payment, now) => settleOrder(deps, tx, payment, now),
    checkEmi: (payment, months) => emiProblem(deps.db, payment, months),
    async afterConflict(payment) {
      // The automatic refund's receipt (a receipt for money always goes out).
      const order = await repo.findById(deps.db, payment.reference);
      if (order?.status === 'refunded') await notify(deps, order.id, ['refunded']);
    },
    async afterSettled(payment) {
      await notify(deps, payment.reference, ['confirmed']);
    },
    async nextStep(payment) {
      const order = await repo.findById(deps.db, payment.reference);
      if (!order) throw new Error(`payment ${payment.id} has no order ${payment.reference}`);
      return { needsPasswordSetup: false, userId: order.userId, token: null, orderNumber: order.number };
    },
  };
}
