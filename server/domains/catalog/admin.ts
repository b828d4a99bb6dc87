import {
  type AdminProduct,
  type AdminProductImage,
  type AdminProductRow,
  LIMITED_EDITION_RUN,
  PRODUCT_ADMIN_MESSAGES as M,
  type ProductBody,
} from '../../../contracts/admin-products.ts';
import { paiseToPrice } from '../../../contracts/money.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/cursor.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import * as audit from '../audit/service.ts';
import * as cardRules from '../card-rules/service.ts';
import * as repo from './admin-repo.ts';
import { othersOpenAt } from './early-access.ts';
import { keysOf, processImage, removeKeys, storeImage } from './images.ts';

/** The signed-in admin (sub-admins never reach these: they look after their advisors, not the catalogue). */
export interface Staff {
  userId: string;
  role: string;
}

export const actorOf = (staff: Staff) => ({ id: staff.userId, role: staff.role });
const LIST_LIMIT = 50;
const BAD_CURSOR = 'The cursor is not valid. Use the X-Next-Cursor value from the previous page.';

function toRow(r: repo.AdminListRow): AdminProductRow {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    availableIn: r.availableIn,
    status: r.status,
    categoryId: r.categoryId,
    categoryName: r.categoryName,
    price: paiseToPrice(r.pricePaise),
    compareAtPrice: r.compareAtPricePaise === null ? null : paiseToPrice(r.compareAtPricePaise),
    voteCount: r.voteCount,
    voteThreshold: r.voteThreshold,
    readyToLaunch: Boolean(r.ready),
    stock: r.stock,
    imageUrl: r.imageUrl,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** GET /api/admin/products: newest first, searched and filtered, 50 a page (next page: X-Next-Cursor). */
export async function listProducts(
  db: DbOrTx,
  query: {
    q?: string;
    storefront?: repo.AdminListFilters['storefront'];
    status?: repo.AdminListFilters['status'];
    category?: string;
    ready?: 'true' | 'false';
    limit?: number;
    cursor?: string;
  },
) {
  const limit = query.limit ?? LIST_LIMIT;
  const after = decodeTimeCursor(query.cursor, BAD_CURSOR);
  const rows = await repo.listProducts(
    db,
    {
      q: query.q || undefined,
      storefront: query.storefront,
      status: query.status,
      categoryId: query.category,
      ready: query.ready === undefined ? undefined : query.ready === 'true',
    },
    limit + 1,
    after,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeTimeCursor({ at: last.createdAt, id: last.id }) : null;
  return { items: page.map(toRow), nextCursor };
}

function toImage(i: repo.ImageRecord): AdminProductImage {
  return {
    id: i.id,
    imageUrl: i.imageUrl,
    alt: i.alt,
    isPrimary: i.isPrimary,
    position: i.position,
    width: i.width,
    height: i.height,
    variants: i.variants,
  };
}

/** The product as the editor shows it; 404 when unknown. */
export async function getProduct(db: DbOrTx, id: string): Promise<AdminProduct> {
  const p = await repo.findProduct(db, id);
  if (!p) throw notFound(M.notFound);
  const [variants, images, rules] = await Promise.all([
    repo.variantsOf(db, id),
    repo.imagesOf(db, id),
    p.launchedAt ? cardRules.currentRules(db) : null,
  ]);
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    details: p.details,
    categoryId: p.categoryId,
    availableIn: p.availableIn,
    signature: p.isSignature,
    fit: p.fit,
    status: p.status,
    pricePaise: p.pricePaise,
    compareAtPricePaise: p.compareAtPricePaise,
    price: paiseToPrice(p.pricePaise),
    compareAtPrice: p.compareAtPricePaise === null ? null : paiseToPrice(p.compareAtPricePaise),
    voteCount: p.voteCount,
    voteThreshold: p.voteThreshold,
    readyToLaunch: p.status === 'VOTE_TO_LAUNCH' && p.voteCount >= p.voteThreshold,
    preOrderLimit: p.preOrderLimit,
    preOrderEndDate: p.preOrderEndDate?.toISOString() ?? null,
    preOrderCount: p.preOrderCount,
    launchedAt: p.launchedAt?.toISOString() ?? null,
    premiumOpensAt: p.launchedAt && rules ? othersOpenAt(p.launchedAt, rules).toISOString() : null,
    variants: variants.map(({ id: vid, name, value, stock }) => ({ id: vid, name, value, stock })),
    images: images.map(toImage),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of a product, before and after a change. */
function snapshot(p: AdminProduct) {
  const { images, createdAt: _c, updatedAt: _u, price: _p, compareAtPrice: _cp, ...fields } = p;
  return {
    ...fields,
    variants: fields.variants.map(({ name, value, stock }) => ({ name, value, stock })),
    images: images.map((i) => ({
      id: i.id,
      imageUrl: i.imageUrl,
      isPrimary: i.isPrimary,
      position: i.position,
    })),
  };
}

const slugConflict = () => new AppError('CONFLICT', M.slugTaken, { slug: [M.slugTaken] });

/** The checks that need the database: the category exists, the slug is free. */
async function checkReferences(tx: DbOrTx, body: ProductBody, exceptId?: string) {
  if (!(await repo.categoryExists(tx, body.categoryId))) {
    throw badRequest(M.categoryUnknown, { categoryId: [M.categoryUnknown] });
  }
  if (await repo.slugTaken(tx, body.slug, exceptId)) throw slugConflict();
  if (body.signature) await checkSignatureRun(tx, body.variants);
}

/**
 * A Signature piece is a run of 1 to `signatureRunMax` pieces (the card's rules in force): its sizes
 * together, and its colours together, hold at most that many in stock. A sold-out piece (0) stays valid.
 */
export async function checkSignatureRun(tx: DbOrTx, variants: { name: 'size' | 'color'; stock: number }[]) {
  const { signatureRunMax } = await cardRules.currentRules(tx);
  const total = (kind: 'size' | 'color') =>
    variants.filter((v) => v.name === kind).reduce((sum, v) => sum + v.stock, 0);
  if (total('size') > signatureRunMax || total('color') > signatureRunMax) {
    const message = M.signatureRun(signatureRunMax);
    throw badRequest(message, { variants: [message] });
  }
}

/** The product columns from the body (a LIMITED-EDITION pre-order without a limit holds the run of 25). */
function columnsOf(body: ProductBody, voteCount: number, readyToLaunchAt: Date | null) {
  const preOrderLimit =
    body.preOrderLimit ??
    (body.availableIn === 'LIMITED-EDITION' && body.status === 'PRE_ORDER' ? LIMITED_EDITION_RUN : null);
  const ready = body.status === 'VOTE_TO_LAUNCH' && voteCount >= body.voteThreshold;
  return {
    name: body.name,
    slug: body.slug,
    description: body.description,
    details: body.details,
    categoryId: body.categoryId,
    availableIn: body.availableIn,
    isSignature: body.signature,
    fit: body.fit,
    status: body.status,
    pricePaise: body.pricePaise,
    compareAtPricePaise: body.compareAtPricePaise,
    voteThreshold: body.voteThreshold,
    preOrderLimit,
    preOrderEndDate: body.preOrderEndDate ? new Date(body.preOrderEndDate) : null,
    readyToLaunchAt: ready ? (readyToLaunchAt ?? new Date()) : null,
  };
}

/**
 * A launch is when a design first opens to orders (Gold's early access counts from it): a new
 * LIMITED-EDITION piece created orderable, or a design in voting moved to orders by the editor (the
 * launch button sets it in launch.ts). It is kept once set.
 */
function publishesAt(body: ProductBody, now: Date): Date | null {
  return body.availableIn === 'LIMITED-EDITION' && body.status !== 'VOTE_TO_LAUNCH' ? now : null;
}
function opensFromVoting(was: string, body: ProductBody, now: Date): Date | null {
  return was === 'VOTE_TO_LAUNCH' && body.status !== 'VOTE_TO_LAUNCH' ? now : null;
}

/** POST /api/admin/products: a new product with its sizes and colours, recorded in the audit trail. */
export async function createProduct(db: Db, staff: Staff, body: ProductBody): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, body);
    const now = new Date();
    const row = await repo.insertProduct(tx, {
      ...columnsOf(body, 0, null),
      launchedAt: publishesAt(body, now),
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw slugConflict();
    await repo.replaceVariants(tx, row.id, body.variants);
    const after = await getProduct(tx, row.id);
    await audit.record(tx, {
      actor: actorOf(staff),
      action: 'product.create',
      subject: { type: 'product', id: row.id },
      summary: `Created ${row.name} (${row.availableIn}, ${row.status})`,
      after: snapshot(after),
    });
    return after;
  });
}

/** PUT /api/admin/products/{id}: every field; the row is locked so two editors do not interleave. */
export async function updateProduct(
  db: Db,
  staff: Staff,
  id: string,
  body: ProductBody,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const current = await repo.findForUpdate(tx, id);
    if (!current) throw notFound(M.notFound);
    await checkReferences(tx, body, id);
    const columns = {
      ...columnsOf(body, current.voteCount, current.readyToLaunchAt),
      launchedAt: current.launchedAt ?? opensFromVoting(current.status, body, new Date()),
    };
    if (columns.preOrderLimit !== null && columns.preOrderLimit < current.preOrderCount) {
      const message = `${M.preOrderLimitBelowHeld} (${current.preOrderCount}).`;
      throw badRequest(message, { preOrderLimit: [message] });
    }
    const before = await getProduct(tx, id);
    const row = await repo.updateProduct(tx, id, columns).catch((error: unknown) => {
      if ((error as { code?: string; cause?: { code?: string } }).code === '23505') throw slugConflict();
      if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw slugConflict();
      throw error;
    });
    if (!row) throw notFound(M.notFound);
    await repo.replaceVariants(tx, id, body.variants);
    const after = await getProduct(tx, id);
    await audit.record(tx, {
      actor: actorOf(staff),
      action: 'product.update',
      subject: { type: 'product', id },
      summary: `Edited ${after.name}`,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

/** 404 before an upload is read: nothing is stored for an unknown product. */
export async function requireProduct(db: DbOrTx, id: string) {
  if (!(await repo.findProduct(db, id))) throw notFound(M.notFound);
}

/**
 * POST /api/admin/products/{id}/images: decode, make the variants, store them, then record the picture
 * (the first uploaded photo becomes the primary one, in front). A refused file stores nothing; a failed
 * record removes the files again.
 */
export async function addImage(
  db: Db,
  storage: Storage,
  staff: Staff,
  productId: string,
  bytes: Buffer,
): Promise<AdminProduct> {
  const processed = await processImage(bytes);
  await requireProduct(db, productId);
  const stored = await storeImage(storage, productId, bytes, processed);
  try {
    return await db.transaction(async (tx) => {
      const product = await repo.findForUpdate(tx, productId);
      if (!product) throw notFound(M.notFound);
      const images = await repo.lockImages(tx, productId);
      const firstPhoto = !images.some((i) => i.storageKey !== null);
      const ordered = [...images].sort((a, b) => a.position - b.position);
      const before = ordered.map((i) => i.id);
      await repo.insertImage(tx, {
        id: stored.imageId,
        productId,
        imageUrl: stored.imageUrl,
        alt: product.name,
        isPrimary: false,
        position: firstPhoto ? 0 : ordered.length,
        width: stored.width,
        height: stored.height,
        storageKey: stored.storageKey,
        variants: stored.variants,
      });
      const order = firstPhoto ? [stored.imageId, ...before] : [...before, stored.imageId];
      await repo.setImagePositions(tx, productId, order);
      if (firstPhoto || !images.some((i) => i.isPrimary))
        await repo.setPrimary(tx, productId, stored.imageId);
      const after = await getProduct(tx, productId);
      await audit.record(tx, {
        actor: actorOf(staff),
        action: 'product.image.add',
        subject: { type: 'product', id: productId },
        summary: `Added a photo to ${product.name}`,
        before: { images: before },
        after: {
          images: order,
          added: stored.imageId,
          primary: after.images.find((i) => i.isPrimary)?.id ?? null,
        },
      });
      return after;
    });
  } catch (error) {
    await removeKeys(storage, stored.keys);
    throw error;
  }
}

/** PUT /api/admin/products/{id}/images/order: every picture once, in the new order. */
export async function reorderImages(db: Db, staff: Staff, productId: string, ids: string[]) {
  return db.transaction(async (tx) => {
    const product = await repo.findForUpdate(tx, productId);
    if (!product) throw notFound(M.notFound);
    const images = await repo.lockImages(tx, productId);
    const known = new Set(images.map((i) => i.id));
    if (
      ids.length !== images.length ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => known.has(id))
    ) {
      throw badRequest(M.imageOrder, { ids: [M.imageOrder] });
    }
    const before = [...images].sort((a, b) => a.position - b.position).map((i) => i.id);
    await repo.setImagePositions(tx, productId, ids);
    await audit.record(tx, {
      actor: actorOf(staff),
      action: 'product.image.reorder',
      subject: { type: 'product', id: productId },
      summary: `Reordered the pictures of ${product.name}`,
      before: { images: before },
      after: { images: ids },
    });
    return getProduct(tx, productId);
  });
}

/** POST /api/admin/products/{id}/images/{imageId}/primary. */
export async function setPrimaryImage(db: Db, staff: Staff, productId: string, imageId: string) {
  return db.transaction(async (tx) => {
    const product = await repo.findForUpdate(tx, productId);
    if (!product) throw notFound(M.notFound);
    const images = await repo.lockImages(tx, productId);
    if (!images.some((i) => i.id === imageId)) throw notFound(M.imageNotFound);
    const before = images.find((i) => i.isPrimary)?.id ?? null;
    await repo.setPrimary(tx, productId, imageId);
    await audit.record(tx, {
      actor: actorOf(staff),
      action: 'product.image.primary',
      subject: { type: 'product', id: productId },
      summary: `Chose the main picture of ${product.name}`,
      before: { primary: before },
      after: { primary: imageId },
    });
    return getProduct(tx, productId);
  });
}

/** DELETE /api/admin/products/{id}/images/{imageId}: the row, then its files (after the commit). */
export async function deleteImage(
  db: Db,
  storage: Storage,
  staff: Staff,
  productId: string,
  imageId: string,
) {
  const { product, removed } = await db.transaction(async (tx) => {
    const found = await repo.findForUpdate(tx, productId);
    if (!found) throw notFound(M.notFound);
    const images = await repo.lockImages(tx, productId);
    const gone = await repo.deleteImage(tx, productId, imageId);
    if (!gone) throw notFound(M.imageNotFound);
    const rest = images.filter((i) => i.id !== imageId).sort((a, b) => a.position - b.position);
    await repo.setImagePositions(
      tx,
      productId,
      rest.map((i) => i.id),
    );
    if (gone.isPrimary && rest[0]) await repo.setPrimary(tx, productId, rest[0].id);
    await audit.record(tx, {
      actor: actorOf(staff),
      action: 'product.image.remove',
      subject: { type: 'product', id: productId },
      summary: `Removed a picture of ${found.name}`,
      before: {
        images: [...images].sort((a, b) => a.position - b.position).map((i) => i.id),
        removed: imageId,
      },
      after: { images: rest.map((i) => i.id) },
    });
    return { product: await getProduct(tx, productId), removed: gone };
  });
  await removeKeys(storage, keysOf(removed));
  return product;
}
