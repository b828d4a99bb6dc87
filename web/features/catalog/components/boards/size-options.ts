import type { Product } from '#contracts/catalog';

/** Spec 3 section 2: without size variants the dialog offers these, with no variant id. */
export const FALLBACK_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;

export interface SizeOption {
  /** The select's value: the variant id, or `size:XS` for a fallback size. */
  key: string;
  label: string;
  variantId: string | null;
  /** Out of stock: shown, but cannot be chosen (a pre-order takes any size). */
  soldOut: boolean;
}

/** The dialog's sizes: the product's `size` variants (variant id as the value), else XS to XL. */
export function sizeOptions(product: Pick<Product, 'variants' | 'status'>): SizeOption[] {
  const sizes = product.variants.filter((v) => v.name === 'size');
  if (sizes.length === 0) {
    return FALLBACK_SIZES.map((label) => ({ key: `size:${label}`, label, variantId: null, soldOut: false }));
  }
  return sizes.map((v) => ({
    key: v.id,
    label: v.value,
    variantId: v.id,
    soldOut: product.status !== 'PRE_ORDER' && v.stock <= 0,
  }));
}
