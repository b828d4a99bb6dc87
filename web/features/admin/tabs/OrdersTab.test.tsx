import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '#contracts/orders';
import { resetToasts } from '../../../lib/toast';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { expectInert, XSS_IMG, XSS_SCRIPT } from '../../../test/xss';
import { OrdersTab } from './OrdersTab';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetToasts();
});

const ID = '77777777-7777-4777-8777-777777777777';
const customer = {
  id: '88888888-8888-4888-8888-888888888888',
  email: 'member@roslis.test',
  name: 'Ananya Menon',
};
const summary = {
  id: ID,
  number: 'RS-2026-000042',
  status: 'processing',
  createdAt: '2026-11-20T10:00:00.000Z',
  total: '2199.00',
  itemCount: 1,
  items: [],
  trackingNumber: null,
  carrier: null,
  customer,
};
const detail = (over: Partial<AdminOrder> = {}): AdminOrder => ({
  id: ID,
  number: 'RS-2026-000042',
  status: 'processing',
  createdAt: '2026-11-20T10:00:00.000Z',
  subtotal: '2199.00',
  shipping: '0.00',
  rules: [],
  pointsUsed: 0,
  total: '2199.00',
  taxIncluded: '104.71',
  itemCount: 1,
  address: {
    name: 'Ananya Menon',
    phone: '9847012345',
    line1: '14/220 Kasavu Lane',
    line2: '',
    city: 'Kochi',
    state: 'Kerala',
    postalCode: '682036',
    country: 'India',
  },
  lines: [],
  events: [
    { from: null, to: 'pending_payment', actor: 'member', note: null, at: '2026-11-20T10:00:00.000Z' },
  ],
  payment: {
    id: 'order_X',
    provider: 'sandbox',
    status: 'paid',
    amount: '2199.00',
    paidAt: '2026-11-20T10:01:00.000Z',
    refundedAt: null,
  },
  shipment: null,
  reservedUntil: null,
  preOrderShipsAfter: null,
  canCancel: true,
  customer: { ...customer, phone: null },
  ...over,
});

function open(routes: Parameters<typeof mockFetch>[0] = []) {
  signInStorage();
  const mock = mockFetch([
    { path: '/api/admin/orders', body: [summary] },
    { path: `/api/admin/orders/${ID}`, body: detail() },
    { path: '/api/admin/exchanges', body: [] },
    ...routes,
  ]);
  renderAt(<OrdersTab />);
  return mock;
}

