import { z } from 'zod';

/**
 * The Dynamo Deal: a surprise gift staff set for one India day (a gift of points, or a free piece), a
 * quantity of them, claimed once per member with an active card inside the day's window (the card's
 * figures dynamoFromHour and dynamoToHour, India time).
 */
export const DEAL_KINDS = ['points', 'piece'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];
export const DEAL_KIND_LABELS: Record<DealKind, string> = { points: 'Points', piece: 'Free piece' };

export const DEAL_TITLE_MAX = 80;
export const DEAL_WORDS_MAX = 240;
export const DEAL_QUANTITY_MAX = 10_000;
export const DEAL_POINTS_MAX = 100_000;

/** '10:00 AM' for hour 10, '10:00 PM' for 22 (the window's ends, as the banner says them). */
export function hourLabel(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve}:00 ${h < 12 ? 'AM' : 'PM'}`;
}

/** The deal's words: the banner's, the back office's and the server's refusals. */
export const DEAL_MESSAGES = {
  opensAt: (opens: string) => `Today's Dynamo Deal opens at ${opens}`,
  closed: (opens: string) => `Today's Dynamo Deal has closed — the next opens at ${opens}`,
  allClaimed: 'All claimed — try tomorrow',
  claimed: 'Claimed',
  cardInactive: 'Dynamo Deal gifts are for members with an active card.',
  alreadyClaimed: "You have already claimed today's Dynamo Deal.",
  noDeal: 'There is no Dynamo Deal today.',
  pieceReserved: 'Your gift is reserved — it ships with your next order',
  pieceSent: (day: string) => `Your gift was sent on ${day}`,
  pointsCredited: (points: number) => `${points.toLocaleString('en-IN')} points are in your account`,
  // Back office
  dateFormat: 'Choose a date.',
  dateInPast: 'Choose today or a later date.',
  dayTaken: 'There is already a Dynamo Deal on this date. Edit that one instead.',
  quantity: 'The quantity must be a whole number of at least 1.',
  points: 'The points must be a whole number above 0.',
  productRequired: 'Choose the piece to give.',
  productUnknown: 'This piece no longer exists. Please choose another.',
  productNotInStock: 'This piece is not in stock. Please choose another.',
  sizeRequired: 'Choose a size in stock.',
  sizeUnknown: 'This size is not one of the piece’s sizes in stock.',
  titleRequired: 'Give the deal a title members will see.',
  notFound: 'No Dynamo Deal with this id.',
  hasClaims: 'Members have claimed this deal already, so it can no longer be changed or cancelled.',
  pastDeal: 'A past deal can no longer be changed.',
  claimNotFound: 'No claim of a Dynamo Deal with this id.',
  nothingToSend: 'A gift of points is credited as it is claimed: there is nothing to send.',
  markedSent: 'Marked as sent',
  created: 'Dynamo Deal set',
  updated: 'Dynamo Deal saved',
  cancelled: 'Dynamo Deal cancelled',
} as const;

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DEAL_MESSAGES.dateFormat);

/** '' (an empty input) as absent. */
const blankAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST and PUT /api/admin/deals: the day's deal (the editor sends the same shape). */
export const dealBody = z
  .object({
    date: dayText,
    kind: z.enum(DEAL_KINDS),
    points: z.preprocess(
      blankAsUndefined,
      z.coerce
        .number({ message: DEAL_MESSAGES.points })
        .int(DEAL_MESSAGES.points)
        .min(1, DEAL_MESSAGES.points)
        .max(DEAL_POINTS_MAX, DEAL_MESSAGES.points)
        .optional(),
    ),
    productId: z.preprocess(blankAsUndefined, z.uuid({ message: DEAL_MESSAGES.productRequired }).optional()),
    variantId: z.preprocess(blankAsUndefined, z.uuid({ message: DEAL_MESSAGES.sizeRequired }).optional()),
    quantity: z.coerce
      .number({ message: DEAL_MESSAGES.quantity })
      .int(DEAL_MESSAGES.quantity)
      .min(1, DEAL_MESSAGES.quantity)
      .max(DEAL_QUANTITY_MAX, DEAL_MESSAGES.quantity),
    title: z.string().trim().min(1, DEAL_MESSAGES.titleRequired).max(DEAL_TITLE_MAX),
    words: z.string().trim().max(DEAL_WORDS_MAX).default(''),
  })
  .superRefine((d, ctx) => {
    if (d.kind === 'points' && d.points === undefined)
      ctx.addIssue({ code: 'custom', path: ['points'], message: DEAL_MESSAGES.points });
    if (d.kind === 'piece' && d.productId === undefined)
      ctx.addIssue({ code: 'custom', path: ['productId'], message: DEAL_MESSAGES.productRequired });
  })
  .transform((d) =>
    d.kind === 'points' ? { ...d, productId: undefined, variantId: undefined } : { ...d, points: undefined },
  );
