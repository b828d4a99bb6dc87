import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppliedRule } from '#contracts/card-rules';
import type { PickState } from '#contracts/pricing';
import { setLanguage } from '../../lib/i18n';
import { PickNote, pickText, RuleList, ruleLineText } from './PricingWords';

const pick = (over: Partial<PickState>): PickState => ({
  status: 'available',
  price: '999.00',
  cap: '3500.00',
  nextOn: '2026-12-31T18:30:00.000Z',
  ...over,
});

const RULES: AppliedRule[] = [
  { code: 'monthly_pick', label: 'Monthly pick', key: 'monthlyPick', params: {}, amountPaise: -150_000 },
  {
    code: 'member_price',
    label: 'Gold member price −20 %',
    key: 'memberPrice',
    params: { plan: 'gold', percent: 20 },
    amountPaise: -49_980,
  },
  {
    code: 'size_surcharge',
    label: 'Size 3XL +₹200',
    key: 'sizeSurcharge',
    params: { size: '3XL', amountPaise: 20_000 },
    amountPaise: 20_000,
  },
  {
    code: 'points',
    label: 'Points −₹300',
    key: 'points',
    params: { amountPaise: 30_000 },
    amountPaise: -30_000,
  },
];

describe("the card's words in Malayalam", () => {
  it('writes the rule lines from their keys in English word for word', () => {
    expect(RULES.map((r) => ruleLineText(r))).toEqual(RULES.map((r) => r.label));
  });

  it('writes the pick and the rule lines from their keys and figures', async () => {
    await setLanguage('ml');
    expect(pickText(pick({}))).toBe('ഈ മാസത്തെ പിക്ക്: ₹999');
    expect(pickText(pick({ price: '0.00' }))).toBe('ഈ മാസത്തെ പിക്ക്: സൗജന്യം');
    expect(pickText(pick({ status: 'used' }))).toMatch(/^ഈ മാസത്തെ പിക്ക് ഉപയോഗിച്ചു — അടുത്തത് .*ജനുവരി.* മുതൽ$/);

    const { container } = render(
      <div>
        <PickNote pick={pick({})} />
        <RuleList rules={RULES} />
      </div>,
    );
    const view = within(container);
    expect(view.getByRole('list', { name: 'കാർഡ് നിയമങ്ങൾ ബാധകമാക്കി' })).toBeInTheDocument();
    expect(view.getByText('ഈ മാസത്തെ പിക്ക്')).toBeInTheDocument();
    expect(view.getByText('ഗോൾഡ് അംഗവില −20 %')).toBeInTheDocument();
    expect(view.getByText('സൈസ് 3XL +₹200')).toBeInTheDocument();
    expect(view.getByText('പോയിന്റുകൾ −₹300')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/Monthly|member price|Size|Points/);
  });

  it("shows an old order's English label where its line has no key, or one this page does not know", async () => {
    await setLanguage('ml');
    const { container } = render(
      <RuleList
        rules={[
          { code: 'monthly_pick', label: 'Monthly pick', amountPaise: -150_000 },
          { code: 'points', label: 'Points −₹50', key: 'pointsLater', params: {}, amountPaise: -5_000 },
        ]}
      />,
    );
    expect(within(container).getByText('Monthly pick')).toBeInTheDocument();
    expect(within(container).getByText('Points −₹50')).toBeInTheDocument();
  });
});
