import { vi } from 'vitest';
import type { Category, ProductCard, ProductWithSpecs } from '#contracts/catalog';
import type { MockRoute } from '../../../test/utils';

let n = 0;
export const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export const TOPS: Category = { id: '33333333-3333-4333-8333-333333333333', name: 'Tops', slug: 'tops' };
export const SHIRTS: Category = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Shirts',
  slug: 'shirts',
};

/** A card as GET /api/products (and related products, the wishlist) answers it: the list shape. */
export function catalogCard(over: Partial<ProductCard> = {}): ProductCard {
  const id = over.id ?? uuid();
  return {
    id,
    slug: `piece-${id.slice(-4)}`,
    name: `Piece ${id.slice(-4)}`,
    price: '1499.00',
    compareAtPrice: null,
    status: 'IN_STOCK',
    categoryId: TOPS.id,
    availableIn: 'STUDIO',
    images: [{ url: '/media/a.svg', width: 900, height: 1200 }],
    voteCount: 0,
    voteThreshold: 100,
    preOrderLimit: null,
    unitsLeft: null,
    preOrderEndDate: null,
    sizes: ['S', 'M'],
    sizesInStock: ['M'],
    colours: [],
    signature: false,
    ...over,
  };
}

/**
 * A product as GET /api/products/{slug} answers it (the product page, the loops panel and the board
 * dialog): sizes S (none left) and M (5 left), the M variant's id ending in "aaaa".
 */
export function catalogProduct(over: Partial<ProductWithSpecs> = {}): ProductWithSpecs {
  const id = over.id ?? uuid();
  return {
    id,
    slug: `piece-${id.slice(-4)}`,
    name: `Piece ${id.slice(-4)}`,
    description: 'Handloom cotton with a woven border.',
    price: '1499.00',
    compareAtPrice: null,
    status: 'IN_STOCK',
    categoryId: TOPS.id,
    category: TOPS,
    availableIn: 'STUDIO',
    signature: false,
    images: [
      { id: uuid(), imageUrl: '/media/a.svg', isPrimary: true, alt: 'Front', width: 900, height: 1200 },
    ],
    variants: [
      { id: uuid(), name: 'size', value: 'S', stock: 0 },
      { id: `${id.slice(0, -4)}aaaa`, name: 'size', value: 'M', stock: 5 },
    ],
    details: [],
    specs: [],
    voteCount: 0,
    voteThreshold: 100,
    readyToLaunch: false,
    preOrderLimit: null,
    preOrderEndDate: null,
    preOrderCount: 0,
    unitsLeft: null,
    rating: null,
    reviewCount: 0,
    fitTendency: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    membersOnly: false,
    ...over,
  };
}

/** A pre-order end date a week from now: the window is open. */
export const openUntil = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
/** A pre-order end date a day ago: the window has closed. */
export const closedSince = () => new Date(Date.now() - 86_400_000).toISOString();

/** An IntersectionObserver stand-in: `intersectAll()` tells every observer its targets are in view. */
export function mockIntersectionObserver() {
  const observers = new Set<{ cb: IntersectionObserverCallback; targets: Element[] }>();
  class Stub {
    private entry: { cb: IntersectionObserverCallback; targets: Element[] };
    constructor(cb: IntersectionObserverCallback) {
      this.entry = { cb, targets: [] };
      observers.add(this.entry);
    }
    observe(el: Element) {
      this.entry.targets.push(el);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return {
    intersectAll() {
      for (const o of [...observers]) {
        o.cb(
          o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
    get count() {
      return observers.size;
    },
  };
}

/** The query values of a recorded URL. */
export const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

/** The profile cannot be read and the server refuses the LIMITED-EDITION list: the page must still say why. */
export const LIST_REFUSED_ROUTES: MockRoute[] = [
  { path: '/api/user/profile', status: 500, body: { message: 'x', code: 'INTERNAL' } },
  {
    path: '/api/products',
    status: 403,
    body: { message: 'Limited Edition is for members.', code: 'MEMBERSHIP_REQUIRED' },
  },
];
