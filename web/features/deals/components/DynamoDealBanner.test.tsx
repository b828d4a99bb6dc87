import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DealToday } from '#contracts/deals';
import { resetToasts } from '../../../lib/toast';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { DynamoDealBanner } from './DynamoDealBanner';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  resetToasts();
});

const POINTS = {
  kind: 'points' as const,
  points: 300,
  product: null,
  size: null,
  title: 'Three hundred points, on us',
  words: 'A little something for logging in today.',
};

const today = (over: Partial<DealToday>): DealToday => ({
  state: 'open',
  date: '2031-05-20',
  opensAt: '10:00 AM',
  closesAt: '10:00 PM',
  deal: null,
  claimedAt: null,
  sentAt: null,
  earlierGift: null,
  ...over,
});

function show(answer: DealToday, routes: Parameters<typeof mockFetch>[0] = []) {
  signInStorage();
  const mock = mockFetch([{ path: '/api/deals/today', body: answer }, ...routes]);
  const utils = renderAt(<DynamoDealBanner />);
  return { ...utils, mock };
}

const banner = (container: HTMLElement) => within(container).findByRole('region', { name: 'Dynamo Deal' });

describe('DynamoDealBanner', () => {
  it('before the window: says when it opens and keeps the gift a surprise', async () => {
    const { container } = show(today({ state: 'before' }));
    const region = await banner(container);
    expect(within(region).getByText("Today's Dynamo Deal opens at 10:00 AM")).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Claim your gift' })).toBeNull();
  });

  it('inside the window: shows the gift and claims it once, then says Claimed and that the points are in', async () => {
    const { container, mock } = show(today({ state: 'open', deal: POINTS }), [
      {
        method: 'POST',
        path: '/api/deals/today/claim',
        body: today({ state: 'claimed', deal: POINTS, claimedAt: '2031-05-20T05:00:00.000Z' }),
      },
    ]);
    const region = await banner(container);
    expect(within(region).getByText('Three hundred points, on us')).toBeTruthy();
    expect(within(region).getByText('300 points')).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Claim your gift' }));
    await waitFor(() => expect(within(region).getByText('Claimed')).toBeTruthy());
    expect(within(region).getByText('300 points are in your account')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Claim your gift' })).toBeNull();
    expect(mock.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('a claimed free piece tells how it reaches her', async () => {
    const { container } = show(
      today({
        state: 'claimed',
        deal: {
          ...POINTS,
          kind: 'piece',
          points: null,
          product: { id: 'p', name: 'Kasavu Kurta', slug: 'k' },
          size: 'M',
        },
      }),
    );
    const region = await banner(container);
    expect(within(region).getByText('Kasavu Kurta, size M, free')).toBeTruthy();
    expect(within(region).getByText('Your gift is reserved — it ships with your next order')).toBeTruthy();
  });

  it('a free piece staff sent says when; an earlier day’s piece shows where it stands, with or without a deal today', async () => {
    const piece = {
      ...POINTS,
      kind: 'piece' as const,
      points: null,
      product: { id: 'p', name: 'Kasavu Kurta', slug: 'k' },
      size: 'M',
    };
    const sent = show(today({ state: 'claimed', deal: piece, sentAt: '2031-05-21T09:30:00.000Z' }));
    const region = await banner(sent.container);
    expect(within(region).getByText('Your gift was sent on 21 May')).toBeTruthy();
    expect(within(region).getByText('Sent')).toBeTruthy();
    sent.unmount();
    vi.unstubAllGlobals();

    const earlier = {
      date: '2031-05-18',
      title: 'A kurta on us',
      product: { name: 'Kasavu Kurta', slug: 'k' },
      size: 'M',
      sentAt: null,
    };
    const noDeal = show(today({ state: 'none', earlierGift: earlier }));
    const waiting = await banner(noDeal.container);
    expect(within(waiting).getByText('A kurta on us')).toBeTruthy();
    expect(within(waiting).getByText('Kasavu Kurta, size M · claimed 18 May')).toBeTruthy();
    expect(within(waiting).getByText('Your gift is reserved — it ships with your next order')).toBeTruthy();
    expect(within(waiting).getByText('Claimed')).toBeTruthy();
    noDeal.unmount();
    vi.unstubAllGlobals();

    const withDeal = show(
      today({ state: 'before', earlierGift: { ...earlier, sentAt: '2031-05-19T09:30:00.000Z' } }),
    );
    const before = await banner(withDeal.container);
    expect(within(before).getByText("Today's Dynamo Deal opens at 10:00 AM")).toBeTruthy();
    expect(
      within(before).getByText('Your gift of 18 May (Kasavu Kurta, size M): sent on 19 May'),
    ).toBeTruthy();
  });

  it('all claimed, after the window, and for a card that is not active: the words for each, no button', async () => {
    for (const [state, words] of [
      ['all_claimed', 'All claimed — try tomorrow'],
      ['after', "Today's Dynamo Deal has closed — the next opens at 10:00 AM"],
      ['card_inactive', /Dynamo Deal gifts are for members with an active card\./],
    ] as const) {
      const { container, unmount } = show(today({ state }));
      const region = await banner(container);
      expect(within(region).getByText(words)).toBeTruthy();
      expect(within(region).queryByRole('button', { name: 'Claim your gift' })).toBeNull();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('a refused claim is told, and a day without a deal shows nothing', async () => {
    const { container } = show(today({ state: 'open', deal: POINTS }), [
      {
        method: 'POST',
        path: '/api/deals/today/claim',
        status: 409,
        body: { message: 'All claimed — try tomorrow', code: 'SOLD_OUT' },
      },
    ]);
    const region = await banner(container);
    await userEvent.click(within(region).getByRole('button', { name: 'Claim your gift' }));
    expect(await screen.findByText('Could not claim the gift')).toBeTruthy();
    vi.unstubAllGlobals();

    const none = show(today({ state: 'none' }));
    await waitFor(() => expect(none.mock.calls.length).toBeGreaterThan(0));
    expect(within(none.container).queryByRole('region', { name: 'Dynamo Deal' })).toBeNull();
  });

  it('can be dismissed for the day', async () => {
    const { container } = show(today({ state: 'before' }));
    const region = await banner(container);
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss the Dynamo Deal' }));
    expect(within(container).queryByRole('region', { name: 'Dynamo Deal' })).toBeNull();
    expect(sessionStorage.getItem('dynamoDealDismissed')).toBe('2031-05-20');
  });
});
