import { RETURNS_POLICY_DETAIL } from '#contracts/constants';
import type { Tier } from '#contracts/membership';
import { CARD_RULE_TEXT as T } from '../../../lib/card-rules-text';
import { formatRupees } from '../../../lib/format';
import { SITE } from '../../../lib/site';
import { findTier, hasAmount, upgradeCost } from '../lib/card-tiers';

/**
 * The Membership FAQ on the card page, kept apart from the
 * components so the wording is easy to edit. Every answer states only the spec's facts.
 *
 * Tier prices live in the database (staff change them), so an answer that names one is a function of
 * the prices read from GET /api/membership/tiers; it must also read well without them (`null`: still
 * loading or failed), in which case it points to the prices shown on the page instead.
 */

/** Tier prices, already formatted in rupees (₹5,000). */
export interface FaqPrices {
  premium: string;
  gold: string;
  platinum: string;
  /** Platinum's yearly maintenance fee; null when the tier has none. */
  platinumAnnualFee: string | null;
  /** What a Premium member pays to move to Gold. */
  upgrade: string;
}

export type FaqAnswer = string | ((prices: FaqPrices | null) => string);

export interface FaqEntry {
  id: string;
  question: string;
  answer: FaqAnswer;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

export const MEMBERSHIP_FAQ: readonly FaqGroup[] = [
  {
    id: 'membership-access',
    title: 'Membership & Access',
    entries: [
      {
        id: 'who-can-join',
        question: 'Who can become a member?',
        answer:
          'Membership is selective and entry is not guaranteed. You register, pay the one-time joining fee for your card and complete a short style profile. Our team then reviews every application personally, usually within 3 to 5 business days.',
      },
      {
        id: 'which-cards',
        question: 'Which cards are there?',
        answer:
          'There are three: Premium, Gold and Platinum. Premium and Gold are open to applications. Platinum is by invitation only and cannot be applied for or purchased.',
      },
      {
        id: 'what-opens',
        question: 'What does the card open once it is active?',
        answer:
          'The members-only designs and the members-only area of the website and app, including the Limited Edition storefront, where you can buy, pre-order and vote on exclusive pieces.',
      },
      {
        id: 'stay-active',
        question: 'How do I keep my card active?',
        answer: `Pick one Limited Edition piece each calendar month: ${T.pickPremium} on Premium, free on Gold and Platinum. That monthly pick is what keeps your card active from one month to the next.`,
      },
      {
        id: 'missed-month',
        question: 'What happens if I miss a month?',
        answer: `Your card becomes inactive and the Limited Edition closes to you. You can reactivate it at once by paying the re-entry fee of ${T.reEntry}.`,
      },
    ],
  },
  {
    id: 'fashion-fit',
    title: 'Fashion & Fit',
    entries: [
      {
        id: 'sizes',
        question: 'Which sizes do you make?',
        answer: `Our designs run from XXS to 9XL, so every member shops the same collection. Sizes from ${T.surchargeFrom} cost ${T.surcharge} more a piece.`,
      },
      {
        id: 'custom-sizing',
        question: 'Can a piece be made to my measurements?',
        answer:
          'Custom sizing is free on Signature collections for Platinum members, so a Signature piece can be cut to your own measurements.',
      },
      {
        id: 'new-designs',
        question: 'How often do new designs arrive?',
        answer: `Every month, with more than 450 new member-only designs. Gold and Platinum cardholders get ${T.earlyAccess} early access to launches; they open to Premium ${T.earlyAccessHours} hours later.`,
      },
      {
        id: 'limited-signature',
        question: 'What makes Limited Edition and Signature pieces different?',
        answer: `They are made in very small numbers and never repeated: each Limited Edition style is a run of 25 pieces, and each Signature design a run of just ${T.signatureRun}. A Signature purchase in the year waives Platinum's yearly fee.`,
      },
    ],
  },
  {
    id: 'pricing-savings',
    title: 'Pricing & Savings',
    entries: [
      {
        id: 'card-price',
        question: 'How much does the card cost?',
        answer: (p) =>
          p
            ? `Premium is ${p.premium} and Gold is ${p.gold}, each a one-time joining fee. Platinum, by invitation only, is ${p.platinum}${p.platinumAnnualFee ? ` plus ${p.platinumAnnualFee} a year for maintenance, a yearly fee that is waived in any year you make a Signature purchase` : ''}.`
            : 'Premium and Gold each have a one-time joining fee, shown with the cards above. Platinum, by invitation only, has a joining fee and a yearly maintenance fee, which is waived in any year you make a Signature purchase.',
      },
      {
        id: 'limited-pick',
        question: 'How does the monthly Limited Edition pick work?',
        answer: `Each calendar month your first Limited Edition piece is your pick: ${T.pickPremium} on Premium, free on Gold and Platinum, for a piece worth up to ${T.pickCap}; a piece listed above ${T.pickCap} adds the amount above it. Every other piece is at the member price: ${T.memberPremium} off on Premium, ${T.memberGold} off on Gold and Platinum, with no cap.`,
      },
      {
        id: 'points-emi',
        question: 'How do card points and instalments work?',
        answer: `You earn ${T.pointsEarn} of a delivered order, and a gift of points in your birthday month: from your ${T.birthdayPremium} month of membership on Premium, from your ${T.birthdayGold} on Gold and Platinum. At checkout ${T.pointValue}, for up to ${T.pointsMax} of an order. From your ${T.emiFrom} paid order you can pay by no-cost EMI over ${T.emiMonths}; we absorb the interest.`,
      },
      {
        id: 'savings',
        question: 'How much can I save as a member?',
        answer: `Up to 70%. Members pay the member price on every piece beyond the monthly pick (${T.memberPremium} off on Premium, ${T.memberGold} off on Gold and Platinum), with flash sales of up to 70% off and a flat 50% off selected categories on our partner site.`,
      },
      {
        id: 'upgrade',
        question: 'Can I move from Premium to Gold later?',
        answer: (p) =>
          `Yes, at any time. You pay only the difference between the two cards${p ? `, which is ${p.upgrade} today` : ''}, and your Gold benefits begin.`,
      },
    ],
  },
  {
    id: 'sustainability-materials',
    title: 'Sustainability & Materials',
    entries: [
      {
        id: 'where-made',
        question: 'Where are Roslis pieces made?',
        answer: `In our production units in ${SITE.productionUnits.slice(0, -1).join(', ')} and ${SITE.productionUnits.at(-1)}, for a label founded in Kerala in ${SITE.founded}.`,
      },
      {
        id: 'small-runs',
        question: 'Why are the runs so small?',
        answer:
          'Small runs keep every piece rare and avoid making more than members want: Limited Edition styles are made in runs of 25 pieces, Signature designs in runs of 1 to 25, and no design is ever repeated.',
      },
      {
        id: 'made-to-order',
        question: 'How does made-to-order work?',
        answer:
          'Made-to-order pieces are ordered one month in advance, so each piece is made for the member who ordered it rather than for a stockroom.',
      },
      {
        id: 'vote',
        question: 'Do members decide what gets made?',
        answer:
          'In part, yes. New designs wait in the Studio for members’ votes, and a design is launched once enough members have voted for it.',
      },
    ],
  },
  {
    id: 'shipping-support',
    title: 'Shipping/Delivery & Support',
    entries: [
      {
        id: 'shipping',
        question: 'Is shipping free?',
        answer: 'Yes. Shipping is free across India on every card.',
      },
      {
        id: 'made-to-order-timing',
        question: 'When should I order a made-to-order piece?',
        answer: 'One month in advance, so there is time to make it for you before it ships.',
      },
      {
        id: 'returns',
        question: 'Can I return or exchange a piece?',
        answer: `${RETURNS_POLICY_DETAIL} Use Report damage on your order page.`,
      },
      {
        id: 'support',
        question: 'How do I reach client care?',
        answer: `Cardholders have a private client-care line on WhatsApp, e-mail (${SITE.support.email}) and phone (${SITE.support.phone}), open 8 hours a day, 7 days a week. Client care is reserved for cardholders.`,
      },
    ],
  },
];

/** The formatted prices an answer may quote, or null until Premium, Gold and Platinum are all known. */
export function faqPrices(tiers: readonly Tier[] | undefined): FaqPrices | null {
  const premium = findTier(tiers, 'premium');
  const gold = findTier(tiers, 'gold');
  const platinum = findTier(tiers, 'platinum');
  if (!premium || !gold || !platinum) return null;
  return {
    premium: formatRupees(premium.price),
    gold: formatRupees(gold.price),
    platinum: formatRupees(platinum.price),
    platinumAnnualFee: hasAmount(platinum.annualFee) ? formatRupees(platinum.annualFee) : null,
    upgrade: formatRupees(upgradeCost(premium, gold)),
  };
}

export function answerText(answer: FaqAnswer, prices: FaqPrices | null): string {
  return typeof answer === 'function' ? answer(prices) : answer;
}
