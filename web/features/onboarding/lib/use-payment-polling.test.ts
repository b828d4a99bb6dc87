import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_POLL } from '#contracts/payments';
import { mockFetch } from '../../../test/utils';
import { usePaymentPolling } from './use-payment-polling';

const STATUS = '/api/payment/status/order_1';
const USER_ID = '22222222-2222-4222-8222-222222222222';

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setup(first: unknown = { status: 'pending' }) {
  const mock = mockFetch([{ path: STATUS, body: first }]);
  const onSettled = vi.fn();
  const hook = renderHook(
    ({ orderId }: { orderId: string | null }) =>
      usePaymentPolling({ orderId, verificationToken: 'vt-123', onSettled }),
    { initialProps: { orderId: 'order_1' as string | null } },
  );
  /** Later answers: the last matching route wins. */
  const answer = (body: unknown, status = 200) => mock.routes.push({ path: STATUS, body, status });
  return { ...mock, ...hook, onSettled, answer };
}

describe('usePaymentPolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks first after 10 s, then every 5 s while pending, with the verification token', async () => {
    expect(PAYMENT_POLL).toEqual({ firstMs: 10_000, everyMs: 5_000 });
    const { calls, onSettled } = setup();
    await wait(9_999);
    expect(calls).toHaveLength(0);
    await wait(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(STATUS);
    expect(new Headers(calls[0]!.init?.headers).get('x-verification-token')).toBe('vt-123');
    await wait(4_999);
    expect(calls).toHaveLength(1);
    await wait(1);
    expect(calls).toHaveLength(2);
    await wait(5_000);
    expect(calls).toHaveLength(3);
    expect(onSettled).not.toHaveBeenCalled();
  });

  it('stops once the order is paid and hands over the answer', async () => {
    const { calls, onSettled, answer } = setup();
    await wait(10_000);
    const paid = { status: 'paid', plan: 'premium', needsPasswordSetup: true, userId: USER_ID, token: 'st' };
    answer(paid);
    await wait(5_000);
    expect(calls).toHaveLength(2);
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith(paid, 'order_1');
    await wait(60_000);
    expect(calls).toHaveLength(2);
  });

  it('stops on failed (any status but pending)', async () => {
    const { calls, onSettled } = setup({ status: 'failed' });
    await wait(10_000);
    expect(onSettled).toHaveBeenCalledWith({ status: 'failed' }, 'order_1');
    await wait(60_000);
    expect(calls).toHaveLength(1);
  });

  it('stops when the order id is cleared (the handler ran) and on unmount', async () => {
    const { calls, rerender, unmount } = setup();
    await wait(10_000);
    expect(calls).toHaveLength(1);
    rerender({ orderId: null });
    await wait(30_000);
    expect(calls).toHaveLength(1);
    rerender({ orderId: 'order_1' });
    await wait(10_000);
    expect(calls).toHaveLength(2);
    unmount();
    await wait(30_000);
    expect(calls).toHaveLength(2);
  });

  it('tries again after a server error, and gives up when the server refuses (4xx)', async () => {
    const { calls, onSettled, answer } = setup({ message: 'Down', code: 'UNAVAILABLE' });
    answer({ message: 'Down', code: 'UNAVAILABLE' }, 503);
    await wait(10_000);
    await wait(5_000);
    expect(calls).toHaveLength(2);
    answer({ message: 'We could not find this payment.', code: 'NOT_FOUND' }, 404);
    await wait(5_000);
    expect(calls).toHaveLength(3);
    await wait(30_000);
    expect(calls).toHaveLength(3);
    expect(onSettled).not.toHaveBeenCalled();
  });

  it('does not start without an order', async () => {
    const mock = mockFetch([]);
    renderHook(() => usePaymentPolling({ orderId: null, onSettled: vi.fn() }));
    await wait(60_000);
    expect(mock.calls).toHaveLength(0);
  });
});
