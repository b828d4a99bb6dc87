import { CART_MESSAGES, type CartItem } from '../../../contracts/cart.ts';
import type { VariantKind } from '../../../contracts/catalog.ts';
import { LIMITS } from '../../../contracts/common.ts';
import { ORDER_RULES } from '../../../contracts/constants.ts';
import { paiseToPrice } from '../../../contracts/money.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { dayLabel } from '../../lib/calendar.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import * as catalog from '../catalog/service.ts';
import * as membership from '../membership/service.ts';
import * as preferences from '../preferences/service.ts';
import * as repo from './repo.ts';

export const MESSAGES = {
  productNotFound: 'Product not found.',
  lineNotFound: 'This item is not in your cart.',
  voteToLaunch:
    'This design is still in voting and cannot be added to the cart yet. Vote for it to help it launch.',
  variantMismatch: 'The chosen size or colour does not belong to this product.',
  variantRequired: 'Please choose a size before adding this item to the cart.',
  membershipRequired: 'Membership Required: Limited Edition pieces are for members whose card is active.',
  tooMany: `You can have at most ${LIMITS.cartQuantityMax} of an item in your cart.`,
  outOfStock: (left: number) => (left === 0 ? 'This size is sold out.' : `Only ${left} left in this size.`),
  preOrderClosed: (end: Date) => `Pre-orders for this piece closed on ${dayLabel(end)}.`,
  preOrderSoldOut: (limit: number) =>
    `All ${limit} pre-order units of this piece are taken. Pre-orders are closed.`,
  preOrderFewLeft: (left: number) =>
    `Only ${left} pre-order unit${left === 1 ? '' : 's'} left for this piece. Please choose a smaller quantity.`,
  notPreOrder: 'This piece is no longer open for pre-order.',
  notYourProfile: CART_MESSAGES.notYourProfile,
  alreadyForThem: (name: string | null) =>
    `This piece in this size is already in your bag for ${name ?? 'you'}. Change the quantity on that line instead.`,
  cartFull: `Your bag can hold up to ${ORDER_RULES.cartMaxLines} different pieces. Please check out or remove a piece first.`,
};

async function lineView(db: DbOrTx, userId: string, lineId?: string): Promise<CartItem[]> {
  const lines = await repo.checkoutLines(db, userId);
  const chosen = lineId ? lines.filter((l) => l.id === lineId) : lines;
  return chosen.map((l) => ({
    id: l.id,
    quantity: l.quantity,
    variantId: l.variantId,
    variant: l.variantName && l.variantValue ? { name: l.variantName, value: l.variantValue } : null,
    isPreOrder: l.isPreOrder,
    holdExpired: l.isPreOrder && !l.held,
    profileId: l.profileId,
    forName: l.profileId ? l.profileName : null,
    product: {
      id: l.productId,
      slug: l.slug,
      name: l.name,
      price: paiseToPrice(l.pricePaise),
      availableIn: l.availableIn,
      status: l.status,
      preOrderEndDate: l.preOrderEndDate?.toISOString() ?? null,
      images: l.imageUrl ? [{ imageUrl: l.imageUrl }] : [],
    },
  }));
}

export function listCart(db: Db, userId: string) {
  return lineView(db, userId);
}

/**
 * Who a line is for, as stored: one of the member's own family or friend profiles, or null for herself
 * (her 'Me' profile's id reads as herself). Anyone else's profile id is a 400.
 */
async function profileFor(db: DbOrTx, userId: string, profileId: string | null | undefined) {
  if (!profileId) return null;
  const profile = await preferences.ownProfile(db, userId, profileId);
  if (!profile) throw badRequest(MESSAGES.notYourProfile, { profileId: [MESSAGES.notYourProfile] });
  return profile.isPrimary ? null : profile;
}

async function checkStock(db: DbOrTx, variantId: string | null, productStatus: string, wanted: number) {
  if (!variantId || productStatus !== 'IN_STOCK') return;
  const variant = await catalog.findVariant(db, variantId);
  if (variant && variant.stock < wanted)
    throw badRequest(MESSAGES.outOfStock(variant.stock), { quantity: [MESSAGES.outOfStock(variant.stock)] });
}

/** Why a pre-order hold was refused, as a 409 the toast can show. */
async function preOrderRefusal(db: DbOrTx, productId: string, units: number) {
  const p = await catalog.findProductForSale(db, productId);
  if (p?.status !== 'PRE_ORDER') return new AppError('CONFLICT', MESSAGES.notPreOrder);
  if (p.preOrderEndDate && p.preOrderEndDate <= new Date())
    return new AppError('CONFLICT', MESSAGES.preOrderClosed(p.preOrderEndDate));
  const left = Math.max(0, (p.preOrderLimit ?? 0) - p.preOrderCount);
  const message =
    left === 0 ? MESSAGES.preOrderSoldOut(p.preOrderLimit ?? 0) : MESSAGES.preOrderFewLeft(left);
  return new AppError('CONFLICT', message, left > 0 && left < units ? { quantity: [message] } : undefined);
}

