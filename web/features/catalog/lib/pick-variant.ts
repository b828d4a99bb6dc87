import type { ProductCard, VariantKind } from '#contracts/catalog';

export type VariantChoice =
  | { kind: 'none' }
  | { kind: 'variant'; variant: { name: VariantKind; value: string }; label: string }
  | { kind: 'sold-out' };

/**
 * The variant a one-tap Add to Cart names (POST /api/cart with `variant: { name, value }`), from the
 * card: the first size in stock (a pre-order takes the first size, stock comes later); a product with
 * only colours takes the first colour; no sizes and no colours, none.
 */
export function pickVariant(
  product: Pick<ProductCard, 'status' | 'sizes' | 'sizesInStock' | 'colours'>,
): VariantChoice {
  if (product.sizes.length > 0) {
    const size = product.status === 'PRE_ORDER' ? product.sizes[0] : product.sizesInStock[0];
    if (size === undefined) return { kind: 'sold-out' };
    return { kind: 'variant', variant: { name: 'size', value: size }, label: `Size ${size}` };
  }
  const colour = product.colours[0];
  if (colour === undefined) return { kind: 'none' };
  return { kind: 'variant', variant: { name: 'color', value: colour }, label: `Colour ${colour}` };
}
