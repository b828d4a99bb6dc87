import type { Db, DbOrTx } from '../../db/client.ts';
import type { Log } from '../../lib/logger.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';
import type { Payment, PaymentHandlers } from '../../lib/payments/handlers.ts';
import { RefundFailed, refundInTransaction } from './refunds.ts';
import * as repo from './repo.ts';

/** What the payment services need: the database, the gateway, the owners' handlers and a logger. */
export interface PaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  handlers: PaymentHandlers;
  log: Log;
}

type Outcome = repo.EventOutcome;

/**
 * What the gateway says of a payment's EMI plan (months, or null when not paid by EMI). A gateway that
 * cannot answer leaves it unknown (null) rather than holding up the settlement.
 */
export async function gatewayEmiMonths(deps: PaymentDeps, paymentId: string): Promise<number | null> {
  if (!deps.gateway.fetchEmiMonths) return null;
  try {
    return await deps.gateway.fetchEmiMonths(paymentId);
  } catch (err) {
    deps.log.warn({ err, paymentId }, 'could not ask the gateway about an EMI plan');
    return null;
  }
}

export interface EventInput {
  /** verify, webhook, status-poll, sandbox-checkout... */
  source: string;
  paymentId?: string | null;
  /** A gateway event id (webhooks): an event is acted on once. */
  eventId?: string | null;
  /** Prefix for the event's detail (e.g. the webhook's event name). */
  label?: string;
}

export type SettleResult =
  | { kind: 'unknown_order' }
  | { kind: 'duplicate' }
  | { kind: 'amount_mismatch' }
  /** Paid, but the owner could not honour it (see the event's detail): it is to be refunded. */
  | { kind: 'conflict'; payment: Payment; message: string }
  | { kind: 'settled'; payment: Payment; userId: string | null; created: boolean };

export type FailureResult = 'unknown_order' | 'duplicate' | 'failed' | 'ignored';

function record(tx: DbOrTx, orderId: string | null, input: EventInput, outcome: Outcome, detail: string) {
  return repo.insertEvent(tx, {
    orderId,
    source: input.source,
    eventId: input.eventId ?? null,
    paymentId: input.paymentId ?? null,
    outcome,
    detail: input.label ? `${input.label}: ${detail}` : detail,
  });
}

/**
 * Open the transaction of one payment message: lock the payment and drop a replayed gateway event (a
 * replay is recorded as 'duplicate', without its event id). Answers the locked payment, or a result.
 */
async function lockForEvent(
  tx: DbOrTx,
  id: string,
  input: EventInput,
): Promise<Payment | 'unknown_order' | 'duplicate'> {
  const payment = await repo.lockPayment(tx, id);
  if (input.eventId && (await repo.eventSeen(tx, input.eventId))) {
    await record(
      tx,
      payment?.id ?? null,
      { ...input, eventId: null },
      'duplicate',
      `replay of ${input.eventId}`,
    );
    return 'duplicate';
  }
  if (!payment) {
    await record(tx, null, input, 'ignored', `unknown order ${id}`);
    return 'unknown_order';
  }
  return payment;
}

/**
 * A payment its owner could not honour goes back at once, through the gateway, in a savepoint of the
 * settlement (an owner may have refunded it already: then nothing happens). A gateway that refuses
 * leaves it paid and on record for staff. Answers the words for the record.
 */
async function refundUnhonoured(tx: DbOrTx, deps: PaymentDeps, id: string, why: string, now: Date) {
  try {
    const refunded = await tx.transaction((sp) =>
      refundInTransaction(sp, deps.gateway, id, `not honoured (${why}): refunded automatically`, now),
    );
    return refunded ? '; refunded automatically' : '';
  } catch (error) {
    if (!(error instanceof RefundFailed)) throw error;
    deps.log.error({ err: error, orderId: id }, 'the gateway refused an automatic refund: refund it by hand');
    return '; the automatic refund failed: refund it by hand';
  }
}

