import type { OrderStatus } from '../../../contracts/constants.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as audit from '../audit/service.ts';
import * as membership from '../membership/service.ts';
import * as payments from '../payments/service.ts';
import type { OrderEmailKind } from './emails.ts';
import type { OrderDeps } from './order-deps.ts';
import { notify } from './order-notices.ts';
import * as repo from './repo.ts';
import { releaseReservation } from './reservations.ts';
import { type Actor, canMove, illegalMoveMessage } from './state.ts';

export type { OrderDeps } from './order-deps.ts';

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
export async function move(tx: DbOrTx, order: repo.OrderRow, to: OrderStatus, change: Change, now: Date) {
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
export async function giveBack(tx: DbOrTx, order: repo.OrderRow, now: Date) {
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
export async function takeAgain(tx: DbOrTx, order: repo.OrderRow, now: Date) {
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
export async function release(tx: DbOrTx, order: repo.OrderRow, now: Date) {
  if (order.stockReleasedAt) return order;
  await releaseReservation(tx, await repo.linesOf(tx, [order.id]));
  return repo.updateOrder(tx, order.id, { stockReleasedAt: now });
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
