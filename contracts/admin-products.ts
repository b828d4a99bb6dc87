import { z } from 'zod';
import { imageVariant } from './catalog.ts';
import { priceString, storefront, uuid } from './common.ts';
import { PRODUCT_STATUSES } from './constants.ts';
import { FITS, fitSchema } from './fit.ts';
import { priceToPaise } from './money.ts';

/** Words of the back office's Products tab and its API (one wording for the form and the server). */
export const PRODUCT_ADMIN_MESSAGES = {
  notFound: 'No product with this id.',
  imageNotFound: 'No picture with this id on this product.',
  nameRequired: 'Please enter the product’s name.',
  slug: 'Use lower-case letters, digits and single hyphens (e.g. ivory-kasavu-tunic).',
  slugTaken: 'Another product already uses this slug. Choose another one.',
  categoryUnknown: 'Choose a category from the list.',
  price: 'Enter a price in rupees above zero, with at most two decimals (e.g. 2499 or 2499.50).',
  compareAt: 'Compare-at price must be above the price (leave it empty when there is no discount).',
  threshold: 'Vote threshold must be a whole number of at least 1.',
  preOrderLimit: 'Pre-order limit must be a whole number of at least 1 (or empty for no limit).',
  preOrderLimitBelowHeld: 'The pre-order limit cannot go below the units already pre-ordered',
  preOrderEnd: 'Enter the pre-order end date as a date (YYYY-MM-DD) or leave it empty.',
  limitedRun: 'A LIMITED-EDITION style is a run of 25 pieces: its sizes can hold at most 25 in stock.',
  limitedRunColours:
    'A LIMITED-EDITION style is a run of 25 pieces: its colours can hold at most 25 in stock.',
  limitedPreOrder: 'A LIMITED-EDITION pre-order is limited to at most 25 pieces.',
  /** A Signature piece's run (the figure comes from the card's rules in force). */
  signatureRun: (max: number) =>
    `A Signature piece is a run of 1 to ${max} pieces: its sizes can hold at most ${max} in stock.`,
  variantDuplicate: 'Each size and each colour can be listed once.',
  variantValue: 'Name the size or colour (at most 40 characters).',
  stock: 'Stock must be a whole number from 0 to 100000.',
  saved: 'Product saved',
  created: 'Product created',
  saveFailed: 'Failed to save the product.',
  // Pictures
  imageType: 'Upload a JPEG, PNG or WebP picture.',
  imageTooLarge: 'The picture is larger than 15 MB. Upload a smaller one.',
  imageBroken: 'This picture could not be read. Upload a JPEG, PNG or WebP that opens on your computer.',
  imageTooManyPixels:
    'This picture is too large to process (more than 50 megapixels). Upload one of at most 7000 x 7000 pixels.',
  imageMissing: 'Add a picture file to the form (field "image").',
  multipartOnly: 'Send the picture as a form (multipart/form-data) with one file named "image".',
  imageOrder: 'List every picture of the product once, in the new order.',
  uploaded: 'Picture uploaded',
  // Launch
  launchNotVoting: 'Only a Vote to Launch design can be launched; this one is already launched.',
  launchNotReady: 'This design has not reached its vote threshold yet, so it cannot be launched.',
  launchNeedsEndDate: 'Choose a pre-order end date in the future, so members know when it ships.',
  launchNoSizes:
    'This design has no sizes. Add its sizes with their stock (Edit) before launching it In Stock.',
  launchNeedsStock: 'Put at least one piece in stock before launching In Stock, or launch it to Pre-Order.',
  launchUnknownSize: 'One of these sizes is no longer on this design. Please reload and try again.',
  launchStock: 'Stock must be a whole number from 0 to 100000.',
  launched: 'Design launched',
} as const;

