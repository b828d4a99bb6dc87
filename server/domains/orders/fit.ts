import { type FitChoice, fitTendencyOf } from '../../../contracts/constants.ts';
import type { FitAnswer, FitCounts } from '../../../contracts/orders.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import * as catalog from '../catalog/service.ts';
import * as fitRepo from './fit-repo.ts';
import * as repo from './repo.ts';

export const FIT_MESSAGES = {
  orderNotFound: 'Order not found.',
  lineNotFound: 'This piece is not in this order.',
  notDelivered: 'You can tell us how a piece fit once it has been delivered.',
  productGone: 'This piece is no longer in the catalogue, so its fit cannot be recorded.',
} as const;

/**
 * "How did it fit?": the buyer of a delivered line answers Small, True to size or Large, once per line
 * and changeable. In the same transaction the product's fit tendency is counted again and handed to the
 * catalogue, whose ready page and version move when it changes (the product page's cached answer stays
 * right). Another member's order is "not found", as everywhere.
 */
export async function reportFit(
  db: Db,
  userId: string,
  orderNumber: string,
  lineId: string,
  fit: FitChoice,
): Promise<FitAnswer> {
  const order = await repo.findByNumber(db, orderNumber);
  if (!order || order.userId !== userId) throw notFound(FIT_MESSAGES.orderNotFound);
  const line = (await repo.linesOf(db, [order.id])).find((l) => l.id === lineId);
  if (!line) throw notFound(FIT_MESSAGES.lineNotFound);
  if (order.status !== 'delivered') throw badRequest(FIT_MESSAGES.notDelivered);
  const productId = line.productId;
  if (!productId) throw badRequest(FIT_MESSAGES.productGone);
  await db.transaction(async (tx) => {
    // The product row first: answers for one piece queue here, so each count sees the ones before it
    // (as reviews do; locking after the insert would deadlock on the foreign key's share lock).
    await catalog.lockProduct(tx, productId);
    await fitRepo.upsertFit(tx, { orderLineId: line.id, productId, userId, fit });
    await catalog.setFitTendency(tx, productId, fitTendencyOf(await fitRepo.countsFor(tx, productId)));
  });
  return { lineId: line.id, fit };
}

/** The member's answers for these lines (the order page). */
export function fitsOfLines(db: DbOrTx, userId: string, lineIds: string[]) {
  return fitRepo.fitsOfLines(db, userId, lineIds);
}

/** The back office: how many buyers said small, true to size and large, and the tendency shown. */
export async function fitCountsFor(db: DbOrTx, productId: string): Promise<FitCounts> {
  const counts = await fitRepo.countsFor(db, productId);
  return { ...counts, tendency: fitTendencyOf(counts) };
}
