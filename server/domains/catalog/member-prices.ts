import { CARD_RULE_SIZES } from '../../../contracts/card-rules.ts';
import { paiseToPrice } from '../../../contracts/money.ts';
import type { MemberPrices } from '../../../contracts/pricing.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as cardRules from '../card-rules/service.ts';
import * as membership from '../membership/service.ts';
import { memberPriceLabel, memberPriceParams, price, sizeSurchargePaise } from '../pricing/service.ts';
import { opensForMemberAt } from './early-access.ts';
import { listPricesOf } from './member-prices-repo.ts';

/**
 * This member's price of each product a page shows (GET /api/member-prices), beside the shared, cached
 * cards: one piece of each through the pricing step, with what it costs as the month's pick. A
 * LIMITED-EDITION piece is priced only for an active card (its price is the members' to see). A piece
 * still in Gold's early access for this member says when it opens for her, so the grid can count down.
 */
export async function memberPrices(
  db: DbOrTx,
  userId: string,
  ids: string[],
  now = new Date(),
): Promise<MemberPrices> {
  const [rules, member, rows] = await Promise.all([
    cardRules.currentRules(db),
    membership.pricingMemberOf(db, userId, now),
    listPricesOf(db, ids),
  ]);
  const sizeSurcharges: Record<string, string> = {};
  for (const size of CARD_RULE_SIZES) {
    const surcharge = sizeSurchargePaise(size, rules);
    if (surcharge > 0) sizeSurcharges[size] = paiseToPrice(surcharge);
  }
  const visible = rows.filter((r) => member.cardActive || r.availableIn !== 'LIMITED-EDITION');
  return {
    pick: membership.pickStateOf(member, rules, now),
    sizeSurcharges,
    prices: visible.map((r) => {
      const line = {
        key: r.id,
        listPricePaise: r.pricePaise,
        storefront: r.availableIn,
        size: null,
        quantity: 1,
      };
      const asMember = price({ member: { ...member, pickAvailable: false }, lines: [line], rules });
      const asPick = member.pickAvailable ? price({ member, lines: [line], rules }) : null;
      const unit = asMember.lines[0]!;
      const memberRule = unit.rules.some((x) => x.code === 'member_price');
      return {
        productId: r.id,
        listPrice: paiseToPrice(r.pricePaise),
        price: paiseToPrice(unit.lineTotalPaise),
        rule: memberRule ? memberPriceLabel(member.plan, rules) : null,
        ...(memberRule ? { ruleKey: 'memberPrice', ruleParams: memberPriceParams(member.plan, rules) } : {}),
        pickPrice: asPick?.usesPick ? paiseToPrice(asPick.totalPaise) : null,
        cardWouldSave: asMember.cardWouldSavePaise > 0 ? paiseToPrice(asMember.cardWouldSavePaise) : null,
        opensForYouAt: opensForMemberAt(member, r.launchedAt, rules, now)?.toISOString() ?? null,
      };
    }),
  };
}
