import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt, signInStorage } from '../../../../test/utils';
import { catalogCard } from '../../test/fixtures';
import { VotelistPanel } from './VotelistPanel';
import { WishlistPanel } from './WishlistPanel';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const voted = (id: string, name: string, status: 'VOTE_TO_LAUNCH' | 'PRE_ORDER' | 'IN_STOCK') => ({
  productId: id,
  votedAt: '2026-11-20T10:00:00.000Z',
  product: {
    id,
    slug: name.toLowerCase().replace(/ /g, '-'),
    name,
    price: '2999.00',
    status,
    voteCount: 42,
    voteThreshold: 100,
    imageUrl: null,
  },
});

describe('profile panels', () => {
  it("Votelist: 'Products Voted', each status with its label and button", async () => {
    signInStorage();
    mockFetch([
      {
        path: '/api/user/voted-products',
        body: [
          voted('11111111-1111-4111-8111-111111111111', 'Monsoon Tunic', 'VOTE_TO_LAUNCH'),
          voted('22222222-2222-4222-8222-222222222222', 'Onam Set', 'PRE_ORDER'),
          voted('33333333-3333-4333-8333-333333333333', 'Kasavu Top', 'IN_STOCK'),
        ],
      },
    ]);
    renderAt(<VotelistPanel />);
    expect(await screen.findByText('3 Products Voted')).toBeInTheDocument();
    expect(screen.getByText('Voting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voted' })).toBeDisabled();
    expect(screen.getByText('Pre-order')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pre-Order' })).toHaveAttribute('href', '/products/onam-set');
    expect(screen.getByText('Launched!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to Cart' })).toHaveAttribute('href', '/products/kasavu-top');
    expect(screen.getAllByText(/₹2,999 · 42 votes · Voted 20 Nov 2026/)).toHaveLength(3);
  });

  it('Votelist and Wishlist: the empty states', async () => {
    signInStorage();
    mockFetch([
      { path: '/api/user/voted-products', body: [] },
      { path: '/api/wishlist', body: [] },
    ]);
    renderAt(
      <>
        <VotelistPanel />
        <WishlistPanel onAddToCart={async () => undefined} />
      </>,
    );
    expect(await screen.findByText('No votes yet')).toBeInTheDocument();
    expect(
      screen.getByText("Start voting for products you'd love to see in our collection!"),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover Products to Vote' })).toHaveAttribute(
      'href',
      '/limited-edition',
    );
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
  });

  it('Wishlist: the saved pieces as cards', async () => {
    signInStorage();
    const card = catalogCard({ name: 'Saved Kurta' });
    mockFetch([
      {
        path: '/api/wishlist',
        body: [{ productId: card.id, addedAt: '2026-11-20T10:00:00.000Z', product: card }],
      },
      { path: '/api/categories', body: [] },
    ]);
    renderAt(<WishlistPanel onAddToCart={async () => undefined} />);
    expect(await screen.findByText('Saved Kurta')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Wishlist' }).parentElement).toHaveTextContent(
      'My Wishlist1',
    );
  });
});
