import { type AppliedRule, CARD_RULE_SIZES, type CardRules } from '../../../contracts/card-rules.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { PLAN_LABELS, type Plan } from '../../../contracts/membership.ts';
import { formatPaise } from '../../../contracts/money.ts';
import { planName } from '../../lib/notify/templates.ts';

/**
 * The one pricing step: every price a member sees or pays comes from `price` (product cards, the product
 * page, the bag, checkout, the order's lines). A pure function of the member, the lines and the card's
 * figures: the callers read those (membership, catalog, cart, card-rules) and keep what it answers.
 *
 * - Size surcharge: a piece in the rule's size or larger costs the surcharge more, card or not.
 * - Monthly pick (active card, not used this month): ONE unit of a LIMITED-EDITION line costs the tier's
 *   pick price plus whatever its list price is above the cap. Of several candidates the pick goes to the
 *   unit where it saves the member the most against the member price (the most expensive piece, as a
 *   rule); when it would save nothing (a piece whose member price is already below the pick) it is not
 *   used, and the month's pick stays free.
 * - Member price (active card): every other unit at the tier's share off its list price.
 * - Points (asked at checkout): 1 point = the rule's paise, at most the rule's share of the bag.
 */

export interface PricingMember {
  plan: Plan;
  cardActive: boolean;
  /** Whole months since the card was activated (the birthday rule's count). */
  monthsHeld: number;
  /** No order has claimed this calendar month's pick yet (India time). */
  pickAvailable: boolean;
  pointsBalance: number;
}

export interface PricingLine {
  /** The caller's key for the line (a cart line id, a product id). */
  key: string;
  listPricePaise: number;
  storefront: 'STUDIO' | 'LIMITED-EDITION';
  size: string | null;
  quantity: number;
}

export interface PricedLine {
  key: string;
  listPricePaise: number;
  quantity: number;
  /** One piece at the member's price with its surcharge (the pick not counted). */
  unitPricePaise: number;
  lineTotalPaise: number;
  /** Signed amounts for the whole line (a discount is negative): list × quantity + these = the total. */
  rules: AppliedRule[];
  /** The pick's price for the unit it applies to, when it does. */
  pickUnitPaise: number | null;
}

export interface PriceQuote {
  lines: PricedLine[];
  /** The lines' totals. */
  subtotalPaise: number;
  /** Order-level rules (points). */
  rules: AppliedRule[];
  pointsUsed: number;
  totalPaise: number;
  /** Without an active card: what an active card's member price would take off (0 otherwise). */
  cardWouldSavePaise: number;
  /** Whether a line took this month's pick (the order must claim it). */
  usesPick: boolean;
}

type Tier = 'premium' | 'gold';
/** Gold's figures serve Platinum too; the sandbox's Basic card is priced as Premium. */
function tierOf(plan: Plan): Tier | null {
  if (plan === 'gold' || plan === 'platinum') return 'gold';
  if (plan === 'premium' || plan === 'basic') return 'premium';
  return null;
}

export function memberDiscountPercent(plan: Plan, rules: CardRules): number {
  const tier = tierOf(plan) ?? 'premium';
  return tier === 'gold' ? rules.memberDiscountGoldPercent : rules.memberDiscountPremiumPercent;
}

/** "Gold member price −20 %" (the tier's name as the member knows it). */
export function memberPriceLabel(plan: Plan, rules: CardRules): string {
  const { plan: name, percent } = memberPriceParams(plan, rules);
  return `${PLAN_LABELS[name]} member price −${percent} %`;
}

/** The member price's figures for the shop to word in the member's language: the plan's id and the share. */
export function memberPriceParams(plan: Plan, rules: CardRules): { plan: Plan; percent: number } {
  return { plan: tierOf(plan) ? plan : 'premium', percent: memberDiscountPercent(plan, rules) };
}

/**
 * A rule line's words in a language, from its key and figures (the e-mails; the web has its own in its
 * catalogues): Malayalam where the line has a known key, its English label otherwise (an order priced
 * before the keys).
 */
export function ruleLineLabel(rule: AppliedRule, locale: Locale): string {
  if (locale !== 'ml') return rule.label;
  const p = rule.params ?? {};
  switch (rule.key) {
    case 'monthlyPick':
      return 'ഈ മാസത്തെ പിക്ക്';
    case 'memberPrice':
      return typeof p.plan === 'string' && typeof p.percent === 'number'
        ? `${planName(p.plan, 'ml')} അംഗവില −${p.percent} %`
        : rule.label;
    case 'sizeSurcharge':
      return typeof p.size === 'string' && typeof p.amountPaise === 'number'
        ? `സൈസ് ${p.size} +${formatPaise(p.amountPaise)}`
        : rule.label;
    case 'points':
      return typeof p.amountPaise === 'number' ? `പോയിന്റുകൾ −${formatPaise(p.amountPaise)}` : rule.label;
    default:
      return rule.label;
  }
}

