import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Payment, PaymentHandler } from '../../lib/payments/handlers.ts';
import * as cart from '../cart/service.ts';
import * as payments from '../payments/service.ts';
import { emiProblem, recordNoCostEmi } from './emi.ts';
import { LIFECYCLE_MESSAGES, move, release, takeAgain } from './lifecycle.ts';
import type { OrderDeps } from './order-deps.ts';
import { notify } from './order-notices.ts';
import * as repo from './repo.ts';
import { holdPreOrders, reservationsOf, takeStock } from './reservations.ts';

/**
 * A payment meets its order: settled as paid, refused when it came too late or for a replaced checkout
 * (and refunded), or a ₹0 order settled at placement. Each runs under the order's row lock, so the
 * webhook, the browser's verify call and the reservation job never act on one order twice.
 */

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
