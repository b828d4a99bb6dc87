import {
  type AdminProduct,
  type LaunchBody,
  LIMITED_EDITION_RUN,
  PRODUCT_ADMIN_MESSAGES as M,
} from '../../../contracts/admin-products.ts';
import { votesText } from '../../../contracts/votes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import * as audit from '../audit/service.ts';
import { actorOf, checkSignatureRun, getProduct, type Staff } from './admin.ts';
import * as repo from './admin-repo.ts';

type Current = NonNullable<Awaited<ReturnType<typeof repo.findForUpdate>>>;

/**
 * A pre-order tells the member when it ships (the bag and the product page say "ships after ..."): it
 * needs an end date in the future, the request's or the design's. A LIMITED-EDITION one is a run.
 */
function preOrderTerms(current: Current, body: LaunchBody, now: Date) {
  const endDate = body.preOrderEndDate ? new Date(body.preOrderEndDate) : current.preOrderEndDate;
  if (!endDate || endDate.getTime() <= now.getTime()) {
    throw badRequest(M.launchNeedsEndDate, { preOrderEndDate: [M.launchNeedsEndDate] });
  }
  const limited = current.availableIn === 'LIMITED-EDITION';
  const limit = body.preOrderLimit ?? current.preOrderLimit ?? (limited ? LIMITED_EDITION_RUN : null);
  if (limited && limit !== null && limit > LIMITED_EDITION_RUN) {
    throw badRequest(M.limitedPreOrder, { preOrderLimit: [M.limitedPreOrder] });
  }
  return { preOrderEndDate: endDate, preOrderLimit: limit };
}

/**
 * In Stock sells from the sizes' stock: at least one piece must be there once the request's stock per
 * size is applied (a design in stock with nothing to sell shows IN STOCK beside SOLD OUT).
 */
async function stockTerms(tx: DbOrTx, current: Current, body: LaunchBody) {
  const sizes = (await repo.variantsOf(tx, current.id)).filter((v) => v.name === 'size');
  if (sizes.length === 0) throw badRequest(M.launchNoSizes, { stock: [M.launchNoSizes] });
  const given = new Map((body.stock ?? []).map((s) => [s.variantId, s.stock]));
  for (const id of given.keys()) {
    if (!sizes.some((v) => v.id === id))
      throw badRequest(M.launchUnknownSize, { stock: [M.launchUnknownSize] });
  }
  const after = sizes.map((v) => ({ id: v.id, value: v.value, stock: given.get(v.id) ?? v.stock }));
  const total = after.reduce((sum, v) => sum + v.stock, 0);
  if (total <= 0) throw badRequest(M.launchNeedsStock, { stock: [M.launchNeedsStock] });
  if (current.availableIn === 'LIMITED-EDITION' && total > LIMITED_EDITION_RUN) {
    throw badRequest(M.limitedRun, { stock: [M.limitedRun] });
  }
  if (current.isSignature)
    await checkSignatureRun(
      tx,
      after.map((v) => ({ name: 'size', stock: v.stock })),
    );
  return { changed: after.filter((v) => given.has(v.id)), total };
}

/**
 * A VOTE_TO_LAUNCH design at its threshold moves to PRE_ORDER or IN_STOCK, with what that needs (the
 * pre-order's end date and limit, the stock per size) from the request, in the caller's transaction
 * and after every check: those values, the status and the audit row. A refusal writes nothing. Voting
 * launches a design through here (voting/launch.ts), and tells its voters in the same transaction.
 */
export async function launchProduct(
  tx: DbOrTx,
  staff: Staff,
  productId: string,
  body: LaunchBody,
  now = new Date(),
): Promise<AdminProduct> {
  const { to } = body;
  const current = await repo.findForUpdate(tx, productId);
  if (!current) throw notFound(M.notFound);
  if (current.status !== 'VOTE_TO_LAUNCH') throw new AppError('CONFLICT', M.launchNotVoting);
  if (current.voteCount < current.voteThreshold) throw new AppError('CONFLICT', M.launchNotReady);
  const preOrder = to === 'PRE_ORDER' ? preOrderTerms(current, body, now) : null;
  const stock = to === 'IN_STOCK' ? await stockTerms(tx, current, body) : null;

  if (preOrder) await repo.updateProduct(tx, productId, preOrder);
  for (const v of stock?.changed ?? []) await repo.setVariantStock(tx, productId, v.id, v.stock);
  const launched = await repo.launch(tx, productId, to, now);
  if (!launched) throw new AppError('CONFLICT', M.launchNotVoting);
  await audit.record(tx, {
    actor: actorOf(staff),
    action: 'product.launch',
    subject: { type: 'product', id: productId },
    summary: `Launched ${current.name} to ${to === 'PRE_ORDER' ? 'Pre-Order' : 'In Stock'} (${votesText(current.voteCount)})`,
    before: {
      status: current.status,
      voteCount: current.voteCount,
      voteThreshold: current.voteThreshold,
      ...(preOrder
        ? {
            preOrderEndDate: current.preOrderEndDate?.toISOString() ?? null,
            preOrderLimit: current.preOrderLimit,
          }
        : {}),
    },
    after: {
      status: to,
      ...(preOrder
        ? { preOrderEndDate: preOrder.preOrderEndDate.toISOString(), preOrderLimit: preOrder.preOrderLimit }
        : {}),
      ...(stock
        ? { stock: stock.total, sizes: Object.fromEntries(stock.changed.map((v) => [v.value, v.stock])) }
        : {}),
    },
  });
  return getProduct(tx, productId);
}
