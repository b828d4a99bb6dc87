import type {
  PaymentPurpose,
  PaymentStatusResponse,
  SandboxCompleteResponse,
  VerifyPaymentResponse,
} from '../../../contracts/payments.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';
import type { Payment } from '../../lib/payments/handlers.ts';
import type { SandboxGateway } from '../../lib/payments/sandbox.ts';
import { gatewayId } from '../../lib/payments/signatures.ts';
import * as repo from './repo.ts';
import { gatewayEmiMonths, type PaymentDeps, settlePayment } from './settlement.ts';
import { handleWebhook } from './webhook.ts';

export type { Payment } from '../../lib/payments/handlers.ts';
export type { PaymentDeps } from './settlement.ts';
export { handleWebhook } from './webhook.ts';

export const MESSAGES = {
  initiateFailed: 'Failed to initiate payment. Please try again.',
  orderUnknown: 'We could not find this payment. Please start the payment again.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  sandboxFailed: 'Payment failed. No money was taken.',
  emiUnavailable: 'EMI is not available for this payment. Please pay it in full.',
} as const;

export interface OpenPaymentInput {
  purpose: PaymentPurpose;
  /** The owner's id for what is paid. */
  reference: string;
  /** Decided by the owner from its own tables, never by the client. */
  amountPaise: number;
  userId?: string | null;
  /** Shown in the gateway's dashboard. */
  notes?: Record<string, string>;
  /** For the record: what is paid ("premium", "order RS-2026-000123"). */
  label: string;
}

export interface OpenedPayment {
  id: string;
  amountPaise: number;
  currency: 'INR';
  provider: PaymentGateway['provider'];
  keyId: string | null;
}

/**
 * Open a payment at the gateway for the owner's purpose. The payment row and a 'create-order' event are
 * stored together, in one transaction with the owner's own rows (`withinTx`), so an order is never half
 * made. A gateway that does not answer is recorded and reported as a 503.
 */
export async function openPayment(
  deps: Pick<PaymentDeps, 'db' | 'gateway'>,
  input: OpenPaymentInput,
  withinTx?: (tx: DbOrTx, paymentId: string) => Promise<void>,
): Promise<OpenedPayment> {
  const { db, gateway } = deps;
  let order: Awaited<ReturnType<typeof gateway.createOrder>>;
  try {
    order = await gateway.createOrder({
      amountPaise: input.amountPaise,
      currency: 'INR',
      receipt: gatewayId('rcpt', 20),
      notes: { purpose: input.purpose, ...input.notes },
    });
  } catch (err) {
    await repo.insertEvent(db, {
      source: 'create-order',
      outcome: 'failure',
      detail: `the gateway did not open an order for ${input.label}`,
    });
    throw new AppError('UNAVAILABLE', MESSAGES.initiateFailed, undefined, err).keyed(
      'payment.initiateFailed',
    );
  }
  await db.transaction(async (tx) => {
    // The payment and its 'create-order' event in one statement, then the owner's rows.
    await repo.insertOpened(
      tx,
      {
        id: order.id,
        provider: gateway.provider,
        purpose: input.purpose,
        reference: input.reference,
        userId: input.userId ?? null,
        amountPaise: input.amountPaise,
      },
      `order of ${input.amountPaise} paise for ${input.label}`,
    );
    await withinTx?.(tx, order.id);
  });
  return {
    id: order.id,
    amountPaise: input.amountPaise,
    currency: 'INR',
    provider: gateway.provider,
    keyId: gateway.keyId,
  };
}

export interface VerifyInput {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  /** What else the browser sent (the joining fee's plan...): its owner may check it. */
  [claim: string]: unknown;
}

/**
 * The checkout's signed result. The signature is checked against the STORED payment id; then the
 * payment is settled (idempotent: a replay answers the same next step). Every attempt is recorded.
 */
