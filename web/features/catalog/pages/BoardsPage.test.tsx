import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '#contracts/catalog';
import { PUBLIC_GARMENTS, publicGarmentUrl } from '#contracts/imagery';
import { MOBILE_QUERY } from '../../../lib/use-media-query';
import { mediaMatches } from '../../../test/setup';
import { type MockRoute, menuButton, mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { boardFallbackPhoto } from '../components/boards/fallback-photo';
import { distributeMasonry, TILE_ASPECTS, tileAspect, tileHeight } from '../components/boards/masonry';
import {
  catalogCard,
  LIST_REFUSED_ROUTES,
  mockIntersectionObserver,
  queryOf,
  SHIRTS,
  TOPS,
} from '../test/fixtures';
import { BoardsPage } from './BoardsPage';

const onAddToCart = vi.fn(async () => ({}));

const routes = [
  { path: '/boards', element: <BoardsPage storefront={null} onAddToCart={onAddToCart} /> },
  { path: '/boards/studio', element: <BoardsPage storefront="STUDIO" onAddToCart={onAddToCart} /> },
  {
    path: '/boards/limited-edition',
    element: <BoardsPage storefront="LIMITED-EDITION" onAddToCart={onAddToCart} />,
  },
];

const MEMBER_PROFILE = { membershipTier: 'PREMIUM', plan: 'premium', cardStatus: 'active', isMember: true };
const BASE: MockRoute[] = [
  { path: '/api/categories', body: [TOPS, SHIRTS] },
  { path: '/api/user/voted-products', body: [] },
  { path: '/api/wishlist', body: [] },
  { path: '/api/user/profile', body: MEMBER_PROFILE },
];

function setup(products: ProductCard[], extra: MockRoute[] = [], initialPath = '/boards/studio') {
  signInStorage();
  mockIntersectionObserver();
  const fetch = mockFetch([...BASE, { path: '/api/products', body: products }, ...extra]);
  const view = renderRoutes(routes, { initialPath });
  const productCalls = () => fetch.calls.filter((c) => c.url.startsWith('/api/products?'));
  return { ...view, ...fetch, productCalls };
}

const columnLists = () => [...document.querySelectorAll('[data-board-column]')];
const tileNames = (list: Element) => within(list as HTMLElement).queryAllByRole('heading', { level: 3 });

beforeEach(() => onAddToCart.mockClear());

describe('masonry distribution', () => {
  it('puts each next item in the currently shortest column, leftmost on a tie', () => {
    const heights: Record<string, number> = { a: 3, b: 1, c: 1, d: 2, e: 1, f: 1 };
    const columns = distributeMasonry(Object.keys(heights), 3, (k) => heights[k]!);
    // a, b, c start the columns (3, 1, 1); d goes under b, the leftmost shortest (3, 3, 1); then e and f
    // both go to the third column, the shortest each time (3, 3, 2), then (3, 3, 3).
    expect(columns).toEqual([['a'], ['b', 'd'], ['c', 'e', 'f']]);
  });

  it('keeps every item once, in order within a column, and never leaves a column empty first', () => {
    const items = Array.from({ length: 23 }, (_, i) => `id-${i}`);
    const columns = distributeMasonry(items, 5, (id) => tileHeight({ id }));
    expect(columns).toHaveLength(5);
    expect(columns.flat().sort()).toEqual([...items].sort());
    for (const column of columns) {
      expect(column.length).toBeGreaterThan(0);
      expect(column).toEqual([...column].sort((a, b) => items.indexOf(a) - items.indexOf(b)));
    }
    // Adding items at the end never moves the earlier ones.
    const more = distributeMasonry([...items, 'x', 'y'], 5, (id) => tileHeight({ id }));
    for (const [c, column] of columns.entries()) expect(more[c]!.slice(0, column.length)).toEqual(column);
  });

  it('gives each product a stable tile shape from its id, and uses all the shapes', () => {
    const ids = Array.from(
      { length: 30 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(ids.map(tileAspect)).toEqual(ids.map(tileAspect));
    expect(new Set(ids.map((id) => tileAspect(id).className)).size).toBe(TILE_ASPECTS.length);
  });

  it('handles one column and no items', () => {
    expect(distributeMasonry([1, 2, 3], 1, () => 1)).toEqual([[1, 2, 3]]);
    expect(distributeMasonry([], 4, () => 1)).toEqual([[], [], [], []]);
  });
});

describe('BoardsPage: title, list and columns', () => {
  it.each([
    ['/boards/studio', 'STUDIO', 'STUDIO'],
    ['/boards/limited-edition', 'LIMITED EDITION', 'LIMITED-EDITION'],
    ['/boards', 'Boards', undefined],
  ])('%s reads %s and asks for 50 products of its storefront', async (path, title, storefront) => {
    const { productCalls } = setup([catalogCard({ name: 'Vaiga Pintuck Blouse' })], [], path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(await screen.findByRole('link', { name: 'Vaiga Pintuck Blouse' })).toBeInTheDocument();
    const query = queryOf(productCalls().at(-1)!.url);
    expect(query).toEqual(storefront ? { storefront, limit: '50' } : { limit: '50' });
  });

  it('shows a skeleton while loading, then 5 masonry columns on a wide screen; 1 to 5 can be chosen', async () => {
    const user = userEvent.setup();
    setup(Array.from({ length: 12 }, (_, i) => catalogCard({ name: `Piece number ${i}` })));
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Piece number 0' });
    expect(columnLists()).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '5 columns' })).toBeChecked();
    // Two rows at once; the rest once the first row's images are on screen (they load eagerly).
    expect(columnLists().flatMap(tileNames)).toHaveLength(10);
    const eager = document.querySelectorAll('[data-board] img[loading="eager"]');
    expect(eager).toHaveLength(5);
    await new Promise((r) => setTimeout(r, 50));
    expect(columnLists().flatMap(tileNames)).toHaveLength(10);
    for (const img of eager) fireEvent.load(img);
    await waitFor(() => expect(columnLists().flatMap(tileNames)).toHaveLength(12));

    await user.click(screen.getByRole('radio', { name: '3 columns' }));
    expect(columnLists()).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: '1 column' }));
    expect(columnLists()).toHaveLength(1);
    expect(tileNames(columnLists()[0]!)).toHaveLength(12);
  });

  it('defaults to 2 columns under 768 px', async () => {
    mediaMatches.add(MOBILE_QUERY);
    setup([catalogCard({ name: 'Narrow piece' }), catalogCard(), catalogCard()]);
    await screen.findByRole('link', { name: 'Narrow piece' });
    expect(columnLists()).toHaveLength(2);
    expect(screen.getByRole('radio', { name: '2 columns' })).toBeChecked();
  });

  it('has a loops button for the storefront', async () => {
    setup([catalogCard()]);
    expect(screen.getByRole('link', { name: 'Loops view' })).toHaveAttribute('href', '/loops/studio');
  });
});

