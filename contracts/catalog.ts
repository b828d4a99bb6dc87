import { z } from 'zod';
import { errorBody, priceString, storefront, uuid } from './common.ts';
import { FIT_CHOICES, PRODUCT_STATUSES, RELATED_PRODUCTS_LIMIT } from './constants.ts';

export {
  discountPercent,
  FIT_HEADER,
  FIT_NONE,
  isPreOrderOpen,
  isPublicProduct,
  PRE_ORDER_WINDOW_DAYS,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  RELATED_PRODUCTS_LIMIT,
} from './constants.ts';

export const productStatus = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof productStatus>;

export const category = z.object({ id: uuid, name: z.string(), slug: z.string() });
export type Category = z.infer<typeof category>;

/** An uploaded photo's variant: WebP or AVIF at one of the fixed widths (never upscaled). */
export const imageVariant = z.object({
  width: z.number().int(),
  format: z.enum(['avif', 'webp']),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariant>;

export const productImage = z.object({
  id: uuid,
  imageUrl: z.string(),
  isPrimary: z.boolean(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** An uploaded photo's WebP/AVIF widths (the srcset); absent for the generated garments. */
  variants: z.array(imageVariant).optional(),
});
export type ProductImage = z.infer<typeof productImage>;

export const VARIANT_KINDS = ['size', 'color'] as const;
export type VariantKind = (typeof VARIANT_KINDS)[number];
export const productVariant = z.object({
  id: uuid,
  name: z.enum(VARIANT_KINDS),
  value: z.string(),
  stock: z.number().int(),
});
export type ProductVariant = z.infer<typeof productVariant>;

/** A label and a value: the Details tab (fabric, fit, care...) and the Specs tab (product attributes). */
export const productDetail = z.object({ label: z.string(), value: z.string() });
export type ProductDetail = z.infer<typeof productDetail>;
export const productSpec = productDetail;
export type ProductSpec = ProductDetail;

/**
 * The product page's shape (GET /api/products/{slug}): everything about the design. It is the same for
 * everyone who may see it (the viewer's vote, wishlist and card come from their own endpoints), so
 * one cached answer serves them all.
 */
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
  /** The vote count reached the threshold: the back office may launch the design. */
  readyToLaunch: z.boolean(),
  preOrderLimit: z.number().int().nullable(),
  preOrderEndDate: z.string().nullable(),
  /** Units already pre-ordered (held by pre-order cart lines and orders). */
  preOrderCount: z.number().int(),
  /** preOrderLimit - preOrderCount, never below 0; null when there is no limit. */
  unitsLeft: z.number().int().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /**
   * How the piece fits by its buyers' answers (FIT_RULES): 'small' or 'large' when more than half of at
   * least 5 answers say so, 'true' otherwise, null with fewer answers. The same for every member.
   */
  fitTendency: z.enum(FIT_CHOICES).nullable(),
  createdAt: z.string(),
  /** LIMITED-EDITION: only members whose card is active see, buy, pre-order and vote for it. */
  membersOnly: z.boolean(),
  /** A Signature Line piece (a run of 1 to 25). */
  signature: z.boolean(),
});
export type Product = z.infer<typeof product>;

/** A card's picture: the primary image, then the second (the hover / swipe view), with their sizes. */
export const cardImage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** An uploaded photo's WebP/AVIF widths (the srcset); absent for the generated garments. */
  variants: z.array(imageVariant).optional(),
});
export type CardImage = z.infer<typeof cardImage>;

/**
 * The list shape (GET /api/products, related products, the wishlist): what a card, a board tile and a
 * loops slide show, and no more (at most about 700 bytes a product). The product page has the rest.
 * One-tap Add to Cart names a size (POST /api/cart with `variant: { name: 'size', value }`).
 */
export const productCard = z.object({
  id: uuid,
  slug: z.string(),
  name: z.string(),
  price: priceString,
  compareAtPrice: priceString.nullable(),
  status: productStatus,
  categoryId: uuid,
  availableIn: storefront,
  /** The primary image first, then the second one (at most two). */
  images: z.array(cardImage).max(2),
  voteCount: z.number().int(),
  voteThreshold: z.number().int(),
  preOrderLimit: z.number().int().nullable(),
  /** preOrderLimit minus the units pre-ordered, never below 0; null when there is no limit. */
  unitsLeft: z.number().int().nullable(),
  preOrderEndDate: z.string().nullable(),
  /** Every size, in size order. */
  sizes: z.array(z.string()),
  /** The sizes with stock (a pre-order takes any size: its stock comes later). */
  sizesInStock: z.array(z.string()),
  /** Every colour the design comes in. */
  colours: z.array(z.string()),
  /** A Signature Line piece (a run of 1 to 25). */
  signature: z.boolean(),
});
export type ProductCard = z.infer<typeof productCard>;

