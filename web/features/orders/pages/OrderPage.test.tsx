import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { MyOrdersPanel, RecentOrders } from '../components/MyOrders';
import { order, orderLine, summary } from '../test/fixtures';
import { OrderConfirmedPage } from './OrderConfirmedPage';
import { OrderPage } from './OrderPage';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** XMLHttpRequest as the damage upload uses it: the test reads what was sent and answers by hand. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
}

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
    // The history says who made each change, the progress where the order is.
    expect(within(tracking).getByText('by the payment gateway')).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Order progress' });
    expect(within(progress).getByText('Shipped').closest('li')).toHaveAttribute('aria-current', 'step');
    const invoice = screen.getByRole('region', { name: 'Tax invoice' });
    expect(within(invoice).getByRole('columnheader', { name: 'CGST' })).toBeInTheDocument();
    expect(within(invoice).getByRole('columnheader', { name: 'SGST' })).toBeInTheDocument();
    expect(within(invoice).queryByText('IGST')).toBeNull();
    expect(within(invoice).getByText('Within Kerala (CGST + SGST)')).toBeInTheDocument();
    // ₹238 of GST inside ₹4,998 at 5%: ₹4,760 taxable, ₹119 CGST at 2.5% + ₹119 SGST at 2.5%, per line…
    const row = within(invoice).getByRole('row', { name: /Kasavu Wrap Top/ });
    expect(row).toHaveTextContent('₹4,760');
    expect(row.textContent?.match(/₹1192\.5%/g)).toHaveLength(2);
    expect(row).toHaveTextContent('₹4,998');
    // …and in the totals.
    const totals = within(invoice).getByText('Taxable value', { selector: 'dt' }).closest('dl')!;
    expect(within(totals).getByText('₹4,760')).toBeInTheDocument();
    expect(within(totals).getAllByText('₹119')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('scrolls to the tracking once the order has loaded when opened from Track Order', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      signInStorage();
      mockFetch([{ path: `/api/orders/${NUMBER}`, body: order() }]);
      renderRoutes([{ path: '/orders/:orderNumber', element: <OrderPage /> }], {
        initialPath: `/orders/${NUMBER}#tracking`,
      });
      await screen.findByRole('heading', { name: `Order ${NUMBER}` });
      await waitFor(() => expect(scrolled.map((e) => e.id)).toContain('tracking'));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("a free pick's order: ₹0, the pick on its line, and nothing to pay instead of a payment", async () => {
    renderOrder(
      order({
        lines: [
          orderLine({
            quantity: 1,
            unitPrice: '2499.00',
            lineTotal: '0.00',
            rules: [{ code: 'monthly_pick', label: 'Monthly pick', amountPaise: -249_900 }],
          }),
        ],
        subtotal: '0.00',
        total: '0.00',
        taxIncluded: '0.00',
        payment: null,
        events: [
          {
            from: null,
            to: 'pending_payment',
            actor: 'member',
            note: 'Order placed.',
            at: '2026-11-20T10:00:00.000Z',
          },
          {
            from: 'pending_payment',
            to: 'paid',
            actor: 'system',
            note: "Nothing to pay: the card's rules cover the whole order.",
            at: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    );
    const history = await screen.findByText("Nothing to pay: the card's rules cover the whole order.");
    expect(history.parentElement!.textContent).toMatch(/^Confirmed automatically/);
    expect(screen.queryByText('Payment received')).toBeNull();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText("Nothing to pay: your card's rules covered this order.")).toBeTruthy();
    expect(screen.getAllByText('Monthly pick').length).toBeGreaterThan(0);
  });

  it('bills IGST outside Kerala', async () => {
    const o = order();
    renderOrder({ ...o, address: { ...o.address, state: 'Karnataka' } });
    const invoice = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(within(invoice).getByRole('columnheader', { name: 'IGST' })).toBeInTheDocument();
    expect(within(invoice).queryByText('CGST')).toBeNull();
    const row = within(invoice).getByRole('row', { name: /Kasavu Wrap Top/ });
    expect(row).toHaveTextContent('₹2385%');
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
    await user.type(within(dialog).getByLabelText('Tell us why (optional)'), 'Ordered the wrong size');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Your payment has been refunded in full.')).toBeInTheDocument();
    const cancels = calls.filter((c) => c.url.endsWith('/cancel'));
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.body).toEqual({ reason: 'Ordered the wrong size' });
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

  it('asks "How did it fit?" on a delivered piece, saves the choice and shows who it was for', async () => {
    const user = userEvent.setup();
    const line = orderLine({ canReview: true, canReportFit: true, fit: null, forName: 'Amma' });
    const { calls } = renderOrder(order({ status: 'delivered', canCancel: false, lines: [line] }), [
      { method: 'PUT', path: /\/fit$/, body: { lineId: line.id, fit: 'small' } },
    ]);
    expect(await screen.findByText('For Amma')).toBeInTheDocument();
    const question = screen.getByRole('group', { name: `How did ${line.name} fit?` });
    expect(screen.getByText('How did it fit?')).toBeInTheDocument();
    const choices = within(question).getAllByRole('radio');
    expect(choices.map((c) => c.closest('label')?.textContent)).toEqual(['Small', 'True to size', 'Large']);
    expect(choices.every((c) => !(c as HTMLInputElement).checked)).toBe(true);
    await user.click(within(question).getByRole('radio', { name: 'Small' }));
    await waitFor(() => expect(within(question).getByRole('radio', { name: 'Small' })).toBeChecked());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/orders/${NUMBER}/lines/${line.id}/fit`);
    expect(put?.body).toEqual({ fit: 'small' });
    // The review is there beside it: a fit alone needs no stars.
    expect(calls.some((c) => c.url.includes('/reviews'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
  });

  it('asks nothing about fit before delivery', async () => {
    renderOrder(order({ status: 'shipped', canCancel: false, lines: [orderLine({ canReportFit: false })] }));
    expect((await screen.findAllByText(orderLine().name)).length).toBeGreaterThan(0);
    expect(screen.queryByText('How did it fit?')).not.toBeInTheDocument();
  });
});

describe('OrderPage Pay now', () => {
  it('reopens the payment of an order awaiting it, pays in the sandbox and opens the confirmation', async () => {
    const user = userEvent.setup();
    signInStorage();
    const { calls } = mockFetch([
      {
        path: `/api/orders/${NUMBER}`,
        body: order({
          status: 'pending_payment',
          payment: null,
          reservedUntil: '2026-11-20T10:15:00.000Z',
        }),
      },
      { path: '/api/payment/config', body: { provider: 'sandbox', keyId: null } },
      {
        method: 'POST',
        path: `/api/orders/${NUMBER}/pay`,
        body: {
          id: 'order_sb_9',
          amount: 499_800,
          currency: 'INR',
          price: '4998.00',
          provider: 'sandbox',
          keyId: null,
        },
      },
      {
        method: 'POST',
        path: '/api/payment/sandbox/complete',
        body: { razorpay_order_id: 'order_sb_9', razorpay_payment_id: 'pay_9', razorpay_signature: 'sig' },
      },
      {
        method: 'POST',
        path: '/api/payment/verify',
        body: { success: true, needsPasswordSetup: false, userId: 'u', token: null, orderNumber: NUMBER },
      },
    ]);
    renderRoutes(
      [
        { path: '/orders/:orderNumber', element: <OrderPage /> },
        { path: '/orders/:orderNumber/confirmed', element: <p>Confirmation page</p> },
      ],
      { initialPath: `/orders/${NUMBER}` },
    );
    expect(await screen.findByText(/This order is awaiting payment/)).toHaveTextContent(
      'Your pieces are reserved until',
    );
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay ₹4,998' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹4,998' }));
    expect(await screen.findByText('Confirmation page')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === `/api/orders/${NUMBER}/pay`)).toHaveLength(1);
    expect(calls.find((c) => c.url === '/api/payment/verify')!.body).toMatchObject({
      razorpay_order_id: 'order_sb_9',
    });
  });
});

describe('OrderPage damage report', () => {
  it('uploads the reason and the video with its progress, then says it is reported', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    renderOrder(
      order({
        status: 'delivered',
        canCancel: false,
        lines: [orderLine({ canRequestExchange: true })],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Report damage' }));
    const form = screen.getByRole('form', { name: 'Report damage on Kasavu Wrap Top' });
    expect(form).toHaveTextContent('We do not accept returns.');
    await user.type(within(form).getByLabelText('What is damaged?'), 'Torn seam');
    const video = new File(['video'], 'unboxing.webm', { type: 'video/webm' });
    await user.upload(within(form).getByLabelText(/Unboxing video/), video);
    expect(within(form).getByText('unboxing.webm')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send report' }));

    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api/orders/${NUMBER}/lines/33333333-3333-4333-8333-333333333333/exchange`);
    expect(xhr.body?.get('reason')).toBe('Torn seam');
    expect((xhr.body!.get('video') as File).name).toBe('unboxing.webm');
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Uploading your video' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    act(() => {
      xhr.status = 201;
      xhr.responseText = JSON.stringify({ id: 'x' });
      xhr.onload?.();
    });
    expect(await screen.findByText('Damage reported')).toBeInTheDocument();
  });

  it('shows the state of an exchange already asked for, and no second report', async () => {
    renderOrder(
      order({
        status: 'delivered',
        canCancel: false,
        lines: [
          orderLine({
            exchange: {
              id: '12121212-1212-4212-8212-121212121212',
              status: 'approved',
              decisionNote: 'A new piece ships on Monday.',
            },
          }),
        ],
      }),
    );
    expect(await screen.findByText('Exchange approved: A new piece ships on Monday.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report damage' })).toBeNull();
  });

  it("shows the server's message when the report is refused", async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    renderOrder(
      order({ status: 'delivered', canCancel: false, lines: [orderLine({ canRequestExchange: true })] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Report damage' }));
    await user.type(screen.getByLabelText('What is damaged?'), 'Stain');
    await user.upload(
      screen.getByLabelText(/Unboxing video/),
      new File(['v'], 'a.mp4', { type: 'video/mp4' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    act(() => {
      const xhr = FakeXhr.sent[0]!;
      xhr.status = 400;
      xhr.responseText = JSON.stringify({
        message: 'Damage must be reported within 48 hours of delivery.',
        code: 'BAD_REQUEST',
      });
      xhr.onload?.();
    });
    expect(
      await screen.findByText('Damage must be reported within 48 hours of delivery.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Could not send your report')).toBeInTheDocument();
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

  it('reads older orders page by page (X-Next-Cursor) and says 20+ until the last page', async () => {
    signInStorage();
    const first = Array.from({ length: 20 }, (_, i) =>
      summary({
        id: `99999999-9999-4999-8999-${String(i).padStart(12, '0')}`,
        number: `RS-2026-${String(200 - i).padStart(6, '0')}`,
      }),
    );
    const { calls, routes } = mockFetch([
      { path: '/api/orders', body: first, headers: { 'X-Next-Cursor': 'cursor-2' } },
    ]);
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <MyOrdersPanel /> }]);
    expect(await screen.findByText('RS-2026-000200')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Orders' }).parentElement).toHaveTextContent('20+');
    expect(calls[0]!.url).toBe('/api/orders?limit=20');
    routes.push({ path: '/api/orders', body: [summary({ number: 'RS-2026-000100' })] });
    await user.click(screen.getByRole('button', { name: 'Show older orders' }));
    expect(await screen.findByText('RS-2026-000100')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe('/api/orders?limit=20&cursor=cursor-2');
    expect(screen.getByRole('heading', { name: 'My Orders' }).parentElement).toHaveTextContent('21 orders');
    expect(screen.queryByRole('button', { name: 'Show older orders' })).toBeNull();
  });

  it('has an empty state that leads to the shop', async () => {
    signInStorage();
    mockFetch([{ path: '/api/orders', body: [] }]);
    renderRoutes([{ path: '*', element: <MyOrdersPanel /> }]);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop the Studio' })).toHaveAttribute('href', '/studio');
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
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/orders/${NUMBER}`);
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/studio');
  });

  it('stops asking after 30 seconds and says the payment is taking longer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInStorage();
    const { calls } = mockFetch([
      { path: `/api/orders/${NUMBER}`, body: order({ status: 'pending_payment' }) },
    ]);
    renderRoutes([{ path: '/orders/:orderNumber/confirmed', element: <OrderConfirmedPage /> }], {
      initialPath: `/orders/${NUMBER}/confirmed`,
    });
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(screen.getByText(/taking longer than usual/)).toBeInTheDocument();
    const asked = calls.length;
    // About one request every 2 s while waiting, and none after.
    expect(asked).toBeGreaterThanOrEqual(10);
    expect(asked).toBeLessThanOrEqual(17);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls.length).toBe(asked);
  });

  it('never calls a cancelled order confirmed', async () => {
    signInStorage();
    mockFetch([{ path: `/api/orders/${NUMBER}`, body: order({ status: 'cancelled', canCancel: false }) }]);
    renderRoutes([{ path: '/orders/:orderNumber/confirmed', element: <OrderConfirmedPage /> }], {
      initialPath: `/orders/${NUMBER}/confirmed`,
    });
    expect(await screen.findByRole('heading', { name: 'This order was cancelled' })).toBeInTheDocument();
    expect(screen.queryByText("We've e-mailed your confirmation.")).toBeNull();
  });

  it('shows the pieces, the pre-order note with its date and the delivery address', async () => {
    signInStorage();
    mockFetch([
      {
        path: `/api/orders/${NUMBER}`,
        body: order({
          lines: [orderLine({ isPreOrder: true, preOrderEndDate: '2026-12-15T00:00:00.000Z' })],
          preOrderShipsAfter: '2026-12-15T00:00:00.000Z',
        }),
      },
    ]);
    renderRoutes([{ path: '/orders/:orderNumber/confirmed', element: <OrderConfirmedPage /> }], {
      initialPath: `/orders/${NUMBER}/confirmed`,
    });
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Kasavu Wrap Top')).toBeInTheDocument();
    expect(screen.getByText('Size M · Qty 2')).toBeInTheDocument();
    expect(
      screen.getByText(/Pre-order pieces ship 2 to 3 weeks after the pre-order window closes on/),
    ).toHaveTextContent('15 Dec 2026');
    expect(screen.getByRole('region', { name: 'Delivering to' })).toHaveTextContent('Kochi');
  });
});
