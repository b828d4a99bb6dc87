import type { Category, Product, ProductListQuery } from '../../../contracts/catalog.ts';
import { LIMITS } from '../../../contracts/common.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { paiseToPrice } from '../../lib/money.ts';
import * as repo from './repo.ts';

export function encodeCursor(c: repo.Cursor): string {
  return Buffer.from(`${c.createdAt.toISOString()}|${c.id}`).toString('base64url');
}

export function decodeCursor(raw: string): repo.Cursor {
  const [iso, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) {
    throw badRequest('The cursor is not valid. Use the X-Next-Cursor value from the previous page.');
  }
  return { createdAt, id };
}

async function hydrate(db: Db, rows: repo.ProductRow[]): Promise<Product[]> {
  const ids = rows.map((r) => r.id);
  const [images, variants] = await Promise.all([repo.imagesFor(db, ids), repo.variantsFor(db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    price: paiseToPrice(r.pricePaise),
    compareAtPrice: r.compareAtPricePaise === null ? null : paiseToPrice(r.compareAtPricePaise),
    status: r.status,
    categoryId: r.categoryId,
    category: r.category,
    availableIn: r.availableIn,
    images: images
      .filter((i) => i.productId === r.id)
      .map((i) => ({
        id: i.id,
        imageUrl: i.imageUrl,
        isPrimary: i.isPrimary,
        alt: i.alt,
        width: i.width,
        height: i.height,
      })),
    variants: variants
      .filter((v) => v.productId === r.id)
      .map((v) => ({ id: v.id, name: v.name, value: v.value, stock: v.stock })),
    details: r.details,
    voteCount: r.voteCount,
    voteThreshold: r.voteThreshold,
    preOrderLimit: r.preOrderLimit,
    preOrderEndDate: r.preOrderEndDate?.toISOString() ?? null,
    rating: r.rating === null ? null : Number(r.rating),
    reviewCount: r.reviewCount,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listProducts(db: Db, query: ProductListQuery) {
  const limit = query.limit ?? LIMITS.productListDefaultLimit;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await repo.listProducts(db, query, limit + 1, after);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null;
  return { products: await hydrate(db, page), nextCursor };
}

export async function getProduct(db: Db, slug: string): Promise<Product> {
  const row = await repo.findProductBySlug(db, slug);
  if (!row) throw notFound('Product not found.');
  const [product] = await hydrate(db, [row]);
  return product!;
}

export function listCategories(db: Db): Promise<Category[]> {
  return repo.listCategories(db);
}
