import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RETURNS_POLICY_DETAIL } from '#contracts/constants';
import { MEMBERSHIP_FAQ } from '../content/faq';
import { tiersFixture } from '../lib/tiers.fixture';
import { MembershipFaq } from './MembershipFaq';

const GROUPS = [
  'Membership & Access',
  'Fashion & Fit',
  'Pricing & Savings',
  'Sustainability & Materials',
  'Shipping/Delivery & Support',
];

const toggle = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`) });

describe('the Membership FAQ', () => {
  it('has the five groups in order, each with 3 to 5 questions, all closed at first', () => {
    render(<MembershipFaq tiers={tiersFixture()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Questions, answered' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.map((h) => GROUPS.find((g) => h?.startsWith(g)))).toEqual(GROUPS);
    for (const group of MEMBERSHIP_FAQ) {
      expect(group.entries.length).toBeGreaterThanOrEqual(3);
      expect(group.entries.length).toBeLessThanOrEqual(5);
    }
    for (const name of GROUPS) {
      const button = toggle(name);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls')!);
      expect(panel).not.toBeVisible();
    }
    expect(screen.getByText('Which sizes do you make?')).not.toBeVisible();
  });

  it('opens a group on a click, showing its answers, and closes it on a second click', async () => {
    render(<MembershipFaq tiers={tiersFixture()} />);
    const button = toggle('Fashion & Fit');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByText('Which sizes do you make?')).toBeVisible();
    expect(within(panel).getByText(/XXS to 9XL/)).toBeVisible();
    // Only that group opened.
    expect(toggle('Membership & Access')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('quotes tier prices from the API, and reads well without them', async () => {
    const { unmount } = render(
      <MembershipFaq tiers={tiersFixture({ premium: { price: '6000.00' }, gold: { price: '21000.00' } })} />,
    );
    await userEvent.click(toggle('Pricing & Savings'));
    expect(screen.getByText(/Premium is ₹6,000 and Gold is ₹21,000/)).toBeVisible();
    expect(screen.getByText(/plus ₹2,000 a year/)).toBeVisible();
    expect(screen.getByText(/which is ₹15,000 today/)).toBeVisible();
    unmount();

    render(<MembershipFaq tiers={undefined} />);
    await userEvent.click(toggle('Pricing & Savings'));
    expect(screen.getByText(/each have a one-time joining fee, shown with the cards above/)).toBeVisible();
    expect(screen.getByText(/You pay only the difference between the two cards, and/)).toBeVisible();
  });

  it("answers returns in the Terms' one wording (no returns; damaged pieces exchanged)", async () => {
    render(<MembershipFaq tiers={tiersFixture()} />);
    await userEvent.click(toggle('Shipping/Delivery & Support'));
    expect(
      screen.getByText(new RegExp(`^${RETURNS_POLICY_DETAIL.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`)),
    ).toBeVisible();
    expect(screen.queryByText(/30-day/i)).not.toBeInTheDocument();
  });
});
