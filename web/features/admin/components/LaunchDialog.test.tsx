import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminProduct,
  type AdminProductRow,
  PRODUCT_ADMIN_MESSAGES as M,
} from '#contracts/admin-products';
import { resetToasts } from '../../../lib/toast';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { LaunchDialog } from './LaunchDialog';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetToasts();
});

const ID = '55555555-5555-4555-8555-555555555555';
const S = '66666666-6666-4666-8666-666666666661';
const M_SIZE = '66666666-6666-4666-8666-666666666662';

const row = { id: ID, name: 'Plum Cape Dress', voteCount: 120, voteThreshold: 100 } as AdminProductRow;

/** A design at its votes: no pre-order end date, sizes S and M with nothing in stock. */
const design = (over: Partial<AdminProduct> = {}) =>
  ({
    id: ID,
    name: 'Plum Cape Dress',
    availableIn: 'STUDIO',
    status: 'VOTE_TO_LAUNCH',
    preOrderEndDate: null,
    preOrderLimit: null,
    variants: [
      { id: S, name: 'size', value: 'S', stock: 0 },
      { id: M_SIZE, name: 'size', value: 'M', stock: 0 },
    ],
    ...over,
  }) as AdminProduct;

function open(product: AdminProduct) {
  signInStorage();
  const mock = mockFetch([
    { path: `/api/admin/products/${ID}`, body: product },
    {
      method: 'POST',
      path: `/api/admin/products/${ID}/launch`,
      body: { product: { ...product, status: 'PRE_ORDER' }, votersNotified: 1 },
    },
  ]);
  renderAt(<LaunchDialog row={row} onClose={() => {}} />);
  return { mock, user: userEvent.setup() };
}

const inAMonth = () => {
  const d = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('LaunchDialog', () => {
  it('Pre-Order without an end date asks for it (and the limit) in the dialog, and sends them with the launch', async () => {
    const { mock, user } = open(design());
    const dialog = await screen.findByRole('dialog', { name: 'Launch this design?' });
    const end = await within(dialog).findByLabelText(/Pre-order ends/);
    const launch = within(dialog).getByRole('button', { name: 'Launch' });
    expect(launch).toBeDisabled();
    await user.type(end, inAMonth());
    await user.type(within(dialog).getByLabelText('Pre-order limit'), '40');
    expect(launch).toBeEnabled();
    await user.click(launch);
    expect(await screen.findByText(M.launched)).toBeInTheDocument();
    expect(mock.calls.find((c) => c.method === 'POST')!.body).toEqual({
      to: 'PRE_ORDER',
      preOrderEndDate: inAMonth(),
      preOrderLimit: 40,
    });
  });

  it('Pre-Order with a future end date on the design asks nothing more', async () => {
    const { mock, user } = open(
      design({ preOrderEndDate: new Date(Date.now() + 9 * 86_400_000).toISOString() }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Launch this design?' });
    expect(await within(dialog).findByText(/Pre-orders close on/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Pre-order ends/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Launch' }));
    await screen.findByText(M.launched);
    expect(mock.calls.find((c) => c.method === 'POST')!.body).toEqual({ to: 'PRE_ORDER' });
  });

  it('In Stock with nothing in stock asks for the pieces per size, and launches only with at least one', async () => {
    const { mock, user } = open(design());
    const dialog = await screen.findByRole('dialog', { name: 'Launch this design?' });
    await user.click(await within(dialog).findByLabelText('In Stock'));
    const launch = within(dialog).getByRole('button', { name: 'Launch' });
    expect(within(dialog).getByRole('group', { name: 'Stock per size' })).toBeInTheDocument();
    expect(launch).toBeDisabled();
    await user.type(within(dialog).getByLabelText('M'), '0');
    expect(launch).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('M'));
    await user.type(within(dialog).getByLabelText('M'), '6');
    expect(launch).toBeEnabled();
    await user.click(launch);
    await screen.findByText(M.launched);
    expect(mock.calls.find((c) => c.method === 'POST')!.body).toEqual({
      to: 'IN_STOCK',
      stock: [{ variantId: M_SIZE, stock: 6 }],
    });
  });

  it('does not offer In Stock for a design without sizes', async () => {
    open(design({ variants: [] }));
    const dialog = await screen.findByRole('dialog', { name: 'Launch this design?' });
    expect(await within(dialog).findByLabelText(/In Stock/)).toBeDisabled();
    expect(within(dialog).getByText(M.launchNoSizes)).toBeInTheDocument();
  });
});
