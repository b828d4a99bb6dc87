import { render, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberPrice, PickState } from '#contracts/pricing';
import { MemberPriceNote } from './MemberPrice';

const ID = '44444444-4444-4444-8444-444444444444';
const price = (over: Partial<MemberPrice> = {}): MemberPrice => ({
  productId: ID,
  listPrice: '2499.00',
  price: '2249.10',
  rule: 'Premium member price −10 %',
  pickPrice: '999.00',
  cardWouldSave: null,
  opensForYouAt: null,
  ...over,
});
const pick = (status: PickState['status']): PickState => ({
  status,
  price: status === 'none' ? null : '999.00',
  cap: '3500.00',
  nextOn: '2026-12-31T18:30:00.000Z',
});
const note = (p: MemberPrice, state: PickState, limited = true) =>
  within(
    render(
      <MemberPriceNote
        productId={ID}
        limited={limited}
        known={{ prices: new Map([[ID, p]]), pick: state, sizeSurcharges: {} }}
      />,
    ).container,
  );

describe('MemberPriceNote (a card, the product page)', () => {
  it('a LIMITED-EDITION piece: the pick until it is used, and the member price with its rule', () => {
    const view = note(price(), pick('available'));
    expect(view.getByText('Your monthly pick: ₹999')).toBeInTheDocument();
    expect(view.getByText('₹2,249.10')).toBeInTheDocument();
    expect(view.getByText(/Premium member price −10 %/)).toBeInTheDocument();
  });

  it('a dearer piece: the pick with the amount above ₹3,500; a used pick says when the next opens', () => {
    expect(
      note(price({ pickPrice: '6498.00' }), pick('available')).getByText('Your monthly pick: ₹6,498'),
    ).toBeInTheDocument();
    expect(
      note(price({ pickPrice: null }), pick('used')).getByText('Monthly pick used — next on 1 January'),
    ).toBeInTheDocument();
  });

  it('a STUDIO piece has no pick; without an active card, what the card would save', () => {
    const studio = note(price({ pickPrice: null }), pick('available'), false);
    expect(studio.queryByText(/monthly pick/i)).toBeNull();
    const lapsed = note(
      price({ price: '2499.00', rule: null, pickPrice: null, cardWouldSave: '249.90' }),
      pick('none'),
    );
    expect(lapsed.getByText('An active card would save you ₹249.90')).toBeInTheDocument();
    expect(lapsed.queryByText(/member price/)).toBeNull();
  });

  it("a piece still in Gold's early access for this member counts down to her opening", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse('2026-11-29T04:45:50Z'));
      const view = note(price({ opensForYouAt: '2026-11-30T04:45:00.000Z' }), pick('available'));
      expect(view.getByText(/^Gold early access — opens for you in/)).toHaveTextContent(
        /opens for you in 23:59:10$/,
      );
      expect(note(price(), pick('available')).queryByText(/Gold early access/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