export const PRODUCT_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** sharp's limitInputPixels: a picture declaring more pixels than this is refused (a decompression bomb). */
export const PRODUCT_IMAGE_MAX_PIXELS = 50_000_000;
/** The fixed widths of an uploaded picture's variants (never upscaled). */
export const PRODUCT_IMAGE_WIDTHS = [480, 960, 1440] as const;
export const PRODUCT_IMAGE_FORMATS = ['avif', 'webp'] as const;
/** LIMITED-EDITION runs are 25 pieces per style (docs/decisions.md, Who may do what). */
export const LIMITED_EDITION_RUN = 25;
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_SLUG_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 4000;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const productSlug = z
  .string()
  .trim()
  .min(1, PRODUCT_ADMIN_MESSAGES.slug)
  .max(PRODUCT_SLUG_MAX, `Slug must be at most ${PRODUCT_SLUG_MAX} characters.`)
  .regex(SLUG, PRODUCT_ADMIN_MESSAGES.slug);

/** "Ivory Kasavu Tunic!" -> "ivory-kasavu-tunic" (the editor's suggestion). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PRODUCT_SLUG_MAX)
    .replace(/-+$/, '');
}

const variantInput = z.object({
  name: z.enum(['size', 'color']),
  value: z
    .string()
    .trim()
    .min(1, PRODUCT_ADMIN_MESSAGES.variantValue)
    .max(40, PRODUCT_ADMIN_MESSAGES.variantValue),
  stock: z.coerce
    .number({ message: PRODUCT_ADMIN_MESSAGES.stock })
    .int(PRODUCT_ADMIN_MESSAGES.stock)
    .min(0, PRODUCT_ADMIN_MESSAGES.stock)
    .max(100_000, PRODUCT_ADMIN_MESSAGES.stock),
});
export type VariantInput = z.output<typeof variantInput>;

const detailInput = z.object({
  label: z.string().trim().min(1, 'Name the detail (e.g. Fabric).').max(60),
  value: z.string().trim().min(1, 'Give the detail a value.').max(300),
});

const preOrderEndDate = z
  .union([z.literal(''), z.null(), z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/)], {
    message: PRODUCT_ADMIN_MESSAGES.preOrderEnd,
  })
  .optional()
  .transform((v) => v || null)
  .refine((v) => v === null || !Number.isNaN(Date.parse(v)), PRODUCT_ADMIN_MESSAGES.preOrderEnd);

const preOrderLimit = z
  .union([z.literal(''), z.null(), z.coerce.number()])
  .optional()
  .transform((v) => (v === '' || v === null || v === undefined ? null : v))
  .refine(
    (v) => v === null || (Number.isInteger(v) && v >= 1 && v <= 1_000_000),
    PRODUCT_ADMIN_MESSAGES.preOrderLimit,
  );

/** The fields both the API (paise) and the editor (rupees) share. */
const commonFields = {
  name: z
    .string()
    .trim()
    .min(1, PRODUCT_ADMIN_MESSAGES.nameRequired)
    .max(PRODUCT_NAME_MAX, `Name must be at most ${PRODUCT_NAME_MAX} characters.`),
  slug: productSlug,
  description: z
    .string()
    .trim()
    .max(PRODUCT_DESCRIPTION_MAX, `Description must be at most ${PRODUCT_DESCRIPTION_MAX} characters.`)
    .default(''),
  details: z.array(detailInput).max(20, 'At most 20 details.').default([]),
  categoryId: z.uuid({ message: PRODUCT_ADMIN_MESSAGES.categoryUnknown }),
  availableIn: storefront,
  /** A Signature Line piece: a run of 1 to the card rules' signatureRunMax pieces. */
  signature: z.boolean().default(false),
  /** The cut: how "Your size" reads the category's chart (contracts/fit.ts). */
  fit: fitSchema.default('regular'),
  status: z.enum(PRODUCT_STATUSES),
  voteThreshold: z.coerce
    .number({ message: PRODUCT_ADMIN_MESSAGES.threshold })
    .int(PRODUCT_ADMIN_MESSAGES.threshold)
    .min(1, PRODUCT_ADMIN_MESSAGES.threshold)
    .max(1_000_000, PRODUCT_ADMIN_MESSAGES.threshold)
    .default(100),
  preOrderLimit,
  preOrderEndDate,
  variants: z.array(variantInput).max(40, 'At most 40 sizes and colours.').default([]),
};

