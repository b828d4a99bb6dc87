import { describe, expect, it } from 'vitest';
import type { ProductStatus } from '#contracts/catalog';
import { pickVariant } from './pick-variant';

const card = (
  status: ProductStatus,
  {
    sizes = [],
    sizesInStock = [],
    colours = [],
  }: { sizes?: string[]; sizesInStock?: string[]; colours?: string[] },
) => ({ status, sizes, sizesInStock, colours });

describe('pickVariant', () => {
  it('names no variant when the product has no sizes and no colours', () => {
    expect(pickVariant(card('IN_STOCK', {}))).toEqual({ kind: 'none' });
  });

  it('takes the first size in stock', () => {
    const choice = pickVariant(
      card('IN_STOCK', { sizes: ['S', 'M', 'L'], sizesInStock: ['M', 'L'], colours: ['Indigo'] }),
    );
    expect(choice).toEqual({ kind: 'variant', variant: { name: 'size', value: 'M' }, label: 'Size M' });
  });

  it('reports sold out when no size is in stock', () => {
    expect(pickVariant(card('IN_STOCK', { sizes: ['S', 'M'], colours: ['Indigo'] }))).toEqual({
      kind: 'sold-out',
    });
  });

  it('lets a pre-order take the first size even without stock', () => {
    expect(pickVariant(card('PRE_ORDER', { sizes: ['S', 'M'] }))).toEqual({
      kind: 'variant',
      variant: { name: 'size', value: 'S' },
      label: 'Size S',
    });
  });

  it('takes the first colour when there are no sizes', () => {
    expect(pickVariant(card('IN_STOCK', { colours: ['Indigo', 'Rust'] }))).toEqual({
      kind: 'variant',
      variant: { name: 'color', value: 'Indigo' },
      label: 'Colour Indigo',
    });
  });
});
