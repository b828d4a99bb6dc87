import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CARD_RULE_DEFAULTS,
  CARD_RULE_FIELDS,
  CARD_RULE_KEYS,
  type CardRuleView,
} from '#contracts/card-rules';
import { resetToasts } from '../../../lib/toast';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { CardRulesTab } from './CardRulesTab';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetToasts();
});

const ROWS: CardRuleView[] = CARD_RULE_KEYS.map((key) => ({
  key,
  label: CARD_RULE_FIELDS[key].label,
  unit: CARD_RULE_FIELDS[key].unit,
  value: CARD_RULE_DEFAULTS[key],
  defaultValue: CARD_RULE_DEFAULTS[key],
  updatedAt: null,
  updatedBy: null,
}));

function open(routes: Parameters<typeof mockFetch>[0] = []) {
  signInStorage();
  const mock = mockFetch([
    { path: '/api/admin/card-rules', body: ROWS },
    { method: 'PUT', path: '/api/admin/card-rules', body: ROWS },
    ...routes,
  ]);
  renderAt(<CardRulesTab />);
  return mock;
}

describe('CardRulesTab', () => {
  it('lists every figure with its label and unit; money in rupees', async () => {
    open();
    expect(await screen.findByLabelText("Premium's monthly pick")).toHaveValue('999');
    expect(screen.getByLabelText('Premium member price')).toHaveValue('10');
    expect(screen.getByLabelText('Size surcharge from')).toHaveValue('3XL');
    expect(screen.getByLabelText('Size surcharge a piece')).toHaveValue('200');
    for (const row of ROWS) expect(screen.getByLabelText(row.label)).toBeInTheDocument();
    expect(screen.getAllByText(/^Unit: % ·/).length).toBe(3);
  });

  it('sends only the changed figures, money in paise', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    const pick = await screen.findByLabelText("Premium's monthly pick");
    await user.clear(pick);
    await user.type(pick, '899');
    await user.selectOptions(screen.getByLabelText('Size surcharge from'), '4XL');
    await user.click(screen.getByRole('button', { name: 'Save card rules' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      monthlyPickPremiumPaise: 89_900,
      sizeSurchargeFrom: '4XL',
    });
  });

  it("shows the server's word on a figure it refuses", async () => {
    const user = userEvent.setup();
    open([
      {
        method: 'PUT',
        path: '/api/admin/card-rules',
        status: 400,
        body: {
          message: 'A share must be a whole percent from 0 to 90.',
          code: 'BAD_REQUEST',
          fieldErrors: { memberDiscountGoldPercent: ['A share must be a whole percent from 0 to 90.'] },
        },
      },
    ]);
    const gold = await screen.findByLabelText('Gold and Platinum member price');
    await user.clear(gold);
    await user.type(gold, '95');
    await user.click(screen.getByRole('button', { name: 'Save card rules' }));
    expect(
      (await screen.findAllByText('A share must be a whole percent from 0 to 90.')).length,
    ).toBeGreaterThan(0);
  });
});
