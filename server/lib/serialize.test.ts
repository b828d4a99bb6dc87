import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ProductCard, productList, productWithSpecs } from '../../contracts/catalog.ts';
import { compileSerializer } from './serialize.ts';

const card: ProductCard = {
  id: '6ade7fad-a7f9-4c84-a95e-f2fc81208783',
  slug: 'shared-shirt',
  name: 'Shared "quoted" shirt \u2028 ü',
  price: '1234.00',
  compareAtPrice: null,
  status: 'PRE_ORDER',
  categoryId: '581e5f94-d23a-4ccc-87c6-eff305e0f495',
  availableIn: 'STUDIO',
  images: [{ url: '/media/garments/a.svg', width: 900, height: 1200 }],
  voteCount: 3,
  voteThreshold: 100,
  preOrderLimit: 25,
  unitsLeft: 4,
  preOrderEndDate: '2026-12-01T00:00:00.000Z',
  sizes: ['S', 'M'],
  sizesInStock: ['M'],
  colours: [],
  signature: false,
};

describe('compileSerializer', () => {
  it('writes exactly what JSON.stringify writes for the contract, nulls and escapes included', () => {
    const write = compileSerializer(productList);
    const cards = [card, { ...card, compareAtPrice: '1999.00', preOrderLimit: null, unitsLeft: null }];
    expect(JSON.parse(write(cards))).toEqual(cards);
    expect(write(cards)).toBe(JSON.stringify(cards));
  });

  it('leaves out what the contract does not name (nothing leaks from a wider row)', () => {
    const write = compileSerializer(productList);
    const wider = [{ ...card, passwordHash: 'secret', costPaise: 100 }] as unknown as ProductCard[];
    expect(write(wider)).not.toMatch(/secret|costPaise/);
  });

  it('compiles the product page shape and a plain object', () => {
    expect(() => compileSerializer(productWithSpecs)).not.toThrow();
    const write = compileSerializer(z.object({ a: z.number().nullable(), b: z.array(z.string()) }));
    expect(write({ a: null, b: ['x'] })).toBe('{"a":null,"b":["x"]}');
  });
});