/**
 * What a members-only product's page may show to someone without an active card: 403
 * MEMBERSHIP_REQUIRED with this teaser (the name and where it lives; no price, no pictures).
 */
export const productTeaser = z.object({
  slug: z.string(),
  name: z.string(),
  availableIn: storefront,
  category,
});
export type ProductTeaser = z.infer<typeof productTeaser>;
export const membershipRequiredBody = errorBody.extend({ product: productTeaser.optional() });
export type MembershipRequiredBody = z.infer<typeof membershipRequiredBody>;

/** GET /api/products/{slug}: a product plus its specs (product attributes) for the Specs tab. */
export const productWithSpecs = product.extend({
  specs: z.array(productSpec),
  /**
   * Gold's early access, for this viewer: a launched piece opens to Gold and Platinum at once and to
   * everyone else some hours later; until then it is shown with its opening and cannot be bought.
   * Absent or null: nothing to wait for.
   */
  earlyAccess: z.object({ opensForYouAt: z.string() }).nullable().optional(),
});
export type ProductWithSpecs = z.infer<typeof productWithSpecs>;

/**
 * What GET /api/products/{slug} answers a visitor (no session) about a STUDIO piece: the page a member's
 * shared link opens for a friend. The design as a member sees it, less what belongs to the shop's
 * members: no stock per size, no pre-order counts, nothing the back office reads. `forVisitors` tells the
 * page to offer the card instead of the cart.
 */
export const publicProductVariant = productVariant.omit({ stock: true });
export type PublicProductVariant = z.infer<typeof publicProductVariant>;
export const publicProduct = productWithSpecs
  .omit({ variants: true, preOrderCount: true, unitsLeft: true, readyToLaunch: true })
  .extend({ variants: z.array(publicProductVariant), forVisitors: z.literal(true) });
export type PublicProduct = z.infer<typeof publicProduct>;

/** The product page's answer: the whole design (signed in) or its public part (a visitor). */
export type ProductPageData = ProductWithSpecs | PublicProduct;

/** A value or a comma-separated list (`status=IN_STOCK,PRE_ORDER`), also repeated keys. */
function oneOrMany<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.includes(',') ? v.split(',').filter(Boolean) : v),
    z.union([item, z.array(item).max(20)]),
  );
}

/**
 * GET /api/products. Filters combine: name contains q (case-insensitive) AND
 * category in the set AND status in the set (AND storefront). categorySlug picks one category by
 * slug (the category page lists it across both storefronts). Newest first; next page cursor in X-Next-Cursor.
 */
export const productListQuery = z.object({
  storefront: storefront.optional(),
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  categoryId: oneOrMany(uuid).optional(),
  categorySlug: z.string().trim().min(1).max(200).optional(),
  /** Only the Signature Line's pieces. */
  signature: z.enum(['true']).optional(),
  status: oneOrMany(productStatus).optional(),
  /**
   * "In my size": only the pieces that can be had in the size suggested for this person: `me` (the
   * member's own profile) or the id of one of her family and friends' profiles.
   */
  fitFor: z
    .string()
    .regex(
      /^(me|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
      'Please choose one of your style profiles.',
    )
    .optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .optional(),
  cursor: z.string().max(200).optional(),
});
/** What the server works with: categoryId and status normalised below to lists. */
export type ProductListFilters = z.infer<typeof productListQuery>;
/**
 * What a client sends (all query-string values): `status` and `categoryId` take one value or a
 * comma-separated list (`status=IN_STOCK,PRE_ORDER`).
 */
export interface ProductListQuery {
  storefront?: z.infer<typeof storefront>;
  q?: string;
  categoryId?: string;
  categorySlug?: string;
  signature?: 'true';
  status?: ProductStatus | (string & {});
  /** 'me' or one of her profiles' ids ("In my size"). */
  fitFor?: string;
  limit?: number;
  cursor?: string;
}

/** A list filter as an array (the server's view of `status`/`categoryId`). */
export function asList<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

export const productSlugParams = z.object({ slug: z.string().min(1).max(200) });
export const categorySlugParams = z.object({ slug: z.string().min(1).max(200) });

export const relatedProducts = z.array(productCard).max(RELATED_PRODUCTS_LIMIT);

/** GET /api/products: one page of cards. */
export const productList = z.array(productCard);

/**
 * GET /api/featured: the newest STUDIO pieces as pictures for the public home page (hero and
 * gallery): names and pictures, no prices and no links (the catalogue itself needs a session).
 */
export const FEATURED_PIECES = 8;
export const featuredPiece = z.object({
  name: z.string(),
  categorySlug: z.string(),
  images: z.array(productImage.pick({ imageUrl: true, alt: true, width: true, height: true })),
});
export type FeaturedPiece = z.infer<typeof featuredPiece>;
export const featuredPieces = z.array(featuredPiece).max(FEATURED_PIECES);