describe('BoardsPage: tiles', () => {
  it('shows the status badge, wishlist, price, View Details and the action per status', async () => {
    const stocked = catalogCard({ name: 'Stocked piece', price: '3299.00' });
    setup([
      stocked,
      catalogCard({ name: 'Coming piece', status: 'PRE_ORDER' }),
      catalogCard({ name: 'Proposed piece', status: 'VOTE_TO_LAUNCH' }),
      catalogCard({ name: 'Broken picture', images: [] }),
    ]);
    const tile = (await screen.findByRole('link', { name: 'Stocked piece' })).closest('article')!;
    expect(within(tile).getByText('In Stock')).toBeInTheDocument();
    expect(within(tile).getByText('₹3,299')).toBeInTheDocument();
    expect(within(tile).getByRole('button', { name: 'Add Stocked piece to wishlist' })).toBeInTheDocument();
    expect(within(tile).getByRole('button', { name: 'Add to Cart: Stocked piece' })).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'View details: Stocked piece' })).toHaveAttribute(
      'href',
      `/boards/studio/product/${stocked.slug}`,
    );

    expect(screen.getByText('Pre-Order')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pre-Order Now: Coming piece' })).toBeInTheDocument();
    const design = screen.getByRole('link', { name: 'Proposed piece' }).closest('article')!;
    // The badge and the button's label.
    expect(within(design).getAllByText('Vote to Launch')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Vote to Launch: Proposed piece' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Broken picture: Image Not Found' })).toBeInTheDocument();
  });

  it("shows one of the shop's own fashion photographs when a tile's picture fails, then Image Not Found if that fails too", async () => {
    const piece = catalogCard({ name: 'Failing picture' });
    setup([piece]);
    const tile = (await screen.findByRole('link', { name: 'Failing picture' })).closest('article')!;
    const picture = () => within(tile).getByRole('img', { name: 'Failing picture' });
    expect(picture()).toHaveAttribute('src', '/media/a.svg');

    fireEvent.error(picture());
    const shopPhotos = PUBLIC_GARMENTS.map(publicGarmentUrl);
    const fallback = picture().getAttribute('src')!;
    expect(shopPhotos).toContain(fallback);
    // The same product gets the same photograph every time.
    expect(fallback).toBe(boardFallbackPhoto(piece.id));

    fireEvent.error(picture());
    expect(within(tile).getByRole('img', { name: 'Failing picture: Image Not Found' })).toBeInTheDocument();
  });

  it('adds to the cart from a tile, naming the first size in stock', async () => {
    const user = userEvent.setup();
    const piece = catalogCard({
      name: 'Kaloor Pinstripe Blazer',
      sizes: ['S', 'M', 'L'],
      sizesInStock: ['L'],
    });
    setup([piece]);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Kaloor Pinstripe Blazer' }));
    expect(onAddToCart).toHaveBeenCalledWith({
      productId: piece.id,
      variant: { name: 'size', value: 'L' },
      quantity: 1,
    });
    expect(await screen.findByText('1 x Kaloor Pinstripe Blazer added to your cart')).toBeInTheDocument();
  });

  it('on /boards links each tile to the dialog under its own storefront, keeping the search', async () => {
    const limited = catalogCard({ name: 'Limited piece', availableIn: 'LIMITED-EDITION' });
    const studio = catalogCard({ name: 'Studio piece' });
    setup([limited, studio], [], '/boards?q=piece');
    expect(await screen.findByRole('link', { name: 'Limited piece' })).toHaveAttribute(
      'href',
      `/boards/limited-edition/product/${limited.slug}?q=piece`,
    );
    expect(screen.getByRole('link', { name: 'Studio piece' })).toHaveAttribute(
      'href',
      `/boards/studio/product/${studio.slug}?q=piece`,
    );
  });
});

