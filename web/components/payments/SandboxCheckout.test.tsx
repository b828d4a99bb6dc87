import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt } from '../../test/utils';
import { SandboxCheckout } from './SandboxCheckout';

afterEach(() => vi.unstubAllGlobals());

const RESULT = { razorpay_order_id: 'order_sb_7', razorpay_payment_id: 'pay_1', razorpay_signature: 'ab' };

function open(emiMonths?: number[]) {
  const fetch = mockFetch([{ method: 'POST', path: '/api/payment/sandbox/complete', body: RESULT }]);
  const onSuccess = vi.fn();
  const view = renderAt(
    <SandboxCheckout
      order={{ id: 'order_sb_7', price: '7500.00' }}
      description="Order RS-2026-000006"
      onSuccess={onSuccess}
      onFailure={() => undefined}
      onDismiss={() => undefined}
      emiMonths={emiMonths}
    />,
  );
  return { ...fetch, onSuccess, view };
}

const completions = (calls: ReturnType<typeof mockFetch>['calls']) =>
  calls.filter((c) => c.url === '/api/payment/sandbox/complete').map((c) => c.body);

describe('SandboxCheckout no-cost EMI', () => {
  it('offers the plans with their monthly amounts and reports the one chosen', async () => {
    const { calls, onSuccess } = open([3, 6, 9, 12]);
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('radio', { name: 'Pay in full' })).toBeChecked();
    for (const [months, monthly] of [
      [3, '₹2,500/month'],
      [6, '₹1,250/month'],
      [9, '₹833.33/month'],
      [12, '₹625/month'],
    ] as const) {
      expect(screen.getByRole('radio', { name: new RegExp(`^${months} months`) })).toBeInTheDocument();
      expect(dialog).toHaveTextContent(monthly);
    }
    expect(dialog).toHaveTextContent('No-cost EMI — no interest, the shop pays it.');

    await userEvent.click(screen.getByRole('radio', { name: /^6 months/ }));
    // The amount is unchanged: the shop absorbs the interest.
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹7,500' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(RESULT));
    expect(completions(calls)).toEqual([{ orderId: 'order_sb_7', outcome: 'success', emiMonths: 6 }]);
  });

  it('pays in full, with no plans shown, for an order that is not eligible', async () => {
    const { calls, onSuccess } = open();
    await screen.findByRole('dialog');
    expect(screen.queryByText('How to pay')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹7,500' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(completions(calls)).toEqual([{ orderId: 'order_sb_7', outcome: 'success' }]);
  });
});
