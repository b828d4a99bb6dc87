import type { TierId } from '../../../contracts/membership.ts';
import type {
  CreateOrderResponse,
  PaymentStatusResponse,
  SandboxCompleteResponse,
  VerifyPaymentResponse,
} from '../../../contracts/payments.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { paiseToPrice } from '../../lib/money.ts';
import type { SandboxGateway } from '../../lib/payments/sandbox.ts';
import { gatewayId } from '../../lib/payments/signatures.ts';
import * as onboarding from '../onboarding/service.ts';
import { issuePasswordToken } from '../passwords/tokens.ts';
import type { PaymentOrder } from './repo.ts';
import * as repo from './repo.ts';
import { type PaymentDeps, settleOrder } from './settlement.ts';
import { handleWebhook } from './webhook.ts';

export type { PaymentDeps } from './settlement.ts';
export { handleWebhook } from './webhook.ts';

export const MESSAGES = {
  verificationExpired: 'Your verification has expired. Please verify your email or phone again.',
  accountExists: 'You already have an account. Please login to upgrade your membership.',
  planUnavailable: 'This membership plan is not available. Please choose another plan.',
  invitationOnly: 'Platinum is by invitation only. Please choose Premium or Gold.',
  initiateFailed: 'Failed to initiate payment. Please try again.',
  orderUnknown: 'We could not find this payment. Please start the payment again.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  planMismatch: 'The plan does not match this payment. Please contact support.',
  contactTaken:
    'An account with this email or phone was created meanwhile. Your payment will be refunded; please contact support.',
  sandboxFailed: 'Payment failed. No money was taken.',
} as const;

export interface CreateOrderInput {
  plan: TierId;
  verificationToken: string;
  referralCode: string;
}

/**
 * Open a joining-fee order for a verified contact referred by an active advisor. The amount is the
 * tier's price from the table (DESIGN decision 4: whatever the client sends is ignored). The order and a
 * 'create-order' event are stored together. The ₹1 test tier only when `offer.testTier` (PAYMENTS_TEST_TIER).
 */
export async function createOrder(
  deps: PaymentDeps,
  input: CreateOrderInput,
  offer: { testTier: boolean } = { testTier: false },
): Promise<CreateOrderResponse> {
  const { db, gateway } = deps;
  const contact = await onboarding.verifiedContact(db, input.verificationToken);
  if (!contact) throw badRequest(MESSAGES.verificationExpired);
  const advisor = await onboarding.requireActiveAdvisor(db, input.referralCode);
  const contactFields = contact.channel === 'email' ? { email: contact.contact } : { phone: contact.contact };
  if (await onboarding.contactExists(db, contactFields))
    throw new AppError('CONFLICT', MESSAGES.accountExists);

  const tier = await repo.findTier(db, input.plan);
  if (!tier || tier.invitationOnly || !tier.purchasable) {
    const message = tier?.invitationOnly ? MESSAGES.invitationOnly : MESSAGES.planUnavailable;
    throw badRequest(message, { plan: [message] });
  }
  if (tier.sandboxOnly && !(offer.testTier && gateway.provider === 'sandbox')) {
    throw badRequest(MESSAGES.planUnavailable, { plan: [MESSAGES.planUnavailable] });
  }

  let order: Awaited<ReturnType<typeof gateway.createOrder>>;
  try {
    order = await gateway.createOrder({
      amountPaise: tier.pricePaise,
      currency: 'INR',
      receipt: gatewayId('rcpt', 20),
      notes: { plan: input.plan, advisor: advisor.code },
    });
  } catch (err) {
    await repo.insertEvent(db, {
      source: 'create-order',
      outcome: 'failure',
      detail: `the gateway did not open an order for ${input.plan}`,
    });
    throw new AppError('UNAVAILABLE', MESSAGES.initiateFailed, undefined, err);
  }
  await db.transaction(async (tx) => {
    await repo.insertOrder(tx, {
      id: order.id,
      provider: gateway.provider,
      plan: input.plan,
      amountPaise: tier.pricePaise,
      currency: 'INR',
      status: 'created',
      channel: contact.channel,
      contact: contact.contact,
      verificationTokenHash: sha256(input.verificationToken),
      advisorCodeId: advisor.id,
    });
    await repo.insertEvent(tx, {
      orderId: order.id,
      source: 'create-order',
      outcome: 'success',
      detail: `order of ${tier.pricePaise} paise for ${input.plan}`,
    });
  });
  return {
    id: order.id,
    amount: tier.pricePaise,
    currency: 'INR',
    price: paiseToPrice(tier.pricePaise),
    plan: input.plan,
    provider: gateway.provider,
    keyId: gateway.keyId,
  };
}

/** What the paying browser needs next: a password-setup token while the account has no password. */
async function nextStep(deps: PaymentDeps, userId: string) {
  const user = await repo.findUserContact(deps.db, userId);
  const needsPasswordSetup = !user?.passwordHash;
  const token = needsPasswordSetup ? await issuePasswordToken(deps.db, userId, 'setup') : null;
  return { needsPasswordSetup, userId, token };
}

export interface VerifyInput {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  plan?: TierId;
}

/**
 * The checkout's signed result. The signature is checked against the STORED order id; then the order
 * is settled (idempotent: a replay answers the same account and a fresh setup token). Every attempt is
 * recorded.
 */
