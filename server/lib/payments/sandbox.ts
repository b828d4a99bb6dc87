import type { PaymentGateway } from './gateway.ts';
import * as signatures from './signatures.ts';

export interface SandboxSecrets {
  keySecret: string;
  webhookSecret: string;
}

/**
 * The offline gateway: Razorpay-shaped ids and the same HMAC signatures, with no network. Orders live
 * only in our payment_orders table; the checkout dialog completes them through
 * POST /api/payment/sandbox/complete, which signs the result and a webhook with these secrets.
 */
export interface SandboxGateway extends PaymentGateway {
  readonly provider: 'sandbox';
  signPayment(orderId: string, paymentId: string): string;
  signWebhook(rawBody: string): string;
}

export function createSandboxGateway(secrets: SandboxSecrets): SandboxGateway {
  return {
    provider: 'sandbox',
    keyId: null,
    async createOrder(input) {
      return { id: signatures.gatewayId('order'), amount: input.amountPaise, currency: input.currency };
    },
    async fetchOrderStatus() {
      return { paid: false };
    },
    async refund() {
      return { id: signatures.gatewayId('rfnd') };
    },
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      signatures.verifyPaymentSignature(secrets.keySecret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) =>
      signatures.verifyWebhookSignature(secrets.webhookSecret, rawBody, signature),
    signPayment: (orderId, paymentId) => signatures.signPayment(secrets.keySecret, orderId, paymentId),
    signWebhook: (rawBody) => signatures.signWebhook(secrets.webhookSecret, rawBody),
  };
}

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.provider === 'sandbox' && 'signWebhook' in gateway;
}
