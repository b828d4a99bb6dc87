import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt, renderRoutes, signInStorage } from '../../../test/utils';
import { OrderPage } from '../pages/OrderPage';
import { order } from '../test/fixtures';
import { NoCostEmiNote } from './NoCostEmi';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const offer = (eligible: boolean) => ({
  eligible,
  months: eligible ? [3, 6, 9, 12] : [],
  fromOrder: 6,
  paidOrders: eligible ? 5 : 4,
});

describe('NoCostEmiNote (checkout)', () => {
  it('tells an eligible member the plans', async () => {
    signInStorage();
    mockFetch([{ path: '/api/orders/emi', body: offer(true) }]);
    renderAt(<NoCostEmiNote />);
    expect(await screen.findByText('No-cost EMI available: 3, 6, 9 or 12 months')).toBeInTheDocument();
  });

  it('says nothing to a member before her sixth purchase', async () => {
    signInStorage();
    const { calls } = mockFetch([{ path: '/api/orders/emi', body: offer(false) }]);
    const { container } = renderAt(<NoCostEmiNote />);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/orders/emi')).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(container).not.toHaveTextContent(/EMI/);
  });
});

describe('OrderPage: an order paid by no-cost EMI', () => {
  const NUMBER = 'RS-2026-000123';
  const render = (o: ReturnType<typeof order>) => {
    signInStorage();
    mockFetch([
      { path: `/api/orders/${NUMBER}`, body: o },
      { path: '/api/payment/config', body: { provider: 'sandbox', keyId: null } },
    ]);
    return renderRoutes([{ path: '/orders/:orderNumber', element: <OrderPage /> }], {
      initialPath: `/orders/${NUMBER}`,
    });
  };

  it('shows the plan and its monthly amount in the payment and on the invoice', async () => {
    const { container } = render(
      order({ total: '7500.00', subtotal: '7500.00', emi: { months: 6, monthly: '1250.00' } }),
    );
    const lines = await screen.findAllByText(/Paid by no-cost EMI over 6 months \(₹1,250\/month\)/);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(container).toHaveTextContent('No-cost EMI: the shop pays the interest');
  });

  it('shows no plan for an order paid in full', async () => {
    const { container } = render(order());
    await screen.findAllByText('RS-2026-000123');
    expect(container).not.toHaveTextContent(/no-cost EMI/i);
  });
});
