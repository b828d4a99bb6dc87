import type { Product } from '#contracts/catalog';

export type VariantChoice =
  | { kind: 'none' }
  | { kind: 'variant'; id: string; label: string }
  | { kind: 'sold-out' };

/**
 * The variant a one-tap Add to Cart uses: the first size in stock (a pre-order takes the first size,
 * stock comes later); products with only colours take the first colour in stock; no variants, none.
 */
export function pickVariant(product: Pick<Product, 'variants' | 'status'>): VariantChoice {
  if (product.variants.length === 0) return { kind: 'none' };
  const sizes = product.variants.filter((v) => v.name === 'size');
  const pool = sizes.length > 0 ? sizes : product.variants;
  const chosen = product.status === 'PRE_ORDER' ? pool[0] : pool.find((v) => v.stock > 0);
  if (!chosen) return { kind: 'sold-out' };
  const label = `${chosen.name === 'color' ? 'Colour' : 'Size'} ${chosen.value}`;
  return { kind: 'variant', id: chosen.id, label };
}