export async function verifyPayment(deps: PaymentDeps, body: VerifyInput): Promise<VerifyPaymentResponse> {
  const { db, gateway } = deps;
  const paymentId = body.razorpay_payment_id;
  const payment = await repo.findPayment(db, body.razorpay_order_id);
  if (!payment) {
    await repo.insertEvent(db, {
      source: 'verify',
      paymentId,
      outcome: 'ignored',
      detail: `unknown order ${body.razorpay_order_id}`,
    });
    throw notFound(MESSAGES.orderUnknown).keyed('payment.unknown');
  }
  const event = { orderId: payment.id, source: 'verify', paymentId };
  if (!gateway.verifyPaymentSignature(payment.id, paymentId, body.razorpay_signature)) {
    await repo.insertEvent(db, {
      ...event,
      outcome: 'invalid_signature',
      detail: 'checkout signature did not match',
    });
    throw badRequest(MESSAGES.verificationFailed).keyed('payment.verificationFailed');
  }
  const handler = deps.handlers.get(payment.purpose);
  const problem = await handler.checkClaim?.(payment, body);
  if (problem) {
    await repo.insertEvent(db, { ...event, outcome: 'failure', detail: problem.detail });
    throw badRequest(problem.message, problem.field ? { [problem.field]: [problem.message] } : undefined);
  }
  // Razorpay's checkout result names no method: for an owner that offers EMI, the gateway tells the plan
  // (the sandbox's webhook already did).
  const open = payment.status === 'created' || payment.status === 'failed';
  const emiMonths = open && handler.checkEmi ? await gatewayEmiMonths(deps, paymentId) : null;
  const result = await settlePayment(deps, payment.id, { source: 'verify', paymentId, emiMonths });
  if (result.kind === 'conflict') throw new AppError('CONFLICT', result.message);
  if (result.kind !== 'settled')
    throw badRequest(MESSAGES.verificationFailed).keyed('payment.verificationFailed');
  return { success: true, ...(await handler.nextStep(result.payment)) };
}

const STATUS_NAMES = {
  created: 'pending',
  failed: 'failed',
  paid: 'paid',
  refunded: 'refunded',
} as const satisfies Record<Payment['status'], PaymentStatusResponse['status']>;

/**
 * Where a payment stands. With Razorpay, a payment we have not seen paid is asked about at the gateway
 * (the checkout callback or the webhook may not have arrived) and settled when it is. Only the browser
 * that proves it owns the payment (to its owner's handler) learns more than the status.
 */
export async function paymentStatus(
  deps: PaymentDeps,
  id: string,
  ownerToken: string | undefined,
): Promise<PaymentStatusResponse> {
  let payment = await repo.findPayment(deps.db, id);
  if (!payment) throw notFound(MESSAGES.orderUnknown).keyed('payment.unknown');
  if ((payment.status === 'created' || payment.status === 'failed') && deps.gateway.provider === 'razorpay') {
    try {
      const remote = await deps.gateway.fetchOrderStatus(payment.id);
      if (remote.paid && remote.paymentId) {
        await settlePayment(deps, payment.id, {
          source: 'status-poll',
          paymentId: remote.paymentId,
          emiMonths: deps.handlers.get(payment.purpose).checkEmi
            ? await gatewayEmiMonths(deps, remote.paymentId)
            : null,
        });
        payment = (await repo.findPayment(deps.db, id)) ?? payment;
      }
    } catch (err) {
      deps.log.warn({ err, orderId: id }, 'could not ask the gateway about an order');
    }
  }
  const status = STATUS_NAMES[payment.status];
  if (status !== 'paid') return { status };
  const view = await deps.handlers.get(payment.purpose).ownerView?.(payment, ownerToken);
  return view ? { status, ...view } : { status };
}

export {
  onRefunded,
  RefundFailed,
  type RefundListener,
  recordRefundFailure,
  refundInTransaction,
} from './refunds.ts';

/**
 * The member's payment for this purpose still open (created, not paid, failed or refunded), for the same
 * amount, whose reference starts with `referencePrefix`: the owner hands it out again rather than opening
 * a second one for the same thing.
 */
export async function findOpenPayment(db: DbOrTx, open: repo.OpenPaymentQuery) {
  return repo.findOpenPayment(db, open);
}

/** Within an opening transaction: one opening at a time for this key (e.g. one member's upgrade). */
export async function lockOpeningFor(tx: DbOrTx, key: string) {
  await repo.lockKey(tx, `payment-opening:${key}`);
}

/** Payments by purpose and status, for the operator's metrics. */
export function paymentCounts(db: DbOrTx) {
  return repo.countsByPurposeAndStatus(db);
}

/** A payment's status for its owner's lists (e.g. whether a joining fee was refunded). */
export async function findPayment(db: DbOrTx, id: string) {
  return repo.findPayment(db, id);
}

/**
 * The payments that count as revenue for these purposes: verified (paid) and not refunded (a refunded
 * payment moves to 'refunded'), with who paid, the amount in paise and when it was paid. A subquery that a
 * report joins on `userId`; what "standing" means stays here, with the payments.
 */
export function standingPayments(db: DbOrTx, purposes: readonly PaymentPurpose[]) {
  return repo.standingPayments(db, purposes);
}
export type StandingPayments = ReturnType<typeof repo.standingPayments>;

