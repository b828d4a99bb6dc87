import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Tier } from '#contracts/membership';
import { mediaMatches } from '../../../test/setup';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { ComparePage } from './ComparePage';

function tier(id: Tier['id'], price: string, over: Partial<Tier> = {}): Tier {
  return {
    id,
    name: id[0]!.toUpperCase() + id.slice(1),
    price,
    annualFee: null,
    validity: 'lifetime',
    purchasable: id !== 'platinum',
    invitationOnly: id === 'platinum',
    sandboxOnly: false,
    tagline: `${id} tagline`,
    benefits: [`${id} benefit one`, `${id} benefit two`],
    ...over,
  };
}

const TIERS = [tier('premium', '5000.00'), tier('gold', '20000.00'), tier('platinum', '25000.00')];

const routes = [
  { path: '/card2', element: <ComparePage /> },
  { path: '/auth', element: <p>Registration</p> },
];

function renderPage(tiers: Tier[] = TIERS) {
  mockFetch([{ path: '/api/membership/tiers', body: tiers }]);
  return renderRoutes(routes, { initialPath: '/card2' });
}

const panel = () => screen.getByRole('tabpanel');

describe('ComparePage (/card2)', () => {
  it('opens on the Premium tab with its price, benefits and Apply Now for premium', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Exclusive styles. Every size. Just for members.',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Premium' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Gold' })).toHaveAttribute('aria-selected', 'false');
    expect(await within(panel()).findByText('₹5,000')).toBeInTheDocument();
    expect(within(panel()).getByText('one-time')).toBeInTheDocument();
    expect(within(panel()).getByText('premium benefit one')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: /Apply Now/ })).toHaveAttribute(
      'href',
      '/auth?mode=register&plan=premium',
    );
    expect(screen.getByRole('link', { name: /Join Now/ })).toHaveAttribute(
      'href',
      '/auth?mode=register&plan=premium',
    );
    await waitFor(() => expect(document.title).toBe('Compare Premium & Gold Cards · Roslis'));
  });

  it('switching to Gold shows the Gold price and sends Apply Now and Join Now with plan=gold', async () => {
    const { router } = renderPage();
    await within(panel()).findByText('₹5,000');
    await userEvent.click(screen.getByRole('tab', { name: 'Gold' }));
    expect(screen.getByRole('tab', { name: 'Gold' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByText('₹20,000')).toBeInTheDocument();
    expect(within(panel()).queryByText('₹5,000')).toBeNull();
    expect(within(panel()).getByText('gold benefit two')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: /Apply Now/ })).toHaveAttribute(
      'href',
      '/auth?mode=register&plan=gold',
    );
    const join = screen.getByRole('link', { name: /Join Now/ });
    expect(join).toHaveAttribute('href', '/auth?mode=register&plan=gold');
    await userEvent.click(join);
    expect(router.state.location.search).toBe('?mode=register&plan=gold');
  });

  it('takes its prices from the tiers table, never from the page', async () => {
    renderPage([tier('premium', '4999.50'), tier('gold', '18500.00')]);
    expect(await within(panel()).findByText('₹4,999.50')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Gold' }));
    expect(within(panel()).getByText('₹18,500')).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, Home and End (one tab stop)', async () => {
    renderPage();
    const premium = screen.getByRole('tab', { name: 'Premium' });
    const gold = screen.getByRole('tab', { name: 'Gold' });
    expect(premium).toHaveAttribute('tabindex', '0');
    expect(gold).toHaveAttribute('tabindex', '-1');
    premium.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(gold).toHaveFocus();
    expect(gold).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAttribute('aria-labelledby', gold.id);
    await userEvent.keyboard('{ArrowRight}');
    expect(premium).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(gold).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(premium).toHaveAttribute('aria-selected', 'true');
  });

  it('opens and closes each FAQ answer', async () => {
    renderPage();
    const question = screen.getByRole('button', { name: 'Is the card a one-time payment?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer).not.toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(4);
  });

  it.each([
    ['smoothly', false, 'smooth'],
    ['instantly with reduced motion', true, 'auto'],
  ])('the hero button scrolls to the tabs %s and focuses the open tab', (_, reduced, behavior) => {
    if (reduced) mediaMatches.add('(prefers-reduced-motion: reduce)');
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Compare Premium & Gold Cards/ }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior, block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('compare-cards'));
    expect(screen.getByRole('tab', { name: 'Premium' })).toHaveFocus();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows two member testimonials', () => {
    renderPage();
    expect(screen.getAllByRole('blockquote')).toHaveLength(2);
    expect(screen.getByText('Anjali Menon')).toBeInTheDocument();
  });
});