async function holdOrRefuse(tx: DbOrTx, productId: string, units: number) {
  if (!(await catalog.holdPreOrderUnits(tx, productId, units)))
    throw await preOrderRefusal(tx, productId, units);
}

export async function addToCart(
  db: Db,
  userId: string,
  input: {
    productId: string;
    variantId?: string | null;
    variant?: { name: VariantKind; value: string } | null;
    quantity: number;
    profileId?: string | null;
  },
): Promise<CartItem> {
  const profileId = (await profileFor(db, userId, input.profileId))?.id ?? null;
  const product = await catalog.findProductForSale(db, input.productId);
  if (!product) throw notFound(MESSAGES.productNotFound);
  if (product.status === 'VOTE_TO_LAUNCH') throw badRequest(MESSAGES.voteToLaunch);
  if (product.availableIn === 'LIMITED-EDITION' && (await membership.cardStatusOf(db, userId)) !== 'active') {
    throw new AppError('MEMBERSHIP_REQUIRED', MESSAGES.membershipRequired).keyed(
      'membership.requiredLimited',
    );
  }
  await catalog.refuseBeforeOpening(db, userId, [product], { inBag: false });
  let variantId = input.variantId ?? null;
  if (!variantId && input.variant) {
    // A card names the size by its value; the catalogue finds that size of this product.
    const named = await catalog.findVariantByValue(db, product.id, input.variant.name, input.variant.value);
    if (!named) throw badRequest(MESSAGES.variantMismatch, { variant: [MESSAGES.variantMismatch] });
    variantId = named.id;
  } else if (variantId) {
    const variant = await catalog.findVariant(db, variantId);
    if (!variant || variant.productId !== product.id) {
      throw badRequest(MESSAGES.variantMismatch, { variantId: [MESSAGES.variantMismatch] });
    }
  } else if ((await repo.variantCount(db, product.id)) > 0) {
    throw badRequest(MESSAGES.variantRequired, { variantId: [MESSAGES.variantRequired] });
  }
  const isPreOrder = product.status === 'PRE_ORDER';

  return db.transaction(async (tx) => {
    await repo.lockUserCart(tx, userId);
    const existing = await repo.findSameLineForUpdate(tx, userId, product.id, variantId, profileId);
    if (!existing && (await repo.countLines(tx, userId)) >= ORDER_RULES.cartMaxLines) {
      throw badRequest(MESSAGES.cartFull);
    }
    // A pre-order holds its units first (atomically, against the limit and the end date). A line whose
    // hold lapsed holds all its units again, not just the added ones.
    if (isPreOrder) {
      const lapsed = existing && !existing.held ? existing.quantity : 0;
      if (existing && existing.quantity + input.quantity > LIMITS.cartQuantityMax) {
        throw badRequest(MESSAGES.tooMany, { quantity: [MESSAGES.tooMany] });
      }
      await holdOrRefuse(tx, product.id, input.quantity + lapsed);
    }
    const line = await repo.addOrMerge(
      tx,
      { userId, productId: product.id, variantId, profileId, quantity: input.quantity, isPreOrder },
      LIMITS.cartQuantityMax,
    );
    if (!line) throw badRequest(MESSAGES.tooMany, { quantity: [MESSAGES.tooMany] });
    await checkStock(tx, variantId, product.status, line.quantity);
    const [view] = await lineView(tx, userId, line.id);
    return view!;
  });
}

/** PUT /api/cart/:id: the quantity, who the line is for, or both. */
export async function updateLine(
  db: Db,
  userId: string,
  lineId: string,
  change: { quantity?: number; profileId?: string | null },
): Promise<CartItem> {
  const profile = change.profileId === undefined ? undefined : await profileFor(db, userId, change.profileId);
  return db.transaction(async (tx) => {
    if (profile !== undefined) await setLineProfile(tx, userId, lineId, profile);
    if (change.quantity !== undefined) return updateQuantity(tx, userId, lineId, change.quantity);
    const [view] = await lineView(tx, userId, lineId);
    if (!view) throw notFound(MESSAGES.lineNotFound);
    return view;
  });
}

/** Who the line is for; the same piece and size already there for that person is a 400. */
async function setLineProfile(
  tx: DbOrTx,
  userId: string,
  lineId: string,
  profile: { id: string; name: string } | null,
) {
  // Serialised with her adds (the same lock), so no twin line appears between the look and the move.
  await repo.lockUserCart(tx, userId);
  const line = await repo.findLineForUpdate(tx, userId, lineId);
  if (!line) throw notFound(MESSAGES.lineNotFound);
  const profileId = profile?.id ?? null;
  if (line.profileId === profileId) return;
  const twin = await repo.findSameLineForUpdate(tx, userId, line.productId, line.variantId, profileId);
  if (twin) throw badRequest(MESSAGES.alreadyForThem(profile?.name ?? null));
  await repo.setProfile(tx, userId, lineId, profileId);
}

