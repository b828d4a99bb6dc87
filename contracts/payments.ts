import { z } from 'zod';
import { emiMonths } from './card-rules.ts';
import { priceString, uuid } from './common.ts';
import { tierId } from './membership.ts';

export { ORDER_OWNER_HEADER, PAYMENT_POLL } from './constants.ts';

/**
 * The joining-fee payment (the card's price from the tiers table, never the client's). Razorpay's protocol:
 * an order at the gateway, the checkout, a signed result the server verifies, signed webhooks. Amounts
 * in orders are integer paise, as Razorpay sends them; the client never chooses the amount.
 */
export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export const paymentProvider = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof paymentProvider>;

/**
 * What a payment is for: one gateway path for every purpose, settled by the domain
 * that owns the purpose (the joining fee by onboarding, an order by orders...).
 */
export const PAYMENT_PURPOSES = ['joining_fee', 'order', 'upgrade', 're_entry', 'renewal'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_STATUSES = ['created', 'failed', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_EVENT_OUTCOMES = [
  'success',
  'failure',
  'invalid_signature',
  'duplicate',
  'ignored',
  'amount_mismatch',
] as const;

/** GET /api/payment/config: which checkout the browser opens. */
export const paymentConfig = z.object({
  provider: paymentProvider,
  /** Razorpay's public key id for its checkout script; null for the sandbox. */
  keyId: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfig>;

const tokenString = z.string().trim().min(1).max(200);

/** POST /api/payment/create-order. `amount` is accepted for the spec's payload and ignored. */
export const createOrderBody = z.object({
  plan: tierId,
  amount: z.unknown().optional(),
  /** From POST /api/auth/verify-code: proves the contact the account will be made for. */
  verificationToken: tokenString,
  referralCode: z.string().trim().min(1, 'Please enter your Fashion Advisor Code to continue.').max(40),
});
export type CreateOrderBody = z.input<typeof createOrderBody>;

export const createOrderResponse = z.object({
  id: z.string(),
  /** Paise, as Razorpay's checkout expects. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  /** The same amount in rupees, as every other API price ("5000.00"). */
  price: priceString,
  plan: tierId,
  provider: paymentProvider,
  keyId: z.string().nullable(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

/** What Razorpay's checkout hands the page on success (and what the sandbox returns). */
export const checkoutResult = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
});
export type CheckoutResult = z.infer<typeof checkoutResult>;

/** POST /api/payment/verify. plan and contactData are the spec's; the stored order decides. */
export const verifyPaymentBody = checkoutResult.extend({
  plan: tierId.optional(),
  contactData: z
    .object({
      method: z.string().max(20).optional(),
      value: z.string().max(254).optional(),
      referralCode: z.string().max(40).nullish(),
    })
    .optional(),
});
export type VerifyPaymentBody = z.input<typeof verifyPaymentBody>;

export const verifyPaymentResponse = z.object({
  success: z.literal(true),
  needsPasswordSetup: z.boolean(),
  userId: uuid,
  /** A single-use password-setup token (30 minutes) when needsPasswordSetup; otherwise null. */
  token: z.string().nullable(),
  /** A paid shop order: its number, for the confirmation page. */
  orderNumber: z.string().optional(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponse>;

export const orderIdParams = z.object({ orderId: z.string().trim().min(1).max(100) });

/**
 * GET /api/payment/status/{orderId}: paid or pending (failed and refunded end the wait). When the order
 * is paid and the request carries the order's verification token in `x-verification-token`, the answer
 * also holds what POST /api/payment/verify answers, so a browser whose checkout callback never fired
 * can still go on.
 */
export const paymentStatusResponse = z.object({
  status: z.enum(['paid', 'pending', 'failed', 'refunded']),
  plan: tierId.optional(),
  needsPasswordSetup: z.boolean().optional(),
  userId: uuid.optional(),
  token: z.string().nullable().optional(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;

/** POST /api/payment/sandbox/complete (the sandbox gateway only: it stands in for the card form). */
export const sandboxCompleteBody = z.object({
  orderId: z.string().trim().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
  /** Pay by the gateway's EMI method over these months (an order eligible for no-cost EMI only). */
  emiMonths: emiMonths.optional(),
});
export const sandboxCompleteResponse = z.union([
  checkoutResult,
  z.object({ status: z.literal('failed'), error: z.object({ description: z.string() }) }),
]);
export type SandboxCompleteResponse = z.infer<typeof sandboxCompleteResponse>;

/** POST /api/payment/webhook: every validly signed event is answered 200 with what became of it. */
export const webhookResponse = z.object({ status: z.enum(['ok', 'duplicate', 'ignored']) });
export type WebhookResponse = z.infer<typeof webhookResponse>;
