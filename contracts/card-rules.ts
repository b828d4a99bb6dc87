import { z } from 'zod';
import { CARD_RULE_DEFAULTS, CARD_RULE_SIZES, type CardRuleKey, type CardRules } from './constants.ts';

export {
  CARD_RULE_DEFAULTS,
  CARD_RULE_SIZES,
  type CardRuleKey,
  type CardRules,
  EMI_MONTHS,
} from './constants.ts';

export const emiMonths = z.union([z.literal(3), z.literal(6), z.literal(9), z.literal(12)]);

/**
 * A rule line's words for the shop to write in the member's language: a stable key and its figures
 * (amounts in paise, dates as ISO, a plan by its id). The English `label` beside it stays for API clients
 * and for order snapshots stored before the keys; a page shows the label for a key it does not know.
 */
export const RULE_LINE_KEYS = ['monthlyPick', 'memberPrice', 'sizeSurcharge', 'points'] as const;
export type RuleLineKey = (typeof RULE_LINE_KEYS)[number];
export const ruleLineParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type RuleLineParams = z.infer<typeof ruleLineParams>;

/**
 * One rule applied to a line or to the order, with its signed amount in paise (a discount is negative):
 * { code: 'monthly_pick', label: 'Monthly pick', key: 'monthlyPick', params: {}, amountPaise: -150000 }.
 */
export const appliedRule = z.object({
  code: z.enum(['monthly_pick', 'member_price', 'size_surcharge', 'points']),
  label: z.string(),
  /** The label's key (`RULE_LINE_KEYS`); absent on orders priced before the keys. */
  key: z.string().optional(),
  params: ruleLineParams.optional(),
  amountPaise: z.number().int(),
});
export type AppliedRule = z.infer<typeof appliedRule>;

/** How a figure is written and checked: money in paise, a share, a size, or a whole number of a unit. */
export type CardRuleUnit = 'paise' | 'percent' | 'size' | 'hours' | 'hour' | 'months' | 'count' | 'order';

/** What staff read beside each figure in the back office (Card rules), in the contract's order. */
export const CARD_RULE_FIELDS: Record<CardRuleKey, { label: string; unit: CardRuleUnit }> = {
  monthlyPickPremiumPaise: { label: "Premium's monthly pick", unit: 'paise' },
  monthlyPickGoldPaise: { label: "Gold's and Platinum's monthly pick", unit: 'paise' },
  monthlyPickCapPaise: { label: 'A pick listed above this adds the difference', unit: 'paise' },
  memberDiscountPremiumPercent: { label: 'Premium member price', unit: 'percent' },
  memberDiscountGoldPercent: { label: 'Gold and Platinum member price', unit: 'percent' },
  sizeSurchargeFrom: { label: 'Size surcharge from', unit: 'size' },
  sizeSurchargePaise: { label: 'Size surcharge a piece', unit: 'paise' },
  earlyAccessHours: { label: "Gold's early access to launches", unit: 'hours' },
  pointsEarnPerPaise: { label: 'One point earned per', unit: 'paise' },
  pointValuePaise: { label: 'One point is worth', unit: 'paise' },
  pointsMaxPercent: { label: 'Points pay at most', unit: 'percent' },
  birthdayFromMonthPremium: { label: "Premium's birthday gift from month", unit: 'months' },
  birthdayFromMonthGold: { label: "Gold's and Platinum's birthday gift from month", unit: 'months' },
  dynamoFromHour: { label: 'Dynamo Deal opens at (India time)', unit: 'hour' },
  dynamoToHour: { label: 'Dynamo Deal closes at (India time)', unit: 'hour' },
  signatureRunMax: { label: 'Signature run at most', unit: 'count' },
  platinumCandidateSignaturePurchases: {
    label: 'Signature purchases that make a Platinum candidate',
    unit: 'count',
  },
  emiFromOrder: { label: 'No-cost EMI from paid order', unit: 'order' },
};

export const CARD_RULE_MESSAGES = {
  percent: 'A share must be a whole percent from 0 to 90.',
  paise: 'An amount must be a whole number of paise, 0 or more.',
  size: `Choose a size from ${CARD_RULE_SIZES[0]} to ${CARD_RULE_SIZES.at(-1)}.`,
  hour: 'An hour of the day is a whole number from 0 to 24.',
  whole: 'This figure must be a whole number, 1 or more.',
  hours: 'Hours must be a whole number, 0 or more.',
} as const;

const wholeFrom = (min: number, message: string) =>
  z.number({ message }).int(message).min(min, message).max(1_000_000_000, message);

/** The check of one figure, by its unit. */
export function cardRuleValue(unit: CardRuleUnit) {
  switch (unit) {
    case 'percent':
      return z
        .number({ message: CARD_RULE_MESSAGES.percent })
        .int(CARD_RULE_MESSAGES.percent)
        .min(0, CARD_RULE_MESSAGES.percent)
        .max(90, CARD_RULE_MESSAGES.percent);
    case 'paise':
      return wholeFrom(0, CARD_RULE_MESSAGES.paise);
    case 'size':
      return z.enum(CARD_RULE_SIZES, { message: CARD_RULE_MESSAGES.size });
    case 'hour':
      return z
        .number({ message: CARD_RULE_MESSAGES.hour })
        .int(CARD_RULE_MESSAGES.hour)
        .min(0, CARD_RULE_MESSAGES.hour)
        .max(24, CARD_RULE_MESSAGES.hour);
    case 'hours':
      return wholeFrom(0, CARD_RULE_MESSAGES.hours);
    default:
      return wholeFrom(1, CARD_RULE_MESSAGES.whole);
  }
}

const CARD_RULE_KEYS = Object.keys(CARD_RULE_DEFAULTS) as CardRuleKey[];

export { CARD_RULE_KEYS };

/** PUT /api/admin/card-rules: the figures to change (any of them), each checked by its unit. */
export const cardRulesBody = z
  .object(
    Object.fromEntries(
      CARD_RULE_KEYS.map((k) => [k, cardRuleValue(CARD_RULE_FIELDS[k].unit).optional()]),
    ) as unknown as {
      [K in CardRuleKey]: z.ZodOptional<z.ZodType<CardRules[K]>>;
    },
  )
  .strict();
export type CardRulesBody = z.infer<typeof cardRulesBody>;

/** One figure as the back office lists it. */
export const cardRuleView = z.object({
  key: z.enum(CARD_RULE_KEYS as [CardRuleKey, ...CardRuleKey[]]),
  label: z.string(),
  unit: z.enum(['paise', 'percent', 'size', 'hours', 'hour', 'months', 'count', 'order']),
  value: z.union([z.number().int(), z.string()]),
  defaultValue: z.union([z.number().int(), z.string()]),
  /** When staff last changed it (null: the shop's default). */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type CardRuleView = z.infer<typeof cardRuleView>;
/** GET (and PUT's answer) /api/admin/card-rules: every figure, in the contract's order. */
export const cardRulesList = z.array(cardRuleView);
