import type { DbOrTx } from '../client.ts';
import { categories } from '../schema/index.ts';

/** Demo catalogue: replaced by the full generator. */
export async function seedDemoCatalog(db: DbOrTx) {
  await db.insert(categories).values([{ name: 'Tops', slug: 'tops', position: 1 }]);
}
