import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PickState } from '#contracts/pricing';
import { CardWouldSave, PickNote, pickText, RuleList } from './PricingWords';

const pick = (over: Partial<PickState>): PickState => ({
  status: 'available',
  price: '999.00',
  cap: '3500.00',
  nextOn: '2026-12-31T18:30:00.000Z',
  ...over,
});

describe("the card's words", () => {
  it.each([
    ['Premium, not used yet', pick({}), 'Your monthly pick: ₹999'],
    ['Gold, not used yet', pick({ price: '0.00' }), 'Your monthly pick: free'],
    [
      'used: the next opens on the 1st, India time',
      pick({ status: 'used' }),
      'Monthly pick used — next on 1 January',
    ],
    ['no active card', pick({ status: 'none', price: null }), null],
  ])('%s', (_name, state, text) => {
    expect(pickText(state)).toBe(text);
  });

  it('shows the pick, the rules with their amounts, and what the card would save', () => {
    const { container } = render(
      <div>
        <PickNote pick={pick({})} />
        <RuleList
          rules={[
            { code: 'monthly_pick', label: 'Monthly pick', amountPaise: -150_000 },
            { code: 'size_surcharge', label: 'Size 3XL +₹200', amountPaise: 20_000 },
          ]}
        />
        <CardWouldSave amount="249.90" />
      </div>,
    );
    const view = within(container);
    expect(view.getByText('Your monthly pick: ₹999')).toBeInTheDocument();
    expect(view.getByText('−₹1,500')).toBeInTheDocument();
    expect(view.getByText('Size 3XL +₹200')).toBeInTheDocument();
    expect(view.getByText('+₹200')).toBeInTheDocument();
    expect(view.getByText('An active card would save you ₹249.90')).toBeInTheDocument();
  });
});
