import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct, AdminProductRow } from '#contracts/admin-products';
import { resetToasts } from '../../../lib/toast';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { ProductsTab } from './ProductsTab';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetToasts();
});

const CAT = '44444444-4444-4444-8444-444444444444';
const ID = '55555555-5555-4555-8555-555555555555';

const row = (over: Partial<AdminProductRow> = {}): AdminProductRow => ({
  id: ID,
  slug: 'plum-cape-dress',
  name: 'Plum Cape Dress',
  availableIn: 'STUDIO',
  status: 'VOTE_TO_LAUNCH',
  categoryId: CAT,
  categoryName: 'Dresses',
  price: '4999.00',
  compareAtPrice: null,
  voteCount: 120,
  voteThreshold: 100,
  readyToLaunch: true,
  stock: 0,
  imageUrl: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const product = (over: Partial<AdminProduct> = {}): AdminProduct => ({
  id: ID,
  slug: 'plum-cape-dress',
  name: 'Plum Cape Dress',
  description: '',
  details: [],
  categoryId: CAT,
  availableIn: 'STUDIO',
  signature: false,
  fit: 'regular',
  status: 'IN_STOCK',
  pricePaise: 249950,
  compareAtPricePaise: null,
  price: '2499.50',
  compareAtPrice: null,
  voteCount: 0,
  voteThreshold: 100,
  readyToLaunch: false,
  preOrderLimit: null,
  preOrderEndDate: null,
  preOrderCount: 0,
  launchedAt: null,
  premiumOpensAt: null,
  variants: [{ id: '66666666-6666-4666-8666-666666666666', name: 'size', value: 'M', stock: 3 }],
  images: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function open(routes: Parameters<typeof mockFetch>[0] = []) {
  signInStorage();
  const mock = mockFetch([
    {
      path: '/api/admin/products',
      body: [
        row(),
        row({
          id: '77777777-7777-4777-8777-777777777777',
          name: 'Ivory Tunic',
          status: 'IN_STOCK',
          readyToLaunch: false,
          stock: 12,
          voteCount: 0,
        }),
      ],
    },
    { path: '/api/categories', body: [{ id: CAT, name: 'Dresses', slug: 'dresses' }] },
    ...routes,
  ]);
  renderAt(<ProductsTab />);
  return mock;
}

describe('Products tab', () => {
  it('lists products with votes and the Ready to launch badge, and filters on the server', async () => {
    const user = userEvent.setup();
    const mock = open();
    const table = await screen.findByRole('table', { name: 'Products' });
    const ready = within(table).getByRole('row', { name: /Plum Cape Dress/ });
    expect(ready).toHaveTextContent('Ready to launch');
    expect(ready).toHaveTextContent('120 / 100');
    expect(ready).toHaveTextContent('₹4,999');
    expect(within(table).getByRole('row', { name: /Ivory Tunic/ })).not.toHaveTextContent('Ready to launch');
    await user.selectOptions(screen.getByLabelText('Status'), 'PRE_ORDER');
    await user.type(screen.getByLabelText('Search products'), 'plum');
    await vi.waitFor(() =>
      expect(mock.calls.some((c) => c.url.includes('status=PRE_ORDER') && c.url.includes('q=plum'))).toBe(
        true,
      ),
    );
  });

  it('launches a ready design after a confirmation, to the chosen status', async () => {
    const user = userEvent.setup();
    const mock = open([
      { path: `/api/admin/products/${ID}`, body: product({ status: 'VOTE_TO_LAUNCH' }) },
      {
        method: 'POST',
        path: `/api/admin/products/${ID}/launch`,
        body: { product: product({ status: 'IN_STOCK' }), votersNotified: 120 },
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Products' });
    await user.click(within(table).getByRole('button', { name: 'Launch Plum Cape Dress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Launch this design?' });
    await user.click(await within(dialog).findByLabelText('In Stock'));
    expect(within(dialog).getByText('3 pieces in stock.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Launch' }));
    // Read inside the toast: Radix also copies a toast's words into a live region for screen readers
    // for a moment, so a page-wide search for part of them can find both.
    const toast = (await screen.findByText('Design launched')).closest('li')!;
    expect(within(toast).getByText(/120 voters told/)).toBeInTheDocument();
    expect(mock.calls.find((c) => c.method === 'POST')!.body).toEqual({ to: 'IN_STOCK' });
  });

  it("shows the buyers' fit feedback as counts in the editor", async () => {
    const user = userEvent.setup();
    open([
      { path: `/api/admin/products/${ID}`, body: product() },
      { path: `/api/admin/products/${ID}/fit`, body: { small: 3, true: 1, large: 1, tendency: 'small' } },
    ]);
    const table = await screen.findByRole('table', { name: 'Products' });
    await user.click(within(table).getByRole('button', { name: 'Edit Plum Cape Dress' }));
    const fit = await screen.findByRole('region', { name: 'Fit feedback' });
    await vi.waitFor(() => expect(within(fit).getByText('Small').nextSibling).toHaveTextContent('3'));
    expect(within(fit).getByText('True to size').nextSibling).toHaveTextContent('1');
    expect(within(fit).getByText('Large').nextSibling).toHaveTextContent('1');
    expect(
      within(fit).getByText('The product page says "Runs small — most members chose one size up".'),
    ).toBeInTheDocument();
  });

  it('edits in rupees and sends paise; shows the contract’s message for a bad compare-at price', async () => {
    const user = userEvent.setup();
    const mock = open([
      { path: `/api/admin/products/${ID}`, body: product() },
      { method: 'PUT', path: `/api/admin/products/${ID}`, body: product({ pricePaise: 199900 }) },
    ]);
    const table = await screen.findByRole('table', { name: 'Products' });
    await user.click(within(table).getByRole('button', { name: 'Edit Plum Cape Dress' }));
    const form = await screen.findByRole('form', { name: 'Edit product' });
    const price = within(form).getByLabelText('Price (₹)');
    await vi.waitFor(() => expect(price).toHaveValue('2499.50'));
    await user.clear(price);
    await user.type(price, '1999');
    await user.type(within(form).getByLabelText('Compare-at price (₹)'), '1500');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText(
        'Compare-at price must be above the price (leave it empty when there is no discount).',
      ),
    ).toBeInTheDocument();
    expect(mock.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(within(form).getByLabelText('Compare-at price (₹)'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    const put = mock.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      pricePaise: 199900,
      compareAtPricePaise: null,
      variants: [{ name: 'size', value: 'M', stock: 3 }],
    });
    // The pictures section is there for a saved product.
    expect(screen.getByText('No pictures yet. Upload the first photo.')).toBeInTheDocument();
  });
});
