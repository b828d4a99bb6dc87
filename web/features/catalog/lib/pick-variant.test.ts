import { describe, expect, it } from 'vitest';
import { pickVariant } from './pick-variant';

const v = (id: string, name: 'size' | 'color', value: string, stock: number) => ({ id, name, value, stock });

describe('pickVariant', () => {
  it('uses no variant when the product has none', () => {
    expect(pickVariant({ status: 'IN_STOCK', variants: [] })).toEqual({ kind: 'none' });
  });

  it('takes the first size in stock', () => {
    const choice = pickVariant({
      status: 'IN_STOCK',
      variants: [v('a', 'color', 'Indigo', 3), v('b', 'size', 'S', 0), v('c', 'size', 'M', 2)],
    });
    expect(choice).toEqual({ kind: 'variant', id: 'c', label: 'Size M' });
  });

  it('reports sold out when no size is in stock', () => {
    expect(pickVariant({ status: 'IN_STOCK', variants: [v('b', 'size', 'S', 0)] })).toEqual({
      kind: 'sold-out',
    });
  });

  it('lets a pre-order take the first size even without stock', () => {
    expect(pickVariant({ status: 'PRE_ORDER', variants: [v('b', 'size', 'S', 0)] })).toMatchObject({
      id: 'b',
    });
  });

  it('falls back to a colour when there are no sizes', () => {
    expect(pickVariant({ status: 'IN_STOCK', variants: [v('a', 'color', 'Indigo', 1)] })).toEqual({
      kind: 'variant',
      id: 'a',
      label: 'Colour Indigo',
    });
  });
});
