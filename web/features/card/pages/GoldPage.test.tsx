import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { TIERS_PATH, tiersFixture } from '../lib/tiers.fixture';
import { GoldPage } from './GoldPage';

function renderGold(tiers = tiersFixture()) {
  mockFetch([{ path: TIERS_PATH, body: tiers }]);
  return renderRoutes([{ path: '/gold', element: <GoldPage /> }], { initialPath: '/gold' });
}

describe('GoldPage', () => {
  it('shows Gold from the API, what it adds, and applies with plan=gold', async () => {
    renderGold();
    await waitFor(() => expect(document.title).toBe('The Roslis Gold Card'));
    expect(screen.getByRole('heading', { level: 1, name: 'The Gold Card' })).toBeInTheDocument();
    expect(await screen.findByText('More picks, earlier, everywhere')).toBeInTheDocument();
    expect(screen.getAllByText('₹20,000')[0]).toBeInTheDocument();
    expect(screen.getByText('One Limited Edition pick free every month')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What Gold adds' })).toBeInTheDocument();
    expect(screen.getByText('Across India')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /Apply for Gold/ })) {
      expect(link).toHaveAttribute('href', '/auth?mode=register&plan=gold');
    }
  });

  it('computes the upgrade from the two prices the API gives', async () => {
    renderGold(tiersFixture({ premium: { price: '4000.00' }, gold: { price: '19500.00' } }));
    const total = await screen.findByText('You pay to upgrade');
    expect(total.nextElementSibling).toHaveTextContent('₹15,500');
    expect(screen.getByText('− ₹4,000')).toBeInTheDocument();
  });

  it('says quietly when the prices cannot be loaded', async () => {
    mockFetch([{ path: TIERS_PATH, status: 500, body: { message: 'Boom', code: 'INTERNAL' } }]);
    renderRoutes([{ path: '/gold', element: <GoldPage /> }], { initialPath: '/gold' });
    expect(await screen.findByText(/Gold card’s price could not be loaded/)).toBeInTheDocument();
    expect(screen.getByText(/upgrade price could not be loaded/)).toBeInTheDocument();
  });
});
