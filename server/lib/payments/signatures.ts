import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../crypto.ts';

/**
 * Razorpay's signatures: HMAC-SHA256, hex. The checkout's signature covers `${orderId}|${paymentId}`
 * with the key secret; a webhook's covers the raw request body with the webhook secret. The sandbox
 * gateway signs with the same functions, so one verification path serves both.
 */
export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

export function signPayment(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function signWebhook(webhookSecret: string, rawBody: string): string {
  return hmacHex(webhookSecret, rawBody);
}

/** Constant-time check of a hex signature; false for a missing or malformed one. */
export function matchesSignature(expected: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  return safeEqual(expected, given.trim().toLowerCase());
}

export function verifyPaymentSignature(
  keySecret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return matchesSignature(signPayment(keySecret, orderId, paymentId), signature);
}

export function verifyWebhookSignature(
  webhookSecret: string,
  rawBody: string,
  signature: string | undefined | null,
): boolean {
  return matchesSignature(signWebhook(webhookSecret, rawBody), signature);
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Razorpay-style id: prefix, underscore, 14 random base62 characters (order_, pay_, rfnd_, evt_). */
export function gatewayId(prefix: string, length = 14): string {
  // 62 * 4 = 248 < 256: rejecting bytes >= 248 keeps every character equally likely.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return `${prefix}_${out}`;
}
