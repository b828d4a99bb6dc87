import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { FALLBACK_PICTURES } from '../lib/imagery';
import { HomePage } from './HomePage';

const CARD = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'floral-dress',
  name: 'Floral Dress',
  price: '1499.00',
  compareAtPrice: null,
  status: 'IN_STOCK',
  categoryId: 'c-dresses',
  availableIn: 'STUDIO',
  images: [{ url: '/uploads/dress.webp', width: 600, height: 800 }],
  voteCount: 0,
  voteThreshold: 100,
  preOrderLimit: null,
  unitsLeft: null,
  preOrderEndDate: null,
  sizes: ['M'],
  sizesInStock: ['M'],
  colours: [],
};

describe('HomePage imagery', () => {
  it('signed out, shows its own pictures and asks for no products (the list is for signed-in people)', async () => {
    const { calls } = mockFetch([]);
    renderAt(<HomePage />);
    expect(await screen.findByRole('img', { name: FALLBACK_PICTURES[0]!.alt })).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/products'))).toBe(false);
  });

  it('signed in, shows the newest studio pieces from their cards', async () => {
    signInStorage();
    const { calls } = mockFetch([
      { path: '/api/products', body: [CARD] },
      { path: '/api/categories', body: [{ id: 'c-dresses', name: 'Dresses', slug: 'dresses' }] },
    ]);
    renderAt(<HomePage />);
    // In the hero and in the gallery.
    const pictures = await screen.findAllByRole('img', { name: 'Floral Dress' });
    expect(pictures[0]).toHaveAttribute('src', '/uploads/dress.webp');
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/products?storefront=STUDIO&limit=8')).toBe(true),
    );
  });
});
