import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';
import type { Payment } from '../../lib/payments/handlers.ts';
import * as repo from './repo.ts';

const REFUND_FAILED = 'The refund could not be made. Please try again.';

/** A refund could not be made at the gateway: the caller's transaction rolls back; record it after. */
export class RefundFailed extends AppError {
  constructor(
    readonly paymentRowId: string,
    readonly gatewayPaymentId: string | null,
    cause: unknown,
  ) {
    super('UNAVAILABLE', REFUND_FAILED, undefined, cause);
  }
}

/**
 * Called in the refund's transaction, after the payment is marked refunded: a domain that keeps
 * something derived from payments (the advisors' commissions) undoes it there, so the refund and its
 * consequences commit together. Listeners are registered by name, once per name (a second app in the
 * same process replaces the same stateless listener); payments never imports the domains it serves.
 */
export type RefundListener = (tx: DbOrTx, payment: Payment, now: Date) => Promise<void>;
const refundListeners = new Map<string, RefundListener>();

export function onRefunded(name: string, listener: RefundListener) {
  refundListeners.set(name, listener);
}

/**
 * Refund a paid payment in full, inside the owner's transaction (which holds its own rows locked, so
 * two staff cannot refund twice): the payment row is locked too. A payment that is not paid (never
 * paid, or already refunded) is left as it is. Throws RefundFailed when the gateway refuses.
 */
export async function refundInTransaction(
  tx: DbOrTx,
  gateway: PaymentGateway,
  id: string,
  reason: string,
  now = new Date(),
): Promise<boolean> {
  const payment = await repo.lockPayment(tx, id);
  if (payment?.status !== 'paid' || !payment.paymentId) return false;
  let refund: { id: string };
  try {
    refund = await gateway.refund(payment.paymentId, payment.amountPaise);
  } catch (error) {
    throw new RefundFailed(payment.id, payment.paymentId, error);
  }
  await repo.updatePayment(tx, payment.id, { status: 'refunded', refundId: refund.id, refundedAt: now }, now);
  const refunded = { ...payment, status: 'refunded' as const, refundId: refund.id, refundedAt: now };
  for (const listener of refundListeners.values()) await listener(tx, refunded, now);
  await repo.insertEvent(tx, {
    orderId: payment.id,
    source: 'refund',
    paymentId: payment.paymentId,
    outcome: 'success',
    detail: `refund ${refund.id} of ${payment.amountPaise} paise: ${reason}`,
  });
  return true;
}

/** Outside the rolled-back transaction: the refused refund stays on record. */
export async function recordRefundFailure(db: DbOrTx, failure: RefundFailed, detail: string) {
  await repo.insertEvent(db, {
    orderId: failure.paymentRowId,
    source: 'refund',
    paymentId: failure.gatewayPaymentId,
    outcome: 'failure',
    detail,
  });
}