function webhookBody(event: string, entity: Record<string, unknown>, now: Date): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event,
    contains: ['payment'],
    payload: { payment: { entity } },
    created_at: Math.floor(now.getTime() / 1000),
  });
}

/**
 * The sandbox checkout's answer. Success makes a payment id, then delivers a signed payment.captured
 * webhook to our own webhook handler (the same path Razorpay's webhooks take) and answers what
 * Razorpay's checkout would. Failure delivers payment.failed. A payment already paid answers its result
 * again, without a second capture.
 */
export async function completeSandbox(
  deps: PaymentDeps & { gateway: SandboxGateway },
  orderId: string,
  outcome: 'success' | 'failure',
  proof: { userId: string | null; ownerToken?: string },
  now = new Date(),
  emiMonths?: number,
): Promise<SandboxCompleteResponse> {
  const { db, gateway } = deps;
  const payment = await repo.findPayment(db, orderId);
  if (payment?.provider !== 'sandbox') throw notFound(MESSAGES.orderUnknown).keyed('payment.unknown');
  // Only the one paying may complete the payment (as only she sees a gateway's checkout): the signed-in
  // member it belongs to, or the applicant holding its verification token. Anyone else: unknown.
  const payer =
    (payment.userId !== null && payment.userId === proof.userId) ||
    (await deps.handlers.get(payment.purpose).isPayer?.(payment, proof.ownerToken)) === true;
  if (!payer) throw notFound(MESSAGES.orderUnknown).keyed('payment.unknown');
  if (emiMonths !== undefined && outcome === 'success') {
    // EMI is the owner's offer to make (orders: from the member's sixth paid order): asked first, so an
    // order that is not eligible is refused before anything is captured.
    const handler = deps.handlers.get(payment.purpose);
    const problem = handler.checkEmi
      ? await handler.checkEmi(payment, emiMonths)
      : {
          message: MESSAGES.emiUnavailable,
          detail: `EMI asked for a ${payment.purpose} payment, which offers none`,
        };
    if (problem) {
      await repo.insertEvent(db, {
        orderId: payment.id,
        source: 'sandbox-checkout',
        outcome: 'failure',
        detail: problem.detail,
      });
      throw badRequest(problem.message);
    }
  }
  const settled = payment.status === 'paid' || payment.status === 'refunded';
  const result = (paymentId: string) => ({
    razorpay_order_id: payment.id,
    razorpay_payment_id: paymentId,
    razorpay_signature: gateway.signPayment(payment.id, paymentId),
  });
  const deliver = async (event: string, entity: Record<string, unknown>) => {
    const raw = webhookBody(event, entity, now);
    await handleWebhook(deps, raw, gateway.signWebhook(raw), gatewayId('evt'));
  };
  const entity = (id: string, status: string) => ({
    id,
    entity: 'payment',
    order_id: payment.id,
    amount: payment.amountPaise,
    currency: payment.currency,
    status,
    // The plan chosen in the dialog, reported as Razorpay reports a payment by its EMI method.
    ...(emiMonths !== undefined && status === 'captured'
      ? { method: 'emi', emi: { issuer: 'SANDBOX', type: 'credit', rate: '0', duration: String(emiMonths) } }
      : { method: 'card' }),
    created_at: Math.floor(now.getTime() / 1000),
  });

  if (outcome === 'success') {
    if (settled && payment.paymentId) {
      await repo.insertEvent(db, {
        orderId: payment.id,
        source: 'sandbox-checkout',
        paymentId: payment.paymentId,
        outcome: 'duplicate',
        detail: 'order already paid: the same result again',
      });
      return result(payment.paymentId);
    }
    const paymentId = gatewayId('pay');
    await repo.insertEvent(db, {
      orderId: payment.id,
      source: 'sandbox-checkout',
      paymentId,
      outcome: 'success',
      detail: 'test card payment captured',
    });
    await deliver('payment.captured', entity(paymentId, 'captured'));
    // Two completions racing: answer the payment that settled the order.
    const after = await repo.findPayment(db, payment.id);
    return result(after?.paymentId ?? paymentId);
  }
  const paymentId = gatewayId('pay');
  await repo.insertEvent(db, {
    orderId: payment.id,
    source: 'sandbox-checkout',
    paymentId,
    outcome: settled ? 'ignored' : 'failure',
    detail: settled ? 'failed attempt on a paid order: no change' : 'test card payment failed',
  });
  await deliver('payment.failed', {
    ...entity(paymentId, 'failed'),
    error_code: 'BAD_REQUEST_ERROR',
    error_description: MESSAGES.sandboxFailed,
  });
  return { status: 'failed', error: { description: MESSAGES.sandboxFailed } };
}
