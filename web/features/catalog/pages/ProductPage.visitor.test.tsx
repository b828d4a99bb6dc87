import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicProduct } from '#contracts/catalog';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { ProductPage } from './ProductPage';

/** A visitor (nobody signed in) who opened a member's shared link to a piece. */
const SLUG = 'kasavu-border-tunic';
const CATEGORY = { id: '33333333-3333-4333-8333-333333333333', name: 'Tunics', slug: 'tunics' };

const studioPiece: PublicProduct = {
  id: '22222222-2222-4222-8222-222222222222',
  slug: SLUG,
  name: 'Kasavu Border Tunic',
  description: 'Ivory handloom cotton with a woven gold border.',
  price: '2499.00',
  compareAtPrice: null,
  status: 'IN_STOCK',
  categoryId: CATEGORY.id,
  category: CATEGORY,
  availableIn: 'STUDIO',
  signature: false,
  images: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      imageUrl: '/media/a.svg',
      isPrimary: true,
      alt: 'Front',
      width: 900,
      height: 1200,
    },
  ],
  variants: [
    { id: '00000000-0000-4000-8000-000000000002', name: 'size', value: 'S' },
    { id: '00000000-0000-4000-8000-000000000003', name: 'size', value: 'M' },
  ],
  details: [{ label: 'Fabric', value: 'Handloom cotton' }],
  specs: [],
  voteCount: 0,
  voteThreshold: 100,
  preOrderLimit: null,
  preOrderEndDate: null,
  rating: null,
  reviewCount: 0,
  fitTendency: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  membersOnly: false,
  forVisitors: true,
};

function visit(body: unknown, status = 200, search = '') {
  window.localStorage.clear();
  const fetch = mockFetch([{ path: `/api/products/${SLUG}`, body, status }]);
  const utils = renderRoutes(
    [
      { path: '/products/:slug', element: <ProductPage onAddToCart={vi.fn()} /> },
      { path: '/auth', element: <p>Sign-in page</p> },
      { path: '/register', element: <p>Register page</p> },
    ],
    { initialPath: `/products/${SLUG}${search}` },
  );
  return { ...utils, ...fetch, user: userEvent.setup() };
}

describe('ProductPage for a visitor', () => {
  it('shows a STUDIO piece with Apply for the card in place of the cart, and asks for nothing else', async () => {
    const { calls } = visit(studioPiece);
    expect(await screen.findByRole('heading', { name: 'Kasavu Border Tunic', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('₹2,499')).toBeInTheDocument();
    expect(screen.getByText('Ivory handloom cotton with a woven gold border.')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Members shop this piece' });
    expect(within(panel).getByRole('link', { name: 'Apply for the card' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(panel).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.getByText('S')).toBeInTheDocument();
    expect(screen.getByText('M')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart|Pre-Order Now|Vote for Launch/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /wishlist/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share Kasavu Border Tunic' })).toBeInTheDocument();
    // No related list, votes, wishlist or profile: each would be refused to a visitor.
    expect(calls.map((c) => c.url)).toEqual([`/api/products/${SLUG}`]);
  });

  it("carries the advisor's code from the product link to /register", async () => {
    const { user, router } = visit(studioPiece, 200, '?advisor=FADEMOADVISOR001');
    const apply = await screen.findByRole('link', { name: 'Apply for the card' });
    expect(apply).toHaveAttribute('href', '/register?advisor=FADEMOADVISOR001');
    await user.click(apply);
    expect(await screen.findByText('Register page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?advisor=FADEMOADVISOR001');
  });

  it('signs a member in and back to the piece', async () => {
    const { user, router } = visit(studioPiece, 200, '?advisor=FADEMOADVISOR001');
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: `/products/${SLUG}?advisor=FADEMOADVISOR001` });
  });

  it('shows a LIMITED-EDITION piece as Membership Required, no price, without asking for a profile', async () => {
    const { calls, container } = visit(
      {
        message: 'Membership Required: this product is exclusively available to LIMITED EDITION members.',
        code: 'MEMBERSHIP_REQUIRED',
        product: { slug: SLUG, name: 'Zari Kurta', availableIn: 'LIMITED-EDITION', category: CATEGORY },
      },
      403,
    );
    expect(await screen.findByRole('heading', { name: 'Membership Required' })).toBeInTheDocument();
    expect(
      screen.getByText('This product is exclusively available to Limited Edition members.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Membership Options' })).toHaveAttribute(
      'href',
      '/membership',
    );
    // The page (not the whole document, where another test's leftovers may sit) shows no price.
    expect(container.textContent).not.toContain('₹');
    expect(calls.map((c) => c.url)).toEqual([`/api/products/${SLUG}`]);
  });
});