type Checked = {
  pricePaise: number;
  compareAtPricePaise: number | null;
  availableIn: 'STUDIO' | 'LIMITED-EDITION';
  preOrderLimit: number | null;
  variants: VariantInput[];
};

/** The rules across fields (compare-at above price; a LIMITED-EDITION run is 25 pieces per style). */
function checkProduct(p: Checked, ctx: z.RefinementCtx, compareField: string) {
  if (p.compareAtPricePaise !== null && p.compareAtPricePaise <= p.pricePaise) {
    ctx.addIssue({ code: 'custom', path: [compareField], message: PRODUCT_ADMIN_MESSAGES.compareAt });
  }
  const seen = new Set<string>();
  p.variants.forEach((v, i) => {
    const key = `${v.name}:${v.value.toLowerCase()}`;
    if (seen.has(key))
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'value'],
        message: PRODUCT_ADMIN_MESSAGES.variantDuplicate,
      });
    seen.add(key);
  });
  if (p.availableIn === 'LIMITED-EDITION') {
    const total = (kind: 'size' | 'color') =>
      p.variants.filter((v) => v.name === kind).reduce((sum, v) => sum + v.stock, 0);
    if (total('size') > LIMITED_EDITION_RUN)
      ctx.addIssue({ code: 'custom', path: ['variants'], message: PRODUCT_ADMIN_MESSAGES.limitedRun });
    if (total('color') > LIMITED_EDITION_RUN)
      ctx.addIssue({ code: 'custom', path: ['variants'], message: PRODUCT_ADMIN_MESSAGES.limitedRunColours });
    if (p.preOrderLimit !== null && p.preOrderLimit > LIMITED_EDITION_RUN)
      ctx.addIssue({
        code: 'custom',
        path: ['preOrderLimit'],
        message: PRODUCT_ADMIN_MESSAGES.limitedPreOrder,
      });
  }
}

const paise = z
  .number({ message: PRODUCT_ADMIN_MESSAGES.price })
  .int(PRODUCT_ADMIN_MESSAGES.price)
  .min(1, PRODUCT_ADMIN_MESSAGES.price)
  .max(100_000_000, PRODUCT_ADMIN_MESSAGES.price);

/** POST /api/admin/products and PUT /api/admin/products/{id}: every field; prices in paise. */
export const productBody = z
  .object({
    ...commonFields,
    pricePaise: paise,
    compareAtPricePaise: paise.nullable().default(null),
  })
  .superRefine((p, ctx) => checkProduct(p, ctx, 'compareAtPricePaise'));
export type ProductBodyInput = z.input<typeof productBody>;
export type ProductBody = z.output<typeof productBody>;

const rupees = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().replace(/,/g, ''))
  .refine((v) => /^\d{1,7}(\.\d{1,2})?$/.test(v) && Number(v) > 0, PRODUCT_ADMIN_MESSAGES.price)
  .transform((v) => priceToPaise(v));

/**
 * The product editor's form: prices typed in rupees ("2499.50"), the rest as the API takes it. Its
 * output is the API's body (paise), so the form and the server check the same rules.
 */
export const productForm = z
  .object({
    ...commonFields,
    price: rupees,
    compareAtPrice: z
      .union([z.literal(''), z.null(), rupees])
      .optional()
      .transform((v) => (v === '' || v === null || v === undefined ? null : v)),
  })
  .transform(({ price, compareAtPrice, ...rest }) => ({
    ...rest,
    pricePaise: price,
    compareAtPricePaise: compareAtPrice,
  }))
  .superRefine((p, ctx) => checkProduct(p, ctx, 'compareAtPrice'));
export type ProductFormInput = z.input<typeof productForm>;

