import { z } from 'zod';
import type { WebhookResponse } from '../../../contracts/payments.ts';
import type { CounterStore } from '../../lib/counters/counter-store.ts';
import { sha256 } from '../../lib/crypto.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { emiDuration } from '../../lib/payments/gateway.ts';
import * as repo from './repo.ts';
import { gatewayEmiMonths, type PaymentDeps, recordFailure, settlePayment } from './settlement.ts';

export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature.';
export const TOO_MANY_BAD_SIGNATURES =
  'Too many webhook requests with a bad signature from this address. Please wait and try again.';

/**
 * Bad signatures allowed in a window, per client address and in all: past either, a bad one is
 * answered 429 and leaves no trace. A good signature is never held back by them (see handleWebhook).
 */
export const BAD_SIGNATURE_LIMITS = { perAddress: 10, overall: 300, windowMs: 10 * 60 * 1000 };

/** Who sent a webhook over HTTP (the sandbox delivers its own in-process, with a good signature). */
export interface WebhookClient {
  ip: string;
  /** The shared rate-limit counters (Redis when REDIS_URL is set, so every process counts together). */
  counters: CounterStore;
}

const paymentEntity = z.object({
  id: z.string().min(1).max(100),
  order_id: z.string().min(1).max(100).nullish(),
  amount: z.number().int(),
  status: z.string().optional(),
  method: z.string().optional(),
  /** A payment by the EMI method: its plan (Razorpay's expanded EMI details carry the same shape). */
  emi: z
    .object({ duration: z.union([z.string(), z.number()]).optional() })
    .passthrough()
    .nullish(),
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

/**
 * A bad or missing signature: counted against the sender's address and all senders; within the limits,
 * kept compactly (address, minute, reason, body length and SHA-256: never the body, never a row per
 * request) and answered 400; past them, 429 with nothing stored or logged. When the counters do not
 * answer, nothing is stored either.
 */
async function refuseSignature(
  deps: PaymentDeps,
  client: WebhookClient,
  rawBody: string,
  signature: string | undefined,
): Promise<never> {
  const { perAddress, overall, windowMs } = BAD_SIGNATURE_LIMITS;
  let limited: boolean;
  try {
    const [mine, all] = await Promise.all([
      client.counters.hit(`webhook-bad-signature:${client.ip}`, windowMs),
      client.counters.hit('webhook-bad-signature:*', windowMs),
    ]);
    limited = mine.count > perAddress || all.count > overall;
  } catch (err) {
    deps.log.warn({ err }, 'webhook bad-signature counters unavailable; refused without recording');
    throw badRequest(INVALID_WEBHOOK_SIGNATURE);
  }
  if (limited) throw new AppError('RATE_LIMITED', TOO_MANY_BAD_SIGNATURES);
  const reason = signature ? 'signature_mismatch' : 'signature_missing';
  await repo.recordWebhookRejection(deps.db, {
    ip: client.ip,
    reason,
    bodyLength: Buffer.byteLength(rawBody),
    bodySha256: sha256(rawBody),
  });
  deps.log.warn({ ip: client.ip, reason }, 'webhook with a bad signature refused');
  throw badRequest(INVALID_WEBHOOK_SIGNATURE);
}

/**
 * The EMI tenure a captured payment reports: the webhook's own EMI details when it carries them, else
 * (a payment by the EMI method) the gateway's answer about the payment. Null for any other method.
 */
async function reportedEmiMonths(deps: PaymentDeps, payment: z.infer<typeof paymentEntity>) {
  if (payment.method !== 'emi') return null;
  return emiDuration(payment.emi?.duration) ?? (await gatewayEmiMonths(deps, payment.id));
}

/**
 * A gateway webhook (Razorpay's, or the sandbox's delivered in-process). The signature covers the raw
 * body and is always checked first (an HMAC: microseconds, no database), so the gateway's good webhooks
 * are never held back by someone else's bad ones, even behind one proxy address; a bad or missing one
 * is refused without touching the order (refuseSignature: 400 and a compact record, or 429). A valid one is
 * always answered 200: a replayed event id is 'duplicate'; payment.captured and order.paid settle the
 * order; payment.failed moves an open order to failed; anything else is recorded and ignored.
 */
export async function handleWebhook(
  deps: PaymentDeps,
  rawBody: string,
  signature: string | undefined,
  eventId: string | undefined,
  client?: WebhookClient,
): Promise<WebhookResponse> {
  if (!deps.gateway.verifyWebhookSignature(rawBody, signature)) {
    if (client) return refuseSignature(deps, client, rawBody, signature);
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
      emiMonths: await reportedEmiMonths(deps, payment),
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
