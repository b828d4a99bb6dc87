import type { CartItem } from '../../../contracts/cart.ts';
import { LIMITS } from '../../../contracts/common.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { paiseToPrice } from '../../lib/money.ts';
import * as catalog from '../catalog/repo.ts';
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
};

async function lineView(db: Db, userId: string, lineId?: string): Promise<CartItem[]> {
  const lines = await repo.listLines(db, userId);
  const chosen = lineId ? lines.filter((l) => l.id === lineId) : lines;
  const images = await repo.primaryImages(db, [...new Set(chosen.map((l) => l.productId))]);
  return chosen.map((l) => {
    const own = images.filter((i) => i.productId === l.productId);
    const primary = own.find((i) => i.isPrimary) ?? own[0];
    return {
      id: l.id,
      quantity: l.quantity,
      variantId: l.variantId,
      variant: l.variantName && l.variantValue ? { name: l.variantName, value: l.variantValue } : null,
      product: {
        id: l.productId,
        slug: l.slug,
        name: l.name,
        price: paiseToPrice(l.pricePaise),
        availableIn: l.availableIn,
        images: primary ? [{ imageUrl: primary.imageUrl }] : [],
      },
    };
  });
}

export function listCart(db: Db, userId: string) {
  return lineView(db, userId);
}

async function checkStock(db: Db, variantId: string | null, productStatus: string, wanted: number) {
  if (!variantId || productStatus !== 'IN_STOCK') return;
  const variant = await catalog.findVariant(db, variantId);
  if (variant && variant.stock < wanted)
    throw badRequest(MESSAGES.outOfStock(variant.stock), { quantity: [MESSAGES.outOfStock(variant.stock)] });
}

export async function addToCart(
  db: Db,
  userId: string,
  input: { productId: string; variantId?: string | null; quantity: number },
): Promise<CartItem> {
  const product = await catalog.findProductById(db, input.productId);
  if (!product) throw notFound(MESSAGES.productNotFound);
  if (product.status === 'VOTE_TO_LAUNCH') throw badRequest(MESSAGES.voteToLaunch);
  if (product.availableIn === 'LIMITED-EDITION' && (await repo.cardStatusOf(db, userId)) !== 'active') {
    throw new AppError('MEMBERSHIP_REQUIRED', MESSAGES.membershipRequired);
  }
  const variantId = input.variantId ?? null;
  if (variantId) {
    const variant = await catalog.findVariant(db, variantId);
    if (!variant || variant.productId !== product.id) {
      throw badRequest(MESSAGES.variantMismatch, { variantId: [MESSAGES.variantMismatch] });
    }
  } else if ((await repo.variantCount(db, product.id)) > 0) {
    throw badRequest(MESSAGES.variantRequired, { variantId: [MESSAGES.variantRequired] });
  }

  return db.transaction(async (tx) => {
    const line = await repo.addOrMerge(
      tx,
      { userId, productId: product.id, variantId, quantity: input.quantity },
      LIMITS.cartQuantityMax,
    );
    if (!line) throw badRequest(MESSAGES.tooMany, { quantity: [MESSAGES.tooMany] });
    await checkStock(tx as unknown as Db, variantId, product.status, line.quantity);
    const [view] = await lineView(tx as unknown as Db, userId, line.id);
    return view!;
  });
}

export async function updateQuantity(
  db: Db,
  userId: string,
  lineId: string,
  quantity: number,
): Promise<CartItem> {
  const line = await repo.findLine(db, userId, lineId);
  if (!line) throw notFound(MESSAGES.lineNotFound);
  const product = await catalog.findProductById(db, line.productId);
  await checkStock(db, line.variantId, product?.status ?? 'IN_STOCK', quantity);
  await repo.setQuantity(db, userId, lineId, quantity);
  const [view] = await lineView(db, userId, lineId);
  return view!;
}

export async function removeLine(db: Db, userId: string, lineId: string) {
  if (!(await repo.deleteLine(db, userId, lineId))) throw notFound(MESSAGES.lineNotFound);
}
