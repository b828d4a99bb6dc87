import { z } from 'zod';

/**
 * The card's promises as figures. Each is a row staff can change in the back office (Card rules); an
 * order keeps the figures it was priced with, so a later change never reprices a placed order.
 * Money in paise, shares in whole percent, durations in hours or months.
 */
export const CARD_RULE_DEFAULTS = {
  /** An active Premium member's first LIMITED-EDITION piece of the calendar month (India time). */
  monthlyPickPremiumPaise: 99_900,
  /** Gold's and Platinum's monthly pick. */
  monthlyPickGoldPaise: 0,
  /** A pick listed above this adds the amount above it. */
  monthlyPickCapPaise: 350_000,
  /** Member price on every other piece with an active card. */
  memberDiscountPremiumPercent: 10,
  memberDiscountGoldPercent: 20,
  /** A piece in this size or larger costs the surcharge more (sizes in the shop's order XS…8XL). */
  sizeSurchargeFrom: '3XL',
  sizeSurchargePaise: 20_000,
  /** Gold and Platinum see a launch at once; Premium this many hours later. */
  earlyAccessHours: 24,
  /** Points earned: 1 point per this many paise of a delivered order (₹100). */
  pointsEarnPerPaise: 10_000,
  /** 1 point is worth this many paise at checkout (₹1). */
  pointValuePaise: 100,
  /** At most this share of an order may be paid in points. */
  pointsMaxPercent: 20,
  /** The birthday gift starts in this month of membership (1 = the first month). */
  birthdayFromMonthPremium: 6,
  birthdayFromMonthGold: 1,
  /** Dynamo Deal claim window, India time, hours of the day [from, to). */
  dynamoFromHour: 10,
  dynamoToHour: 22,
  /** Signature runs: at most this many pieces a design. */
  signatureRunMax: 25,
  /** Signature purchases in 12 months that make a member a Platinum candidate. */
  platinumCandidateSignaturePurchases: 3,
  /** No-cost EMI from this paid order on (the 6th). */
  emiFromOrder: 6,
} as const;

export type CardRuleKey = keyof typeof CARD_RULE_DEFAULTS;
export type CardRules = {
  -readonly [K in CardRuleKey]: (typeof CARD_RULE_DEFAULTS)[K] extends string ? string : number;
};

/** No-cost EMI plans, in months. */
export const EMI_MONTHS = [3, 6, 9, 12] as const;
export const emiMonths = z.union([z.literal(3), z.literal(6), z.literal(9), z.literal(12)]);

/**
 * One rule applied to a line or to the order, with its signed amount in paise (a discount is negative):
 * { code: 'monthly_pick', label: 'Monthly pick', amountPaise: -150000 }.
 */
export const appliedRule = z.object({
  code: z.enum(['monthly_pick', 'member_price', 'size_surcharge', 'points']),
  label: z.string(),
  amountPaise: z.number().int(),
});
export type AppliedRule = z.infer<typeof appliedRule>;
