import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt } from '../../../test/utils';
import { TIERS_PATH, tiersFixture } from '../lib/tiers.fixture';
import { TiersSection } from './TiersSection';

afterEach(() => {
  vi.useRealTimers();
});

async function renderChooser(tiers = tiersFixture()) {
  const mocked = mockFetch([{ path: TIERS_PATH, body: tiers }]);
  renderAt(<TiersSection />, '/card');
  const premium = await screen.findByRole('radio', { name: 'Premium' });
  return {
    ...mocked,
    premium,
    gold: screen.getByRole('radio', { name: 'Gold' }),
    platinum: screen.getByRole('radio', { name: 'Platinum' }),
    apply: () => screen.getByRole('link', { name: /Apply for the Card/ }),
  };
}

describe('the tier chooser', () => {
  it('is a radio group of the public tiers, with Premium selected by default', async () => {
    const { premium, gold, apply } = await renderChooser();
    expect(screen.getByRole('radiogroup', { name: /One joining fee/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-labelledby'))).toEqual([
      'tier-option-premium',
      'tier-option-gold',
      'tier-option-platinum',
    ]);
    expect(screen.queryByRole('radio', { name: 'Basic' })).toBeNull();
    expect(premium).toHaveAttribute('aria-checked', 'true');
    expect(within(premium).getByText('Selected')).toBeInTheDocument();
    expect(gold).toHaveAttribute('aria-checked', 'false');
    expect(within(gold).queryByText('Selected')).toBeNull();
    expect(premium).toHaveAttribute('tabindex', '0');
    expect(gold).toHaveAttribute('tabindex', '-1');
    expect(apply()).toHaveAttribute('href', '/auth?mode=register&plan=premium');
  });

  it('selects Gold on a click; Premium loses "Selected" and the Apply link carries gold', async () => {
    const { premium, gold, apply } = await renderChooser();
    await userEvent.click(gold);
    expect(gold).toHaveAttribute('aria-checked', 'true');
    expect(within(gold).getByText('Selected')).toBeInTheDocument();
    expect(premium).toHaveAttribute('aria-checked', 'false');
    expect(within(premium).queryByText('Selected')).toBeNull();
    expect(apply()).toHaveAttribute('href', '/auth?mode=register&plan=gold');
    expect(screen.getByRole('heading', { name: 'Included with Gold' })).toBeInTheDocument();
    expect(screen.getByText('One Limited Edition pick free every month')).toBeInTheDocument();
  });

  it('keeps Platinum disabled: "Invitation Required", aria-disabled, not selectable by click or keys', async () => {
    const { premium, gold, platinum, apply } = await renderChooser();
    expect(within(platinum).getByText('Invitation Required')).toBeInTheDocument();
    expect(platinum).toHaveAttribute('aria-disabled', 'true');
    expect(platinum).not.toHaveAttribute('tabindex');

    await userEvent.click(platinum);
    expect(platinum).toHaveAttribute('aria-checked', 'false');
    expect(premium).toHaveAttribute('aria-checked', 'true');

    // From Gold, ArrowRight skips Platinum and wraps round to Premium.
    await userEvent.click(gold);
    await userEvent.keyboard('{ArrowRight}');
    expect(premium).toHaveAttribute('aria-checked', 'true');
    expect(premium).toHaveFocus();
    expect(platinum).toHaveAttribute('aria-checked', 'false');

    // Tab leaves the group from the chosen card: Platinum is never a tab stop.
    await userEvent.tab();
    expect(platinum).not.toHaveFocus();
    expect(apply()).toHaveAttribute('href', '/auth?mode=register&plan=premium');
  });

  it('moves between Premium and Gold with ArrowRight and ArrowLeft', async () => {
    const { premium, gold, apply } = await renderChooser();
    await userEvent.tab();
    expect(premium).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(gold).toHaveFocus();
    expect(gold).toHaveAttribute('aria-checked', 'true');
    expect(gold).toHaveAttribute('tabindex', '0');
    expect(premium).toHaveAttribute('tabindex', '-1');
    expect(apply()).toHaveAttribute('href', '/auth?mode=register&plan=gold');
    await userEvent.keyboard('{ArrowLeft}');
    expect(premium).toHaveFocus();
    expect(premium).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(gold).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(premium).toHaveAttribute('aria-checked', 'true');
  });

  it('shows the API’s prices, one-time, and follows them when they change', async () => {
    const first = await renderChooser();
    expect(within(first.premium).getByText('₹5,000')).toBeInTheDocument();
    expect(within(first.premium).getByText('one-time')).toBeInTheDocument();
    expect(within(first.gold).getByText('₹20,000')).toBeInTheDocument();
    expect(within(first.platinum).getByText('₹25,000')).toBeInTheDocument();
    expect(within(first.platinum).getByText('+ ₹2,000 a year')).toBeInTheDocument();
    cleanup();

    const second = await renderChooser(
      tiersFixture({ premium: { price: '7500.00' }, gold: { price: '18000.50' } }),
    );
    expect(within(second.premium).getByText('₹7,500')).toBeInTheDocument();
    expect(within(second.gold).getByText('₹18,000.50')).toBeInTheDocument();
    expect(screen.queryByText('₹5,000')).toBeNull();
  });

  it('shows skeletons while the tiers load, then the cards', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch([{ path: TIERS_PATH, body: tiersFixture() }]);
    const answer = vi.mocked(fetch);
    const slow = vi.fn(
      (...args: Parameters<typeof fetch>) =>
        new Promise<Response>((resolve) => setTimeout(() => resolve(answer(...args)), 2000)),
    );
    vi.stubGlobal('fetch', slow);
    renderAt(<TiersSection />, '/card');
    expect(screen.getByText('Loading the cards…')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    // The Apply link works before the prices arrive, with the default plan.
    expect(screen.getByRole('link', { name: /Apply for the Card/ })).toHaveAttribute(
      'href',
      '/auth?mode=register&plan=premium',
    );
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('radio', { name: 'Premium' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the cards…')).toBeNull();
  });

  it('says quietly when the tiers cannot be loaded', async () => {
    mockFetch([{ path: TIERS_PATH, status: 500, body: { message: 'Boom', code: 'INTERNAL' } }]);
    renderAt(<TiersSection />, '/card');
    expect(await screen.findByText(/could not be loaded just now/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: /Apply for the Card/ })).toBeInTheDocument();
  });
});
