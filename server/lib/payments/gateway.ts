import type { PaymentProvider } from '../../../contracts/payments.ts';

export interface CreateOrderInput {
  amountPaise: number;
  currency: 'INR';
  /** Our reference, at most 40 characters (Razorpay's limit). */
  receipt: string;
  notes?: Record<string, string>;
}

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
}

/**
 * A card-payment gateway speaking Razorpay's protocol: Razorpay itself, or
 * the built-in sandbox. Signatures are checked here, against secrets the gateway holds.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** The public key id for the checkout script; null for the sandbox. */
  readonly keyId: string | null;
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
  /** Whether the gateway considers the order paid (the sandbox's state is our own table: never). */
  fetchOrderStatus(orderId: string): Promise<{ paid: boolean; paymentId?: string }>;
  /** Refund (part of) a captured payment; answers the refund id. */
  refund(paymentId: string, amountPaise: number): Promise<{ id: string }>;
  /**
   * The EMI tenure in months of a payment made by the gateway's EMI method, null for any other method.
   * Razorpay reports it on the payment (expanded EMI details); the sandbox reports it in its own webhook.
   */
  fetchEmiMonths?(paymentId: string): Promise<number | null>;
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  verifyWebhookSignature(rawBody: string, signature: string | undefined | null): boolean;
}

/** An EMI duration as a gateway writes it ("6" or 6): whole months, or null when there is none. */
export function emiDuration(value: unknown): number | null {
  const months = typeof value === 'string' ? Number(value) : value;
  return typeof months === 'number' && Number.isInteger(months) && months > 0 ? months : null;
}