describe('Orders tab', () => {
  it('searches and filters, and the Export CSV link carries the same filters', async () => {
    const user = userEvent.setup();
    const mock = open();
    await screen.findByRole('table', { name: 'Orders' });
    await user.selectOptions(screen.getByLabelText('Status'), 'shipped');
    await user.type(screen.getByLabelText('Order number or e-mail'), 'ananya');
    await user.click(screen.getByRole('button', { name: 'Search orders' }));
    await waitFor(() =>
      expect(mock.calls.some((c) => c.url.includes('/api/admin/orders?status=shipped&q=ananya'))).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(
        mock.calls.some((c) =>
          c.url.includes('/api/admin/orders?status=shipped&q=ananya&from=2026-11-01&to=2026-11-30'),
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders.csv?status=shipped&q=ananya&from=2026-11-01&to=2026-11-30',
    );
  });

  it('ships an order only with a carrier and a tracking number', async () => {
    const user = userEvent.setup();
    const mock = open([
      {
        method: 'POST',
        path: `/api/admin/orders/${ID}/status`,
        body: detail({
          status: 'shipped',
          shipment: {
            carrier: 'Blue Dart',
            trackingNumber: 'BD1',
            shippedAt: '2026-11-21T10:00:00.000Z',
            deliveredAt: null,
          },
        }),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Open RS-2026-000042' }));
    const panel = await screen.findByRole('dialog', { name: 'RS-2026-000042' });
    expect(within(panel).queryByRole('button', { name: 'Mark processing' })).not.toBeInTheDocument();
    await user.click(await within(panel).findByRole('button', { name: 'Mark shipped' }));
    const form = await screen.findByRole('form', { name: 'Mark shipped' });
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(form).findByText('Please name the carrier.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the tracking number.')).toBeInTheDocument();
    expect(mock.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/Carrier/), 'Blue Dart');
    await user.type(within(form).getByLabelText(/Tracking number/), 'BD1');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() =>
      expect(mock.calls.find((c) => c.method === 'POST')?.body).toEqual({
        status: 'shipped',
        carrier: 'Blue Dart',
        trackingNumber: 'BD1',
      }),
    );
    expect(await screen.findByText('Order shipped')).toBeInTheDocument();
  });

  it('cancels with a refund after a confirm that says what happens', async () => {
    const user = userEvent.setup();
    const mock = open([
      { method: 'POST', path: `/api/admin/orders/${ID}/status`, body: detail({ status: 'refunded' }) },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Open RS-2026-000042' }));
    const panel = await screen.findByRole('dialog', { name: 'RS-2026-000042' });
    await user.click(await within(panel).findByRole('button', { name: 'Cancel and refund' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(confirm).toHaveTextContent('₹2,199 is refunded in full');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() =>
      expect(mock.calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'cancelled' }),
    );
    expect(await screen.findByText('Order refunded')).toBeInTheDocument();
  });

  it('shows exchange requests with the video and records a decision', async () => {
    const user = userEvent.setup();
    const exchange = {
      id: '99999999-9999-4999-8999-999999999999',
      orderNumber: 'RS-2026-000042',
      lineId: '12121212-1212-4212-8212-121212121212',
      productName: 'Tirur Straight Kurta',
      status: 'requested',
      reason: 'The zari border was torn.',
      videoUrl: '/api/exchanges/99999999-9999-4999-8999-999999999999/video',
      createdAt: '2026-11-22T10:00:00.000Z',
      decidedAt: null,
      decisionNote: null,
    };
    const mock = open([
      { path: '/api/admin/exchanges', body: [exchange] },
      {
        method: 'POST',
        path: `/api/admin/exchanges/${exchange.id}/decision`,
        body: { ...exchange, status: 'approved' },
      },
    ]);
    const video = await screen.findByLabelText('Unboxing video for Tirur Straight Kurta');
    expect(video).toHaveAttribute('src', exchange.videoUrl);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const form = await screen.findByRole('form', { name: 'Exchange decision' });
    await user.type(within(form).getByLabelText(/Note for the member/), 'A new piece is on its way.');
    await user.click(within(form).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(mock.calls.find((c) => c.method === 'POST')?.body).toEqual({
        status: 'approved',
        note: 'A new piece is on its way.',
      }),
    );
    expect(await screen.findByText('Exchange accepted')).toBeInTheDocument();
  });

  it('shows what members typed as text, never as markup: names, address lines and an exchange reason', async () => {
    const user = userEvent.setup();
    const exchange = {
      id: '99999999-9999-4999-8999-999999999999',
      orderNumber: 'RS-2026-000042',
      lineId: '12121212-1212-4212-8212-121212121212',
      productName: `Kurta ${XSS_IMG}`,
      status: 'requested',
      reason: `Torn ${XSS_SCRIPT}`,
      videoUrl: '/api/exchanges/99999999-9999-4999-8999-999999999999/video',
      createdAt: '2026-11-22T10:00:00.000Z',
      decidedAt: null,
      decisionNote: null,
    };
    const address = { ...detail().address, name: `Asha ${XSS_SCRIPT}`, line1: `Lane ${XSS_IMG}` };
    open([
      { path: '/api/admin/exchanges', body: [exchange] },
      {
        path: `/api/admin/orders/${ID}`,
        body: detail({ address, customer: { ...customer, name: `Asha ${XSS_IMG}`, phone: null } }),
      },
    ]);
    expect(await screen.findByText(`Torn ${XSS_SCRIPT}`, { exact: false })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open RS-2026-000042' }));
    const panel = await screen.findByRole('dialog', { name: 'RS-2026-000042' });
    expect(await within(panel).findByText(`Lane ${XSS_IMG}`, { exact: false })).toBeInTheDocument();
    expect(within(panel).getAllByText(`Asha ${XSS_SCRIPT}`, { exact: false }).length).toBeGreaterThan(0);
    expectInert();
  });
});
