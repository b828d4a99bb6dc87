import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductWithSpecs } from '#contracts/catalog';
import { type MockRoute, menuButton, mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { cardFromProduct } from '../lib/card';
import { catalogProduct, openUntil, queryOf, SHIRTS, TOPS, uuid } from '../test/fixtures';
import { LoopsPage } from './LoopsPage';

const onAddToCart = vi.fn(async () => ({}));

const routes = [
  { path: '/loops/studio', element: <LoopsPage storefront="STUDIO" onAddToCart={onAddToCart} /> },
  {
    path: '/loops/limited-edition',
    element: <LoopsPage storefront="LIMITED-EDITION" onAddToCart={onAddToCart} />,
  },
  { path: '/studio', element: <p>Studio page</p> },
  { path: '/limited-edition', element: <p>Limited edition page</p> },
  { path: '/membership', element: <p>Membership page</p> },
];

const MEMBER_PROFILE = { membershipTier: 'PREMIUM', plan: 'premium', cardStatus: 'active', isMember: true };
const BASE: MockRoute[] = [
  { path: '/api/categories', body: [TOPS, SHIRTS] },
  { path: '/api/user/voted-products', body: [] },
  { path: '/api/wishlist', body: [] },
  { path: '/api/user/profile', body: MEMBER_PROFILE },
];

const image = (n: number) => ({
  id: uuid(),
  imageUrl: `/media/${n}.svg`,
  isPrimary: n === 1,
  alt: `View ${n}`,
  width: 900,
  height: 1200,
});

/** The list answers the products as cards; each product's own page (GET /api/products/{slug}) in full. */
function setup(products: ProductWithSpecs[], { extra = [] as MockRoute[], path = '/loops/studio' } = {}) {
  signInStorage();
  const fetch = mockFetch([
    ...BASE,
    { path: '/api/products', body: products.map(cardFromProduct) },
    ...products.map((p) => ({ path: `/api/products/${p.slug}`, body: p })),
    ...extra,
  ]);
  const view = renderRoutes(routes, { initialPath: path });
  const productCalls = () => fetch.calls.filter((c) => c.url.startsWith('/api/products?'));
  return { ...view, ...fetch, productCalls };
}

const counter = (n: number, of: number | string) =>
  screen.findByRole('img', { name: `Product ${n} of ${of}` });
/** The product on screen: its name in the caption (the info panel's heading is hidden while closed). */
const shown = (name: string) => screen.getByRole('heading', { level: 2, name });
const press = (key: string) => act(() => void fireEvent.keyDown(window, { key }));
const three = () => [
  catalogProduct({ name: 'Vaiga Pintuck Blouse', images: [image(2), image(1), image(3)] }),
  catalogProduct({ name: 'Periyar Pleated Trousers' }),
  catalogProduct({ name: 'Kaloor Pinstripe Blazer' }),
];

beforeEach(() => {
  onAddToCart.mockClear();
  // jsdom draws no canvas (the blurred backdrop): say so quietly instead of logging "Not implemented".
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.useRealTimers());

describe('LoopsPage: moving through the products', () => {
  it('loads with a spinner, then counts products; up and down change the product, kept in the URL', async () => {
    const products = three();
    const { router, productCalls } = setup(products);
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    await counter(1, 3);
    expect(queryOf(productCalls()[0]!.url)).toEqual({ storefront: 'STUDIO', limit: '24' });
    expect(screen.getByRole('region', { name: 'Studio Loops' })).toBeInTheDocument();

    press('ArrowDown');
    await counter(2, 3);
    expect(shown('Periyar Pleated Trousers')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?p=${products[1]!.slug}`));
    expect(router.state.historyAction).toBe('REPLACE');

    press('ArrowDown');
    press('ArrowDown'); // the last one: stays
    await counter(3, 3);
    press('ArrowUp');
    await counter(2, 3);
  });

  it("changes the card's image with left and right, wrapping around, and starts again on a new product", async () => {
    setup(three());
    await counter(1, 3);
    // A slide shows the card's pictures: the primary, then the second.
    expect(screen.getByRole('img', { name: 'Image 1 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vaiga Pintuck Blouse' })).toHaveAttribute('src', '/media/1.svg');
    press('ArrowRight');
    expect(screen.getByRole('img', { name: 'Image 2 of 2' })).toBeInTheDocument();
    // The shown image is the one the screen reader finds.
    expect(screen.getByRole('img', { name: 'Vaiga Pintuck Blouse, second view' })).toBeInTheDocument();
    press('ArrowRight');
    expect(screen.getByRole('img', { name: 'Image 1 of 2' })).toBeInTheDocument();
    press('ArrowLeft');
    expect(screen.getByRole('img', { name: 'Image 2 of 2' })).toBeInTheDocument();

    press(' ');
    expect(screen.getByRole('button', { name: 'Hide product info', expanded: true })).toBeInTheDocument();
    press('ArrowDown');
    await counter(2, 3);
    expect(screen.queryByRole('img', { name: /^Image \d of/ })).toBeNull(); // one image: no dots
    press('ArrowUp');
    expect(await screen.findByRole('img', { name: 'Image 1 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show product info' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows "+" while more pages exist and loads the next page near the end', async () => {
    const first = Array.from({ length: 5 }, (_, i) =>
      cardFromProduct(catalogProduct({ name: `First ${i + 1}` })),
    );
    const { routes: mocked, productCalls } = setup([], {
      extra: [{ path: '/api/products', body: first, headers: { 'X-Next-Cursor': 'cursor-2' } }],
    });
    await counter(1, '5+');
    expect(screen.getByText('+', { exact: false })).toBeInTheDocument();
    mocked.push({
      path: '/api/products',
      body: [cardFromProduct(catalogProduct({ name: 'Second page piece' }))],
    });
    press('ArrowDown'); // index 1 of 5: within 3 of the end
    await counter(2, 6);
    expect(queryOf(productCalls().at(-1)!.url)).toMatchObject({ cursor: 'cursor-2' });
  });

  it('moves with a vertical swipe beyond 50 px and the image with a horizontal one; a short one does nothing', async () => {
    setup(three());
    await counter(1, 3);
    const stage = screen.getByTestId('loops-stage');
    const swipe = (dx: number, dy: number) => {
      fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: 200, clientY: 400 });
      fireEvent.pointerMove(stage, {
        pointerId: 1,
        pointerType: 'touch',
        clientX: 200 + dx / 2,
        clientY: 400 + dy / 2,
      });
      fireEvent.pointerMove(stage, {
        pointerId: 1,
        pointerType: 'touch',
        clientX: 200 + dx,
        clientY: 400 + dy,
      });
      fireEvent.pointerUp(stage, {
        pointerId: 1,
        pointerType: 'touch',
        clientX: 200 + dx,
        clientY: 400 + dy,
      });
    };
    act(() => swipe(0, -40));
    expect(screen.getByRole('img', { name: 'Product 1 of 3' })).toBeInTheDocument();
    act(() => swipe(-80, 5));
    expect(screen.getByRole('img', { name: 'Image 2 of 2' })).toBeInTheDocument();
    act(() => swipe(0, -120));
    await counter(2, 3);
    act(() => swipe(0, 120));
    await counter(1, 3);
  });

  it('Escape and the close button go back to the storefront page', async () => {
    const { router } = setup(three());
    await counter(1, 3);
    press('Escape');
    expect(await screen.findByText('Studio page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/studio');

    await act(() => router.navigate('/loops/studio'));
    await userEvent.click(await screen.findByRole('button', { name: 'Close Loops' }));
    expect(await screen.findByText('Studio page')).toBeInTheDocument();
  });

  it('highlights the pressed key in the legend for 300 ms; keys in the Size select stay there', async () => {
    setup(three());
    await counter(1, 3);
    vi.useFakeTimers();
    press('ArrowDown');
    expect(screen.getByLabelText('Down arrow')).toHaveAttribute('data-pressed', 'true');
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByLabelText('Down arrow')).toHaveAttribute('data-pressed', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByLabelText('Down arrow')).not.toHaveAttribute('data-pressed');
    vi.useRealTimers();

    press(' ');
    const panel = screen.getByRole('region', { name: 'Periyar Pleated Trousers' });
    const size = within(panel).getByRole('combobox', { name: 'Size' });
    fireEvent.keyDown(size, { key: 'ArrowDown' });
    fireEvent.keyDown(size, { key: ' ' });
    expect(screen.getByRole('img', { name: 'Product 2 of 3' })).toBeInTheDocument();
    expect(panel).not.toHaveAttribute('aria-hidden');
  });

  it('the clean view hides the counters, hints and key legend', async () => {
    const user = userEvent.setup();
    setup(three());
    await counter(1, 3);
    expect(screen.getByText('Swipe horizontally for images')).toBeVisible();
    expect(screen.getByText('Swipe vertically for products')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide overlays' }));
    expect(screen.getByRole('button', { name: 'Show overlays' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('img', { name: 'Product 1 of 3' })).toBeNull();
    expect(screen.getByText('Swipe horizontally for images')).not.toBeVisible();
    expect(screen.getByLabelText('Keyboard shortcuts')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show overlays' }));
    expect(screen.getByRole('img', { name: 'Product 1 of 3' })).toBeVisible();
  });
});

describe('LoopsPage: the info panel', () => {
  it('asks for a size, clamps the quantity and reads Added to Cart! for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const piece = catalogProduct({ name: 'Vaiga Pintuck Blouse', price: '2499.00' });
    setup([piece]);
    await user.click(await screen.findByRole('button', { name: 'Show product info' }));
    const panel = screen.getByRole('region', { name: 'Vaiga Pintuck Blouse' });
    expect(within(panel).getByText('₹2,499')).toBeInTheDocument();
    expect(await within(panel).findByText(piece.description)).toBeInTheDocument();
    expect(within(panel).getByText('Tops')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /View Full Details/ })).toHaveAttribute(
      'href',
      `/products/${piece.slug}`,
    );
    const size = within(panel).getByRole('combobox', { name: 'Size' });
    expect(within(size).getByRole('option', { name: 'Choose a size' })).toBeInTheDocument();
    expect(within(size).getByRole('option', { name: 'S (sold out)' })).toBeDisabled();

    const quantity = within(panel).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, 'abc');
    await user.tab();
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '25');
    await user.tab();
    expect(quantity).toHaveValue(10);
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '2');

    await user.click(within(panel).getByRole('button', { name: 'Add to Cart' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Please choose a size.');
    expect(onAddToCart).not.toHaveBeenCalled();

    await user.selectOptions(size, 'M');
    expect(within(panel).queryByRole('alert')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({
      productId: piece.id,
      variantId: piece.variants[1]!.id,
      quantity: 2,
    });
    expect(await within(panel).findByRole('button', { name: 'Added to Cart!' })).toBeInTheDocument();
    expect(await screen.findByText('2 x Vaiga Pintuck Blouse added to your cart')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_900));
    expect(within(panel).getByRole('button', { name: 'Added to Cart!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(within(panel).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('shows the card at once, a line of skeleton for the description, then the full product', async () => {
    const user = userEvent.setup();
    const piece = catalogProduct({
      name: 'Slow Kurta',
      description: 'Block-printed mulmul.',
      variants: [
        { id: uuid(), name: 'size', value: 'S', stock: 2 },
        { id: uuid(), name: 'size', value: 'M', stock: 0 },
        { id: uuid(), name: 'color', value: 'Indigo', stock: 2 },
      ],
    });
    const { calls } = setup([piece]);
    // Hold the full product until released.
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === `/api/products/${piece.slug}`) await held;
      return answer(input, init);
    });
    await user.click(await screen.findByRole('button', { name: 'Show product info' }));
    const panel = screen.getByRole('region', { name: 'Slow Kurta' });
    expect(within(panel).getByTestId('description-skeleton')).toBeInTheDocument();
    expect(within(panel).getByText('Colours: Indigo')).toBeInTheDocument();
    // The card's sizes already, by value: S in stock, M not.
    const size = within(panel).getByRole('combobox', { name: 'Size' });
    await user.selectOptions(size, 'S');
    expect(within(size).getByRole('option', { name: 'M (sold out)' })).toBeDisabled();

    release();
    expect(await within(panel).findByText('Block-printed mulmul.')).toBeInTheDocument();
    expect(within(panel).queryByTestId('description-skeleton')).toBeNull();
    // The choice stays, now the variant itself.
    expect(size).toHaveValue('S');
    await user.click(within(panel).getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({
      productId: piece.id,
      variantId: piece.variants[0]!.id,
      quantity: 1,
    });
    expect(calls.filter((c) => c.url === `/api/products/${piece.slug}`)).toHaveLength(1);
  });

  it('adds the size by value when the full product cannot be read', async () => {
    const user = userEvent.setup();
    const piece = catalogProduct({ name: 'Offline Top' });
    setup([piece], {
      extra: [{ path: `/api/products/${piece.slug}`, status: 500, body: { message: 'x', code: 'INTERNAL' } }],
    });
    await user.click(await screen.findByRole('button', { name: 'Show product info' }));
    const panel = screen.getByRole('region', { name: 'Offline Top' });
    await waitFor(() => expect(within(panel).queryByTestId('description-skeleton')).toBeNull());
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Size' }), 'M');
    await user.click(within(panel).getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({
      productId: piece.id,
      variant: { name: 'size', value: 'M' },
      quantity: 1,
    });
  });

  it('fetches the full product on screen and the next one ahead', async () => {
    const products = three();
    const { calls } = setup(products);
    await counter(1, 3);
    const asked = (slug: string) => calls.some((c) => c.url === `/api/products/${slug}`);
    await waitFor(() => expect(asked(products[0]!.slug) && asked(products[1]!.slug)).toBe(true));
    expect(asked(products[2]!.slug)).toBe(false);
    press('ArrowDown');
    await counter(2, 3);
    await waitFor(() => expect(asked(products[2]!.slug)).toBe(true));
  });

  it('offers Pre-Order Now, the vote, and Members Only by status and access', async () => {
    const user = userEvent.setup();
    setup(
      [
        catalogProduct({ name: 'Coming', status: 'PRE_ORDER', preOrderEndDate: openUntil() }),
        catalogProduct({ name: 'Proposed', status: 'VOTE_TO_LAUNCH', voteCount: 30 }),
        catalogProduct({ name: 'Locked', availableIn: 'LIMITED-EDITION', membersOnly: true }),
      ],
      {
        extra: [
          { path: '/api/user/profile', body: { membershipTier: 'NONE', plan: 'none', cardStatus: 'none' } },
        ],
      },
    );
    await counter(1, 3);
    press(' ');
    expect(screen.getByRole('button', { name: 'Pre-Order Now' })).toBeInTheDocument();
    press('ArrowDown');
    await user.click(await screen.findByRole('button', { name: 'Show product info' }));
    expect(screen.getByRole('button', { name: 'Vote to Launch: Proposed' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Vote progress' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.queryByRole('combobox')).toBeNull();
    press('ArrowDown');
    press(' ');
    expect(await screen.findByRole('link', { name: /Members only: Locked/ })).toHaveAttribute(
      'href',
      '/membership',
    );
  });

  it('shares the link with ?p=, copying it where there is no share sheet', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const [piece] = three();
    setup([piece!]);
    await user.click(await screen.findByRole('button', { name: `Share ${piece!.name}` }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost:3000/loops/studio?p=${piece!.slug}`);
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  });
});

describe('LoopsPage: links, filters and empty states', () => {
  it('opens on the product of a shared link in the first page', async () => {
    const products = three();
    setup(products, { path: `/loops/studio?p=${products[2]!.slug}` });
    await counter(3, 3);
    expect(shown('Kaloor Pinstripe Blazer')).toBeInTheDocument();
  });

  it('fetches a shared product beyond the first page and shows it first, then the list without it', async () => {
    const products = three();
    const far = catalogProduct({ name: 'Far Down Kurta', slug: 'far-down-kurta' });
    const { calls } = setup([...products], {
      path: '/loops/studio?p=far-down-kurta',
      extra: [{ path: '/api/products/far-down-kurta', body: far }],
    });
    await counter(1, 4);
    expect(shown('Far Down Kurta')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/products/far-down-kurta')).toBe(true);
    press('ArrowDown');
    await counter(2, 4);
    expect(shown('Vaiga Pintuck Blouse')).toBeInTheDocument();
  });

  it('keeps a shared product only if its category (by id, through the categories) is in the filter', async () => {
    const products = three().map((p) => ({ ...p, categoryId: SHIRTS.id, category: SHIRTS }));
    const shirt = catalogProduct({
      name: 'Far Shirt',
      slug: 'far-shirt',
      categoryId: SHIRTS.id,
      category: SHIRTS,
    });
    const top = catalogProduct({ name: 'Far Top', slug: 'far-top' });
    setup(products, {
      path: '/loops/studio?category=shirts&p=far-shirt',
      extra: [
        { path: '/api/products/far-shirt', body: shirt },
        { path: '/api/products/far-top', body: top },
      ],
    });
    await counter(1, 4);
    expect(shown('Far Shirt')).toBeInTheDocument();
  });

  it('leaves out a shared product of another category than the filter', async () => {
    const products = three().map((p) => ({ ...p, categoryId: SHIRTS.id, category: SHIRTS }));
    const top = catalogProduct({ name: 'Far Top', slug: 'far-top' });
    setup(products, {
      path: '/loops/studio?category=shirts&p=far-top',
      extra: [{ path: '/api/products/far-top', body: top }],
    });
    await counter(1, 3);
    expect(screen.queryByRole('heading', { name: 'Far Top' })).toBeNull();
  });

  it('ignores a shared product of the other storefront, or an unknown one', async () => {
    const other = catalogProduct({
      name: 'Limited Saree',
      slug: 'limited-saree',
      availableIn: 'LIMITED-EDITION',
    });
    const { router } = setup(three(), {
      path: '/loops/studio?p=limited-saree',
      extra: [{ path: '/api/products/limited-saree', body: other }],
    });
    await counter(1, 3);
    expect(screen.queryByRole('heading', { name: 'Limited Saree' })).toBeNull();
    await waitFor(() => expect(router.state.location.search).not.toContain('limited-saree'));
  });

  it('filters on the server, goes back to the first product, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    const { productCalls, routes: mocked, router } = setup(three());
    await counter(1, 3);
    press('ArrowDown');
    await counter(2, 3);
    mocked.push({ path: '/api/products', body: [] });
    await user.click(await menuButton('Filters'));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Vote to Launch' }));
    await waitFor(() =>
      expect(queryOf(productCalls().at(-1)!.url)).toMatchObject({ status: 'VOTE_TO_LAUNCH' }),
    );
    expect(await screen.findByText('STUDIO has no products to show in Loops view')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Clear All Filters' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('status=VOTE_TO_LAUNCH');

    await user.keyboard('{Escape}'); // closes the menu, stays in the viewer
    await user.click(screen.getByRole('button', { name: /Back to Storefront/ }));
    expect(await screen.findByText('Studio page')).toBeInTheDocument();
  });

  it('names the limited edition in its empty state', async () => {
    setup([], { path: '/loops/limited-edition' });
    expect(
      await screen.findByText('LIMITED EDITION has no products to show in Loops view'),
    ).toBeInTheDocument();
  });

  it('shows Membership Required to a non-member in the limited edition, without loading products', async () => {
    const { productCalls } = setup([catalogProduct()], {
      path: '/loops/limited-edition',
      extra: [
        {
          path: '/api/user/profile',
          body: { membershipTier: 'NONE', plan: 'none', cardStatus: 'none', isMember: false },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Membership Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Explore Membership Options/ })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(productCalls()).toHaveLength(0);
  });

  it('says when the products could not be loaded, with Try again', async () => {
    const user = userEvent.setup();
    const { routes: mocked } = setup([], {
      extra: [{ path: '/api/products', status: 500, body: { message: 'Server down', code: 'INTERNAL' } }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The collection could not be loaded');
    mocked.push({ path: '/api/products', body: three().map(cardFromProduct) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await counter(1, 3);
  });
});
