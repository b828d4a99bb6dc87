import type { TFunction } from 'i18next';
import { RETURNS_POLICY_DETAIL } from '#contracts/constants';
import type { Tier } from '#contracts/membership';
import { cardRuleParams } from '../../../lib/card-rules-text';
import { formatRupees } from '../../../lib/format';
import { SITE } from '../../../lib/site';
import type { CARD } from '../i18n';
import { findTier, hasAmount, upgradeCost } from '../lib/card-tiers';

/**
 * The Membership FAQ on the card page: its groups and questions, in order. The words are in the card
 * catalogue (`faq.groups.<group>.entries.<entry>`: `q`, `a`); every answer states only the spec's facts.
 *
 * Tier prices live in the database (staff change them), so an answer that names one is drawn from the
 * prices read from GET /api/membership/tiers; it must also read well without them (`null`: still
 * loading or failed), in which case it points to the prices shown on the page instead (`noPrices`).
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

export const MEMBERSHIP_FAQ = [
  {
    id: 'membership-access',
    entries: [
      { id: 'who-can-join' },
      { id: 'which-cards' },
      { id: 'what-opens' },
      { id: 'stay-active' },
      { id: 'missed-month' },
    ],
  },
  {
    id: 'fashion-fit',
    entries: [{ id: 'sizes' }, { id: 'custom-sizing' }, { id: 'new-designs' }, { id: 'limited-signature' }],
  },
  {
    id: 'pricing-savings',
    entries: [
      { id: 'card-price' },
      { id: 'limited-pick' },
      { id: 'points-emi' },
      { id: 'savings' },
      { id: 'upgrade' },
    ],
  },
  {
    id: 'sustainability-materials',
    entries: [{ id: 'where-made' }, { id: 'small-runs' }, { id: 'made-to-order' }, { id: 'vote' }],
  },
  {
    id: 'shipping-support',
    entries: [{ id: 'shipping' }, { id: 'made-to-order-timing' }, { id: 'returns' }, { id: 'support' }],
  },
] as const;

export type FaqGroup = (typeof MEMBERSHIP_FAQ)[number];

/** The figures an answer may name, beside the card's rules: the places, the founding year, client care. */
const facts = () => ({
  ...cardRuleParams(),
  units: SITE.productionUnits.slice(0, -1).join(', '),
  lastUnit: SITE.productionUnits.at(-1),
  founded: SITE.founded,
  returns: RETURNS_POLICY_DETAIL,
  email: SITE.support.email,
  phone: SITE.support.phone,
});

/** One group's title, and each question with its answer, in the language of `t`. */
export function faqWords(t: TFunction<typeof CARD>, group: FaqGroup, prices: FaqPrices | null) {
  const base = `faq.groups.${group.id}` as const;
  return {
    title: t(`${base}.title`),
    entries: group.entries.map(({ id }) => {
      const key = `${base}.entries.${id}` as `faq.groups.pricing-savings.entries.card-price`;
      let answer: string;
      if (id === 'card-price') {
        answer = !prices
          ? t('faq.groups.pricing-savings.entries.card-price.noPrices')
          : t(
              prices.platinumAnnualFee
                ? 'faq.groups.pricing-savings.entries.card-price.withFee'
                : 'faq.groups.pricing-savings.entries.card-price.a',
              { ...prices, fee: prices.platinumAnnualFee },
            );
      } else if (id === 'upgrade') {
        answer = prices
          ? t('faq.groups.pricing-savings.entries.upgrade.a', { upgrade: prices.upgrade })
          : t('faq.groups.pricing-savings.entries.upgrade.noPrices');
      } else {
        answer = t(`${key}.a`, facts());
      }
      return { id, question: t(`${key}.q`), answer };
    }),
  };
}

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
