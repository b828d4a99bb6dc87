import { z } from 'zod';
import { priceString, storefront, uuid } from './common.ts';
import { PRODUCT_STATUSES } from './constants.ts';

export { discountPercent, PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from './constants.ts';

export const productStatus = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof productStatus>;

export const category = z.object({ id: uuid, name: z.string(), slug: z.string() });
export type Category = z.infer<typeof category>;

export const productImage = z.object({
  id: uuid,
  imageUrl: z.string(),
  isPrimary: z.boolean(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof productImage>;

export const VARIANT_KINDS = ['size', 'color'] as const;
export const productVariant = z.object({
  id: uuid,
  name: z.enum(VARIANT_KINDS),
  value: z.string(),
  stock: z.number().int(),
});
export type ProductVariant = z.infer<typeof productVariant>;

export const productDetail = z.object({ label: z.string(), value: z.string() });

export const product = z.object({
  id: uuid,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: priceString,
  compareAtPrice: priceString.nullable(),
  status: productStatus,
  categoryId: uuid,
  category,
  availableIn: storefront,
  images: z.array(productImage),
  variants: z.array(productVariant),
  details: z.array(productDetail),
  voteCount: z.number().int(),
  voteThreshold: z.number().int(),
  preOrderLimit: z.number().int().nullable(),
  preOrderEndDate: z.string().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof product>;

export const productListQuery = z.object({
  storefront: storefront.optional(),
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  categoryId: uuid.optional(),
  status: productStatus.optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .optional(),
  cursor: z.string().max(200).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productSlugParams = z.object({ slug: z.string().min(1).max(200) });
