import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PlatinumCandidates } from '../../../contracts/membership.ts';
import type { Db } from '../../db/client.ts';
import { accounts, profiles, users } from '../../db/schema/index.ts';
import { addYears } from '../../lib/calendar.ts';
import { currentRules } from '../card-rules/service.ts';
import type { SignaturePurchasesIn } from './card-life.ts';

/** At most this many candidates on the list (most purchases first). */
const CANDIDATES_LIMIT = 200;

/**
 * Platinum candidates: members with a card, not already Platinum, who made at least the card rules'
 * number of paid Signature purchases (platinumCandidateSignaturePurchases) in the 12 months before
 * `now` (a purchase paid exactly 12 months ago still counts). Staff invite them with the Platinum
 * invitation (invitations.ts).
 */
export async function platinumCandidates(
  deps: { db: Db; signaturePurchases: SignaturePurchasesIn },
  now = new Date(),
): Promise<PlatinumCandidates> {
  const atLeast = (await currentRules(deps.db)).platinumCandidateSignaturePurchases;
  // Platinum members are left out after the count, so ask for a few more than the list shows.
  const bought = await deps.signaturePurchases(
    deps.db,
    { from: addYears(now, -1), to: now },
    { atLeast, limit: CANDIDATES_LIMIT * 2 },
  );
  if (bought.length === 0) return { atLeast, candidates: [] };
  const people = await deps.db
    .select({
      userId: accounts.userId,
      plan: accounts.currentPlan,
      cardStatus: accounts.cardStatus,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .leftJoin(profiles, eq(profiles.userId, accounts.userId))
    .where(
      and(
        inArray(
          accounts.userId,
          bought.map((b) => b.userId),
        ),
        ne(accounts.currentPlan, 'platinum'),
        ne(accounts.currentPlan, 'none'),
      ),
    );
  const byId = new Map(people.map((p) => [p.userId, p]));
  const candidates = bought.flatMap((b) => {
    const person = byId.get(b.userId);
    if (!person || person.plan === 'none') return [];
    const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
    return [
      {
        userId: b.userId,
        name: name || person.email || 'Member',
        email: person.email,
        plan: person.plan,
        cardStatus: person.cardStatus,
        purchases: b.purchases,
        lastPurchaseAt: b.lastPaidAt.toISOString(),
      },
    ];
  });
  return { atLeast, candidates: candidates.slice(0, CANDIDATES_LIMIT) };
}
