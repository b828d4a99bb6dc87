import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDeal } from '#contracts/deals';
import { resetToasts } from '../../../lib/toast';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { DynamoDealTab } from './DynamoDealTab';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetToasts();
});

const PRODUCT = '44444444-4444-4444-8444-444444444444';
const SIZE_M = '55555555-5555-4555-8555-555555555555';

const deal = (over: Partial<AdminDeal> = {}): AdminDeal => ({
  id: '66666666-6666-4666-8666-666666666666',
  date: '2031-05-20',
  kind: 'points',
  points: 300,
  product: null,
  size: null,
  variantId: null,
  quantity: 20,
  remaining: 20,
  claimed: 0,
  title: 'Three hundred points',
  words: '',
  createdAt: '2031-05-19T10:00:00.000Z',
  ...over,
});

function open(routes: Parameters<typeof mockFetch>[0] = []) {
  signInStorage();
  const mock = mockFetch([
    { path: '/api/admin/deals', body: [deal()] },
    {
      path: '/api/admin/deals/pieces',
      body: [{ productId: PRODUCT, name: 'Kasavu Kurta', variantId: SIZE_M, size: 'M', stock: 4 }],
    },
    ...routes,
  ]);
  const utils = renderAt(<DynamoDealTab />);
  return { ...utils, mock };
}

describe('DynamoDealTab', () => {
  it('lists the upcoming deals with their claims, and the past ones on asking', async () => {
    const { container, mock } = open([
      {
        path: /\/api\/admin\/deals\/[^/]+\/claims$/,
        body: [
          {
            id: '77777777-7777-4777-8777-777777777777',
            userId: '88888888-8888-4888-8888-888888888888',
            name: 'Ananya Menon',
            email: 'ananya@example.test',
            claimedAt: '2031-05-20T05:00:00.000Z',
            sentAt: null,
          },
        ],
      },
    ]);
    const table = await within(container).findByRole('table', { name: 'Dynamo Deals' });
    expect(within(table).getByText('20 May 2031')).toBeTruthy();
    expect(within(table).getByText('300 points')).toBeTruthy();
    expect(within(table).getByText('0 of 20')).toBeTruthy();

    mock.routes.push({
      path: '/api/admin/deals',
      body: [deal({ claimed: 1, remaining: 19, date: '2031-05-01' })],
    });
    await userEvent.click(within(container).getByRole('button', { name: 'Past' }));
    const past = await waitFor(() => {
      const shown = within(container).getByRole('table', { name: 'Dynamo Deals' });
      within(shown).getByText('1 of 20');
      return shown;
    });
    expect(mock.calls.some((c) => c.url.includes('when=past'))).toBe(true);
    expect(within(past).queryByRole('button', { name: /Edit/ })).toBeNull();
    await userEvent.click(within(past).getByRole('button', { name: /Claims/ }));
    expect(await screen.findByText('Ananya Menon')).toBeTruthy();
  });

  it("marks a free piece's claim sent, once, and shows when", async () => {
    const claim = {
      id: '77777777-7777-4777-8777-777777777777',
      userId: '88888888-8888-4888-8888-888888888888',
      name: 'Ananya Menon',
      email: 'ananya@example.test',
      claimedAt: '2031-05-20T05:00:00.000Z',
      sentAt: null as string | null,
    };
    const pieceDeal = deal({
      kind: 'piece',
      points: null,
      product: { id: PRODUCT, name: 'Kasavu Kurta', slug: 'kasavu-kurta' },
      size: 'M',
      variantId: SIZE_M,
      claimed: 1,
      remaining: 19,
    });
    const { container, mock } = open([
      { path: '/api/admin/deals', body: [pieceDeal] },
      { path: /\/api\/admin\/deals\/[^/]+\/claims$/, body: [claim] },
      {
        method: 'POST',
        path: `/api/admin/deals/claims/${claim.id}/sent`,
        body: { ...claim, sentAt: '2031-05-21T06:00:00.000Z' },
      },
    ]);
    const table = await within(container).findByRole('table', { name: 'Dynamo Deals' });
    await userEvent.click(await within(table).findByRole('button', { name: /Claims/ }));
    const mark = await screen.findByRole('button', { name: 'Mark sent to Ananya Menon' });
    mock.routes.push({
      path: /\/api\/admin\/deals\/[^/]+\/claims$/,
      body: [{ ...claim, sentAt: '2031-05-21T06:00:00.000Z' }],
    });
    await userEvent.click(mark);
    expect(await screen.findByText('Marked as sent')).toBeTruthy();
    expect(await screen.findByText('21 May 2031, 11:30 am')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mark sent/ })).toBeNull();
    expect(mock.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('sets a free-piece deal: the piece and its size from the pieces in stock', async () => {
    const { container, mock } = open([
      { method: 'POST', path: '/api/admin/deals', status: 201, body: deal() },
    ]);
    await within(container).findByRole('table', { name: 'Dynamo Deals' });
    await userEvent.click(within(container).getByRole('button', { name: /Set a deal/ }));
    const form = await screen.findByRole('form', { name: 'Set a Dynamo Deal' });
    await userEvent.selectOptions(within(form).getByLabelText(/Gift/), 'piece');
    await userEvent.selectOptions(await within(form).findByLabelText(/Piece/), PRODUCT);
    await userEvent.selectOptions(within(form).getByLabelText(/Size/), SIZE_M);
    const quantity = within(form).getByLabelText(/How many/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(within(form).getByLabelText(/Title/), 'A kurta on us');
    await userEvent.click(within(form).getByRole('button', { name: 'Set deal' }));
    await waitFor(() => expect(mock.calls.some((c) => c.method === 'POST')).toBe(true));
    const posted = mock.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(posted).toMatchObject({
      kind: 'piece',
      productId: PRODUCT,
      variantId: SIZE_M,
      quantity: 3,
      title: 'A kurta on us',
    });
    expect(posted.points).toBeUndefined();
    expect(await screen.findByText('Dynamo Deal set')).toBeTruthy();
  });

  it('asks for the points of a points deal, and shows the server’s refusal on its field', async () => {
    const { container, mock } = open([
      {
        method: 'POST',
        path: '/api/admin/deals',
        status: 400,
        body: {
          message: 'Choose today or a later date.',
          code: 'BAD_REQUEST',
          fieldErrors: { date: ['Choose today or a later date.'] },
        },
      },
    ]);
    await within(container).findByRole('table', { name: 'Dynamo Deals' });
    await userEvent.click(within(container).getByRole('button', { name: /Set a deal/ }));
    const form = await screen.findByRole('form', { name: 'Set a Dynamo Deal' });
    await userEvent.type(within(form).getByLabelText(/Title/), 'Points');
    await userEvent.click(within(form).getByRole('button', { name: 'Set deal' }));
    expect(await within(form).findByText('The points must be a whole number above 0.')).toBeTruthy();
    expect(mock.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(form).getByLabelText(/Points/), '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Set deal' }));
    expect(await within(form).findAllByText('Choose today or a later date.')).not.toHaveLength(0);
  });

  it('cancels a deal nobody has claimed', async () => {
    const { container, mock } = open([
      { method: 'DELETE', path: /\/api\/admin\/deals\/[^/]+$/, status: 204 },
    ]);
    const table = await within(container).findByRole('table', { name: 'Dynamo Deals' });
    await userEvent.click(within(table).getByRole('button', { name: /Cancel deal/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this Dynamo Deal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel deal' }));
    await waitFor(() => expect(mock.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Dynamo Deal cancelled')).toBeTruthy();
  });
});
