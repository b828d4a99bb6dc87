import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductWithSpecs } from '#contracts/catalog';
import { RETURNS_POLICY_LINE } from '#contracts/constants';
import { ApiError } from '../../../lib/api-client';
import { type MockRoute, mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { expectInert, XSS_IMG, XSS_SCRIPT } from '../../../test/xss';
import { catalogCard } from '../test/fixtures';
import { ProductPage } from './ProductPage';

const SLUG = 'kasavu-border-tunic';
const PRODUCT_ID = '22222222-2222-4222-8222-222222222222';

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

function product(over: Partial<ProductWithSpecs> = {}): ProductWithSpecs {
  return {
    id: PRODUCT_ID,
    slug: SLUG,
    name: 'Kasavu Border Tunic',
    description: 'Ivory handloom cotton with a woven gold border.',
    price: '2499.00',
    compareAtPrice: '3199.00',
    status: 'IN_STOCK',
    categoryId: '33333333-3333-4333-8333-333333333333',
    category: { id: '33333333-3333-4333-8333-333333333333', name: 'Tunics', slug: 'tunics' },
    availableIn: 'STUDIO',
    signature: false,
    images: [
      { id: uuid(), imageUrl: '/media/a.svg', isPrimary: true, alt: 'Front', width: 900, height: 1200 },
      { id: uuid(), imageUrl: '/media/b.svg', isPrimary: false, alt: 'Back', width: 900, height: 1200 },
    ],
    variants: [
      { id: uuid(), name: 'size', value: 'S', stock: 4 },
      { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'size', value: 'M', stock: 6 },
      { id: uuid(), name: 'size', value: 'XL', stock: 0 },
    ],
    details: [
      { label: 'Fabric', value: 'Handloom cotton' },
      { label: 'Fit', value: 'Straight' },
    ],
    specs: [
      { label: 'Weight', value: '180 g' },
      { label: 'Origin', value: 'Ranni' },
    ],
    voteCount: 0,
    voteThreshold: 100,
    readyToLaunch: false,
    preOrderLimit: null,
    preOrderEndDate: null,
    preOrderCount: 0,
    unitsLeft: null,
    rating: 4.3,
    reviewCount: 18,
    fitTendency: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    membersOnly: false,
    ...over,
  };
}

function related(count: number) {
  return Array.from({ length: count }, (_, i) =>
    catalogCard({ id: uuid(), slug: `other-${i}`, name: `Other piece ${i + 1}` }),
  );
}

const productRoute = (body: unknown, status = 200): MockRoute => ({
  path: `/api/products/${SLUG}`,
  body,
  status,
});

function setup(routes: MockRoute[], onAddToCart = vi.fn(async () => ({}))) {
  signInStorage();
  const fetch = mockFetch([
    { path: '/api/user/voted-products', body: [] },
    { path: '/api/wishlist', body: [] },
    { path: '/api/user/wishlist', body: [] },
    { path: `/api/products/${SLUG}/related`, body: [] },
    ...routes,
  ]);
  const utils = renderRoutes(
    [
      { path: '/products/:slug', element: <ProductPage onAddToCart={onAddToCart} /> },
      { path: '/studio', element: <p>Studio page</p> },
      { path: '/membership', element: <p>Membership page</p> },
    ],
    { initialPath: `/products/${SLUG}` },
  );
  return { ...utils, ...fetch, onAddToCart, user: userEvent.setup() };
}

async function expectToast(title: string, description: string) {
  const heading = await screen.findByText(title);
  const root = heading.closest('li');
  expect(root).not.toBeNull();
  expect(within(root as HTMLElement).getByText(description)).toBeInTheDocument();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ProductPage', () => {
  it('shows a skeleton while the product loads', () => {
    signInStorage();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderRoutes([{ path: '/products/:slug', element: <ProductPage onAddToCart={vi.fn()} /> }], {
      initialPath: `/products/${SLUG}`,
    });
    expect(screen.getByRole('status', { name: 'Loading product' })).toBeInTheDocument();
  });

  it('says Product Not Found and Go Back leaves the page', async () => {
    const { user, router } = setup([productRoute({ message: 'Product not found.', code: 'NOT_FOUND' }, 404)]);
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The product you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Studio page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/studio');
  });

  it('shows breadcrumbs, badges, price in rupees with percent off, rating link and description', async () => {
    setup([productRoute(product({ availableIn: 'LIMITED-EDITION' }))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kasavu Border Tunic' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Limited Edition' })).toHaveAttribute(
      'href',
      '/limited-edition',
    );
    expect(within(crumbs).getByRole('link', { name: 'Tunics' })).toHaveAttribute(
      'href',
      '/categories/tunics',
    );
    expect(within(crumbs).getByText('Kasavu Border Tunic')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText('In Stock')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Limited Edition').length).toBeGreaterThan(1);
    expect(screen.getByText('₹2,499')).toBeInTheDocument();
    expect(screen.getByText('₹3,199')).toBeInTheDocument();
    expect(screen.getByText('22% off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /4\.3.*18 reviews/ })).toHaveAttribute(
      'href',
      `/products/${SLUG}#reviews`,
    );
    expect(screen.getByText('Ivory handloom cotton with a woven gold border.')).toBeInTheDocument();
    expect(screen.getByText('Free shipping on every order')).toBeInTheDocument();
    expect(screen.getByText(RETURNS_POLICY_LINE)).toBeInTheDocument();
  });

  it('labels a Signature piece (and only a Signature piece) Signature', async () => {
    const { container, unmount } = setup([productRoute(product({ signature: true }))]);
    const header = (await within(container).findByRole('heading', { level: 1 })).closest('header')!;
    expect(within(header).getByText('Signature')).toBeInTheDocument();
    unmount();
    const plain = setup([productRoute(product())]);
    const plainHeader = (await within(plain.container).findByRole('heading', { level: 1 })).closest(
      'header',
    )!;
    expect(within(plainHeader).queryByText('Signature')).toBeNull();
  });

  it('says "Runs small" (or large) when the buyers\' answers lean that way, and nothing otherwise', async () => {
    const small = setup([productRoute(product({ fitTendency: 'small' }))]);
    expect(
      await within(small.container).findByText('Runs small — most members chose one size up'),
    ).toBeInTheDocument();
    small.unmount();
    const large = setup([productRoute(product({ fitTendency: 'large' }))]);
    expect(
      await within(large.container).findByText('Runs large — most members chose one size down'),
    ).toBeInTheDocument();
    large.unmount();
    for (const fitTendency of ['true', null] as const) {
      const view = setup([productRoute(product({ fitTendency }))]);
      await within(view.container).findByRole('heading', { level: 1 });
      expect(within(view.container).queryByText(/^Runs /)).toBeNull();
      view.unmount();
    }
  });

  it('groups the options by variant name: sizes to choose, colours listed', async () => {
    const p = product({
      variants: [
        { id: uuid(), name: 'color', value: 'Ivory', stock: 3 },
        { id: uuid(), name: 'size', value: 'S', stock: 2 },
        { id: uuid(), name: 'color', value: 'Teal', stock: 3 },
        { id: uuid(), name: 'size', value: 'M', stock: 0 },
      ],
    });
    setup([productRoute(p)]);
    const options = await screen.findByRole('region', { name: 'Available Options' });
    const sizes = within(options).getByRole('group', { name: 'Size' });
    expect(within(sizes).getAllByRole('radio')).toHaveLength(2);
    expect(within(sizes).getByRole('radio', { name: /M/ })).toBeDisabled();
    expect(within(options).getByText('Colour')).toBeInTheDocument();
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ivory', 'Teal']);
  });

  it('clamps the quantity to 1..10, notes the maximum and adds the chosen size', async () => {
    const { user, onAddToCart } = setup([productRoute(product())]);
    const qty = await screen.findByRole('textbox', { name: 'Quantity' });
    expect(screen.getByText('Maximum 10 items per order')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.clear(qty);
    await user.type(qty, '25');
    expect(qty).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.clear(qty);
    await user.type(qty, '0');
    expect(qty).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(qty).toHaveValue('2');

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a size.');
    expect(onAddToCart).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({
      productId: PRODUCT_ID,
      variantId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      quantity: 2,
    });
    await expectToast('Added to cart', '2 x Kasavu Border Tunic added to your cart');
  });

  it("votes: the button turns into You've Voted, the count updates and a toast thanks", async () => {
    const voting = product({
      status: 'VOTE_TO_LAUNCH',
      voteCount: 42,
      compareAtPrice: null,
      rating: null,
      reviewCount: 0,
    });
    const { user, calls, routes } = setup([
      productRoute(voting),
      {
        method: 'POST',
        path: `/api/products/${PRODUCT_ID}/vote`,
        body: {
          success: true,
          message: 'Vote recorded',
          alreadyVoted: false,
          voteCount: 43,
          voteThreshold: 100,
          readyToLaunch: false,
        },
      },
    ]);
    expect(await screen.findByText('42 of 100 votes')).toBeInTheDocument();
    expect(screen.getByText('58 more votes to launch.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
    routes.push(productRoute({ ...voting, voteCount: 43 }));
    routes.push({ path: '/api/user/voted-products', body: [{ productId: PRODUCT_ID }] });

    await user.click(screen.getByRole('button', { name: 'Vote for Launch: Kasavu Border Tunic' }));
    await expectToast('Vote successful', 'Thank you for voting for this product!');
    const voted = await screen.findByRole('button', { name: "You've Voted: Kasavu Border Tunic" });
    expect(voted).toBeDisabled();
    expect(await screen.findByText('43 of 100 votes')).toBeInTheDocument();
    // "Voted" comes from the person's voted list (the product carries no flag).
    expect(
      screen.getByText('Your vote is counted. Thank you for helping this design launch.'),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe(`/api/products/${PRODUCT_ID}/vote`);
  });

  it('shows the pre-order panel: countdown, 30-day window, units left and the shipping note', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2025-06-01T10:00:00.000Z'));
    const end = new Date('2025-06-04T14:05:06.000Z').toISOString();
    const { user, onAddToCart, calls } = setup(
      [
        productRoute(
          product({
            status: 'PRE_ORDER',
            preOrderEndDate: end,
            preOrderLimit: 25,
            preOrderCount: 13,
            unitsLeft: 12,
          }),
        ),
      ],
      vi.fn(async () => ({ isPreOrder: true, product: { preOrderEndDate: end } })),
    );
    const timer = await screen.findByRole('timer', { name: 'Time left to pre-order' });
    // The effects of the render that drew it (the countdown's ticking among them) have run.
    await act(() => vi.advanceTimersByTimeAsync(0));
    const cell = (unit: string) => within(timer).getByText(unit).previousSibling?.textContent;
    expect(cell('Days')).toBe('3');
    expect(cell('Hours')).toBe('04');
    expect(cell('Minutes')).toBe('05');
    expect(Number(cell('Seconds'))).toBeGreaterThanOrEqual(5);
    const before = Number(cell('Seconds'));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(Number(cell('Seconds'))).toBe(before - 2);
    // The line beside the window bar says what the countdown says (3 days 04 hours), not 4 days.
    expect(screen.getByText('3 days 4 hours left')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Pre-order window elapsed' })).toHaveAttribute(
      'aria-valuenow',
      '87',
    );
    expect(screen.getByText('12 of 25 left')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Pre-order units reserved' })).toHaveAttribute(
      'aria-valuenow',
      '52',
    );
    expect(
      screen.getByText('Pre-orders ship within 2 to 3 weeks after the pre-order window closes.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'XL' }));
    await user.click(screen.getByRole('button', { name: 'Pre-Order Now' }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ productId: PRODUCT_ID, quantity: 1 }));
    await expectToast(
      'Pre-order added to cart',
      '1 x Kasavu Border Tunic pre-ordered; ships after 4 June 2025',
    );
    // The units left are read again from the server after a pre-order.
    await vi.waitFor(() => expect(calls.filter((c) => c.url === `/api/products/${SLUG}`)).toHaveLength(2));
  });

  it("shows the server's refusal in the cart toast", async () => {
    const refusal = vi.fn(async () => {
      throw new ApiError(409, '409: {"message":"Only 2 pre-order units left.","code":"CONFLICT"}');
    });
    const { user } = setup(
      [
        productRoute(
          product({
            status: 'PRE_ORDER',
            preOrderEndDate: new Date(Date.now() + 86_400_000).toISOString(),
            preOrderLimit: 25,
            preOrderCount: 23,
            unitsLeft: 2,
            variants: [],
          }),
        ),
      ],
      refusal,
    );
    await user.click(await screen.findByRole('button', { name: 'Pre-Order Now' }));
    await expectToast('Error adding to cart', 'Only 2 pre-order units left.');
  });

  it('reads Pre-Orders Closed once every unit is reserved', async () => {
    setup([
      productRoute(
        product({
          status: 'PRE_ORDER',
          preOrderEndDate: new Date(Date.now() + 86_400_000).toISOString(),
          preOrderLimit: 25,
          preOrderCount: 25,
          unitsLeft: 0,
        }),
      ),
    ]);
    expect(await screen.findByRole('button', { name: 'Pre-Orders Closed' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Pre-orders closed' })).toBeInTheDocument();
  });

  it("shows Membership Required from the server's 403 and its teaser, without a picture", async () => {
    const { user, router } = setup([
      productRoute(
        {
          message: 'This product is for members.',
          code: 'MEMBERSHIP_REQUIRED',
          product: {
            slug: SLUG,
            name: 'Kasavu Border Tunic',
            availableIn: 'LIMITED-EDITION',
            category: { id: '33333333-3333-4333-8333-333333333333', name: 'Tunics', slug: 'tunics' },
          },
        },
        403,
      ),
      {
        path: '/api/user/profile',
        body: {
          userId: 'u',
          email: null,
          membershipTier: 'NONE',
          plan: 'none',
          cardStatus: 'pending_review',
          isMember: false,
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Membership Required' })).toBeInTheDocument();
    expect(
      screen.getByText('This product is exclusively available to Limited Edition members.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Kasavu Border Tunic', { selector: '.eyebrow' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Tunics' })).toHaveAttribute(
      'href',
      '/categories/tunics',
    );
    expect(
      await screen.findByText(
        'Your application is being reviewed. Limited Edition opens as soon as your card is active.',
      ),
    ).toBeInTheDocument();
    // The members-only picture is not served: the lock holds its place, no image at all.
    expect(screen.getByTestId('members-only-picture')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Explore Membership Options' }));
    expect(router.state.location.pathname).toBe('/membership');
  });

  it('shows Membership Required for a 403 that names no product', async () => {
    setup([productRoute({ message: 'Members only.', code: 'MEMBERSHIP_REQUIRED' }, 403)]);
    expect(await screen.findByRole('heading', { name: 'Membership Required' })).toBeInTheDocument();
    expect(
      screen.getByText('This product is exclusively available to Limited Edition members.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('shows the load error, not Membership Required, for another 403', async () => {
    setup([productRoute({ message: 'Forbidden.', code: 'FORBIDDEN' }, 403)]);
    expect(
      await screen.findByRole('heading', { name: 'This piece could not be loaded' }),
    ).toBeInTheDocument();
  });

  it('switches between Details, Specs and Reviews', async () => {
    const { user } = setup([productRoute(product({ reviewCount: 0, rating: null }))]);
    const tabs = await screen.findByRole('tablist', { name: 'Product information' });
    const details = within(tabs).getByRole('tab', { name: 'Details' });
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('FabricHandloom cotton');

    await user.click(within(tabs).getByRole('tab', { name: 'Specs' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Weight180 g');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('OriginRanni');

    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Be the first to review' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Details' }));
    await user.click(screen.getByRole('link', { name: /No reviews yet/ }));
    expect(within(tabs).getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reads the reviews when the Reviews tab opens: rating, count, stars, words, author and date', async () => {
    const { user, calls } = setup([
      productRoute(product()),
      {
        path: `/api/products/${SLUG}/reviews`,
        body: [
          {
            id: uuid(),
            rating: 5,
            text: 'The kasavu border is even finer in person.',
            author: 'Anjali M.',
            createdAt: '2026-11-24T10:00:00.000Z',
          },
          { id: uuid(), rating: 3, text: null, author: 'Devi R.', createdAt: '2026-11-22T10:00:00.000Z' },
        ],
      },
    ]);
    const tabs = await screen.findByRole('tablist', { name: 'Product information' });
    expect(calls.some((c) => c.url.endsWith('/reviews'))).toBe(false);
    await user.click(within(tabs).getByRole('tab', { name: /Reviews/ }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('The kasavu border is even finer in person.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/reviews'))).toHaveLength(1);
    expect(panel).toHaveTextContent('4.3 out of 5');
    expect(panel).toHaveTextContent('Based on 18 reviews');
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('5 out of 5');
    expect(items[0]).toHaveTextContent('Anjali M.');
    expect(items[0]).toHaveTextContent('24 Nov 2026');
    expect(items[1]).toHaveTextContent('3 out of 5');
    expect(items[1]).toHaveTextContent('Devi R.');
    expect(within(panel).queryByText('No reviews yet')).toBeNull();
  });

  it('shows a review’s words and author as text, never as markup', async () => {
    const { user } = setup([
      productRoute(product({ name: `Kurta ${XSS_SCRIPT}`, description: `Soft ${XSS_IMG}` })),
      {
        path: `/api/products/${SLUG}/reviews`,
        body: [
          {
            id: uuid(),
            rating: 5,
            text: `Lovely ${XSS_IMG} ${XSS_SCRIPT}`,
            author: `Anjali ${XSS_SCRIPT}`,
            createdAt: '2026-11-24T10:00:00.000Z',
          },
        ],
      },
    ]);
    const tabs = await screen.findByRole('tablist', { name: 'Product information' });
    expect(screen.getAllByText(`Kurta ${XSS_SCRIPT}`, { exact: false }).length).toBeGreaterThan(0);
    await user.click(within(tabs).getByRole('tab', { name: /Reviews/ }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText(`Lovely ${XSS_IMG} ${XSS_SCRIPT}`)).toBeInTheDocument();
    expect(panel).toHaveTextContent(`Anjali ${XSS_SCRIPT}`);
    expectInert();
  });

  it('explains how to review when there are none yet', async () => {
    const { user } = setup([
      productRoute(product({ reviewCount: 0, rating: null })),
      { path: `/api/products/${SLUG}/reviews`, body: [] },
    ]);
    const tabs = await screen.findByRole('tablist', { name: 'Product information' });
    await user.click(within(tabs).getByRole('tab', { name: 'Reviews' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('No reviews yet')).toBeInTheDocument();
    expect(panel).toHaveTextContent(/review pieces they have received/);
    await user.click(within(panel).getByRole('button', { name: 'Be the first to review' }));
    expect(await screen.findByText('How reviews work')).toBeInTheDocument();
  });

  it('shows up to 4 related products with loops and boards shortcuts', async () => {
    setup([productRoute(product()), { path: `/api/products/${SLUG}/related`, body: related(5) }]);
    const section = await screen.findByRole('region', { name: 'You Might Also Like' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    expect(within(section).getByRole('link', { name: 'Other piece 1' })).toHaveAttribute(
      'href',
      '/products/other-0',
    );
    expect(within(section).getByRole('link', { name: 'Loops' })).toHaveAttribute('href', '/loops/studio');
    expect(within(section).getByRole('link', { name: 'Boards' })).toHaveAttribute('href', '/boards/studio');
  });
});
