import { and, asc, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { ProductListQuery } from '../../../contracts/catalog.ts';
import type { DbOrTx } from '../../db/client.ts';
import { categories, productImages, products, productVariants } from '../../db/schema/index.ts';

export interface Cursor {
  createdAt: Date;
  id: string;
}

const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  description: products.description,
  pricePaise: products.pricePaise,
  compareAtPricePaise: products.compareAtPricePaise,
  status: products.status,
  categoryId: products.categoryId,
  availableIn: products.availableIn,
  voteCount: products.voteCount,
  voteThreshold: products.voteThreshold,
  preOrderLimit: products.preOrderLimit,
  preOrderEndDate: products.preOrderEndDate,
  rating: products.rating,
  reviewCount: products.reviewCount,
  details: products.details,
  createdAt: products.createdAt,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
};

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

function selectProducts(db: DbOrTx) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One page of products, newest first, keyset-paginated on (created_at, id). */
export async function listProducts(
  db: DbOrTx,
  filters: Omit<ProductListQuery, 'cursor' | 'limit'>,
  limit: number,
  after?: Cursor,
) {
  const where: SQL[] = [];
  if (filters.storefront) where.push(eq(products.availableIn, filters.storefront));
  if (filters.categoryId) where.push(eq(products.categoryId, filters.categoryId));
  if (filters.status) where.push(eq(products.status, filters.status));
  if (filters.q) where.push(ilike(products.name, `%${escapeLike(filters.q)}%`));
  if (after) {
    where.push(
      or(
        lt(products.createdAt, after.createdAt),
        and(eq(products.createdAt, after.createdAt), lt(products.id, after.id)),
      )!,
    );
  }
  return selectProducts(db)
    .where(and(...where))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}

export async function findProductBySlug(db: DbOrTx, slug: string) {
  const [row] = await selectProducts(db).where(eq(products.slug, slug)).limit(1);
  return row;
}

export async function imagesFor(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), desc(productImages.isPrimary), asc(productImages.position));
}

export async function variantsFor(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.name), asc(productVariants.position));
}

export async function listCategories(db: DbOrTx) {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
}

export async function findProductById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: products.id,
      status: products.status,
      availableIn: products.availableIn,
      name: products.name,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row;
}

export async function findVariant(db: DbOrTx, id: string) {
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, id)).limit(1);
  return row;
}

export async function countProducts(db: DbOrTx) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return row?.n ?? 0;
}
