import { z } from 'zod';
import type { WebhookResponse } from '../../../contracts/payments.ts';
import { badRequest } from '../../lib/errors.ts';
import * as repo from './repo.ts';
import { type PaymentDeps, recordFailure, settlePayment } from './settlement.ts';

export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature.';

const paymentEntity = z.object({
  id: z.string().min(1).max(100),
  order_id: z.string().min(1).max(100).nullish(),
  amount: z.number().int(),
  status: z.string().optional(),
});

/** The parts of Razorpay's webhook body we act on (payment.captured, order.paid, payment.failed). */
const webhookEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string().min(1).max(100) }) }).optional(),
  }),
});

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The order an unverified body claims, only to file the rejected message beside it. */
function claimedOrderId(raw: string): string | undefined {
  const parsed = webhookEvent.safeParse(parseJson(raw));
  if (!parsed.success) return undefined;
  return parsed.data.payload.payment?.entity.order_id ?? parsed.data.payload.order?.entity.id;
}

/**
 * A gateway webhook (Razorpay's, or the sandbox's delivered in-process). The signature covers the raw
 * body; a bad or missing one is recorded and refused (400) without touching the order. A valid one is
 * always answered 200: a replayed event id is 'duplicate'; payment.captured and order.paid settle the
 * order; payment.failed moves an open order to failed; anything else is recorded and ignored.
 */
export async function handleWebhook(
  deps: PaymentDeps,
  rawBody: string,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<WebhookResponse> {
  if (!deps.gateway.verifyWebhookSignature(rawBody, signature)) {
    const claimed = claimedOrderId(rawBody);
    const known = claimed ? await repo.findPayment(deps.db, claimed) : undefined;
    await repo.insertEvent(deps.db, {
      orderId: known?.id ?? null,
      source: 'webhook',
      outcome: 'invalid_signature',
      detail: signature ? 'webhook signature did not match' : 'webhook without a signature',
    });
    deps.log.warn({ orderId: known?.id }, 'webhook with a bad signature refused');
    throw badRequest(INVALID_WEBHOOK_SIGNATURE);
  }
  const id = eventId?.trim().slice(0, 100) || null;
  const parsed = webhookEvent.safeParse(parseJson(rawBody));
  if (!parsed.success) {
    const fresh = await repo.insertEvent(deps.db, {
      source: 'webhook',
      eventId: id,
      outcome: 'ignored',
      detail: 'unreadable webhook body',
    });
    return { status: fresh ? 'ignored' : 'duplicate' };
  }
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  const orderId = payment?.order_id ?? payload.order?.entity.id;
  const input = { source: 'webhook', eventId: id, paymentId: payment?.id ?? null, label: event };

  if ((event === 'payment.captured' || event === 'order.paid') && payment && orderId) {
    const result = await settlePayment(deps, orderId, {
      ...input,
      paymentId: payment.id,
      amountPaise: payment.amount,
    });
    if (result.kind === 'duplicate') return { status: 'duplicate' };
    return { status: result.kind === 'settled' || result.kind === 'conflict' ? 'ok' : 'ignored' };
  }
  if (event === 'payment.failed' && orderId) {
    const result = await recordFailure(deps, orderId, input);
    if (result === 'duplicate') return { status: 'duplicate' };
    return { status: result === 'failed' ? 'ok' : 'ignored' };
  }
  const fresh = await repo.insertEvent(deps.db, {
    orderId: orderId ? ((await repo.findPayment(deps.db, orderId))?.id ?? null) : null,
    source: 'webhook',
    eventId: id,
    paymentId: payment?.id ?? null,
    outcome: 'ignored',
    detail: `${event}: not acted on`,
  });
  return { status: fresh ? 'ignored' : 'duplicate' };
}
