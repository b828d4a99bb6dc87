import type { FastifyBaseLogger } from 'fastify';
import { PLAN_LABELS } from '../../../contracts/membership.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { formatRupees } from '../../lib/money.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { paymentReceivedEmail } from '../../lib/notify/templates.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';
import * as applicationsRepo from '../applications/repo.ts';
import type { PaymentOrder } from './repo.ts';
import * as repo from './repo.ts';

/** What the payment services need: the database, the notifier, the gateway and a logger. */
export interface PaymentDeps {
  db: Db;
  notifier: Notifier;
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

type Outcome = repo.EventOutcome;

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
  /** Paid, but the contact already has an account made by someone else: no application was made. */
  | { kind: 'conflict'; order: PaymentOrder }
  | { kind: 'settled'; order: PaymentOrder; userId: string; created: boolean };

export type FailureResult = 'unknown_order' | 'duplicate' | 'failed' | 'ignored';

/** Commission in paise at the advisor's rate (a percentage with two decimals, e.g. "10.00"). */
export function commissionPaise(amountPaise: number, rate: string): number {
  const basisPoints = Math.round(Number(rate) * 100);
  return Math.round((amountPaise * basisPoints) / 10_000);
}

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
 * Open the transaction of one payment message: lock the order and drop a replayed gateway event (a
 * replay is recorded as 'duplicate', without its event id). Answers the locked order, or a result.
 */
async function lockForEvent(
  tx: DbOrTx,
  orderId: string,
  input: EventInput,
): Promise<PaymentOrder | 'unknown_order' | 'duplicate'> {
  const order = await repo.lockOrder(tx, orderId);
  if (input.eventId && (await repo.eventSeen(tx, input.eventId))) {
    await record(
      tx,
      order?.id ?? null,
      { ...input, eventId: null },
      'duplicate',
      `replay of ${input.eventId}`,
    );
    return 'duplicate';
  }
  if (!order) {
    await record(tx, null, input, 'ignored', `unknown order ${orderId}`);
    return 'unknown_order';
  }
  return order;
}

/** The applicant's user, card account, application and advisor referral; undefined if the contact is taken. */
async function createApplicant(tx: DbOrTx, order: PaymentOrder, now: Date) {
  const userId = await repo.insertApplicantUser(
    tx,
    order.channel === 'email' ? { email: order.contact } : { phone: order.contact },
  );
  if (!userId) return undefined;
  await repo.insertAccount(tx, { userId, currentPlan: order.plan, cardStatus: 'pending_review' });
  const applicationId = await applicationsRepo.insertApplication(tx, {
    userId,
    orderId: order.id,
    plan: order.plan,
    amountPaise: order.amountPaise,
    advisorCodeId: order.advisorCodeId,
    createdAt: now,
  });
  const advisor = await repo.findAdvisor(tx, order.advisorCodeId);
  const rate = advisor?.commissionRate ?? '0';
  await applicationsRepo.insertReferral(tx, {
    advisorCodeId: order.advisorCodeId,
    applicationId,
    userId,
    amountPaise: order.amountPaise,
    commissionRate: rate,
    commissionPaise: commissionPaise(order.amountPaise, rate),
    createdAt: now,
  });
  await repo.updateOrder(tx, order.id, { userId }, now);
  return userId;
}

/**
 * Settle a paid order: the one function behind verify, the webhook and the status poll. In one
 * transaction, with the order row locked: mark it paid (once; paid never moves back) and, if it has no
 * account yet, create the user, card account, application and referral. Whatever the order and number of
 * calls, that happens exactly once. The applicant hears about it after the commit, once.
 */
export async function settleOrder(
  deps: PaymentDeps,
  orderId: string,
  input: EventInput & { paymentId: string; amountPaise?: number },
  now = new Date(),
): Promise<SettleResult> {
  const result = await deps.db.transaction(async (tx): Promise<SettleResult> => {
    const order = await lockForEvent(tx, orderId, input);
    if (typeof order === 'string') return { kind: order };
    if (input.amountPaise !== undefined && input.amountPaise !== order.amountPaise) {
      await record(
        tx,
        order.id,
        input,
        'amount_mismatch',
        `payment of ${input.amountPaise} paise for an order of ${order.amountPaise}: not settled`,
      );
      return { kind: 'amount_mismatch' };
    }
    let current = order;
    let note = 'order paid';
    if (order.status === 'created' || order.status === 'failed') {
      current = { ...order, status: 'paid', paymentId: input.paymentId, paidAt: now };
      await repo.updateOrder(tx, order.id, { status: 'paid', paymentId: input.paymentId, paidAt: now }, now);
    } else {
      note =
        order.paymentId === input.paymentId
          ? `order already ${order.status}`
          : `order already ${order.status} by ${order.paymentId}`;
    }
    if (current.userId) {
      await record(tx, order.id, input, 'success', `${note}; already settled`);
      return { kind: 'settled', order: current, userId: current.userId, created: false };
    }
    const userId = await createApplicant(tx, current, now);
    if (!userId) {
      await record(
        tx,
        order.id,
        input,
        'ignored',
        `${note}; an account with this ${current.channel === 'email' ? 'e-mail' : 'phone'} already exists, so no application was made: refund the payment`,
      );
      return { kind: 'conflict', order: current };
    }
    await record(tx, order.id, input, 'success', `${note}; account and application created`);
    return { kind: 'settled', order: { ...current, userId }, userId, created: true };
  });
  if (result.kind === 'settled' && result.created) await notifyPaymentReceived(deps, result.order);
  if (result.kind === 'conflict') {
    deps.log.warn({ orderId: result.order.id }, 'paid order for a contact that already has an account');
  }
  return result;
}

/** A failed payment: an open order becomes failed; a paid or refunded order never moves back. */
export async function recordFailure(
  deps: PaymentDeps,
  orderId: string,
  input: EventInput,
  now = new Date(),
): Promise<FailureResult> {
  return deps.db.transaction(async (tx): Promise<FailureResult> => {
    const order = await lockForEvent(tx, orderId, input);
    if (typeof order === 'string') return order;
    if (order.status === 'created' || order.status === 'failed') {
      if (order.status === 'created') await repo.updateOrder(tx, order.id, { status: 'failed' }, now);
      await record(tx, order.id, input, 'failure', 'payment failed');
      return 'failed';
    }
    await record(
      tx,
      order.id,
      input,
      'ignored',
      `payment failed, but the order is ${order.status}: no change`,
    );
    return 'ignored';
  });
}

/** E-mail (or text) the applicant that the fee arrived. A failure here never undoes the payment. */
async function notifyPaymentReceived(deps: PaymentDeps, order: PaymentOrder) {
  const amount = formatRupees(order.amountPaise);
  const plan = PLAN_LABELS[order.plan];
  try {
    if (order.channel === 'email') {
      await deps.notifier.email({ to: order.contact, ...paymentReceivedEmail(plan, amount) });
    } else {
      await deps.notifier.sms({
        to: order.contact,
        text: `Roslis: we received your joining fee of ${amount} for the ${plan} card. Your application is under review (3-5 business days).`,
      });
    }
  } catch (err) {
    deps.log.error({ err, orderId: order.id }, 'payment receipt could not be sent');
  }
}
