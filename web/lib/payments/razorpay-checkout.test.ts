import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadRazorpay,
  openRazorpayCheckout,
  RAZORPAY_SCRIPT_URL,
  type RazorpayOptions,
  resetRazorpayLoader,
} from './razorpay-checkout';

const scripts = () => document.head.querySelectorAll(`script[src="${RAZORPAY_SCRIPT_URL}"]`);

afterEach(() => {
  delete window.Razorpay;
  for (const s of scripts()) s.remove();
  resetRazorpayLoader();
});

describe('razorpay-checkout', () => {
  it('adds the checkout script once and resolves with Razorpay when it loads', async () => {
    const first = loadRazorpay();
    const second = loadRazorpay();
    expect(scripts()).toHaveLength(1);
    const Razorpay = vi.fn();
    window.Razorpay = Razorpay as unknown as typeof window.Razorpay;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Razorpay);
    await expect(second).resolves.toBe(Razorpay);
    await expect(loadRazorpay()).resolves.toBe(Razorpay);
  });

  it('rejects when the script fails, and tries again next time', async () => {
    const attempt = loadRazorpay();
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('could not be loaded');
    expect(scripts()).toHaveLength(0);
    void loadRazorpay().catch(() => {});
    expect(scripts()).toHaveLength(1);
  });

  it('opens the checkout with the order, the prefill for a phone and the handlers', async () => {
    let options: RazorpayOptions | undefined;
    const open = vi.fn();
    const on = vi.fn();
    window.Razorpay = vi.fn(function (this: unknown, o: RazorpayOptions) {
      options = o;
      return { open, on };
    }) as unknown as typeof window.Razorpay;
    const onSuccess = vi.fn();
    const onDismiss = vi.fn();
    const onFailure = vi.fn();
    await openRazorpayCheckout({
      order: { id: 'order_1', amount: 2_000_000, currency: 'INR', keyId: 'rzp_test_1' },
      description: 'Gold membership card',
      contact: { method: 'phone', value: '+919847000001' },
      onSuccess,
      onDismiss,
      onFailure,
    });
    expect(open).toHaveBeenCalledTimes(1);
    expect(options).toMatchObject({
      key: 'rzp_test_1',
      amount: 2_000_000,
      currency: 'INR',
      order_id: 'order_1',
      name: 'Roslis',
      description: 'Gold membership card',
      prefill: { contact: '+919847000001' },
      handler: onSuccess,
      modal: { ondismiss: onDismiss },
    });
    expect(options?.theme?.color).toBeTruthy();
    const failed = on.mock.calls.find(([event]) => event === 'payment.failed')?.[1];
    failed({ error: { description: 'Card declined' } });
    expect(onFailure).toHaveBeenCalledWith('Card declined');
  });

  it('refuses an order without a key id', async () => {
    await expect(
      openRazorpayCheckout({
        order: { id: 'o', amount: 1, currency: 'INR', keyId: null },
        description: 'x',
        contact: { method: 'email', value: 'a@b.test' },
        onSuccess: vi.fn(),
        onDismiss: vi.fn(),
      }),
    ).rejects.toThrow();
  });
});
