import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '#contracts/catalog';
import { type MockRoute, mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { catalogCard, mockIntersectionObserver, queryOf, SHIRTS, TOPS } from '../test/fixtures';
import { StorefrontPage } from './StorefrontPage';

/**
 * "In my size" on the storefront grid: the toggle and "For: Me / Amma / Meera" put `fitFor` in the URL
 * and the list's query, combined with the other filters; a person without sizes gets "Add your
 * measurements" instead of "No products found".
 */
const AMMA = '22222222-2222-4222-8222-222222222222';
const MEERA = '33333333-3333-4333-8333-333333333333';
const PEOPLE = [
  { id: '11111111-aaaa-4111-8111-111111111111', name: 'Me', isPrimary: true },
  { id: AMMA, name: 'Amma', isPrimary: false },
  { id: MEERA, name: 'Meera', isPrimary: false },
].map((p) => ({ ...p, relationship: null, details: {}, createdAt: '', updatedAt: '' }));

const routes = [
  { path: '/studio', element: <StorefrontPage storefront="STUDIO" onAddToCart={vi.fn(async () => ({}))} /> },
];

function setup(products: ProductCard[], extra: MockRoute[] = [], initialPath = '/studio') {
  signInStorage();
  mockIntersectionObserver();
  const fetch = mockFetch([
    { path: '/api/categories', body: [TOPS, SHIRTS] },
    { path: '/api/user/voted-products', body: [] },
    { path: '/api/wishlist', body: [] },
    { path: '/api/user/profile', body: { membershipTier: 'PREMIUM', cardStatus: 'active' } },
    { path: '/api/preference-profiles', body: PEOPLE },
    { path: '/api/products', body: products },
    ...extra,
  ]);
  const view = renderRoutes(routes, { initialPath });
  const lastQuery = () => queryOf(fetch.calls.filter((c) => c.url.startsWith('/api/products?')).at(-1)!.url);
  return { ...view, ...fetch, lastQuery };
}

describe('StorefrontPage: In my size', () => {
  it('turns on for her, then for Amma, in the URL and the query, with the other filters', async () => {
    const user = userEvent.setup();
    const { router, lastQuery } = setup(
      [catalogCard({ name: 'Kochi Linen Top' })],
      [],
      '/studio?status=IN_STOCK',
    );
    await screen.findByRole('link', { name: 'Kochi Linen Top' });
    const toggle = screen.getByRole('button', { name: 'In my size' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('radiogroup', { name: 'For' })).toBeNull();

    await user.click(toggle);
    await waitFor(() => expect(lastQuery()).toMatchObject({ fitFor: 'me', status: 'IN_STOCK' }));
    expect(router.state.location.search).toBe('?status=IN_STOCK&fitFor=me');
    expect(screen.getByRole('button', { name: 'In my size' })).toHaveAttribute('aria-pressed', 'true');

    const chooser = await screen.findByRole('radiogroup', { name: 'For' });
    expect(
      within(chooser)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Me', 'Amma', 'Meera']);
    expect(within(chooser).getByRole('radio', { name: 'Me' })).toBeChecked();
    await user.click(within(chooser).getByRole('radio', { name: 'Amma' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ fitFor: AMMA, status: 'IN_STOCK', limit: '24' }));
    expect(router.state.location.search).toBe(`?status=IN_STOCK&fitFor=${AMMA}`);
    expect(within(chooser).getByRole('radio', { name: 'Amma' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'In my size' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=IN_STOCK'));
    // The list without it was read before: it comes back from the query cache.
    expect(screen.queryByRole('radiogroup', { name: 'For' })).toBeNull();
  });

  it('reads the choice back from the URL (a reload, Back)', async () => {
    const { lastQuery } = setup([catalogCard({ name: 'Kochi Linen Top' })], [], `/studio?fitFor=${MEERA}`);
    await screen.findByRole('link', { name: 'Kochi Linen Top' });
    expect(lastQuery()).toMatchObject({ fitFor: MEERA });
    expect(screen.getByRole('button', { name: 'In my size' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('radio', { name: 'Meera' })).toBeChecked();
  });

  it('asks for measurements when no size can be suggested, and says No products found otherwise', async () => {
    setup([], [{ path: '/api/products', body: [], headers: { 'X-Fit': 'none' } }], `/studio?fitFor=${AMMA}`);
    expect(await screen.findByText("We can suggest Amma's size")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your measurements' })).toHaveAttribute(
      'href',
      '/profile/preferences',
    );
    expect(screen.queryByText('No products found')).toBeNull();
  });

  it('shows the grid’s own empty state when her size has nothing in it', async () => {
    setup([], [], '/studio?fitFor=me');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add your measurements' })).toBeNull();
  });
});