export type DealInput = z.input<typeof dealBody>;
export type DealBody = z.output<typeof dealBody>;

const gift = z.object({
  kind: z.enum(DEAL_KINDS),
  points: z.number().int().nullable(),
  product: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }).nullable(),
  size: z.string().nullable(),
});

/** A deal as the back office lists it. */
export const adminDeal = gift.extend({
  id: z.uuid(),
  date: z.string(),
  variantId: z.uuid().nullable(),
  quantity: z.number().int(),
  remaining: z.number().int(),
  claimed: z.number().int(),
  title: z.string(),
  words: z.string(),
  createdAt: z.string(),
});
export type AdminDeal = z.infer<typeof adminDeal>;

/** GET /api/admin/deals: upcoming (today on, soonest first) or past (newest first), paged. */
export const adminDealsQuery = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  cursor: z.string().max(200).optional(),
});

/** One member's claim, for staff to send a piece (or see who took the points). */
export const dealClaim = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  claimedAt: z.string(),
  /** A free piece: when staff marked it sent (null while it waits; always null for points). */
  sentAt: z.string().nullable(),
});
export type DealClaim = z.infer<typeof dealClaim>;

/** POST /api/admin/deals/claims/:claimId/sent: the claim's id. */
export const dealClaimParams = z.object({ claimId: z.uuid() });

/** A piece staff may give: a product in stock and one of its sizes with stock (or none, unsized). */
export const giftablePiece = z.object({
  productId: z.uuid(),
  name: z.string(),
  variantId: z.uuid().nullable(),
  size: z.string().nullable(),
  stock: z.number().int().nullable(),
});
export type GiftablePiece = z.infer<typeof giftablePiece>;

/**
 * GET /api/deals/today: what the member's banner shows. The gift itself is told only inside the
 * window (or once claimed): before, it stays a surprise.
 */
export const DEAL_STATES = [
  'none',
  'card_inactive',
  'before',
  'after',
  'open',
  'all_claimed',
  'claimed',
] as const;
export type DealState = (typeof DEAL_STATES)[number];

export const dealToday = z.object({
  state: z.enum(DEAL_STATES),
  /** The India day ('2026-11-28'). */
  date: z.string(),
  /** '10:00 AM', '10:00 PM': the window, India time. */
  opensAt: z.string(),
  closesAt: z.string(),
  deal: gift.extend({ title: z.string(), words: z.string() }).nullable(),
  claimedAt: z.string().nullable(),
  /** Today's claim of a free piece: when it was sent (null while it waits for her next order). */
  sentAt: z.string().nullable(),
  /**
   * Her latest free piece from an earlier day's deal (the last 30 days), while it waits to be sent or
   * for a week after it was: where it stands.
   */
  earlierGift: z
    .object({
      /** The India day of that deal. */
      date: z.string(),
      title: z.string(),
      product: z.object({ name: z.string(), slug: z.string() }).nullable(),
      size: z.string().nullable(),
      sentAt: z.string().nullable(),
    })
    .nullable(),
});
export type DealToday = z.infer<typeof dealToday>;
