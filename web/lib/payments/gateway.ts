import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_OWNER_HEADER } from '#contracts/constants';
import type {
  CheckoutResult,
  PaymentConfig,
  SandboxCompleteResponse,
  VerifyPaymentBody,
  VerifyPaymentResponse,
} from '#contracts/payments';
import { apiJson } from '../api-client';

/** The payment calls every purpose shares (the joining fee, an order): one gateway, one verification. */
export const GATEWAY_PATHS = {
  config: '/api/payment/config',
  sandboxComplete: '/api/payment/sandbox/complete',
  verify: '/api/payment/verify',
} as const;

/** Which checkout the browser opens: the sandbox dialog or Razorpay's. */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiJson<PaymentConfig>('GET', GATEWAY_PATHS.config, undefined, { signal });
}

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: [GATEWAY_PATHS.config] as const,
    queryFn: ({ signal }) => getPaymentConfig(signal),
  });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}

/**
 * Sandbox gateway only: ends a test payment as the checkout would, as its payer (the signed-in member,
 * or an applicant proving it with her verification token).
 */
export function completeSandboxPayment(
  body: { orderId: string; outcome: 'success' | 'failure'; emiMonths?: number },
  ownerToken?: string,
): Promise<SandboxCompleteResponse> {
  return apiJson<SandboxCompleteResponse>('POST', GATEWAY_PATHS.sandboxComplete, body, {
    headers: ownerToken ? { [ORDER_OWNER_HEADER]: ownerToken } : undefined,
  });
}

export function isCheckoutResult(answer: SandboxCompleteResponse): answer is CheckoutResult {
  return 'razorpay_payment_id' in answer;
}

/** Hands the checkout's signed result to the server, which settles what was paid for. */
export function verifyPayment(body: VerifyPaymentBody): Promise<VerifyPaymentResponse> {
  return apiJson<VerifyPaymentResponse>('POST', GATEWAY_PATHS.verify, body);
}
