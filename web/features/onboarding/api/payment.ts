import { useMutation } from '@tanstack/react-query';
import { ORDER_OWNER_HEADER } from '#contracts/constants';
import type { CreateOrderBody, CreateOrderResponse, PaymentStatusResponse } from '#contracts/payments';
import { apiJson } from '../../../lib/api-client';
import { verifyPayment } from '../../../lib/payments/gateway';

export { usePaymentConfig } from '../../../lib/payments/gateway';

/** The joining-fee payment calls (contracts/payments.ts). */
export const PAYMENT_PATHS = {
  createOrder: '/api/payment/create-order',
  status: (orderId: string) => `/api/payment/status/${encodeURIComponent(orderId)}`,
} as const;

/** Creates the gateway order; the server prices the plan (a sent `amount` is ignored). */
export function createOrder(body: CreateOrderBody): Promise<CreateOrderResponse> {
  return apiJson<CreateOrderResponse>('POST', PAYMENT_PATHS.createOrder, body);
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
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
