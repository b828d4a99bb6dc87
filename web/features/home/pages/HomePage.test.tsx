import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderAt } from '../../../test/utils';
import { FALLBACK_PICTURES } from '../lib/imagery';
import { HomePage } from './HomePage';

const PIECE = {
  name: 'Floral Dress',
  categorySlug: 'dresses',
  images: [{ imageUrl: '/uploads/dress.webp', alt: 'Floral Dress', width: 600, height: 800 }],
};

describe('HomePage imagery', () => {
  it('shows the newest studio pieces for everyone, from the public pictures (not the product list)', async () => {
    const { calls } = mockFetch([{ path: '/api/featured', body: [PIECE] }]);
    renderAt(<HomePage />);
    // In the hero and in the gallery.
    const pictures = await screen.findAllByRole('img', { name: 'Floral Dress' });
    expect(pictures[0]).toHaveAttribute('src', '/uploads/dress.webp');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/featured')).toBe(true));
    expect(calls.some((c) => c.url.startsWith('/api/products'))).toBe(false);
  });

  it('falls back to its own pictures when the pictures cannot be read', async () => {
    mockFetch([{ path: '/api/featured', status: 500, body: { message: 'down', code: 'INTERNAL' } }]);
    renderAt(<HomePage />);
    expect(await screen.findByRole('img', { name: FALLBACK_PICTURES[0]!.alt })).toBeInTheDocument();
  });
});
