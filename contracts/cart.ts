import { z } from 'zod';
import { productStatus, VARIANT_KINDS } from './catalog.ts';
import { LIMITS, priceString, uuid } from './common.ts';

const quantity = z
  .number({ message: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(LIMITS.cartQuantityMin, `Quantity must be at least ${LIMITS.cartQuantityMin}`)
  .max(LIMITS.cartQuantityMax, `Quantity can be at most ${LIMITS.cartQuantityMax}`);

/** POST /api/cart. A PRE_ORDER product becomes a pre-order line and holds its units against the limit. */
export const addToCartBody = z.object({
  productId: uuid,
  variantId: uuid.nullish(),
  /** Instead of variantId: the size (or colour) by its value, as a card knows it ({ name: 'size', value: 'M' }). */
  variant: z.object({ name: z.enum(VARIANT_KINDS), value: z.string().trim().min(1).max(40) }).nullish(),
  quantity: quantity.default(1),
  /**
   * Who the piece is for: one of the member's own family or friend style profiles (null or absent: the
   * member herself; her own 'Me' profile's id reads as null too). The same piece and size for two people
   * are two lines.
   */
  profileId: uuid.nullish(),
});
export type AddToCartBody = z.input<typeof addToCartBody>;

export const CART_MESSAGES = {
  notYourProfile: 'Please choose one of your style profiles.',
  nothingToUpdate: 'Nothing to update.',
} as const;

/** PUT /api/cart/:id: the quantity, who the line is for (profileId; null: the member herself), or both. */
export const updateCartBody = z
  .object({ quantity: quantity.optional(), profileId: uuid.nullish() })
  .refine((b) => b.quantity !== undefined || b.profileId !== undefined, {
    message: CART_MESSAGES.nothingToUpdate,
  });
export type UpdateCartBody = z.input<typeof updateCartBody>;

export const cartItem = z.object({
  id: uuid,
  quantity: z.number().int(),
  variantId: uuid.nullable(),
  variant: z.object({ name: z.enum(VARIANT_KINDS), value: z.string() }).nullable(),
  /** A pre-order line: ships 2 to 3 weeks after the pre-order window closes. */
  isPreOrder: z.boolean(),
  /**
   * A pre-order line whose hold lapsed (30 minutes without checkout): its units are no longer kept for
   * this cart; checkout holds them again, or says they are gone.
   */
  holdExpired: z.boolean(),
  /** The family or friend profile the line is for; null for the member herself. */
  profileId: uuid.nullable(),
  /** That profile's name ("Amma"), shown as "For Amma"; null for the member herself. */
  forName: z.string().nullable(),
  product: z.object({
    id: uuid,
    slug: z.string(),
    name: z.string(),
    price: priceString,
    availableIn: z.string(),
    status: productStatus,
    preOrderEndDate: z.string().nullable(),
    images: z.array(z.object({ imageUrl: z.string() })),
  }),
});
export type CartItem = z.infer<typeof cartItem>;
export const cartList = z.array(cartItem);
