import { useEffect, useRef } from 'react';
import { PAYMENT_POLL } from '#contracts/constants';
import type { PaymentStatusResponse } from '#contracts/payments';
import { errorStatus } from '../../../lib/api-client';
import { getPaymentStatus } from '../api/payment';

/** Polling gives up after this long; "Check Payment Status" still works afterwards. */
export const PAYMENT_POLL_MAX_MS = 15 * 60_000;

export interface PaymentPollingOptions {
  /** The order to watch; polling runs while this is set and stops when it is null. */
  orderId: string | null;
  /** Sent as x-verification-token, so a paid answer carries the new account. */
  verificationToken?: string;
  /** Called once, for the first answer that is not pending (paid, failed or refunded). */
  onSettled: (answer: PaymentStatusResponse, orderId: string) => void;
  firstMs?: number;
  everyMs?: number;
  maxMs?: number;
}

/**
 * The first status request 10 s after the checkout opens, then every 5 s while the
 * order is pending. Stops on any other status, when `orderId` becomes null (the checkout's handler ran)
 * and on unmount. A failed request is tried again (network, 5xx) unless the server refused it (4xx).
 */
export function usePaymentPolling({
  orderId,
  verificationToken,
  onSettled,
  firstMs = PAYMENT_POLL.firstMs,
  everyMs = PAYMENT_POLL.everyMs,
  maxMs = PAYMENT_POLL_MAX_MS,
}: PaymentPollingOptions): void {
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });

  useEffect(() => {
    if (!orderId) return;
    const id = orderId;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const deadline = Date.now() + maxMs;

    const next = (ms: number) => {
      if (!active || Date.now() + ms > deadline) return;
      timer = setTimeout(poll, ms);
    };

    async function poll() {
      try {
        const answer = await getPaymentStatus(id, verificationToken, controller.signal);
        if (!active) return;
        if (answer.status === 'pending') next(everyMs);
        else {
          active = false;
          settled.current(answer, id);
        }
      } catch (error) {
        if (!active) return;
        const status = errorStatus(error);
        if (status === undefined || status >= 500) next(everyMs);
      }
    }

    next(firstMs);
    return () => {
      active = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [orderId, verificationToken, firstMs, everyMs, maxMs]);
}