describe('BoardsPage: filters, empty and error states', () => {
  it('filters on the server; Clear All in the popover clears the filters and the search text', async () => {
    const user = userEvent.setup();
    const { productCalls, router } = setup([], [], '/boards/studio?q=kurta');
    expect(await screen.findByText('No products found. Try adjusting your filters.')).toBeInTheDocument();
    await user.click(await menuButton('Filters'));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Pre-Order' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Shirts' }));
    await waitFor(() =>
      expect(queryOf(productCalls().at(-1)!.url)).toEqual({
        storefront: 'STUDIO',
        q: 'kurta',
        status: 'PRE_ORDER',
        categoryId: SHIRTS.id,
        limit: '50',
      }),
    );
    expect(screen.getByRole('searchbox')).toHaveValue('kurta');

    await user.click(screen.getByRole('menuitem', { name: 'Clear All' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    await waitFor(() =>
      expect(queryOf(productCalls().at(-1)!.url)).toEqual({ storefront: 'STUDIO', limit: '50' }),
    );
  });

  it('shows an error with Try again', async () => {
    const user = userEvent.setup();
    const { routes: mocked } = setup(
      [],
      [{ path: '/api/products', status: 500, body: { message: 'Database down', code: 'INTERNAL' } }],
    );
    expect(
      await screen.findByText('The board could not be loaded', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    mocked.push({ path: '/api/products', body: [catalogCard({ name: 'Back again' })] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });

  it('shows someone without an active card Membership Required on the limited edition board', async () => {
    const { productCalls } = setup(
      [catalogCard()],
      [{ path: '/api/user/profile', body: { membershipTier: 'NONE', plan: 'none', cardStatus: 'none' } }],
      '/boards/limited-edition',
    );
    expect(await screen.findByRole('heading', { name: 'Membership Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Explore Membership Options/ })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(productCalls()).toHaveLength(0);
  });

  it("shows Membership Required on the server's 403 for the list when the profile could not be read", async () => {
    setup([], LIST_REFUSED_ROUTES, '/boards/limited-edition');
    expect(await screen.findByRole('heading', { name: 'Membership Required' })).toBeInTheDocument();
    expect(screen.queryByText('The board could not be loaded')).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
