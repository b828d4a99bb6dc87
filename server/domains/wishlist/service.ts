import type { WishlistItem } from '../../../contracts/wishlist.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as catalog from '../catalog/service.ts';
import * as repo from './repo.ts';

export const MESSAGES = {
  productNotFound: 'Product not found.',
  notInWishlist: 'This piece is not in your wishlist.',
};

/** The person's wishlist, newest first, each with its product as a card (as the grids show it). */
export async function listWishlist(db: Db, userId: string): Promise<WishlistItem[]> {
  const items = await repo.listItems(db, userId);
  const products = await catalog.cardsByIds(
    db,
    items.map((i) => i.productId),
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  return items.flatMap((i) => {
    const product = byId.get(i.productId);
    return product ? [{ productId: i.productId, addedAt: i.addedAt.toISOString(), product }] : [];
  });
}

export async function addToWishlist(db: Db, userId: string, productId: string) {
  if (!(await repo.productExists(db, productId))) throw notFound(MESSAGES.productNotFound);
  const { created, addedAt } = await repo.addItem(db, userId, productId);
  const [product] = await catalog.cardsByIds(db, [productId]);
  const item: WishlistItem = { productId, addedAt: addedAt.toISOString(), product: product! };
  return { created, item };
}

export async function removeFromWishlist(db: Db, userId: string, productId: string) {
  if (!(await repo.removeItem(db, userId, productId))) throw notFound(MESSAGES.notInWishlist);
}

/** Who saved any of these products (Premium's opening tells them: catalog's early-access news). */
export async function savedBy(db: DbOrTx, productIds: string[]) {
  return productIds.length === 0 ? [] : repo.savedBy(db, productIds);
}
