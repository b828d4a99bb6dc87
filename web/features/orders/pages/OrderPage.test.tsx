import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { MyOrdersPanel, RecentOrders } from '../components/MyOrders';
import { order, orderLine, summary } from '../test/fixtures';
import { OrderConfirmedPage } from './OrderConfirmedPage';
import { OrderPage } from './OrderPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const NUMBER = 'RS-2026-000123';

function renderOrder(o = order(), routes: Parameters<typeof mockFetch>[0] = []) {
  signInStorage();
  const fetch = mockFetch([
    { path: `/api/orders/${NUMBER}`, body: o },
    { path: '/api/payment/config', body: { provider: 'sandbox', keyId: null } },
    ...routes,
  ]);
  renderRoutes([{ path: '/orders/:orderNumber', element: <OrderPage /> }], {
    initialPath: `/orders/${NUMBER}`,
  });
  return fetch;
}

describe('OrderPage', () => {
  it('shows the timeline, the tracking and a GST invoice split into CGST and SGST for Kerala', async () => {
    renderOrder(
      order({
        status: 'shipped',
        canCancel: false,
        shipment: {
          carrier: 'Blue Dart',
          trackingNumber: 'BD123456789IN',
          shippedAt: '2026-11-21T09:00:00.000Z',
          deliveredAt: null,
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: `Order ${NUMBER}` })).toBeInTheDocument();
    const tracking = screen.getByRole('region', { name: 'Tracking' });
    expect(within(tracking).getByText('BD123456789IN')).toBeInTheDocument();
    expect(within(tracking).getByText('On its way')).toBeInTheDocument();
    expect(within(tracking).getByText('Order placed.')).toBeInTheDocument();
    const invoice = screen.getByRole('region', { name: 'Tax invoice' });
    expect(within(invoice).getByText('CGST')).toBeInTheDocument();
    expect(within(invoice).getByText('SGST')).toBeInTheDocument();
    expect(within(invoice).queryByText('IGST')).toBeNull();
    // ₹238 of GST inside ₹4,998: ₹4,760 taxable, ₹119 + ₹119.
    expect(within(invoice).getAllByText('₹4,760').length).toBeGreaterThan(0);
    expect(within(invoice).getAllByText('₹119')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('bills IGST outside Kerala', async () => {
    const o = order();
    renderOrder({ ...o, address: { ...o.address, state: 'Karnataka' } });
    const invoice = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(within(invoice).getByText('IGST')).toBeInTheDocument();
  });

  it('cancels after a confirmation and shows the refund', async () => {
    const user = userEvent.setup();
    const { calls } = renderOrder(order(), [
      {
        method: 'POST',
        path: `/api/orders/${NUMBER}/cancel`,
        body: order({ status: 'refunded', canCancel: false }),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Your payment has been refunded in full.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/cancel'))).toHaveLength(1);
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
  });

  it('asks for a rating before posting a review, and checks the damage video before uploading', async () => {
    const user = userEvent.setup();
    const { calls } = renderOrder(
      order({
        status: 'delivered',
        canCancel: false,
        lines: [orderLine({ canReview: true, canRequestExchange: true })],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/reviews'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Report damage' }));
    await user.type(screen.getByLabelText('What is damaged?'), 'Torn seam');
    const big = new File(['x'], 'unboxing.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 101 * 1024 * 1024 });
    await user.upload(screen.getByLabelText(/Unboxing video/), big);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/larger than 100 MB/)).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/exchange'))).toBe(false);
  });
});

describe('My Orders', () => {
  it('lists orders with their count, items and Track Order / View Details', async () => {
    signInStorage();
    mockFetch([
      {
        path: '/api/orders',
        body: [
          summary(),
          summary({
            id: '77777777-7777-4777-8777-777777777777',
            number: 'RS-2026-000124',
            status: 'delivered',
          }),
        ],
      },
    ]);
    renderRoutes([{ path: '*', element: <MyOrdersPanel /> }]);
    expect(await screen.findByText('RS-2026-000124')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Orders' }).parentElement).toHaveTextContent('My Orders2');
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Track Order' })[0]).toHaveAttribute(
      'href',
      `/orders/${NUMBER}#tracking`,
    );
    expect(screen.getAllByRole('link', { name: 'View Details' })[0]).toHaveAttribute(
      'href',
      `/orders/${NUMBER}`,
    );
  });

  it("the overview shows the two most recent orders and 'View all orders'", async () => {
    signInStorage();
    mockFetch([
      {
        path: '/api/orders',
        body: ['1', '2', '3'].map((n) =>
          summary({ id: `8888888${n}-8888-4888-8888-888888888888`, number: `RS-2026-00012${n}` }),
        ),
      },
    ]);
    renderRoutes([{ path: '*', element: <RecentOrders allOrdersHref="/profile?tab=orders" /> }]);
    expect(await screen.findByText('RS-2026-000121')).toBeInTheDocument();
    expect(screen.getByText('RS-2026-000122')).toBeInTheDocument();
    expect(screen.queryByText('RS-2026-000123')).toBeNull();
    expect(screen.getByRole('link', { name: 'View all orders' })).toHaveAttribute(
      'href',
      '/profile?tab=orders',
    );
  });
});

describe('OrderConfirmedPage', () => {
  it('waits for a payment that is still being confirmed, then thanks the member', async () => {
    signInStorage();
    const routes = mockFetch([{ path: `/api/orders/${NUMBER}`, body: order({ status: 'pending_payment' }) }]);
    renderRoutes([{ path: '/orders/:orderNumber/confirmed', element: <OrderConfirmedPage /> }], {
      initialPath: `/orders/${NUMBER}/confirmed`,
    });
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    routes.routes.push({ path: `/api/orders/${NUMBER}`, body: order({ status: 'paid' }) });
    await waitFor(
      () => expect(screen.getByRole('heading', { name: 'Your order is confirmed' })).toBeInTheDocument(),
      {
        timeout: 5_000,
      },
    );
    expect(screen.getByText("We've e-mailed your confirmation.")).toBeInTheDocument();
  });
});
