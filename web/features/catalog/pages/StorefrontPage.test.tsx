import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '#contracts/catalog';
import { StorefrontProvider, useStorefront } from '../../../lib/storefront';
import { mediaMatches } from '../../../test/setup';
import { type MockRoute, menuButton, mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { NARROW_QUERY } from '../hooks/use-columns';
import {
  catalogCard,
  closedSince,
  LIST_REFUSED_ROUTES,
  mockIntersectionObserver,
  openUntil,
  queryOf,
  SHIRTS,
  TOPS,
} from '../test/fixtures';
import { StorefrontPage } from './StorefrontPage';

const onAddToCart = vi.fn(async () => ({}));

const routes = [
  { path: '/studio', element: <StorefrontPage storefront="STUDIO" onAddToCart={onAddToCart} /> },
  {
    path: '/limited-edition',
    element: <StorefrontPage storefront="LIMITED-EDITION" onAddToCart={onAddToCart} />,
  },
  { path: '/membership', element: <p>Membership page</p> },
];

const BASE: MockRoute[] = [
  { path: '/api/categories', body: [TOPS, SHIRTS] },
  { path: '/api/user/voted-products', body: [] },
  { path: '/api/wishlist', body: [] },
  {
    path: '/api/user/profile',
    body: { membershipTier: 'PREMIUM', plan: 'premium', cardStatus: 'active', isMember: true },
  },
];

function setup(products: ProductCard[], extra: MockRoute[] = [], initialPath = '/studio') {
  signInStorage();
  const io = mockIntersectionObserver();
  const fetch = mockFetch([...BASE, { path: '/api/products', body: products }, ...extra]);
  const view = renderRoutes(routes, { initialPath });
  const productCalls = () => fetch.calls.filter((c) => c.url.startsWith('/api/products?'));
  return { ...view, ...fetch, io, productCalls };
}

const lastProductQuery = (calls: { url: string }[]) => queryOf(calls.at(-1)!.url);

beforeEach(() => onAddToCart.mockClear());

describe('StorefrontPage: list, search and filters', () => {
  it('loads the first page of the storefront from the server, with a skeleton meanwhile', async () => {
    const { productCalls } = setup([catalogCard({ name: 'Periyar Pleated Trousers', price: '3299.00' })]);
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Periyar Pleated Trousers' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/products\//),
    );
    expect(screen.getByText('₹3,299')).toBeInTheDocument();
    expect(lastProductQuery(productCalls())).toEqual({ storefront: 'STUDIO', limit: '24' });
    expect(screen.getByRole('searchbox', { name: 'Search studio collections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Loops view' })).toHaveAttribute('href', '/loops/studio');
    expect(screen.getByRole('link', { name: 'Boards view' })).toHaveAttribute('href', '/boards/studio');
  });

  it('sends the search text to the server', async () => {
    const user = userEvent.setup();
    const { productCalls, router } = setup([catalogCard()]);
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Search studio collections' }), 'Kasavu');
    await waitFor(() => expect(lastProductQuery(productCalls()).q).toBe('Kasavu'));
    expect(router.state.location.search).toBe('?q=Kasavu');
  });

  it('filters by status and category on the server, counts them and clears them', async () => {
    const user = userEvent.setup();
    const { productCalls, router } = setup([catalogCard()]);
    await screen.findAllByRole('article');

    await user.click(await menuButton('Filters'));
    expect(screen.getByText('No filters applied')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Pre-Order' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Vote to Launch' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Shirts' }));

    expect(screen.getByText('3 filters applied')).toBeInTheDocument();
    expect(screen.getByRole('menuitemcheckbox', { name: 'Pre-Order' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await waitFor(() =>
      expect(lastProductQuery(productCalls())).toEqual({
        storefront: 'STUDIO',
        status: 'PRE_ORDER,VOTE_TO_LAUNCH',
        categoryId: SHIRTS.id,
        limit: '24',
      }),
    );

    await user.click(screen.getByRole('menuitem', { name: 'Clear All' }));
    expect(screen.getByText('No filters applied')).toBeInTheDocument();
    // Back to the unfiltered list, which the cache already holds.
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Shirts' })).toHaveAttribute('aria-checked', 'false');
  });

  it('says so when nothing matches and Clear All Filters clears the search and the filters', async () => {
    const user = userEvent.setup();
    const { productCalls, router } = setup([], [], '/studio?q=velvet&status=PRE_ORDER');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search query')).toBeInTheDocument();
    expect(lastProductQuery(productCalls())).toMatchObject({ q: 'velvet', status: 'PRE_ORDER' });

    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() =>
      expect(lastProductQuery(productCalls())).toEqual({ storefront: 'STUDIO', limit: '24' }),
    );
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('requests the next page with the X-Next-Cursor value as the person scrolls', async () => {
    const first = catalogCard({ name: 'First page piece' });
    const second = catalogCard({ name: 'Second page piece' });
    const {
      productCalls,
      io,
      routes: mocked,
    } = setup([], [{ path: '/api/products', body: [first], headers: { 'X-Next-Cursor': 'cursor-2' } }]);
    await screen.findByRole('link', { name: 'First page piece' });
    mocked.push({ path: '/api/products', body: [second] });

    await waitFor(() => expect(io.count).toBeGreaterThan(0));
    act(() => io.intersectAll());
    expect(await screen.findByRole('link', { name: 'Second page piece' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First page piece' })).toBeInTheDocument();
    expect(lastProductQuery(productCalls())).toEqual({
      storefront: 'STUDIO',
      limit: '24',
      cursor: 'cursor-2',
    });
    expect(productCalls()).toHaveLength(2);
  });
});

describe('StorefrontPage: columns', () => {
  const grid = () => screen.getAllByRole('list').find((l) => l.style.gridTemplateColumns)!;

  it('shows 3 columns on a wide screen and lets the person choose 1 to 4', async () => {
    const user = userEvent.setup();
    setup([catalogCard({ name: 'Vaiga Pintuck Blouse' })]);
    await screen.findByRole('link', { name: 'Vaiga Pintuck Blouse' });
    expect(grid().style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(screen.getByRole('radio', { name: '3 columns' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: '4 columns' }));
    expect(grid().style.gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');

    // One column shows the reels / list card: the action and Details.
    await user.click(screen.getByRole('radio', { name: '1 column' }));
    expect(screen.getByRole('link', { name: 'Details: Vaiga Pintuck Blouse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart: Vaiga Pintuck Blouse' })).toBeInTheDocument();
  });

  it('defaults to 2 columns for STUDIO and 1 for LIMITED-EDITION under 640 px', async () => {
    mediaMatches.add(NARROW_QUERY);
    const { router } = setup([catalogCard({ name: 'Narrow piece' })]);
    await screen.findByRole('link', { name: 'Narrow piece' });
    expect(grid().style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');

    await act(() => router.navigate('/limited-edition'));
    await screen.findByRole('link', { name: 'Details: Narrow piece' });
    expect(screen.getByRole('radio', { name: '1 column' })).toBeChecked();
  });
});

describe('StorefrontPage: cards', () => {
  it('shows the discount, the status badge, the vote progress capped at 100 and colour dots', async () => {
    setup([
      catalogCard({ name: 'Sale piece', price: '1500.00', compareAtPrice: '2500.00' }),
      catalogCard({
        name: 'Popular design',
        status: 'VOTE_TO_LAUNCH',
        voteCount: 180,
        voteThreshold: 150,
      }),
      catalogCard({ name: 'Colourful piece', colours: ['Ivory', 'Kasavu Gold'] }),
      catalogCard({ name: 'Broken picture', images: [] }),
    ]);
    const sale = (await screen.findByRole('link', { name: 'Sale piece' })).closest('article')!;
    expect(within(sale).getByText('40% off')).toBeInTheDocument();
    expect(within(sale).getByText('₹2,500')).toBeInTheDocument();

    const vote = screen.getByRole('link', { name: 'Popular design' }).closest('article')!;
    expect(within(vote).getByText('Vote')).toBeInTheDocument();
    expect(within(vote).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    expect(screen.getByText('Colours: Ivory, Kasavu Gold')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Broken picture: Image Not Found' })).toBeInTheDocument();
  });

  it('shows the category name from the categories, and STUDIO for one it does not know', async () => {
    setup([
      catalogCard({ name: 'Shirt piece', categoryId: SHIRTS.id }),
      catalogCard({ name: 'Uncategorised piece', categoryId: '99999999-9999-4999-8999-999999999999' }),
    ]);
    const shirt = (await screen.findByRole('link', { name: 'Shirt piece' })).closest('article')!;
    expect(await within(shirt).findByText('Shirts')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: 'Uncategorised piece' }).closest('article')!;
    expect(within(other).getByText('STUDIO')).toBeInTheDocument();
  });

  it('adds the first size in stock with one tap, naming the size', async () => {
    const user = userEvent.setup();
    const piece = catalogCard({ name: 'Kasavu Shirt', sizes: ['S', 'M', 'L'], sizesInStock: ['M', 'L'] });
    setup([piece]);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Kasavu Shirt' }));
    expect(onAddToCart).toHaveBeenCalledWith({
      productId: piece.id,
      variant: { name: 'size', value: 'M' },
      quantity: 1,
    });
    expect(await screen.findByText('1 x Kasavu Shirt added to your cart')).toBeInTheDocument();
  });

  it('adds a pre-order to the cart with the spec toast', async () => {
    const user = userEvent.setup();
    const piece = catalogCard({
      name: 'Onam Gold-Edge Tunic',
      status: 'PRE_ORDER',
      preOrderEndDate: openUntil(),
      sizesInStock: [],
    });
    setup([piece]);
    await user.click(await screen.findByRole('button', { name: 'Pre-Order Now: Onam Gold-Edge Tunic' }));
    expect(onAddToCart).toHaveBeenCalledWith({
      productId: piece.id,
      variant: { name: 'size', value: 'S' },
      quantity: 1,
    });
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('1 x Onam Gold-Edge Tunic added to your cart')).toBeInTheDocument();
  });

  it('reads Sold Out without a size in stock, and Pre-Order Closed once the window or the units are gone', async () => {
    setup([
      catalogCard({ name: 'Gone piece', sizesInStock: [] }),
      catalogCard({ name: 'Late piece', status: 'PRE_ORDER', preOrderEndDate: closedSince() }),
      catalogCard({ name: 'Full piece', status: 'PRE_ORDER', preOrderLimit: 25, unitsLeft: 0 }),
    ]);
    const card = async (name: string) => (await screen.findByRole('link', { name })).closest('article')!;
    expect(within(await card('Gone piece')).getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    expect(within(await card('Late piece')).getByRole('button', { name: 'Pre-Order Closed' })).toBeDisabled();
    expect(within(await card('Full piece')).getByRole('button', { name: 'Pre-Order Closed' })).toBeDisabled();
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('votes: Vote to Launch becomes Voted, with the success toast and the new count, without refetching the list', async () => {
    const user = userEvent.setup();
    const piece = catalogCard({ name: 'Thekkady Tie-Front Top', status: 'VOTE_TO_LAUNCH', voteCount: 21 });
    const { calls, routes: mocked } = setup(
      [piece],
      [
        {
          method: 'POST',
          path: `/api/products/${piece.id}/vote`,
          body: {
            success: true,
            message: 'Vote recorded',
            alreadyVoted: false,
            voteCount: 22,
            voteThreshold: 100,
            readyToLaunch: false,
          },
        },
      ],
    );
    const button = await screen.findByRole('button', { name: 'Vote to Launch: Thekkady Tie-Front Top' });
    expect(screen.getByText('21 of 100 votes')).toBeInTheDocument();
    mocked.push({ path: '/api/user/voted-products', body: [{ productId: piece.id }] });
    // A list answered from another server's cache could still say 21: it is not asked again at once.
    mocked.push({ path: '/api/products', body: [{ ...piece, voteCount: 21 }] });
    await user.click(button);

    expect(await screen.findByText('Vote successful')).toBeInTheDocument();
    expect(screen.getByText('Thank you for voting for this product!')).toBeInTheDocument();
    const voted = await screen.findByRole('button', { name: 'Voted: Thekkady Tie-Front Top' });
    expect(voted).toBeDisabled();
    expect(voted).toHaveTextContent('Voted');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`/api/products/${piece.id}/vote`);
    expect(post.init?.body).toBeUndefined();
    // The list shows the new count from the vote's answer, and keeps it.
    expect(await screen.findByText('22 of 100 votes')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/user/voted-products')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.url.startsWith('/api/products?'))).toHaveLength(1);
    expect(screen.getByText('22 of 100 votes')).toBeInTheDocument();
  });

  it('tells the person when they had already voted, and when the vote failed', async () => {
    const user = userEvent.setup();
    const a = catalogCard({ name: 'Design A', status: 'VOTE_TO_LAUNCH' });
    const b = catalogCard({ name: 'Design B', status: 'VOTE_TO_LAUNCH' });
    setup(
      [a, b],
      [
        {
          method: 'POST',
          path: `/api/products/${a.id}/vote`,
          body: {
            success: false,
            message: 'Already voted',
            alreadyVoted: true,
            voteCount: 1,
            voteThreshold: 100,
            readyToLaunch: false,
          },
        },
        {
          method: 'POST',
          path: `/api/products/${b.id}/vote`,
          status: 500,
          body: { message: 'x', code: 'INTERNAL' },
        },
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'Vote to Launch: Design A' }));
    expect(await screen.findByText('Already voted')).toBeInTheDocument();
    expect(screen.getByText('You have already voted for this product.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vote to Launch: Design B' }));
    expect(await screen.findByText('Error voting')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
  });

  it('saves to and removes from the server wishlist with the heart', async () => {
    const user = userEvent.setup();
    const piece = catalogCard({ name: 'Kaloor Pinstripe Blazer' });
    const { calls, routes: mocked } = setup(
      [piece],
      [
        { method: 'POST', path: '/api/wishlist', status: 201, body: { productId: piece.id } },
        { method: 'DELETE', path: `/api/wishlist/${piece.id}`, body: { success: true } },
      ],
    );
    const heart = await screen.findByRole('button', { name: 'Add Kaloor Pinstripe Blazer to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    mocked.push({ path: '/api/wishlist', body: [{ productId: piece.id, addedAt: '', product: piece }] });
    await user.click(heart);
    // The request goes out after the click's render; on a busy machine not before the click returns.
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ productId: piece.id }),
    );
    const saved = await screen.findByRole('button', { name: 'Remove Kaloor Pinstripe Blazer from wishlist' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');

    mocked.push({ path: '/api/wishlist', body: [] });
    await user.click(saved);
    await screen.findByRole('button', { name: 'Add Kaloor Pinstripe Blazer to wishlist' });
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/wishlist/${piece.id}`)).toBe(true);
  });
});

describe('StorefrontPage: LIMITED-EDITION', () => {
  it('shows a non-member Membership Required and the way to /membership, without loading products', async () => {
    const { productCalls } = setup(
      [catalogCard()],
      [
        {
          path: '/api/user/profile',
          body: { membershipTier: 'NONE', plan: 'none', cardStatus: 'none', isMember: false },
        },
      ],
      '/limited-edition',
    );
    expect(await screen.findByRole('heading', { name: 'Membership Required' })).toBeInTheDocument();
    expect(screen.getByText(/exclusively available to LIMITED EDITION members/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Explore Membership Options/ })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(productCalls()).toHaveLength(0);
  });

  it('entering the page sets the current storefront', async () => {
    function Current() {
      return <p>Current: {useStorefront().storefront}</p>;
    }
    signInStorage();
    mockIntersectionObserver();
    mockFetch([...BASE, { path: '/api/products', body: [] }]);
    renderRoutes(
      [
        {
          element: (
            <StorefrontProvider>
              <Current />
              <Outlet />
            </StorefrontProvider>
          ),
          children: routes,
        },
      ],
      { initialPath: '/limited-edition' },
    );
    expect(await screen.findByText('Current: LIMITED-EDITION')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('storefront')).toBe('LIMITED-EDITION'));
  });

  it('shows members the limited edition with every status badge and the action per status', async () => {
    const { productCalls } = setup(
      [
        catalogCard({ name: 'Stocked', availableIn: 'LIMITED-EDITION' }),
        catalogCard({ name: 'Coming', availableIn: 'LIMITED-EDITION', status: 'PRE_ORDER' }),
        catalogCard({ name: 'Proposed', availableIn: 'LIMITED-EDITION', status: 'VOTE_TO_LAUNCH' }),
      ],
      [],
      '/limited-edition',
    );
    await screen.findByRole('link', { name: 'Stocked' });
    expect(lastProductQuery(productCalls())).toEqual({ storefront: 'LIMITED-EDITION', limit: '24' });
    expect(screen.getAllByText('In Stock')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add to Cart: Stocked' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pre-Order Now: Coming' })).toHaveTextContent('Pre-Order Now');
    expect(screen.getByRole('button', { name: 'Vote to Launch: Proposed' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Members only/ })).toBeNull();
  });

  it('shows Membership Required when the server refuses the list (403), even if the profile could not be read', async () => {
    setup([], LIST_REFUSED_ROUTES, '/limited-edition');
    expect(await screen.findByRole('heading', { name: 'Membership Required' })).toBeInTheDocument();
    expect(screen.queryByText('The collection could not be loaded')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
