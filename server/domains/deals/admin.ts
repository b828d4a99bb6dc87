import {
  type AdminDeal,
  DEAL_MESSAGES,
  type DealBody,
  type DealClaim,
  type GiftablePiece,
} from '../../../contracts/deals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { istDayKey } from '../../lib/calendar.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { Page } from '../../lib/replies.ts';
import * as audit from '../audit/service.ts';
import * as catalog from '../catalog/service.ts';
import * as repo from './repo.ts';

/**
 * The Dynamo Deal, the back office's side (admins): set the deal of a day (today or later), list the
 * upcoming and past ones with their claims, change or cancel one nobody has claimed yet. Every change is
 * in the audit trail, in the transaction that makes it.
 */

export type Actor = audit.Actor;

const EXPIRED_PAGE = 'This page link has expired. Please reload the deals.';

function toAdminDeal(row: NonNullable<repo.DealWithGift>): AdminDeal {
  const { deal } = row;
  return {
    id: deal.id,
    date: deal.day,
    kind: deal.kind,
    points: deal.points,
    product:
      deal.productId && row.productName && row.productSlug
        ? { id: deal.productId, name: row.productName, slug: row.productSlug }
        : null,
    size: row.size,
    variantId: deal.variantId,
    quantity: deal.quantity,
    remaining: deal.remaining,
    claimed: deal.quantity - deal.remaining,
    title: deal.title,
    words: deal.words,
    createdAt: deal.createdAt.toISOString(),
  };
}

/** 'the Dynamo Deal of 2026-11-28: 500 points × 20'. */
function describe(
  d: { date: string; kind: string; points?: number | null; quantity: number },
  piece?: string,
) {
  const gift = d.kind === 'points' ? `${d.points} points` : `a free ${piece ?? 'piece'}`;
  return `the Dynamo Deal of ${d.date}: ${gift} × ${d.quantity}`;
}

/** The gift's columns, checked: a date today or later, and a piece that exists and is in stock. */
async function checkedGift(db: DbOrTx, input: DealBody, now: Date) {
  if (input.date < istDayKey(now))
    throw badRequest(DEAL_MESSAGES.dateInPast, { date: [DEAL_MESSAGES.dateInPast] });
  if (input.kind === 'points') {
    return { gift: { points: input.points ?? null, productId: null, variantId: null }, pieceName: undefined };
  }
  const productId = input.productId;
  if (!productId)
    throw badRequest(DEAL_MESSAGES.productRequired, { productId: [DEAL_MESSAGES.productRequired] });
  const product = await catalog.findProductForSale(db, productId);
  if (!product) throw badRequest(DEAL_MESSAGES.productUnknown, { productId: [DEAL_MESSAGES.productUnknown] });
  if (product.status !== 'IN_STOCK')
    throw badRequest(DEAL_MESSAGES.productNotInStock, { productId: [DEAL_MESSAGES.productNotInStock] });
  const sizes = await repo.sizesOf(db, productId);
  if (sizes.length === 0) {
    return { gift: { points: null, productId, variantId: null }, pieceName: product.name };
  }
  if (!input.variantId)
    throw badRequest(DEAL_MESSAGES.sizeRequired, { variantId: [DEAL_MESSAGES.sizeRequired] });
  const size = sizes.find((s) => s.id === input.variantId);
  if (!size || size.stock < 1)
    throw badRequest(DEAL_MESSAGES.sizeUnknown, { variantId: [DEAL_MESSAGES.sizeUnknown] });
  return { gift: { points: null, productId, variantId: size.id }, pieceName: product.name };
}

const dayTaken = () => new AppError('CONFLICT', DEAL_MESSAGES.dayTaken, { date: [DEAL_MESSAGES.dayTaken] });

async function loaded(db: DbOrTx, id: string) {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(DEAL_MESSAGES.notFound);
  return row;
}

/** GET /api/admin/deals. */
export async function listDeals(
  db: DbOrTx,
  query: { when: 'upcoming' | 'past'; limit: number; cursor?: string },
  now = new Date(),
): Promise<Page<AdminDeal>> {
  let after: string | undefined;
  if (query.cursor) {
    after = Buffer.from(query.cursor, 'base64url').toString();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(after)) throw badRequest(EXPIRED_PAGE);
  }
  const rows = await repo.listDeals(db, {
    when: query.when,
    today: istDayKey(now),
    after,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toAdminDeal),
    nextCursor: rows.length > query.limit && last ? Buffer.from(last.deal.day).toString('base64url') : null,
  };
}

/** POST /api/admin/deals. */
export async function createDeal(db: Db, input: DealBody, actor: Actor, now = new Date()) {
  const { gift, pieceName } = await checkedGift(db, input, now);
  const id = await db.transaction(async (tx) => {
    const created = await repo.insertDeal(tx, {
      day: input.date,
      kind: input.kind,
      ...gift,
      quantity: input.quantity,
      remaining: input.quantity,
      title: input.title,
      words: input.words,
      createdBy: actor.id,
    });
    if (!created) throw dayTaken();
    await audit.record(
      tx,
      {
        actor,
        action: 'deal.create',
        subject: { type: 'deal', id: created.id },
        summary: `Set ${describe(input, pieceName)}`,
        after: { date: input.date, kind: input.kind, ...gift, quantity: input.quantity, title: input.title },
      },
      now,
    );
    return created.id;
  });
  return toAdminDeal(await loaded(db, id));
}

