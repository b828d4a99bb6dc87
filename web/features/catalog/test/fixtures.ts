import { vi } from 'vitest';
import type { Category, Product } from '#contracts/catalog';

let n = 0;
export const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export const TOPS: Category = { id: '33333333-3333-4333-8333-333333333333', name: 'Tops', slug: 'tops' };
export const SHIRTS: Category = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Shirts',
  slug: 'shirts',
};

/** A catalogue product as GET /api/products answers it. */
export function catalogProduct(over: Partial<Product> = {}): Product {
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
    images: [
      { id: uuid(), imageUrl: '/media/a.svg', isPrimary: true, alt: 'Front', width: 900, height: 1200 },
    ],
    variants: [
      { id: uuid(), name: 'size', value: 'S', stock: 0 },
      { id: `${id.slice(0, -4)}aaaa`, name: 'size', value: 'M', stock: 5 },
    ],
    details: [],
    voteCount: 0,
    voteThreshold: 100,
    readyToLaunch: false,
    preOrderLimit: null,
    preOrderEndDate: null,
    preOrderCount: 0,
    unitsLeft: null,
    preOrderOpen: false,
    rating: null,
    reviewCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    membersOnly: false,
    hasAccess: true,
    hasVoted: false,
    inWishlist: false,
    ...over,
  };
}

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
