import { z } from 'zod';
import { priceString } from './common.ts';
import { PLANS, POINT_KINDS } from './constants.ts';

export { PLAN_LABELS, PLANS } from './constants.ts';

/** Plans an account can hold (spec 2 section 3). Platinum is by invitation only. */
export const plan = z.enum(PLANS);
export type Plan = z.infer<typeof plan>;

export const TIER_IDS = ['basic', 'premium', 'gold', 'platinum'] as const;
export const tierId = z.enum(TIER_IDS);
export type TierId = z.infer<typeof tierId>;

/** The card's life: applied (pending review), active, inactive (missed a month), rejected. */
export const CARD_STATUSES = ['none', 'pending_review', 'active', 'inactive', 'rejected'] as const;
export const cardStatus = z.enum(CARD_STATUSES);
export type CardStatus = z.infer<typeof cardStatus>;

export const tier = z.object({
  id: tierId,
  name: z.string(),
  price: priceString,
  annualFee: priceString.nullable(),
  validity: z.string(),
  purchasable: z.boolean(),
  invitationOnly: z.boolean(),
  sandboxOnly: z.boolean(),
  tagline: z.string(),
  benefits: z.array(z.string()),
});
export type Tier = z.infer<typeof tier>;

/** GET /api/user/points: the balance (the ledger's sum) and the Membership Activity, newest first. */
export const pointsActivity = z.object({
  kind: z.enum(POINT_KINDS),
  label: z.string(),
  points: z.number().int(),
  note: z.string().nullable(),
  at: z.string(),
});
export const points = z.object({ balance: z.number().int(), activity: z.array(pointsActivity) });
export type Points = z.infer<typeof points>;

export const UPGRADE_MESSAGES = {
  noCard: 'Upgrades are for members whose card is active.',
  invitationOnly: 'Platinum is by invitation only.',
  same: 'You already hold this card.',
  downgrade: 'Cards can only be upgraded. Please contact us to change to a lower card.',
  unavailable: 'This card cannot be bought at the moment.',
  planChanged:
    'Your card changed while you were paying, so this upgrade could not be applied. The payment will be refunded in full.',
} as const;

/** GET /api/membership/upgrade?plan=gold: what an upgrade costs, from the tiers table (DESIGN decision 1). */
export const upgradeQuery = z.object({ plan: tierId });
export const upgradeQuote = z.object({
  from: tierId,
  to: tierId,
  fromPrice: priceString,
  toPrice: priceString,
  /** What the member pays: the difference. */
  difference: priceString,
});
export type UpgradeQuote = z.infer<typeof upgradeQuote>;

/** POST /api/membership/upgrade { plan }: opens the payment of the difference. */
export const upgradeBody = z.object({ plan: tierId });
export const upgradeCheckout = upgradeQuote.extend({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  provider: z.enum(['sandbox', 'razorpay']),
  keyId: z.string().nullable(),
});
export type UpgradeCheckout = z.infer<typeof upgradeCheckout>;
