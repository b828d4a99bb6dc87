import { z } from 'zod';
import { priceString } from './common.ts';
import { CARD_EVENT_KINDS, PLANS, POINT_KINDS } from './constants.ts';

export { PLAN_LABELS, PLANS } from './constants.ts';

/** Plans an account can hold. Platinum is by invitation only. */
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
/**
 * An activity line's note named for the web: `key` (null when the note has none) and its `params`, beside
 * the English `note` API clients read. A month or a day in the params is an ISO date.
 */
const lineKey = {
  key: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

export const pointsActivity = z.object({
  kind: z.enum(POINT_KINDS),
  label: z.string(),
  points: z.number().int(),
  note: z.string().nullable(),
  ...lineKey,
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

/** GET /api/membership/upgrade?plan=gold: what an upgrade costs, from the tiers table. */
export const upgradeQuery = z.object({
  plan: tierId,
  /** Platinum only: the token of the member's invitation link. */
  invite: z.string().min(20).max(200).optional(),
});
export const upgradeQuote = z.object({
  from: tierId,
  to: tierId,
  fromPrice: priceString,
  toPrice: priceString,
  /** What the member pays: the difference (by invitation, Platinum's price). */
  difference: priceString,
  /** Platinum through an invitation: its price in full, once. */
  byInvitation: z.boolean().optional(),
});
export type UpgradeQuote = z.infer<typeof upgradeQuote>;

/** POST /api/membership/upgrade { plan }: opens the payment of the difference. */
export const upgradeBody = z.object({ plan: tierId, invite: z.string().min(20).max(200).optional() });
export const upgradeCheckout = upgradeQuote.extend({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  provider: z.enum(['sandbox', 'razorpay']),
  keyId: z.string().nullable(),
});
export type UpgradeCheckout = z.infer<typeof upgradeCheckout>;

export const CARD_MESSAGES = {
  noCard: 'You have no card yet.',
  notInactive: 'Your card is active: there is nothing to pay.',
  reEntryIsForMonthly: 'Platinum cards are renewed, not re-entered: use Renew my card.',
  renewalIsForPlatinum: 'Only Platinum cards renew yearly.',
  renewalNotDue: 'Your Platinum card can be renewed in the last 30 days of its year.',
  alreadyActive: 'Your card was already active, so this payment will be refunded in full.',
} as const;

export const CARD_PAYMENT_KINDS = ['re_entry', 'renewal'] as const;

/** One step of the card's life (card_events): reminders, inactive, reactivated, renewals. */
export const cardEvent = z.object({
  kind: z.enum(CARD_EVENT_KINDS),
  label: z.string(),
  note: z.string().nullable(),
  ...lineKey,
  at: z.string(),
});

/** GET /api/membership/card-life: where the card stands with the Terms' rules, and what would restore it. */
export const cardLife = z.object({
  plan,
  status: cardStatus,
  inactiveSince: z.string().nullable(),
  /**
   * Premium and Gold: this month's LIMITED-EDITION purchase (null when the month is free or the card is not
   * active). `month` and `deadline` are English words ('November 2026', '30 November 2026') for API clients;
   * `monthStartsOn` and `deadlineOn` are the same days as ISO dates ('2026-11-01', '2026-11-30') in India's
   * calendar, for a screen to write in its own language.
   */
  monthly: z
    .object({
      month: z.string(),
      deadline: z.string(),
      monthStartsOn: z.string(),
      deadlineOn: z.string(),
      bought: z.boolean(),
    })
    .nullable(),
  /** Platinum: the end of the card's year and its renewal fee. */
  renewal: z.object({ endsAt: z.string(), fee: priceString, canRenew: z.boolean() }).nullable(),
  /** What the member can pay now to reactivate (or renew) the card, and how much. */
  payment: z.object({ kind: z.enum(CARD_PAYMENT_KINDS), fee: priceString }).nullable(),
  /**
   * Platinum: this year's Signature purchase that waives the yearly fee (purchasedAt), or null with the
   * day by which one would (by, the end of the year).
   */
  platinumWaiver: z
    .object({ purchasedAt: z.string().nullable(), fee: priceString, by: z.string() })
    .nullable(),
  /** Before the membership month the birthday gift starts in (by tier): that month and its first day. */
  birthdayGift: z.object({ fromMonth: z.number().int(), startsOn: z.string() }).nullable(),
  events: z.array(cardEvent),
});
export type CardLife = z.infer<typeof cardLife>;

/** POST /api/membership/card-payment { kind }: opens the re-entry fee or the Platinum renewal. */
export const cardPaymentBody = z.object({ kind: z.enum(CARD_PAYMENT_KINDS) });
export const cardPaymentCheckout = z.object({
  id: z.string(),
  kind: z.enum(CARD_PAYMENT_KINDS),
  amount: z.number().int(),
  currency: z.literal('INR'),
  provider: z.enum(['sandbox', 'razorpay']),
  keyId: z.string().nullable(),
});
export type CardPaymentCheckout = z.infer<typeof cardPaymentCheckout>;

export const INVITATION_MESSAGES = {
  notMember: 'Only a member whose card is active can be invited to Platinum.',
  alreadyPlatinum: 'This member already holds Platinum.',
  invalid: 'This invitation link is not valid, has expired or was already used. Please ask us for a new one.',
  used: 'This invitation was already used, so this payment will be refunded in full.',
} as const;

/** POST /api/admin/membership/invitations { email }: invite a member to Platinum (admins). */
export const invitationBody = z.object({
  email: z.string().trim().email('Enter the member’s e-mail address.'),
});
export const invitation = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  expiresAt: z.string(),
});

export const CARD_VIEW_MESSAGES = {
  noCard: 'Your digital card is issued when your application is approved.',
  invalidLink: 'This card link is not valid. Ask the member to open their card again.',
} as const;

/** GET /api/membership/card: the member's digital card (the QR code encodes `verifyUrl`). */
export const memberCard = z.object({
  /** 'RSL 4821 0937 5512' */
  cardNumber: z.string(),
  holder: z.string(),
  plan: tierId,
  status: z.enum(['active', 'inactive']),
  memberSince: z.string(),
  verifyUrl: z.string(),
});
export type MemberCard = z.infer<typeof memberCard>;

/** GET /api/verify-card/{token}: what store staff see, and nothing more. */
export const cardVerification = z.object({
  status: z.enum(['active', 'inactive']),
  firstName: z.string().nullable(),
});
export type CardVerification = z.infer<typeof cardVerification>;

/**
 * GET /api/admin/membership/platinum-candidates: members (not Platinum) with at least the card rules'
 * number of paid Signature purchases in the last 12 months, most purchases first.
 */
export const platinumCandidate = z.object({
  userId: z.string().uuid(),
  name: z.string(),
  /** Null for a member who signed up by phone only (the invitation goes by e-mail). */
  email: z.string().nullable(),
  plan,
  cardStatus,
  purchases: z.number().int(),
  lastPurchaseAt: z.string(),
});
export type PlatinumCandidate = z.infer<typeof platinumCandidate>;
export const platinumCandidates = z.object({
  /** The number of Signature purchases in 12 months that makes a candidate. */
  atLeast: z.number().int(),
  candidates: z.array(platinumCandidate),
});
export type PlatinumCandidates = z.infer<typeof platinumCandidates>;
