import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CardLife } from '#contracts/membership';
import { renderAt } from '../../../test/utils';
import { CardPerks } from './CardPerks';

const base: CardLife = {
  plan: 'platinum',
  status: 'active',
  inactiveSince: null,
  monthly: null,
  renewal: null,
  payment: null,
  platinumWaiver: null,
  birthdayGift: null,
  events: [],
};

const show = (life: Partial<CardLife>) =>
  within(renderAt(<CardPerks life={{ ...base, ...life }} />).container);

describe('CardPerks (the Membership tab)', () => {
  it("names the Signature purchase that waives Platinum's yearly fee", () => {
    const view = show({
      platinumWaiver: {
        purchasedAt: '2027-03-12T05:30:00.000Z',
        fee: '2000.00',
        by: '2027-06-01T04:30:00.000Z',
      },
    });
    expect(
      view.getByText("Your Signature purchase on 12 Mar waives this year's ₹2,000 Platinum fee"),
    ).toBeInTheDocument();
    expect(view.queryByRole('link', { name: 'See the Signature Line' })).toBeNull();
  });

  it('without one, says what would waive it and links to the Signature Line', () => {
    const view = show({
      platinumWaiver: { purchasedAt: null, fee: '2000.00', by: '2027-06-01T04:30:00.000Z' },
    });
    expect(
      view.getByText(/A Signature purchase before 1 June 2027 waives this year's ₹2,000 Platinum fee/),
    ).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'See the Signature Line' })).toHaveAttribute('href', '/signature');
  });

  it('tells a Premium member in an early month when the birthday gift starts', () => {
    const view = show({
      plan: 'premium',
      birthdayGift: { fromMonth: 6, startsOn: '2027-03-13T18:30:00.000Z' },
    });
    expect(
      view.getByText('Your birthday gift starts in your 6th month, from 14 March 2027'),
    ).toBeInTheDocument();
  });

  it('says nothing when neither applies', () => {
    expect(renderAt(<CardPerks life={{ ...base, plan: 'gold' }} />).container.textContent).toBe('');
  });
});
