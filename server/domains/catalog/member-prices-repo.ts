import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** The list price, storefront and launch of each product asked for (unknown ids are absent). */
export function listPricesOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      pricePaise: products.pricePaise,
      availableIn: products.availableIn,
      launchedAt: products.launchedAt,
    })
    .from(products)
    .where(inArray(products.id, ids));
}
