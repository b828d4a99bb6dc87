import { z } from 'zod';
import { booleanish, invalidSetting } from './common.ts';

/** The payment gateway: Razorpay's keys, or the sandbox gateway and its secret. */
export const paymentSettings = {
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Allows the sandbox gateway in production (a staging site); never set it on the real shop. */
  PAYMENTS_SANDBOX: booleanish.optional(),
  /** Unset: a random secret the server makes once per data directory or database (lib/server-secrets.ts). */
  SANDBOX_PAYMENT_SECRET: z.string().min(8).optional(),
  /** Offers the ₹1 Basic test tier at the payment step (sandbox gateway only, never in production). */
  PAYMENTS_TEST_TIER: booleanish.default(false),
};

type PaymentEnv = z.infer<z.ZodObject<typeof paymentSettings>>;

/** Razorpay when its keys are set, otherwise the sandbox gateway (no card is charged). */
export type PaymentsConfig =
  | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string }
  | { provider: 'sandbox'; keySecret: string; webhookSecret: string };

/**
 * What the environment sets: SANDBOX_PAYMENT_SECRET may be left unset, and then the server makes its own
 * random secret, kept per data directory or database (never a value anyone can read in the source).
 */
export type PaymentsSetting = PaymentsConfig | { provider: 'sandbox'; keySecret?: undefined };

/** The sandbox gateway's secrets from one secret: the checkout's, and the webhook's derived from it. */
export function sandboxPayments(secret: string): PaymentsConfig {
  return { provider: 'sandbox', keySecret: secret, webhookSecret: `${secret}:webhook` };
}

/**
 * The gateway from the settings: Razorpay's three keys together, never the sandbox in production unless
 * a staging site says so, the ₹1 test tier only with the sandbox outside production.
 */
export function paymentsConfig(
  e: PaymentEnv,
  isProduction: boolean,
): { payments: PaymentsSetting; paymentsTestTier: boolean } {
  const hasRazorpay = Boolean(e.RAZORPAY_KEY_ID || e.RAZORPAY_KEY_SECRET);
  if (hasRazorpay && !(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET)) {
    throw invalidSetting(
      'RAZORPAY_*',
      'set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together',
    );
  }
  if (isProduction && !hasRazorpay && !e.PAYMENTS_SANDBOX) {
    throw invalidSetting(
      'RAZORPAY_KEY_ID',
      'production takes real payments; set the Razorpay keys (or PAYMENTS_SANDBOX=true on a staging site)',
    );
  }
  if (e.PAYMENTS_TEST_TIER && (isProduction || hasRazorpay)) {
    throw invalidSetting(
      'PAYMENTS_TEST_TIER',
      `the ₹1 test tier is for the sandbox gateway outside production; ${isProduction ? 'never set it with NODE_ENV=production' : 'unset the Razorpay keys or this setting'}`,
    );
  }
  const payments: PaymentsSetting =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
      ? {
          provider: 'razorpay',
          keyId: e.RAZORPAY_KEY_ID,
          keySecret: e.RAZORPAY_KEY_SECRET,
          webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
        }
      : e.SANDBOX_PAYMENT_SECRET
        ? sandboxPayments(e.SANDBOX_PAYMENT_SECRET)
        : { provider: 'sandbox' };
  return { payments, paymentsTestTier: e.PAYMENTS_TEST_TIER };
}