/** The pick's price for a piece at this list price: the tier's pick and the amount above the cap. */
export function pickPricePaise(plan: Plan, listPricePaise: number, rules: CardRules): number {
  const base = tierOf(plan) === 'gold' ? rules.monthlyPickGoldPaise : rules.monthlyPickPremiumPaise;
  return base + Math.max(0, listPricePaise - rules.monthlyPickCapPaise);
}

/** The surcharge a piece of this size carries (0 below the rule's size or without a size). */
export function sizeSurchargePaise(size: string | null, rules: CardRules): number {
  if (!size) return 0;
  const at = CARD_RULE_SIZES.indexOf(size as (typeof CARD_RULE_SIZES)[number]);
  const from = CARD_RULE_SIZES.indexOf(rules.sizeSurchargeFrom as (typeof CARD_RULE_SIZES)[number]);
  return at >= 0 && from >= 0 && at >= from ? rules.sizeSurchargePaise : 0;
}

const memberCut = (listPaise: number, percent: number) => Math.round((listPaise * percent) / 100);

/** The most points an order of this subtotal may take (whole points). */
export function maxPointsFor(subtotalPaise: number, rules: CardRules): number {
  if (rules.pointValuePaise <= 0) return 0;
  return Math.floor((subtotalPaise * rules.pointsMaxPercent) / 100 / rules.pointValuePaise);
}

export function price(input: {
  member: PricingMember;
  lines: PricingLine[];
  rules: CardRules;
  /** Points the member asks to use (checkout); the answer uses at most what the rules and balance allow. */
  pointsToUse?: number;
}): PriceQuote {
  const { member, rules } = input;
  const tier = member.cardActive ? tierOf(member.plan) : null;
  const percent = tier ? memberDiscountPercent(member.plan, rules) : 0;

  // Where the pick goes: the LIMITED-EDITION unit it saves the most on, when it saves anything.
  let pickKey: string | null = null;
  let pickSaving = 0;
  if (tier && member.pickAvailable) {
    for (const line of input.lines) {
      if (line.storefront !== 'LIMITED-EDITION' || line.quantity < 1) continue;
      const memberUnit = line.listPricePaise - memberCut(line.listPricePaise, percent);
      const saving = memberUnit - pickPricePaise(member.plan, line.listPricePaise, rules);
      if (saving > pickSaving) {
        pickSaving = saving;
        pickKey = line.key;
      }
    }
  }

  let cardWouldSavePaise = 0;
  const lines = input.lines.map((line): PricedLine => {
    const applied: AppliedRule[] = [];
    const surcharge = sizeSurchargePaise(line.size, rules);
    const picked = line.key === pickKey;
    const cut = memberCut(line.listPricePaise, percent);
    let pickUnitPaise: number | null = null;
    if (picked) {
      pickUnitPaise = pickPricePaise(member.plan, line.listPricePaise, rules);
      applied.push({
        code: 'monthly_pick',
        label: 'Monthly pick',
        key: 'monthlyPick',
        params: {},
        amountPaise: pickUnitPaise - line.listPricePaise,
      });
    }
    const memberUnits = line.quantity - (picked ? 1 : 0);
    if (tier && cut > 0 && memberUnits > 0) {
      applied.push({
        code: 'member_price',
        label: memberPriceLabel(member.plan, rules),
        key: 'memberPrice',
        params: memberPriceParams(member.plan, rules),
        amountPaise: -cut * memberUnits,
      });
    }
    if (surcharge > 0) {
      applied.push({
        code: 'size_surcharge',
        label: `Size ${line.size} +${formatPaise(surcharge)}`,
        key: 'sizeSurcharge',
        params: { size: line.size ?? '', amountPaise: surcharge },
        amountPaise: surcharge * line.quantity,
      });
    }
    if (!tier) {
      cardWouldSavePaise +=
        memberCut(line.listPricePaise, memberDiscountPercent(member.plan, rules)) * line.quantity;
    }
    const lineTotalPaise =
      line.listPricePaise * line.quantity + applied.reduce((n, r) => n + r.amountPaise, 0);
    return {
      key: line.key,
      listPricePaise: line.listPricePaise,
      quantity: line.quantity,
      unitPricePaise: line.listPricePaise - cut + surcharge,
      lineTotalPaise,
      rules: applied,
      pickUnitPaise,
    };
  });

  const subtotalPaise = lines.reduce((n, l) => n + l.lineTotalPaise, 0);
  const asked = Math.max(0, Math.floor(input.pointsToUse ?? 0));
  const pointsUsed = Math.min(asked, Math.max(0, member.pointsBalance), maxPointsFor(subtotalPaise, rules));
  const orderRules: AppliedRule[] =
    pointsUsed > 0
      ? [
          {
            code: 'points',
            label: `Points −${formatPaise(pointsUsed * rules.pointValuePaise)}`,
            key: 'points',
            params: { amountPaise: pointsUsed * rules.pointValuePaise },
            amountPaise: -pointsUsed * rules.pointValuePaise,
          },
        ]
      : [];
  return {
    lines,
    subtotalPaise,
    rules: orderRules,
    pointsUsed,
    totalPaise: subtotalPaise + orderRules.reduce((n, r) => n + r.amountPaise, 0),
    cardWouldSavePaise,
    usesPick: pickKey !== null,
  };
}