export async function updateQuantity(
  db: Db | DbOrTx,
  userId: string,
  lineId: string,
  quantity: number,
): Promise<CartItem> {
  return db.transaction(async (tx) => {
    const line = await repo.findLineForUpdate(tx, userId, lineId);
    if (!line) throw notFound(MESSAGES.lineNotFound);
    const delta = quantity - line.quantity;
    if (line.isPreOrder && !line.held) await holdOrRefuse(tx, line.productId, quantity);
    else if (line.isPreOrder && delta > 0) await holdOrRefuse(tx, line.productId, delta);
    else if (line.isPreOrder && delta < 0) await catalog.releasePreOrderUnits(tx, line.productId, -delta);
    if (!line.isPreOrder) {
      const product = await catalog.findProductForSale(tx, line.productId);
      await checkStock(tx, line.variantId, product?.status ?? 'IN_STOCK', quantity);
    }
    await repo.setQuantity(tx, userId, lineId, quantity, line.isPreOrder);
    const [view] = await lineView(tx, userId, lineId);
    return view!;
  });
}

export async function removeLine(db: Db, userId: string, lineId: string) {
  await db.transaction(async (tx) => {
    const line = await repo.deleteLine(tx, userId, lineId);
    if (!line) throw notFound(MESSAGES.lineNotFound);
    if (line.isPreOrder && line.held) await catalog.releasePreOrderUnits(tx, line.productId, line.quantity);
  });
}

/** Give back the units of every held list of lines (per product, in id order: no lock-order deadlock). */
async function releaseHeld(tx: DbOrTx, lines: { productId: string; quantity: number }[]) {
  const units = new Map<string, number>();
  for (const l of lines) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
  for (const productId of [...units.keys()].sort()) {
    await catalog.releasePreOrderUnits(tx, productId, units.get(productId)!);
  }
}

/**
 * The job behind lapsed holds: pre-order lines untouched for ORDER_RULES.cartHoldMinutes stop holding
 * their units, which go back to the pre-order run exactly once. The lines stay (marked holdExpired);
 * checkout holds them again or refuses them. Answers how many lines lapsed.
 */
export async function expireHolds(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await repo.lapseHolds(tx, now);
    await releaseHeld(tx, lapsed);
    return lapsed.length;
  });
}

// What orders may ask of the cart.

export type CheckoutLine = Awaited<ReturnType<typeof repo.checkoutLines>>[number];

// The bag priced for its member (quote.ts): the cart's quote, and checkout's prices.
export { cartQuote, type PricedBag, priceBag } from './quote.ts';

/** The cart as checkout prices it: each line with the product's buying facts (read from the database). */
export function checkoutLines(db: DbOrTx, userId: string): Promise<CheckoutLine[]> {
  return repo.checkoutLines(db, userId);
}

/**
 * An order takes over the pre-order holds of these lines (in its transaction): answers the lines whose
 * units were still held (the order now counts them); the others must be held again by the order.
 */
export function handOverHolds(tx: DbOrTx, userId: string, lineIds: string[]) {
  return repo.handOverHolds(tx, userId, lineIds);
}

// The same hand-over as a fragment of the one statement orders composes for an order's pieces (its
// CTE, placeholders and locks are in its doc comment in repo.ts).
export { handOverHoldsSql } from './repo.ts';

/**
 * A family or friend profile is being deleted (in preferences' transaction): its lines become the
 * member's own. A line of hers for the same piece and size takes the other's quantity (at most the
 * line's maximum); a pre-order's units are then given back and held again at checkout (the merged line
 * reads as a lapsed hold), so nothing is counted twice. The rest fall back by the foreign key's set null.
 */
export async function giveBackProfileLines(tx: DbOrTx, userId: string, profileId: string) {
  // Her adds wait until the deletion commits, so no line for this person appears after the fold.
  await repo.lockUserCart(tx, userId);
  for (const line of await repo.linesOfProfileForUpdate(tx, userId, profileId)) {
    const hers = await repo.findSameLineForUpdate(tx, userId, line.productId, line.variantId, null);
    if (!hers) continue;
    const quantity = Math.min(LIMITS.cartQuantityMax, hers.quantity + line.quantity);
    const gone = await repo.deleteLine(tx, userId, line.id);
    if (line.isPreOrder) {
      await releaseHeld(
        tx,
        [gone!, hers].filter((l) => l.held),
      );
      await repo.setMerged(tx, hers.id, quantity, false);
    } else {
      await repo.setMerged(tx, hers.id, quantity, hers.held);
    }
  }
}

/** A paid order's pieces leave the cart (the same piece, size and person); units a removed line still held go back. */
export async function removeOrdered(
  tx: DbOrTx,
  userId: string,
  items: { productId: string; variantId: string | null; profileId?: string | null }[],
) {
  const removed = await repo.removeLinesOf(tx, userId, items);
  await releaseHeld(
    tx,
    removed.filter((l) => l.held),
  );
}
