import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberPrice } from '#contracts/pricing';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { catalogCard } from '../test/fixtures';
import { BoardTile } from './boards/BoardTile';
import { CartActionProvider } from './cart-action';
import { KnownPricesProvider } from './MemberPrice';
import { ProductCard } from './ProductCard';

/**
 * Gold's early access on the cards (the grid's card and a board's tile), with the clock set: a Premium
 * member sees the product page's countdown words on the card and is offered no one-tap add until the
 * piece opens for her; at the opening the add appears by itself.
 */
const NOW = Date.parse('2026-11-29T04:45:50Z');
/** Opens 23:59:10 from NOW: 30 November 2026, 10:15 am in India. */
const OPENS = '2026-11-30T04:45:00.000Z';

const card = catalogCard({
  id: '99999999-9999-4999-8999-999999999999',
  name: 'Kasavu Launch Top',
  availableIn: 'LIMITED-EDITION',
  price: '2499.00',
});
const price = (opensForYouAt: string | null): MemberPrice => ({
  productId: card.id,
  listPrice: '2499.00',
  price: '2249.10',
  rule: 'Premium member price −10 %',
  pickPrice: null,
  cardWouldSave: null,
  opensForYouAt,
});
const known = (opensForYouAt: string | null) => ({
  prices: new Map([[card.id, price(opensForYouAt)]]),
  pick: undefined,
  sizeSurcharges: {},
});

const added = vi.fn(async () => ({}));

function show(element: React.ReactElement, opensForYouAt: string | null = OPENS) {
  signInStorage();
  mockFetch([]);
  const { container } = renderAt(
    <CartActionProvider addToCart={added}>
      <KnownPricesProvider known={known(opensForYouAt)}>{element}</KnownPricesProvider>
    </CartActionProvider>,
  );
  return within(container);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  added.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("Gold's early access on a card", () => {
  it('the grid card counts down to her opening and offers no add until then', async () => {
    const view = show(<ProductCard product={card} />);
    expect(view.getByText(/^Gold early access — opens for you in/).textContent).toBe(
      'Gold early access — opens for you in 23:59:10',
    );
    const waiting = view.getByRole('button', { name: /^Early access: Kasavu Launch Top opens for you on/ });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAccessibleName(
      'Early access: Kasavu Launch Top opens for you on 30 Nov 2026, 10:15 am',
    );
    expect(view.queryByRole('button', { name: /^Add to Cart/ })).toBeNull();

    act(() => vi.advanceTimersByTime(1000));
    expect(view.getByText(/^Gold early access/).textContent).toBe(
      'Gold early access — opens for you in 23:59:09',
    );

    // At her opening the countdown goes and the one-tap add is there.
    act(() => vi.advanceTimersByTime((23 * 3600 + 59 * 60 + 9) * 1000));
    expect(view.queryByText(/^Gold early access/)).toBeNull();
    const add = view.getByRole('button', { name: 'Add to Cart: Kasavu Launch Top' });
    vi.useRealTimers();
    await userEvent.click(add);
    expect(added).toHaveBeenCalledTimes(1);
  });

  it("a board's tile shows the same countdown and the same closed add", () => {
    const view = show(<BoardTile product={card} />);
    expect(view.getByText(/^Gold early access/).textContent).toBe(
      'Gold early access — opens for you in 23:59:10',
    );
    expect(view.getByRole('button', { name: /^Early access:/ })).toBeDisabled();
    expect(view.queryByRole('button', { name: /^Add to Cart/ })).toBeNull();
  });

  it('a piece open to her: no countdown, the add as ever', () => {
    const view = show(<ProductCard product={card} />, null);
    expect(view.queryByText(/Gold early access/)).toBeNull();
    expect(view.getByRole('button', { name: 'Add to Cart: Kasavu Launch Top' })).toBeEnabled();
  });
});
