import { DEAL_MESSAGES, type DealToday, hourLabel } from '../../../contracts/deals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { istDayKey, istDayStart } from '../../lib/calendar.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as cardRules from '../card-rules/service.ts';
import * as catalog from '../catalog/service.ts';
import * as membership from '../membership/service.ts';
import * as repo from './repo.ts';

/**
 * The Dynamo Deal, the member's side: the day's gift (set by staff, admin.ts) is shown and claimed by a
 * member with an active card between the card's dynamoFromHour and dynamoToHour, India time, once. The
 * server's clock decides the window. A claim takes one of the deal's gifts, and with it the points
 * (membership) or one piece of stock (catalog), in one transaction: all of it, or none.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** An earlier day's free piece shows on the banner for this long after its deal... */
const EARLIER_GIFT_DAYS = 30;
/** ...and, once sent, for a week. */
const SENT_SHOWN_DAYS = 7;

/** Where `now` stands against the India day's window [from, to). */
export async function windowAt(db: DbOrTx, now: Date) {
  const rules = await cardRules.currentRules(db);
  const today = istDayKey(now);
  const dayStart = istDayStart(today).getTime();
  const opens = dayStart + rules.dynamoFromHour * HOUR_MS;
  const closes = dayStart + rules.dynamoToHour * HOUR_MS;
  const t = now.getTime();
  return {
    today,
    phase: t < opens ? ('before' as const) : t >= closes ? ('after' as const) : ('open' as const),
    opensAt: hourLabel(rules.dynamoFromHour),
    closesAt: hourLabel(rules.dynamoToHour),
  };
}

function giftOf(row: NonNullable<repo.DealWithGift>) {
  const { deal } = row;
  return {
    kind: deal.kind,
    points: deal.points,
    product:
      deal.productId && row.productName && row.productSlug
        ? { id: deal.productId, name: row.productName, slug: row.productSlug }
        : null,
    size: row.size,
  };
}

/**
 * GET /api/deals/today: what the member's banner says now, with where her free piece stands (today's
 * claim, or an earlier day's while it waits to be sent and for a week after).
 */
export async function todayFor(db: Db, userId: string, now = new Date()): Promise<DealToday> {
  const window = await windowAt(db, now);
  const [row, earlier] = await Promise.all([
    repo.findByDay(db, window.today),
    repo.latestPieceClaim(db, userId, {
      fromDay: istDayKey(new Date(now.getTime() - EARLIER_GIFT_DAYS * DAY_MS)),
      beforeDay: window.today,
      sentSince: new Date(now.getTime() - SENT_SHOWN_DAYS * DAY_MS),
    }),
  ]);
  const base = {
    date: window.today,
    opensAt: window.opensAt,
    closesAt: window.closesAt,
    deal: null,
    claimedAt: null,
    sentAt: null,
    earlierGift: earlier
      ? {
          date: earlier.deal.day,
          title: earlier.deal.title,
          product:
            earlier.productName && earlier.productSlug
              ? { name: earlier.productName, slug: earlier.productSlug }
              : null,
          size: earlier.size,
          sentAt: earlier.sentAt?.toISOString() ?? null,
        }
      : null,
  };
  if (!row) return { ...base, state: 'none' };
  const shown = { ...giftOf(row), title: row.deal.title, words: row.deal.words };
  const claim = await repo.claimOf(db, row.deal.id, userId);
  if (claim)
    return {
      ...base,
      state: 'claimed',
      deal: shown,
      claimedAt: claim.claimedAt.toISOString(),
      sentAt: claim.sentAt?.toISOString() ?? null,
    };
  if ((await membership.cardStatusOf(db, userId)) !== 'active') return { ...base, state: 'card_inactive' };
  if (window.phase !== 'open') return { ...base, state: window.phase };
  if (row.deal.remaining <= 0) return { ...base, state: 'all_claimed' };
  return { ...base, state: 'open', deal: shown };
}

/**
 * POST /api/deals/today/claim: the member takes one of today's gifts. Refused outside the window, for
 * a card that is not active, twice, and once none remain: under a rush for the last gift exactly one
 * member gets it (the guarded decrement in repo.takeOne), the others hear it is all claimed.
 */
export async function claimToday(db: Db, userId: string, now = new Date()): Promise<DealToday> {
  const window = await windowAt(db, now);
  const opens = { opens: window.opensAt };
  if (window.phase === 'before')
    throw new AppError('CONFLICT', DEAL_MESSAGES.opensAt(window.opensAt)).keyed('deals.opensAt', opens);
  if (window.phase === 'after')
    throw new AppError('CONFLICT', DEAL_MESSAGES.closed(window.opensAt)).keyed('deals.closed', opens);
  if ((await membership.cardStatusOf(db, userId)) !== 'active')
    throw new AppError('MEMBERSHIP_REQUIRED', DEAL_MESSAGES.cardInactive).keyed('deals.cardInactive');
  const row = await repo.findByDay(db, window.today);
  if (!row) throw notFound(DEAL_MESSAGES.noDeal).keyed('deals.noDeal');
  const { deal } = row;
  await db.transaction(async (tx) => {
    const claim = await repo.insertClaim(tx, deal.id, userId, now);
    if (!claim) throw new AppError('CONFLICT', DEAL_MESSAGES.alreadyClaimed).keyed('deals.alreadyClaimed');
    if (!(await repo.takeOne(tx, deal.id)))
      throw new AppError('SOLD_OUT', DEAL_MESSAGES.allClaimed).keyed('deals.allClaimed');
    if (deal.kind === 'points' && deal.points) {
      await membership.grantDealPoints(tx, {
        userId,
        claimId: claim.id,
        points: deal.points,
        note: `Dynamo Deal: ${deal.title}`,
        at: now,
      });
    } else if (deal.kind === 'piece' && deal.variantId) {
      const taken = await catalog.takeStock(tx, [{ variantId: deal.variantId, quantity: 1 }]);
      if (!taken.has(deal.variantId))
        throw new AppError('SOLD_OUT', DEAL_MESSAGES.allClaimed).keyed('deals.allClaimed');
    }
  });
  return todayFor(db, userId, now);
}
