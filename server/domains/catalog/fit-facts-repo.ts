import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, products, productVariants } from '../../db/schema/index.ts';

/** What "Your size" needs of each product asked for (unknown ids are absent): its category, cut, how members say it fits, and its sizes. */
export async function fitFactsOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const [rows, sizes] = await Promise.all([
    db
      .select({
        id: products.id,
        categoryId: products.categoryId,
        categorySlug: categories.slug,
        fit: products.fit,
        /** What members said after delivery (orders' fit answers, kept here by setFitTendency). */
        fitTendency: products.fitTendency,
        availableIn: products.availableIn,
        status: products.status,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, ids)),
    db
      .select({
        productId: productVariants.productId,
        value: productVariants.value,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .where(and(inArray(productVariants.productId, ids), eq(productVariants.name, 'size')))
      .orderBy(asc(productVariants.position)),
  ]);
  return rows.map((r) => ({
    ...r,
    sizes: sizes.filter((s) => s.productId === r.id).map(({ value, stock }) => ({ value, stock })),
  }));
}
