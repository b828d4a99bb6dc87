import { CARD_RULES, EMI_MONTHS, CARD_RULE_DEFAULTS as R } from '#contracts/constants';

/**
 * The card's rules in the words the public pages use, each figure from the card's rules (contracts), so
 * the copy and the rules the server applies say the same: "₹999", "10 %", "from 3XL". Copy-only
 * promises (partner discounts, flash sales, banking and insurance, launch offers) are not here.
 */
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

export const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
};

const hour = (h: number) => `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;
const list = (items: readonly (string | number)[]) =>
  `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/**
 * Made on first use, not as the module loads: the amounts are written through Intl, and a page's first
 * Intl format loads the locale's data, which would lengthen the task that evaluates the app's code.
 */
function makeText() {
  return {
    /** "₹999" */
    pickPremium: rupees(R.monthlyPickPremiumPaise),
    /** "₹3,500" */
    pickCap: rupees(R.monthlyPickCapPaise),
    /** "10 %" and "20 %" */
    memberPremium: `${R.memberDiscountPremiumPercent} %`,
    memberGold: `${R.memberDiscountGoldPercent} %`,
    /** "+₹200 a piece from 3XL" */
    sizeSurcharge: `+${rupees(R.sizeSurchargePaise)} a piece from ${R.sizeSurchargeFrom}`,
    /** "₹200" and "3XL" */
    surcharge: rupees(R.sizeSurchargePaise),
    surchargeFrom: R.sizeSurchargeFrom,
    /** "24-hour" */
    earlyAccess: `${R.earlyAccessHours}-hour`,
    earlyAccessHours: R.earlyAccessHours,
    /** "1 point per ₹100", "1 point = ₹1", "20 %" */
    pointsEarn: `1 point per ${rupees(R.pointsEarnPerPaise)}`,
    pointValue: `1 point = ${rupees(R.pointValuePaise)}`,
    pointsMax: `${R.pointsMaxPercent} %`,
    /** "6th" and "1st" */
    birthdayPremium: ordinal(R.birthdayFromMonthPremium),
    birthdayGold: ordinal(R.birthdayFromMonthGold),
    /** "10 AM and 10 PM" */
    dynamoHours: `${hour(R.dynamoFromHour)} and ${hour(R.dynamoToHour)}`,
    /** "1 to 25" */
    signatureRun: `1 to ${R.signatureRunMax}`,
    platinumCandidates: R.platinumCandidateSignaturePurchases,
    /** "3, 6, 9 or 12 months" and "6th" */
    emiMonths: `${list(EMI_MONTHS)} months`,
    emiFrom: ordinal(R.emiFromOrder),
    /** "₹1,000" */
    reEntry: rupees(CARD_RULES.reEntryFeePaise),
  } as const;
}

let text: ReturnType<typeof makeText> | undefined;
/** The card's rules as the public pages word them ("₹999", "10 %", "from 3XL"). */
export const cardRuleText = () => (text ??= makeText());

/**
 * The same figures for a translated sentence (`t(key, cardRuleParams())`): the English phrases above,
 * and the bare numbers a language that words them otherwise builds its own phrase from ("6-ആം മാസം"
 * from `birthdayPremiumMonth`), so no language's words live in code.
 */
function makeParams() {
  const text = cardRuleText();
  return {
    ...text,
    birthdayPremiumMonth: R.birthdayFromMonthPremium,
    birthdayGoldMonth: R.birthdayFromMonthGold,
    emiFromOrder: R.emiFromOrder,
    emiChoices: EMI_MONTHS.slice(0, -1).join(', '),
    emiLast: EMI_MONTHS[EMI_MONTHS.length - 1],
    /** The Dynamo Deal's hours on a 12-hour clock (it opens in the morning and closes at night). */
    dynamoFrom: R.dynamoFromHour % 12 || 12,
    dynamoTo: R.dynamoToHour % 12 || 12,
    /** "10 AM to 10 PM" */
    dynamoRange: text.dynamoHours.replace(' and ', ' to '),
    signatureRunMax: R.signatureRunMax,
    pointsEarnAmount: rupees(R.pointsEarnPerPaise),
    pointValueAmount: rupees(R.pointValuePaise),
  } as const;
}

let params: ReturnType<typeof makeParams> | undefined;
/** The card's rules for a translated sentence: `t(key, cardRuleParams())`. */
export const cardRuleParams = () => (params ??= makeParams());
