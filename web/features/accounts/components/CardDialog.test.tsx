import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import CardDialog from './CardDialog';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const CARD = {
  cardNumber: 'RSL 4821 0937 5512',
  holder: 'Ananya Menon',
  plan: 'premium',
  status: 'active',
  memberSince: '2026-03-01T00:00:00.000Z',
  verifyUrl: 'http://shop.test/verify-card/UlNMNDgyMTA5Mzc1NTEyOjE.sig1',
};

describe('CardDialog (View Card Details)', () => {
  it('shows the number, tier, status and a QR code of the signed link; reissue asks first', async () => {
    signInStorage();
    const { calls } = mockFetch([
      { path: '/api/membership/card', body: CARD },
      {
        method: 'POST',
        path: '/api/membership/card/reissue',
        body: { ...CARD, verifyUrl: 'http://shop.test/verify-card/UlNMNDgyMTA5Mzc1NTEyOjI.sig2' },
      },
    ]);
    renderRoutes([{ path: '/profile', element: <CardDialog open onOpenChange={() => undefined} /> }], {
      initialPath: '/profile',
    });
    expect(await screen.findByRole('dialog', { name: 'Your Roslis card' })).toBeInTheDocument();
    expect((await screen.findAllByText('RSL 4821 0937 5512')).length).toBeGreaterThan(0);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Tier').nextElementSibling).toHaveTextContent('Premium');
    const qr = document.querySelector('svg[data-verify-url]')!;
    expect(qr.getAttribute('data-verify-url')).toBe(CARD.verifyUrl);
    expect(screen.getByRole('link', { name: 'Open the card check' })).toHaveAttribute('href', CARD.verifyUrl);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reissue card' }));
    expect(screen.getByText(/every older one, printed or saved, stops working/)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/membership/card/reissue')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Reissue card' }));
    expect(await screen.findByText('Card reissued')).toBeInTheDocument();
    expect(document.querySelector('svg[data-verify-url]')!.getAttribute('data-verify-url')).toContain('sig2');
  });
});
