import { eq } from 'drizzle-orm';
import type { TierId } from '../../contracts/membership.ts';
import {
  type CheckoutResult,
  type CreateOrderResponse,
  ORDER_OWNER_HEADER,
} from '../../contracts/payments.ts';
import { payments } from '../db/schema/index.ts';
import { createSession } from '../domains/identity/service.ts';
import { gatewayId, signPayment, signWebhook } from '../lib/payments/signatures.ts';
import { type TestApp, testConfig } from './app.ts';

/**
 * Test helpers for the payment journey, through the real HTTP routes: prove a contact with a code
 * read from the outbox, open an order, pay it at the sandbox checkout and verify it.
 */
let counter = 0;
export const freshEmail = (prefix = 'applicant') => `${prefix}-${++counter}-${Date.now()}@example.test`;
/** A different client address per call, so the per-IP rate limits of the public routes stay out of the way. */
export const nextIp = () => `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${++counter & 255}`;
export const freshPhone = () =>
  `+9198${String(Date.now() % 1e6).padStart(6, '0')}${String(++counter % 100).padStart(2, '0')}`;

export async function verifiedToken(app: TestApp, contact: string, method: 'email' | 'phone' = 'email') {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/auth/send-verification',
    remoteAddress: nextIp(),
    payload: { contactMethod: method, contact },
  });
  if (sent.statusCode !== 200) throw new Error(`send-verification ${sent.statusCode} ${sent.body}`);
  const outbox = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(contact)}`,
  });
  const code = /\b(\d{6})\b/.exec(outbox.json()[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${contact}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-code',
    remoteAddress: nextIp(),
    payload: { contact, method, code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-code ${verified.statusCode} ${verified.body}`);
  return verified.json().verificationToken as string;
}

export function postCreateOrder(
  app: TestApp,
  payload: { plan: string; verificationToken: string; referralCode: string; amount?: unknown },
) {
  return app.inject({ method: 'POST', url: '/api/payment/create-order', payload, remoteAddress: nextIp() });
}

/** A verified contact with an open order (e-mail unless a phone is given). */
export async function openOrder(
  app: TestApp,
  referralCode: string,
  opts: { plan?: TierId; email?: string; phone?: string } = {},
) {
  const contact = opts.phone ?? opts.email ?? freshEmail();
  const verificationToken = await verifiedToken(app, contact, opts.phone ? 'phone' : 'email');
  const res = await postCreateOrder(app, { plan: opts.plan ?? 'premium', verificationToken, referralCode });
  if (res.statusCode !== 200) throw new Error(`create-order ${res.statusCode} ${res.body}`);
  return { contact, verificationToken, order: res.json() as CreateOrderResponse };
}

/**
 * The sandbox checkout's Pay (or Fail), as its payer: an applicant with her verification token
 * (`ownerToken`), a caller's own headers, or, by default, a session of the member the payment belongs to.
 */
export async function sandboxComplete(
  app: TestApp,
  orderId: string,
  outcome: 'success' | 'failure' = 'success',
  as: { ownerToken?: string; headers?: Record<string, string> } = {},
) {
  let headers = as.headers;
  if (as.ownerToken) headers = { ...headers, [ORDER_OWNER_HEADER]: as.ownerToken };
  if (!headers) {
    const [row] = await app.db
      .select({ userId: payments.userId })
      .from(payments)
      .where(eq(payments.id, orderId));
    if (row?.userId) {
      const session = await createSession(app.db, row.userId, 60 * 60 * 1000);
      headers = { authorization: `Bearer ${session.token}` };
    }
  }
  return app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/complete',
    payload: { orderId, outcome },
    headers,
    remoteAddress: nextIp(),
  });
}

export function postVerify(app: TestApp, payload: CheckoutResult & { plan?: string }) {
  return app.inject({ method: 'POST', url: '/api/payment/verify', payload, remoteAddress: nextIp() });
}

/** The whole joining flow: verified contact, order, sandbox payment, verify. */
export async function paidApplicant(
  app: TestApp,
  referralCode: string,
  opts: { plan?: TierId; email?: string; phone?: string } = {},
) {
  const opened = await openOrder(app, referralCode, opts);
  const paid = await sandboxComplete(app, opened.order.id, 'success', {
    ownerToken: opened.verificationToken,
  });
  if (paid.statusCode !== 200) throw new Error(`sandbox complete ${paid.statusCode} ${paid.body}`);
  const verified = await postVerify(app, paid.json());
  if (verified.statusCode !== 200) throw new Error(`verify ${verified.statusCode} ${verified.body}`);
  const body = verified.json() as { userId: string; token: string | null; needsPasswordSetup: boolean };
  return { ...opened, checkout: paid.json() as CheckoutResult, ...body };
}

/** A webhook as Razorpay sends it, signed with the test webhook secret unless a signature is given. */
export function postWebhook(
  app: TestApp,
  body: { event: string; orderId: string; paymentId: string; amount: number; status?: string },
  opts: { eventId?: string; signature?: string | null; remoteAddress?: string } = {},
) {
  const raw = JSON.stringify({
    entity: 'event',
    event: body.event,
    payload: {
      payment: {
        entity: {
          id: body.paymentId,
          order_id: body.orderId,
          amount: body.amount,
          currency: 'INR',
          status: body.status ?? 'captured',
          method: 'card',
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  const signature =
    opts.signature === undefined ? signWebhook(testConfig.payments.webhookSecret, raw) : opts.signature;
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': opts.eventId ?? gatewayId('evt'),
      ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
    },
    payload: raw,
  });
}

/** What the checkout hands the page for a payment, signed with the test key secret. */
export const signedCheckout = (orderId: string, paymentId = gatewayId('pay')) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: signPayment(testConfig.payments.keySecret, orderId, paymentId),
});
