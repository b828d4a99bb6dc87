import type { Product, ProductCard } from '#contracts/catalog';
import type { AddOptions } from '../cart-action';

/** Without size variants the dialog offers these, with no variant. */
export const FALLBACK_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;

export interface SizeOption {
  /** The select's value: the size itself (the same before and after the full product arrives). */
  key: string;
  label: string;
  /** What the cart line is of: the variant id (full product), the size by value (card), or nothing (fallback). */
  cart: Pick<AddOptions, 'variantId' | 'variant'>;
  /** Out of stock: shown, but cannot be chosen (a pre-order takes any size). */
  soldOut: boolean;
}

/**
 * The dialog's sizes: the full product's `size` variants (added by variant id) once it is in, else the
 * card's sizes (added by value, `{ name: 'size', value }`), else XS to XL with no variant.
 */
export function sizeOptions(
  card: Pick<ProductCard, 'status' | 'sizes' | 'sizesInStock'>,
  full?: Pick<Product, 'variants'>,
): SizeOption[] {
  const preOrder = card.status === 'PRE_ORDER';
  const variants = full?.variants.filter((v) => v.name === 'size') ?? [];
  if (variants.length > 0) {
    return variants.map((v) => ({
      key: v.value,
      label: v.value,
      cart: { variantId: v.id },
      soldOut: !preOrder && v.stock <= 0,
    }));
  }
  if (!full && card.sizes.length > 0) {
    return card.sizes.map((size) => ({
      key: size,
      label: size,
      cart: { variant: { name: 'size', value: size } },
      soldOut: !preOrder && !card.sizesInStock.includes(size),
    }));
  }
  return FALLBACK_SIZES.map((label) => ({ key: label, label, cart: { variantId: null }, soldOut: false }));
}
