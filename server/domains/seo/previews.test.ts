import { describe, expect, it } from 'vitest';
import type { ProductWithSpecs } from '../../../contracts/catalog.ts';
import { wrapText } from '../../lib/og-image.ts';
import { productJsonLd, productOgFacts, sharedProductSlug } from './previews.ts';

const product = (over: Partial<ProductWithSpecs> = {}) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    slug: 'kurta',
    name: 'Kasavu Kurta',
    description: 'Handloom.',
    price: '149900.00',
    status: 'IN_STOCK',
    availableIn: 'STUDIO',
    category: { id: 'c', name: 'Kurtas', slug: 'kurtas' },
    images: [{ imageUrl: '/media/garments/kurta-paisley-1f3b30-d4b074-0.svg', isPrimary: true }],
    variants: [{ name: 'size', value: 'M', stock: 0 }],
    ...over,
  }) as ProductWithSpecs;

describe('preview facts', () => {
  it('a public piece shows its price in ₹ (en-IN); a members-only piece never does', () => {
    expect(productOgFacts(product()).price).toBe('₹1,49,900');
    const limited = productOgFacts(product({ availableIn: 'LIMITED-EDITION' }));
    expect(limited.price).toBeUndefined();
    expect(limited.membersOnly).toBe(true);
  });

  it('the picture version changes with what the picture shows, and only then', () => {
    const base = productOgFacts(product()).version;
    expect(productOgFacts(product({ description: 'Other words.' })).version).toBe(base);
    expect(productOgFacts(product({ price: '1.00' })).version).not.toBe(base);
    expect(productOgFacts(product({ name: 'Other' })).version).not.toBe(base);
    expect(
      productOgFacts(
        product({ images: [{ imageUrl: '/media/products/x/y-1440.webp', isPrimary: true }] as never }),
      ).version,
    ).not.toBe(base);
  });

  it('JSON-LD says sold out when no size is in stock, pre-order for pre-orders, nothing for a vote', () => {
    expect(productJsonLd(product(), 'u', [])?.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(productJsonLd(product({ status: 'PRE_ORDER' }), 'u', [])?.offers.availability).toBe(
      'https://schema.org/PreOrder',
    );
    expect(productJsonLd(product({ status: 'VOTE_TO_LAUNCH' }), 'u', [])).toBeUndefined();
  });

  it('finds the slug of each shared link, and nothing in other paths', () => {
    const q = (s = '') => new URLSearchParams(s);
    expect(sharedProductSlug('/products/a%20b', q())).toBe('a b');
    expect(sharedProductSlug('/boards/STUDIO/product/x', q())).toBe('x');
    expect(sharedProductSlug('/loops/limited-edition', q('p=y'))).toBe('y');
    expect(sharedProductSlug('/loops/studio', q())).toBeUndefined();
    expect(sharedProductSlug('/products/%E0%A4', q())).toBe('');
    expect(sharedProductSlug('/studio', q('p=y'))).toBeUndefined();
  });

  it('wraps a long name into at most three lines, the last cut with …', () => {
    expect(wrapText('Kasavu Paisley Kurta', 18, 3)).toEqual(['Kasavu Paisley', 'Kurta']);
    const lines = wrapText('one two three four five six seven eight nine ten eleven twelve', 10, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith('…')).toBe(true);
    expect(wrapText('Supercalifragilisticexpialidocious', 10, 3)).toEqual(['Supercali…']);
  });
});
