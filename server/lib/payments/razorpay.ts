import Razorpay from 'razorpay';
import { emiDuration, type PaymentGateway } from './gateway.ts';
import * as signatures from './signatures.ts';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** Razorpay through its official SDK; built only when RAZORPAY_* keys are configured. */
export function createRazorpayGateway(keys: RazorpayKeys): PaymentGateway {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    provider: 'razorpay',
    keyId: keys.keyId,
    async createOrder(input) {
      const order = await client.orders.create({
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      });
      return { id: order.id, amount: Number(order.amount), currency: order.currency };
    },
    async fetchOrderStatus(orderId) {
      const order = await client.orders.fetch(orderId);
      if (order.status !== 'paid') return { paid: false };
      const payments = await client.orders.fetchPayments(orderId);
      const captured = payments.items.find((p) => p.status === 'captured');
      return captured ? { paid: true, paymentId: captured.id } : { paid: false };
    },
    async refund(paymentId, amountPaise) {
      try {
        const refund = await client.payments.refund(paymentId, { amount: amountPaise, speed: 'normal' });
        return { id: refund.id };
      } catch (err) {
        // A retry after a refund that went through but whose answer was lost: Razorpay refuses a second
        // full refund, so answer the live one it already holds.
        const existing = await client.payments.fetchMultipleRefund(paymentId).catch(() => undefined);
        const live = existing?.items.find((r) => r.status !== 'failed' && Number(r.amount) === amountPaise);
        if (live) return { id: live.id };
        throw err;
      }
    },
    async fetchEmiMonths(paymentId) {
      const payment = await client.payments.fetch(paymentId, { 'expand[]': 'emi' });
      return payment.method === 'emi' ? emiDuration(payment.emi?.duration) : null;
    },
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      signatures.verifyPaymentSignature(keys.keySecret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) =>
      signatures.verifyWebhookSignature(keys.webhookSecret, rawBody, signature),
  };
}
