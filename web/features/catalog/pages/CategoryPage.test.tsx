import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { catalogProduct, mockIntersectionObserver, queryOf, TOPS } from '../test/fixtures';
import { CategoryPage } from './CategoryPage';

const routes = [{ path: '/categories/:categorySlug', element: <CategoryPage onAddToCart={vi.fn()} /> }];

describe('CategoryPage', () => {
  it('lists the category across both storefronts, with the same cards and filters', async () => {
    mockIntersectionObserver();
    const { calls } = mockFetch([
      { path: '/api/categories/tops', body: TOPS },
      {
        path: '/api/products',
        body: [
          catalogProduct({ name: 'Studio top' }),
          catalogProduct({ name: 'Limited top', availableIn: 'LIMITED-EDITION', hasAccess: false }),
        ],
      },
    ]);
    renderRoutes(routes, { initialPath: '/categories/tops?status=IN_STOCK' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tops' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Studio top' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Members only: Limited top/ })).toHaveAttribute(
      'href',
      '/membership',
    );
    const productCall = calls.find((c) => c.url.startsWith('/api/products?'))!;
    expect(queryOf(productCall.url)).toEqual({ categorySlug: 'tops', status: 'IN_STOCK', limit: '24' });
    expect(screen.getByRole('searchbox', { name: 'Search tops' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Loops view' })).toBeNull();
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