export async function verifyPayment(deps: PaymentDeps, body: VerifyInput): Promise<VerifyPaymentResponse> {
  const { db, gateway } = deps;
  const paymentId = body.razorpay_payment_id;
  const order = await repo.findOrder(db, body.razorpay_order_id);
  if (!order) {
    await repo.insertEvent(db, {
      source: 'verify',
      paymentId,
      outcome: 'ignored',
      detail: `unknown order ${body.razorpay_order_id}`,
    });
    throw notFound(MESSAGES.orderUnknown);
  }
  const event = { orderId: order.id, source: 'verify', paymentId };
  if (!gateway.verifyPaymentSignature(order.id, paymentId, body.razorpay_signature)) {
    await repo.insertEvent(db, {
      ...event,
      outcome: 'invalid_signature',
      detail: 'checkout signature did not match',
    });
    throw badRequest(MESSAGES.verificationFailed);
  }
  if (body.plan !== undefined && body.plan !== order.plan) {
    await repo.insertEvent(db, {
      ...event,
      outcome: 'failure',
      detail: `plan ${body.plan} sent for an order of ${order.plan}`,
    });
    throw badRequest(MESSAGES.planMismatch, { plan: [MESSAGES.planMismatch] });
  }
  const result = await settleOrder(deps, order.id, { source: 'verify', paymentId });
  if (result.kind === 'conflict') throw new AppError('CONFLICT', MESSAGES.contactTaken);
  if (result.kind !== 'settled') throw badRequest(MESSAGES.verificationFailed);
  return { success: true, ...(await nextStep(deps, result.userId)) };
}

const STATUS_NAMES = {
  created: 'pending',
  failed: 'failed',
  paid: 'paid',
  refunded: 'refunded',
} as const satisfies Record<PaymentOrder['status'], PaymentStatusResponse['status']>;

/**
 * Where an order stands. With Razorpay, an order we have not seen paid is asked about at the gateway
 * (the checkout callback or the webhook may not have arrived) and settled when it is. Only the browser
 * holding the order's verification token learns more than the status: never any contact data.
 */
export async function paymentStatus(
  deps: PaymentDeps,
  orderId: string,
  ownerToken: string | undefined,
): Promise<PaymentStatusResponse> {
  let order = await repo.findOrder(deps.db, orderId);
  if (!order) throw notFound(MESSAGES.orderUnknown);
  if ((order.status === 'created' || order.status === 'failed') && deps.gateway.provider === 'razorpay') {
    try {
      const remote = await deps.gateway.fetchOrderStatus(order.id);
      if (remote.paid && remote.paymentId) {
        await settleOrder(deps, order.id, { source: 'status-poll', paymentId: remote.paymentId });
        order = (await repo.findOrder(deps.db, orderId)) ?? order;
      }
    } catch (err) {
      deps.log.warn({ err, orderId }, 'could not ask the gateway about an order');
    }
  }
  const status = STATUS_NAMES[order.status];
  const isOwner = ownerToken !== undefined && safeEqual(sha256(ownerToken), order.verificationTokenHash);
  if (status !== 'paid' || !isOwner || !order.userId) return { status };
  return { status, plan: order.plan as TierId, ...(await nextStep(deps, order.userId)) };
}

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
 * Razorpay's checkout would. Failure delivers payment.failed. An order already paid answers its result
 * again, without a second capture.
 */
export async function completeSandbox(
  deps: PaymentDeps & { gateway: SandboxGateway },
  orderId: string,
  outcome: 'success' | 'failure',
  now = new Date(),
): Promise<SandboxCompleteResponse> {
  const { db, gateway } = deps;
  const order = await repo.findOrder(db, orderId);
  if (order?.provider !== 'sandbox') throw notFound(MESSAGES.orderUnknown);
  const settled = order.status === 'paid' || order.status === 'refunded';
  const result = (paymentId: string) => ({
    razorpay_order_id: order.id,
    razorpay_payment_id: paymentId,
    razorpay_signature: gateway.signPayment(order.id, paymentId),
  });
  const deliver = async (event: string, entity: Record<string, unknown>) => {
    const raw = webhookBody(event, entity, now);
    await handleWebhook(deps, raw, gateway.signWebhook(raw), gatewayId('evt'));
  };
  const entity = (id: string, status: string) => ({
    id,
    entity: 'payment',
    order_id: order.id,
    amount: order.amountPaise,
    currency: order.currency,
    status,
    method: 'card',
    created_at: Math.floor(now.getTime() / 1000),
  });

  if (outcome === 'success') {
    if (settled && order.paymentId) {
      await repo.insertEvent(db, {
        orderId: order.id,
        source: 'sandbox-checkout',
        paymentId: order.paymentId,
        outcome: 'duplicate',
        detail: 'order already paid: the same result again',
      });
      return result(order.paymentId);
    }
    const paymentId = gatewayId('pay');
    await repo.insertEvent(db, {
      orderId: order.id,
      source: 'sandbox-checkout',
      paymentId,
      outcome: 'success',
      detail: 'test card payment captured',
    });
    await deliver('payment.captured', entity(paymentId, 'captured'));
    // Two completions racing: answer the payment that settled the order.
    const after = await repo.findOrder(db, order.id);
    return result(after?.paymentId ?? paymentId);
  }
  const paymentId = gatewayId('pay');
  await repo.insertEvent(db, {
    orderId: order.id,
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
