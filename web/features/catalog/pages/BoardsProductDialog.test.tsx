import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard, ProductWithSpecs } from '#contracts/catalog';
import { storefrontFromSlug } from '../../../lib/paths';

/** Shipping is free, and the dialog says so in these words. */
const FREE_SHIPPING_NOTE = 'Free shipping on every order';

import { type MockRoute, mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { cardFromProduct } from '../lib/card';
import {
  catalogCard,
  catalogProduct,
  mockIntersectionObserver,
  openUntil,
  queryOf,
  SHIRTS,
  TOPS,
  uuid,
} from '../test/fixtures';
import { BoardsPage } from './BoardsPage';
import { BoardsProductDialog } from './BoardsProductDialog';

const onAddToCart = vi.fn(async () => ({}));

function Board() {
  return <BoardsPage storefront={storefrontFromSlug(useParams().storefront)} onAddToCart={onAddToCart} />;
}

const routes = [
  {
    path: '/boards/:storefront',
    element: <Board />,
    children: [{ path: '/boards/:storefront/product/:product', element: <BoardsProductDialog /> }],
  },
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

const image = (n: number) => ({
  id: uuid(),
  imageUrl: `/media/p-${n}.svg`,
  isPrimary: n === 1,
  alt: `Picture ${n}`,
  width: 900,
  height: 1200,
});

/** The board lists `list` (cards; the product's own by default); the dialog's product answers GET /api/products/{slug}. */
function setup(
  product: ProductWithSpecs,
  { list = [cardFromProduct(product)] as ProductCard[], extra = [] as MockRoute[], path = '' } = {},
) {
  signInStorage();
  mockIntersectionObserver();
  const fetch = mockFetch([
    ...BASE,
    { path: '/api/products', body: list },
    { path: `/api/products/${product.slug}`, body: product },
    ...extra,
  ]);
  const view = renderRoutes(routes, { initialPath: path || `/boards/studio/product/${product.slug}` });
  return { ...view, ...fetch };
}

const dialog = () => screen.findByRole('dialog');

/** The dialog once its full product has loaded (its description is there). */
async function loaded() {
  const el = await dialog();
  await within(el).findByRole('heading', { name: 'Product Details' });
  await within(el).findByText('Handloom cotton with a woven border.');
  return within(el);
}

beforeEach(() => onAddToCart.mockClear());

describe('BoardsProductDialog: content', () => {
  it('opens over the board from a direct link with badges, name, prices and the carousel', async () => {
    const piece = catalogProduct({
      name: 'Periyar Pleated Trousers',
      price: '1500.00',
      compareAtPrice: '2500.00',
      images: [image(2), image(1), image(3)],
    });
    setup(piece);
    const d = await loaded();
    expect(d.getByRole('heading', { name: 'Periyar Pleated Trousers' })).toBeInTheDocument();
    expect(d.getByText('In Stock')).toBeInTheDocument();
    expect(d.getByText('Tops')).toBeInTheDocument();
    expect(d.getByText('₹1,500')).toBeInTheDocument();
    expect(d.getByText('₹2,500')).toBeInTheDocument();
    // The board is behind it.
    expect(await screen.findByRole('heading', { level: 1, hidden: true })).toHaveTextContent('STUDIO');

    // Primary picture first; dots, arrows and keys move through them.
    const slides = d.getAllByRole('group', { hidden: true });
    expect(within(slides[0]!).getByRole('img', { hidden: true })).toHaveAttribute('alt', 'Picture 1');
    expect(d.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(d.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(d.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(d.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(d.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(d.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('lists the Product Details for a studio piece on sale', async () => {
    setup(catalogProduct({ name: 'Plain piece' }));
    const list = (await loaded()).getByRole('heading', { name: 'Product Details' }).nextElementSibling!;
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Premium quality',
      'Available in STUDIO',
      FREE_SHIPPING_NOTE,
    ]);
  });

  it('lists the pre-order limit and the votes needed (100 when missing) for limited edition pieces', async () => {
    const design = catalogProduct({
      name: 'Limited design',
      availableIn: 'LIMITED-EDITION',
      status: 'VOTE_TO_LAUNCH',
      preOrderLimit: 25,
      voteThreshold: null as unknown as number,
    });
    setup(design, { path: `/boards/limited-edition/product/${design.slug}` });
    const d = await loaded();
    const list = d.getByRole('heading', { name: 'Product Details' }).nextElementSibling!;
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Premium quality',
      'Exclusive LIMITED EDITION item',
      'Limited to 25 pre-orders',
      'Needs 100 votes to launch',
      FREE_SHIPPING_NOTE,
    ]);
    // A design is voted for, not bought.
    expect(d.getByRole('button', { name: 'Vote to Launch: Limited design' })).toBeInTheDocument();
    expect(d.queryByRole('combobox', { name: 'Size' })).toBeNull();
  });

  it('shows Product Not Found inside the dialog for an unknown product, with Close', async () => {
    const user = userEvent.setup();
    const ghost = catalogProduct({ slug: 'no-such-piece' });
    const { router } = setup(ghost, {
      list: [],
      extra: [
        {
          path: '/api/products/no-such-piece',
          status: 404,
          body: { message: 'Not found', code: 'NOT_FOUND' },
        },
      ],
    });
    const d = within(await dialog());
    expect(await d.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    await user.click(d.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/boards/studio'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('BoardsProductDialog: size and cart', () => {
  it('keeps Add to Cart disabled, reading Select Size, until a size is chosen; then adds one of the variant', async () => {
    const user = userEvent.setup();
    const piece = catalogProduct({ name: 'Vaiga Pintuck Blouse' });
    setup(piece);
    const d = await loaded();
    const select = d.getByRole('combobox', { name: 'Size' });
    expect(within(select).getByRole('option', { name: 'S (sold out)' })).toBeDisabled();
    expect(d.getByRole('button', { name: 'Select Size' })).toBeDisabled();
    expect(d.queryByRole('button', { name: 'Add to Cart' })).toBeNull();

    const medium = piece.variants.find((v) => v.value === 'M')!;
    await user.selectOptions(select, 'M');
    await user.click(d.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({ productId: piece.id, variantId: medium.id, quantity: 1 });
    expect(await screen.findByText('1 x Vaiga Pintuck Blouse added to your cart')).toBeInTheDocument();
  });

  it("shows the board's card at once and adds its size by value while the full product is away", async () => {
    const user = userEvent.setup();
    const piece = catalogProduct({ name: 'Slow piece' });
    setup(piece, {
      path: '/boards/studio',
      extra: [{ path: `/api/products/${piece.slug}`, status: 500, body: { message: 'x', code: 'INTERNAL' } }],
    });
    await user.click(await screen.findByRole('link', { name: 'Slow piece' }));
    const d = within(await dialog());
    expect(d.getByRole('heading', { name: 'Slow piece' })).toBeInTheDocument();
    expect(d.queryByRole('status', { name: 'Loading product' })).toBeNull();
    await waitFor(() => expect(d.queryByTestId('description-skeleton')).toBeNull());
    expect(d.queryByText('Handloom cotton with a woven border.')).toBeNull();
    const select = d.getByRole('combobox', { name: 'Size' });
    expect(within(select).getByRole('option', { name: 'S (sold out)' })).toBeDisabled();
    await user.selectOptions(select, 'M');
    await user.click(d.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({
      productId: piece.id,
      variant: { name: 'size', value: 'M' },
      quantity: 1,
    });
  });

  it('offers XS to XL without size variants, with no variant; a pre-order reads Pre-Order Now', async () => {
    const user = userEvent.setup();
    const piece = catalogProduct({
      name: 'Onam Tunic',
      status: 'PRE_ORDER',
      preOrderEndDate: openUntil(),
      variants: [{ id: uuid(), name: 'color', value: 'Ivory', stock: 0 }],
    });
    setup(piece);
    const d = await loaded();
    const select = d.getByRole('combobox', { name: 'Size' });
    const options = within(select)
      .getAllByRole('option')
      .filter((o) => !(o as HTMLOptionElement).disabled);
    expect(options.map((o) => o.textContent)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(d.getByRole('button', { name: 'Select Size' })).toBeDisabled();

    await user.selectOptions(select, 'L');
    await user.click(d.getByRole('button', { name: 'Pre-Order Now' }));
    expect(onAddToCart).toHaveBeenCalledWith({ productId: piece.id, variantId: null, quantity: 1 });
  });

  it("shows Membership Required from the server's 403 for a members-only piece", async () => {
    const user = userEvent.setup();
    const piece = catalogProduct({ name: 'Locked piece', availableIn: 'LIMITED-EDITION' });
    const { router } = setup(piece, {
      list: [],
      path: `/boards/limited-edition/product/${piece.slug}`,
      extra: [
        { path: '/api/user/profile', body: { membershipTier: 'NONE', plan: 'none', cardStatus: 'none' } },
        {
          path: `/api/products/${piece.slug}`,
          status: 403,
          body: {
            message: 'Members only.',
            code: 'MEMBERSHIP_REQUIRED',
            product: {
              slug: piece.slug,
              name: 'Locked piece',
              availableIn: 'LIMITED-EDITION',
              category: TOPS,
            },
          },
        },
      ],
    });
    const d = within(await dialog());
    expect(await d.findByRole('heading', { name: 'Membership Required' })).toBeInTheDocument();
    expect(
      d.getByText('This product is exclusively available to Limited Edition members.'),
    ).toBeInTheDocument();
    expect(d.getByText('Locked piece')).toBeInTheDocument();
    expect(d.queryByRole('img')).toBeNull();
    expect(d.getByRole('link', { name: 'Explore Membership Options' })).toHaveAttribute(
      'href',
      '/membership',
    );
    await user.click(d.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/boards/limited-edition'));
  });

  it('shows Members Only instead of the cart when the profile has no active card', async () => {
    const piece = catalogProduct({ name: 'Locked piece', availableIn: 'LIMITED-EDITION' });
    setup(piece, {
      path: `/boards/limited-edition/product/${piece.slug}`,
      extra: [
        { path: '/api/user/profile', body: { membershipTier: 'NONE', plan: 'none', cardStatus: 'none' } },
      ],
    });
    const d = await loaded();
    expect(await d.findByRole('link', { name: /Members only: Locked piece/ })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(d.queryByRole('button', { name: 'Select Size' })).toBeNull();
  });
});

describe('BoardsProductDialog: share, related and closing', () => {
  it('copies the link when there is no native share, with the toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    const piece = catalogProduct({ name: 'Shared piece' });
    setup(piece);
    const d = await loaded();
    // userEvent installs its own clipboard on setup(): replace it after.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    await user.click(d.getByRole('button', { name: 'Share Shared piece' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/boards/studio/product/${piece.slug}`);
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  });

  it('uses the native share when there is one', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => {});
    const piece = catalogProduct({ name: 'Native piece' });
    setup(piece);
    const d = await loaded();
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await user.click(d.getByRole('button', { name: 'Share Native piece' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Native piece',
      url: `${window.location.origin}/boards/studio/product/${piece.slug}`,
    });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });

  it('shows up to 10 related pieces of the same category and storefront, without the product itself', async () => {
    const piece = catalogProduct({ name: 'The piece', categoryId: SHIRTS.id, category: SHIRTS });
    const others = Array.from({ length: 10 }, (_, i) => catalogCard({ name: `Other ${i}` }));
    const { calls } = setup(piece, { list: [others[0]!, cardFromProduct(piece), ...others.slice(1)] });
    const d = await loaded();
    const heading = await d.findByRole('heading', { name: 'You might also like' });
    const links = within(heading.parentElement!).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links.map((l) => l.textContent)).not.toContainEqual(expect.stringContaining('The piece'));
    expect(links[0]).toHaveAttribute('href', `/boards/studio/product/${others[0]!.slug}`);
    const related = calls.find((c) => c.url.includes('categoryId='))!;
    expect(queryOf(related.url)).toEqual({ storefront: 'STUDIO', categoryId: SHIRTS.id, limit: '11' });
  });

  it('opens from a tile, and the close button goes back to the board', async () => {
    const user = userEvent.setup();
    const piece = catalogProduct({ name: 'Tile piece' });
    const { router } = setup(piece, { path: '/boards/studio?status=IN_STOCK' });
    await user.click(await screen.findByRole('link', { name: 'Tile piece' }));
    expect(router.state.location.pathname).toBe(`/boards/studio/product/${piece.slug}`);
    expect(router.state.location.search).toBe('?status=IN_STOCK');
    const d = await loaded();
    expect(d.getByRole('heading', { name: 'Tile piece' })).toBeInTheDocument();

    await user.click(d.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/boards/studio'));
    expect(router.state.location.search).toBe('?status=IN_STOCK');
    expect(router.state.historyAction).toBe('POP');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Tile piece' })).toBeInTheDocument();
  });

  it('Escape on a directly opened dialog goes to the board, keeping the search', async () => {
    const piece = catalogProduct({ name: 'Direct piece' });
    const { router } = setup(piece, { path: `/boards/studio/product/${piece.slug}?q=direct` });
    await dialog();
    act(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/boards/studio'));
    expect(router.state.location.search).toBe('?q=direct');
    expect(router.state.historyAction).toBe('PUSH');
  });
});
