import { z } from 'zod';
import { productCard } from './catalog.ts';
import { uuid } from './common.ts';

/** POST /api/wishlist: 201 with the item when added, 200 with the item when it was already there. */
export const addToWishlistBody = z.object({ productId: uuid });
export type AddToWishlistBody = z.infer<typeof addToWishlistBody>;

/** DELETE /api/wishlist/{productId}: { success: true }, 404 when it is not in the wishlist. */
export const wishlistParams = z.object({ productId: uuid });

export const wishlistItem = z.object({ productId: uuid, addedAt: z.string(), product: productCard });
export type WishlistItem = z.infer<typeof wishlistItem>;
/** GET /api/wishlist: the signed-in person's wishlist, newest first. */
export const wishlistList = z.array(wishlistItem);
