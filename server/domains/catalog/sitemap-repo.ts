import { asc, eq } from 'drizzle-orm';
import type { Storefront } from '../../../contracts/common.ts';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** A storefront's product slugs and when each last changed, oldest first, at most `limit`. */
export function productSlugs(db: DbOrTx, storefront: Storefront, limit: number) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.availableIn, storefront))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(limit);
}
