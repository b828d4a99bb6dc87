import type { CardRules } from '../../../contracts/card-rules.ts';
import type { DbOrTx } from '../../db/client.ts';
import { dayTimeLabel } from '../../lib/calendar.ts';
import { forbidden } from '../../lib/errors.ts';
import type { CachedBody } from '../../lib/http-cache.ts';
import * as cardRules from '../card-rules/service.ts';
import { AudienceMemo } from './freshness.ts';
import * as repo from './repo.ts';

/**
 * Gold's early access. A launch (a voted design opening to orders, a LIMITED-EDITION piece published
 * orderable) records one instant, `products.launched_at`. Gold and Platinum members with an active card
 * may buy from that instant; everyone else from `earlyAccessHours` later (the card's rule, read when
 * asked, so a change of the figure moves the pieces still waiting). A piece never launched (the older
 * catalogue) waits for nobody.
 */

export const EARLY_ACCESS_MESSAGES = {
  notYet: (opensAt: Date) => `Gold early access: this piece opens for you on ${dayTimeLabel(opensAt)}.`,
  notYetInBag: (name: string, opensAt: Date) =>
    `Gold early access: ${name} opens for you on ${dayTimeLabel(opensAt)}. Please remove it from your bag until then.`,
};

const BUY_AT_LAUNCH = new Set(['gold', 'platinum']);

/** The instant a launched piece opens to members below Gold. */
export function othersOpenAt(launchedAt: Date, rules: Pick<CardRules, 'earlyAccessHours'>): Date {
  return new Date(launchedAt.getTime() + rules.earlyAccessHours * 3_600_000);
}

/** Whether a card of this plan and state buys at launch: an active Gold or Platinum card. */
export const buysAtLaunchWith = (plan: string | null, cardActive: boolean) =>
  cardActive && BUY_AT_LAUNCH.has(plan ?? 'none');

/** Whether a card buys at launch: an active Gold or Platinum card. */
export function cardBuysAtLaunch(card: { plan: string | null; cardStatus: string | null } | undefined) {
  return buysAtLaunchWith(card?.plan ?? null, card?.cardStatus === 'active');
}

/** Whether this member buys at launch: an active Gold or Platinum card. */
export async function buysAtLaunch(db: DbOrTx, userId: string): Promise<boolean> {
  return cardBuysAtLaunch(await repo.profileOf(db, userId));
}

/** When a launched piece opens for a member of this plan and card state, while that is ahead at `now`. */
export function opensForMemberAt(
  member: { plan: string | null; cardActive: boolean },
  launchedAt: Date | null,
  rules: Pick<CardRules, 'earlyAccessHours'>,
  now: Date,
): Date | null {
  if (!launchedAt || buysAtLaunchWith(member.plan, member.cardActive)) return null;
  const opens = othersOpenAt(launchedAt, rules);
  return now.getTime() < opens.getTime() ? opens : null;
}

/**
 * When the piece opens for a member below Gold, if that is still ahead at `now` (the opening second
 * itself is open); null when it is open already or was never launched.
 */
export async function waitingUntil(
  db: DbOrTx,
  launchedAt: Date | null,
  now = new Date(),
): Promise<Date | null> {
  if (!launchedAt) return null;
  const opens = othersOpenAt(launchedAt, await cardRules.currentRules(db));
  return now.getTime() < opens.getTime() ? opens : null;
}

/**
 * Refuses (403) a member below Gold who would buy a piece before it opens for her: adding it to the bag
 * and placing an order with it. Asks nothing of the database when no piece was launched.
 */
export async function refuseBeforeOpening(
  db: DbOrTx,
  userId: string,
  pieces: { name: string; launchedAt: Date | null }[],
  /** `card`: the member's plan and card status when the caller read them already (no statement then). */
  options: { inBag: boolean; now?: Date; card?: { plan: string | null; cardStatus: string | null } },
): Promise<void> {
  const launched = pieces.filter((p) => p.launchedAt !== null);
  if (launched.length === 0) return;
  const now = options.now ?? new Date();
  const rules = await cardRules.currentRules(db);
  for (const piece of launched) {
    const opens = othersOpenAt(piece.launchedAt as Date, rules);
    if (now.getTime() >= opens.getTime()) continue;
    if (options.card ? cardBuysAtLaunch(options.card) : await buysAtLaunch(db, userId)) return;
    // The opening as ISO: the web writes it in the member's language and India time.
    const opensAt = opens.toISOString();
    throw options.inBag
      ? forbidden(EARLY_ACCESS_MESSAGES.notYetInBag(piece.name, opens)).keyed('earlyAccess.notYetInBag', {
          name: piece.name,
          opensAt,
        })
      : forbidden(EARLY_ACCESS_MESSAGES.notYet(opens)).keyed('earlyAccess.notYet', { opensAt });
  }
}

/**
 * The shared, cached product answer with this viewer's `earlyAccess` added as its last field (the cached
 * bytes stay the same for everyone; this copy is for one request). Its ETag names the opening, so a
 * browser's copy from inside the window is not taken for the open one.
 */
export function withOpening<M>(entry: CachedBody<M>, opensForYouAt: Date): CachedBody<M> {
  const iso = opensForYouAt.toISOString();
  const tail = Buffer.from(`,"earlyAccess":${JSON.stringify({ opensForYouAt: iso })}}`);
  return {
    etag: entry.etag.replace(/"$/, `-e${opensForYouAt.getTime().toString(36)}"`),
    body: Buffer.concat([entry.body.subarray(0, entry.body.length - 1), tail]),
    headers: entry.headers,
    meta: entry.meta,
    brQuality: entry.brQuality,
  };
}

/**
 * The product page's per-viewer step: when a launched piece opens for the session's member, while that
 * is still ahead. Whether a session buys at launch is remembered as the audience is (`staleMs`), and
 * asked only for a piece inside its window; a visitor (no session) gets nothing.
 */
export function viewerOpenings(db: DbOrTx, staleMs: number) {
  const early = new AudienceMemo<boolean>(staleMs);
  return {
    async opensFor(
      token: string | null | undefined,
      userId: () => Promise<string | null>,
      launchedAt: Date | null,
    ): Promise<Date | null> {
      if (!token || !launchedAt) return null;
      const opens = await waitingUntil(db, launchedAt);
      if (!opens) return null;
      const atLaunch = await early.get(token, async () => {
        const id = await userId();
        return id ? buysAtLaunch(db, id) : null;
      });
      return atLaunch === false ? opens : null;
    },
    forget(token: string) {
      early.forget(token);
    },
  };
}
