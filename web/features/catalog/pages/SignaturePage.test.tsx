import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { catalogCard, mockIntersectionObserver, queryOf, TOPS } from '../test/fixtures';
import { SignaturePage } from './SignaturePage';

const routes = [{ path: '/signature', element: <SignaturePage onAddToCart={vi.fn()} /> }];

describe('SignaturePage', () => {
  it('lists only the Signature Line, each card labelled Signature', async () => {
    signInStorage();
    mockIntersectionObserver();
    const { calls } = mockFetch([
      { path: '/api/categories', body: [TOPS] },
      { path: '/api/user/profile', body: { membershipTier: 'PLATINUM', cardStatus: 'active' } },
      {
        path: '/api/products',
        body: [catalogCard({ name: 'Kasavu gown', availableIn: 'LIMITED-EDITION', signature: true })],
      },
    ]);
    const { container } = renderRoutes(routes, { initialPath: '/signature' });
    const view = within(container);
    expect(await view.findByRole('heading', { level: 1, name: 'Signature' })).toBeInTheDocument();
    expect(view.getByText(/runs of 1 to 25 pieces/)).toBeInTheDocument();
    const card = (await view.findByRole('link', { name: 'Kasavu gown' })).closest('article')!;
    expect(within(card).getByText('Signature')).toBeInTheDocument();
    const productCall = calls.find((c) => c.url.startsWith('/api/products?'))!;
    expect(queryOf(productCall.url)).toEqual({ signature: 'true', limit: '24' });
  });

  it('a card without the flag has no Signature label', async () => {
    signInStorage();
    mockIntersectionObserver();
    mockFetch([
      { path: '/api/categories', body: [TOPS] },
      { path: '/api/user/profile', body: { membershipTier: 'PLATINUM', cardStatus: 'active' } },
      { path: '/api/products', body: [catalogCard({ name: 'Plain top' })] },
    ]);
    const { container } = renderRoutes(routes, { initialPath: '/signature' });
    const card = (await within(container).findByRole('link', { name: 'Plain top' })).closest('article')!;
    expect(within(card).queryByText('Signature')).toBeNull();
  });
});
