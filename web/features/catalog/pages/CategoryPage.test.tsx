import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { catalogCard, mockIntersectionObserver, queryOf, SHIRTS, TOPS } from '../test/fixtures';
import { CategoryPage } from './CategoryPage';

const routes = [{ path: '/categories/:categorySlug', element: <CategoryPage onAddToCart={vi.fn()} /> }];

describe('CategoryPage', () => {
  it('lists the category across both storefronts, with the same cards and filters', async () => {
    signInStorage();
    mockIntersectionObserver();
    const { calls } = mockFetch([
      { path: '/api/categories/tops', body: TOPS },
      { path: '/api/categories', body: [TOPS, SHIRTS] },
      { path: '/api/user/profile', body: { membershipTier: 'PREMIUM', cardStatus: 'active' } },
      {
        path: '/api/products',
        body: [
          catalogCard({ name: 'Studio top' }),
          catalogCard({ name: 'Limited top', availableIn: 'LIMITED-EDITION' }),
        ],
      },
    ]);
    renderRoutes(routes, { initialPath: '/categories/tops?status=IN_STOCK' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tops' })).toBeInTheDocument();
    expect(
      screen.getByText(/Limited-edition pieces are for members whose card is active/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Studio top' })).toBeInTheDocument();
    // The cards name their category from the categories (a card has only its id).
    const card = screen.getByRole('link', { name: 'Studio top' }).closest('article')!;
    expect(await within(card).findByText('Tops')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to Cart: Limited top' })).toBeInTheDocument();
    const productCall = calls.find((c) => c.url.startsWith('/api/products?'))!;
    expect(queryOf(productCall.url)).toEqual({ categorySlug: 'tops', status: 'IN_STOCK', limit: '24' });
    expect(screen.getByRole('searchbox', { name: 'Search tops' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Loops view' })).toBeNull();
  });

  it('keeps a limited-edition card members-only for someone without an active card', async () => {
    signInStorage();
    mockIntersectionObserver();
    mockFetch([
      { path: '/api/categories/tops', body: TOPS },
      { path: '/api/categories', body: [TOPS] },
      { path: '/api/user/profile', body: { membershipTier: 'NONE', cardStatus: 'none' } },
      // The server lists only Studio pieces to them; should a limited one slip in, it stays locked.
      { path: '/api/products', body: [catalogCard({ name: 'Limited top', availableIn: 'LIMITED-EDITION' })] },
    ]);
    renderRoutes(routes, { initialPath: '/categories/tops' });
    expect(await screen.findByRole('link', { name: /Members only: Limited top/ })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(screen.queryByRole('button', { name: 'Add to Cart: Limited top' })).toBeNull();
  });

  it('says when the category does not exist', async () => {
    mockFetch([
      {
        path: '/api/categories/nope',
        status: 404,
        body: { message: 'Category not found.', code: 'NOT_FOUND' },
      },
    ]);
    renderRoutes(routes, { initialPath: '/categories/nope' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Category Not Found' })).toBeInTheDocument(),
    );
  });
});