/** PUT /api/admin/deals/:id: only a deal of today or later that nobody has claimed. */
export async function updateDeal(db: Db, id: string, input: DealBody, actor: Actor, now = new Date()) {
  const before = await loaded(db, id);
  if (before.deal.day < istDayKey(now)) throw new AppError('CONFLICT', DEAL_MESSAGES.pastDeal);
  if (before.deal.remaining !== before.deal.quantity) throw new AppError('CONFLICT', DEAL_MESSAGES.hasClaims);
  const { gift, pieceName } = await checkedGift(db, input, now);
  if (input.date !== before.deal.day && (await repo.findByDay(db, input.date))) throw dayTaken();
  await db.transaction(async (tx) => {
    const changed = await repo.updateUnclaimed(tx, id, {
      day: input.date,
      kind: input.kind,
      ...gift,
      quantity: input.quantity,
      remaining: input.quantity,
      title: input.title,
      words: input.words,
    });
    if (!changed) throw new AppError('CONFLICT', DEAL_MESSAGES.hasClaims);
    await audit.record(
      tx,
      {
        actor,
        action: 'deal.update',
        subject: { type: 'deal', id },
        summary: `Changed ${describe(input, pieceName)}`,
        before: {
          date: before.deal.day,
          kind: before.deal.kind,
          points: before.deal.points,
          productId: before.deal.productId,
          variantId: before.deal.variantId,
          quantity: before.deal.quantity,
          title: before.deal.title,
        },
        after: { date: input.date, kind: input.kind, ...gift, quantity: input.quantity, title: input.title },
      },
      now,
    );
  });
  return toAdminDeal(await loaded(db, id));
}

/** DELETE /api/admin/deals/:id: cancel a deal of today or later that nobody has claimed. */
export async function cancelDeal(db: Db, id: string, actor: Actor, now = new Date()) {
  const before = await loaded(db, id);
  if (before.deal.day < istDayKey(now)) throw new AppError('CONFLICT', DEAL_MESSAGES.pastDeal);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteUnclaimed(tx, id))) throw new AppError('CONFLICT', DEAL_MESSAGES.hasClaims);
    await audit.record(
      tx,
      {
        actor,
        action: 'deal.cancel',
        subject: { type: 'deal', id },
        summary: `Cancelled ${describe({ ...before.deal, date: before.deal.day }, before.productName ?? undefined)}`,
        before: {
          date: before.deal.day,
          kind: before.deal.kind,
          quantity: before.deal.quantity,
          title: before.deal.title,
        },
      },
      now,
    );
  });
}

/** GET /api/admin/deals/:id/claims: who claimed it, first first (staff send the pieces from here). */
export async function claimsOf(db: DbOrTx, id: string): Promise<DealClaim[]> {
  await loaded(db, id);
  const rows = await repo.claimsOf(db, id);
  return rows.map(toClaim);
}

function toClaim(r: {
  id: string;
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  claimedAt: Date;
  sentAt: Date | null;
}): DealClaim {
  return {
    id: r.id,
    userId: r.userId,
    name: [r.firstName, r.lastName].filter(Boolean).join(' ') || null,
    email: r.email,
    claimedAt: r.claimedAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  };
}

/**
 * POST /api/admin/deals/claims/:claimId/sent: staff sent a claimed free piece (with the member's next
 * order, or on its own). Once: marking it again answers the claim as it stands and records nothing more;
 * the first mark is in the audit trail, in its transaction. A gift of points has nothing to send.
 */
export async function markClaimSent(db: Db, claimId: string, actor: Actor, now = new Date()) {
  const claim = await repo.claimById(db, claimId);
  if (!claim) throw notFound(DEAL_MESSAGES.claimNotFound);
  if (claim.kind !== 'piece') throw new AppError('CONFLICT', DEAL_MESSAGES.nothingToSend);
  await db.transaction(async (tx) => {
    if (!(await repo.markSent(tx, claimId, actor.id, now))) return;
    await audit.record(
      tx,
      {
        actor,
        action: 'deal.claim_sent',
        subject: { type: 'deal', id: claim.dealId },
        summary: `Sent ${claim.productName ?? 'the free piece'} of the Dynamo Deal of ${claim.day} to ${claim.email ?? 'the member'}`,
        after: { claimId, userId: claim.userId, sentAt: now.toISOString() },
      },
      now,
    );
  });
  return toClaim((await repo.claimById(db, claimId))!);
}

/** GET /api/admin/deals/pieces: what a free-piece deal may give. */
export async function giftablePieces(db: DbOrTx): Promise<GiftablePiece[]> {
  const rows = await repo.giftablePieces(db, 500);
  return rows.map((r) => ({
    productId: r.productId,
    name: r.name,
    variantId: r.variantId,
    size: r.size,
    stock: r.stock,
  }));
}