export const adminProductListQuery = z.object({
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  storefront: storefront.optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  category: uuid.optional(),
  /** Only designs that reached their threshold and wait to be launched. */
  ready: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuery>;

/** A row of the Products tab's list. */
export const adminProductRow = z.object({
  id: uuid,
  slug: z.string(),
  name: z.string(),
  availableIn: storefront,
  status: z.enum(PRODUCT_STATUSES),
  categoryId: uuid,
  categoryName: z.string(),
  price: priceString,
  compareAtPrice: priceString.nullable(),
  voteCount: z.number().int(),
  voteThreshold: z.number().int(),
  /** VOTE_TO_LAUNCH and the votes reached the threshold: the design may be launched. */
  readyToLaunch: z.boolean(),
  stock: z.number().int(),
  imageUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;
export const adminProductList = z.array(adminProductRow);

export const adminProductImage = z.object({
  id: uuid,
  imageUrl: z.string(),
  alt: z.string(),
  isPrimary: z.boolean(),
  position: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** Uploaded photos: WebP and AVIF at the fixed widths; empty for the generated garments. */
  variants: z.array(imageVariant),
});
export type AdminProductImage = z.infer<typeof adminProductImage>;

/** GET/POST/PUT /api/admin/products/{id}: every field as the editor shows it. */
export const adminProduct = z.object({
  id: uuid,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  categoryId: uuid,
  availableIn: storefront,
  signature: z.boolean(),
  fit: z.enum(FITS),
  status: z.enum(PRODUCT_STATUSES),
  pricePaise: z.number().int(),
  compareAtPricePaise: z.number().int().nullable(),
  price: priceString,
  compareAtPrice: priceString.nullable(),
  voteCount: z.number().int(),
  voteThreshold: z.number().int(),
  readyToLaunch: z.boolean(),
  preOrderLimit: z.number().int().nullable(),
  preOrderEndDate: z.string().nullable(),
  preOrderCount: z.number().int(),
  /** When the design opened to orders: Gold and Platinum may buy from then (null: never launched). */
  launchedAt: z.string().nullable(),
  /** When it opens to Premium and everyone else: the launch plus the card's early-access hours. */
  premiumOpensAt: z.string().nullable(),
  variants: z.array(
    z.object({ id: uuid, name: z.enum(['size', 'color']), value: z.string(), stock: z.number().int() }),
  ),
  images: z.array(adminProductImage),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const imageParams = z.object({ id: uuid, imageId: uuid });
export const imageOrderBody = z.object({
  ids: z.array(uuid).min(1, PRODUCT_ADMIN_MESSAGES.imageOrder).max(50),
});

export const LAUNCH_TARGETS = ['PRE_ORDER', 'IN_STOCK'] as const;
/**
 * POST /api/admin/products/{id}/launch. What the launch still needs comes with it, so one call does it:
 * Pre-Order the end date (and limit) when the design has none; In Stock the pieces per size.
 */
export const launchBody = z.object({
  to: z.enum(LAUNCH_TARGETS, { message: 'Launch to PRE_ORDER or IN_STOCK.' }),
  /** PRE_ORDER: when pre-orders close (the design's own date when left out). */
  preOrderEndDate,
  /** PRE_ORDER: at most this many units (the design's own limit when left out; LIMITED-EDITION: 25). */
  preOrderLimit,
  /** IN_STOCK: pieces per size, by the size's variant id (a size left out keeps its stock). */
  stock: z
    .array(
      z.object({
        variantId: uuid,
        stock: z.coerce
          .number({ message: PRODUCT_ADMIN_MESSAGES.launchStock })
          .int(PRODUCT_ADMIN_MESSAGES.launchStock)
          .min(0, PRODUCT_ADMIN_MESSAGES.launchStock)
          .max(100_000, PRODUCT_ADMIN_MESSAGES.launchStock),
      }),
    )
    .max(50)
    .optional(),
});
export type LaunchBody = z.output<typeof launchBody>;
export type LaunchInput = z.input<typeof launchBody>;

/** POST /api/admin/products/{id}/launch: the product after launch and how many voters were told now. */
export const launchResult = z.object({ product: adminProduct, votersNotified: z.number().int() });
export type LaunchResult = z.infer<typeof launchResult>;
