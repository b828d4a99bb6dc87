import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  type CheckoutResult,
  type CreateOrderBody,
  type CreateOrderResponse,
  ORDER_OWNER_HEADER,
  type PaymentConfig,
  type PaymentStatusResponse,
  type SandboxCompleteResponse,
  type VerifyPaymentBody,
  type VerifyPaymentResponse,
} from '#contracts/payments';
import { apiJson } from '../../../lib/api-client';

/** The joining-fee payment calls (spec 2 section 7, contracts/payments.ts). */
export const PAYMENT_PATHS = {
  config: '/api/payment/config',
  createOrder: '/api/payment/create-order',
  sandboxComplete: '/api/payment/sandbox/complete',
  verify: '/api/payment/verify',
  status: (orderId: string) => `/api/payment/status/${encodeURIComponent(orderId)}`,
} as const;

/** Which checkout the browser opens: the sandbox dialog or Razorpay's. */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiJson<PaymentConfig>('GET', PAYMENT_PATHS.config, undefined, { signal });
}

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: [PAYMENT_PATHS.config] as const,
    queryFn: ({ signal }) => getPaymentConfig(signal),
  });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}

/** Creates the gateway order; the server prices the plan (a sent `amount` is ignored). */
export function createOrder(body: CreateOrderBody): Promise<CreateOrderResponse> {
  return apiJson<CreateOrderResponse>('POST', PAYMENT_PATHS.createOrder, body);
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}

/** Sandbox gateway only: ends a test payment as the checkout would. */
export function completeSandboxPayment(body: {
  orderId: string;
  outcome: 'success' | 'failure';
}): Promise<SandboxCompleteResponse> {
  return apiJson<SandboxCompleteResponse>('POST', PAYMENT_PATHS.sandboxComplete, body);
}

export function isCheckoutResult(answer: SandboxCompleteResponse): answer is CheckoutResult {
  return 'razorpay_payment_id' in answer;
}

/** Hands the checkout's signed result to the server, which creates the account. */
export function verifyPayment(body: VerifyPaymentBody): Promise<VerifyPaymentResponse> {
  return apiJson<VerifyPaymentResponse>('POST', PAYMENT_PATHS.verify, body);
}

export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment });
}

/**
 * The order's state. With the registration's verification token the server also answers, for a paid
 * order, what verify answers (the new account and its password-setup token).
 */
export function getPaymentStatus(
  orderId: string,
  verificationToken: string | undefined,
  signal?: AbortSignal,
): Promise<PaymentStatusResponse> {
  return apiJson<PaymentStatusResponse>('GET', PAYMENT_PATHS.status(orderId), undefined, {
    signal,
    headers: verificationToken ? { [ORDER_OWNER_HEADER]: verificationToken } : undefined,
  });
}