/**
 * Settle a paid payment: the one function behind verify, the webhook and the status poll, for every
 * purpose. In one transaction, with the payment row locked: mark it paid (once; paid never moves back)
 * and hand it to the handler of its purpose, which does the owner's work exactly once whatever the order
 * and number of calls. The handler's after-commit step (the receipt) runs once, after the commit.
 */
export async function settlePayment(
  deps: PaymentDeps,
  id: string,
  input: EventInput & { paymentId: string; amountPaise?: number; emiMonths?: number | null },
  now = new Date(),
): Promise<SettleResult> {
  const handler = (payment: Payment) => deps.handlers.get(payment.purpose);
  const result = await deps.db.transaction(async (tx): Promise<SettleResult> => {
    const payment = await lockForEvent(tx, id, input);
    if (typeof payment === 'string') return { kind: payment };
    if (input.amountPaise !== undefined && input.amountPaise !== payment.amountPaise) {
      await record(
        tx,
        payment.id,
        input,
        'amount_mismatch',
        `payment of ${input.amountPaise} paise for an order of ${payment.amountPaise}: not settled`,
      );
      return { kind: 'amount_mismatch' };
    }
    let current = payment;
    let note = 'order paid';
    const fresh = payment.status === 'created' || payment.status === 'failed';
    if (fresh) {
      // The EMI plan the gateway reported is recorded with the settlement that marks the payment paid,
      // and only then: a replay (the verify after the webhook, or the other way round) never changes it.
      const paid = {
        status: 'paid' as const,
        paymentId: input.paymentId,
        paidAt: now,
        emiMonths: input.emiMonths ?? null,
      };
      current = { ...payment, ...paid };
      await repo.updatePayment(tx, payment.id, paid, now);
    } else {
      note =
        payment.paymentId === input.paymentId
          ? `order already ${payment.status}`
          : `order already ${payment.status} by ${payment.paymentId}`;
    }
    const outcome = await handler(current).settle(tx, current, now, fresh);
    if (outcome.kind === 'conflict') {
      const refund = await refundUnhonoured(tx, deps, payment.id, outcome.detail, now);
      await record(tx, payment.id, input, 'ignored', `${note}; ${outcome.detail}${refund}`);
      return { kind: 'conflict', payment: current, message: outcome.message };
    }
    if (outcome.userId && current.userId !== outcome.userId) {
      current = { ...current, userId: outcome.userId };
      await repo.updatePayment(tx, payment.id, { userId: outcome.userId }, now);
    }
    await record(
      tx,
      payment.id,
      input,
      'success',
      outcome.created ? `${note}; settled for ${payment.purpose}` : `${note}; already settled`,
    );
    return { kind: 'settled', payment: current, userId: outcome.userId, created: outcome.created };
  });
  if (result.kind === 'settled' && result.created) {
    try {
      await handler(result.payment).afterSettled?.(result.payment);
    } catch (err) {
      deps.log.error({ err, orderId: result.payment.id }, 'the after-payment step failed');
    }
  }
  if (result.kind === 'conflict') {
    deps.log.warn({ orderId: result.payment.id }, 'paid, but its owner could not honour it');
    try {
      await handler(result.payment).afterConflict?.(result.payment);
    } catch (err) {
      deps.log.error({ err, orderId: result.payment.id }, 'the after-conflict step failed');
    }
  }
  return result;
}

/** A failed payment: an open payment becomes failed; a paid or refunded one never moves back. */
export async function recordFailure(
  deps: PaymentDeps,
  id: string,
  input: EventInput,
  now = new Date(),
): Promise<FailureResult> {
  return deps.db.transaction(async (tx): Promise<FailureResult> => {
    const payment = await lockForEvent(tx, id, input);
    if (typeof payment === 'string') return payment;
    if (payment.status === 'created' || payment.status === 'failed') {
      if (payment.status === 'created') await repo.updatePayment(tx, payment.id, { status: 'failed' }, now);
      await record(tx, payment.id, input, 'failure', 'payment failed');
      return 'failed';
    }
    await record(
      tx,
      payment.id,
      input,
      'ignored',
      `payment failed, but the order is ${payment.status}: no change`,
    );
    return 'ignored';
  });
}
