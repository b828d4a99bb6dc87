import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt, signInStorage } from '../../../../test/utils';
import { catalogCard, catalogProduct } from '../../test/fixtures';
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
    renderAt(<VotelistPanel onAddToCart={async () => undefined} />);
    expect(await screen.findByText('3 Products Voted')).toBeInTheDocument();
    expect(screen.getByText('Voting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voted' })).toBeDisabled();
    expect(screen.getByText('Pre-order')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pre-Order: Onam Set' })).toBeEnabled();
    expect(screen.getByText('Launched!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart: Kasavu Top' })).toBeEnabled();
    // The buttons act here: they lead nowhere else.
    expect(screen.queryByRole('link', { name: /Pre-Order|Add to Cart/ })).toBeNull();
    expect(screen.getAllByText(/₹2,999 · 42 votes · Voted 20 Nov 2026/)).toHaveLength(3);
  });

  it('Votelist: one vote is "1 vote", one voted piece "1 Product Voted"', async () => {
    signInStorage();
    const one = voted('11111111-1111-4111-8111-111111111111', 'Monsoon Tunic', 'VOTE_TO_LAUNCH');
    mockFetch([
      { path: '/api/user/voted-products', body: [{ ...one, product: { ...one.product, voteCount: 1 } }] },
    ]);
    renderAt(<VotelistPanel onAddToCart={async () => undefined} />);
    expect(await screen.findByText(/₹2,999 · 1 vote · Voted/)).toBeInTheDocument();
    expect(screen.getByText('1 Product Voted')).toBeInTheDocument();
  });

  it('Votelist: Add to Cart asks for a size in place (sold-out sizes not offered), then adds that size', async () => {
    const user = userEvent.setup();
    signInStorage();
    const top = voted('33333333-3333-4333-8333-333333333333', 'Kasavu Top', 'IN_STOCK');
    const full = catalogProduct({ id: top.productId, slug: top.product.slug, name: 'Kasavu Top' });
    const medium = full.variants.find((v) => v.value === 'M')!;
    mockFetch([
      { path: '/api/user/voted-products', body: [top] },
      { path: `/api/products/${top.product.slug}`, body: full },
    ]);
    const addToCart = vi.fn(async () => ({ isPreOrder: false }));
    renderAt(<VotelistPanel onAddToCart={addToCart} />);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Kasavu Top' }));
    const size = await screen.findByLabelText('Size');
    expect(screen.getByRole('option', { name: 'S (sold out)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Kasavu Top' }));
    expect(await screen.findByText('Please choose a size.')).toBeInTheDocument();
    expect(addToCart).not.toHaveBeenCalled();
    await user.selectOptions(size, 'M');
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Kasavu Top' }));
    await waitFor(() =>
      expect(addToCart).toHaveBeenCalledWith({ productId: top.productId, variantId: medium.id, quantity: 1 }),
    );
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('1 x Kasavu Top added to your cart')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Size')).toBeNull());
  });

  it('Votelist: a launched piece sold out in every size reads Sold Out, and adds nothing', async () => {
    const user = userEvent.setup();
    signInStorage();
    const top = voted('33333333-3333-4333-8333-333333333333', 'Kasavu Top', 'IN_STOCK');
    const full = catalogProduct({ id: top.productId, slug: top.product.slug, name: 'Kasavu Top' });
    mockFetch([
      { path: '/api/user/voted-products', body: [top] },
      {
        path: `/api/products/${top.product.slug}`,
        body: { ...full, variants: full.variants.map((v) => ({ ...v, stock: 0 })) },
      },
    ]);
    const addToCart = vi.fn(async () => undefined);
    renderAt(<VotelistPanel onAddToCart={addToCart} />);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Kasavu Top' }));
    expect(await screen.findByRole('button', { name: 'Sold Out' })).toBeDisabled();
    expect(screen.queryByLabelText('Size')).toBeNull();
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('Votelist: Pre-Order on a piece without sizes puts it in the bag at once', async () => {
    const user = userEvent.setup();
    signInStorage();
    const set = voted('22222222-2222-4222-8222-222222222222', 'Onam Set', 'PRE_ORDER');
    mockFetch([
      { path: '/api/user/voted-products', body: [set] },
      {
        path: `/api/products/${set.product.slug}`,
        body: catalogProduct({
          id: set.productId,
          slug: set.product.slug,
          status: 'PRE_ORDER',
          variants: [],
        }),
      },
    ]);
    const addToCart = vi.fn(async () => ({ isPreOrder: true }));
    renderAt(<VotelistPanel onAddToCart={addToCart} />);
    await user.click(await screen.findByRole('button', { name: 'Pre-Order: Onam Set' }));
    await waitFor(() =>
      expect(addToCart).toHaveBeenCalledWith({ productId: set.productId, variantId: null, quantity: 1 }),
    );
    expect(screen.queryByLabelText('Size')).toBeNull();
  });

  it('Votelist and Wishlist: the empty states', async () => {
    signInStorage();
    mockFetch([
      { path: '/api/user/voted-products', body: [] },
      { path: '/api/wishlist', body: [] },
    ]);
    renderAt(
      <>
        <VotelistPanel onAddToCart={async () => undefined} />
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
