import { z } from 'zod';
import { appliedRule, ruleLineParams } from './card-rules.ts';
import { priceString, uuid } from './common.ts';

/**
 * What the pricing step answers the storefront: the member's price beside each list price, the rules
 * that make it, and the month's pick. Every figure is the server's: the browser only shows them.
 */

/**
 * This month's pick: 'available' (its price: ₹999 for Premium, free for Gold and Platinum, plus the
 * amount above the cap on a dearer piece), 'used' (until `nextOn`, the first of next month in India),
 * or 'none' (no active card).
 */
export const pickState = z.object({
  status: z.enum(['available', 'used', 'none']),
  /** The pick's price on a piece at or below the cap. */
  price: priceString.nullable(),
  /** A piece listed above this adds the difference. */
  cap: priceString,
  /** When the next pick opens (ISO; the first of next month, India time). */
  nextOn: z.string(),
});
export type PickState = z.infer<typeof pickState>;

/** One product as this member would pay for a single piece of it. */
export const memberPrice = z.object({
  productId: uuid,
  listPrice: priceString,
  /** The member's price of one piece (list price without an active card). */
  price: priceString,
  /** The member price's rule ("Gold member price −20 %"), or null without an active card. */
  rule: z.string().nullable(),
  /** The rule's key and figures ('memberPrice', { plan: 'gold', percent: 20 }), beside the English. */
  ruleKey: z.string().optional(),
  ruleParams: ruleLineParams.optional(),
  /** What the piece costs as this month's pick, when the pick is available and would apply to it. */
  pickPrice: priceString.nullable(),
  /** Without an active card: what the card's member price would take off one piece. */
  cardWouldSave: priceString.nullable(),
  /**
   * Gold's early access: when a launched piece opens for this member (ISO), while that is still ahead;
   * null when she may buy it now.
   */
  opensForYouAt: z.string().nullable(),
});
export type MemberPrice = z.infer<typeof memberPrice>;

export const memberPricesQuery = z.object({
  /** Comma-separated product ids (at most 60). */
  ids: z
    .string()
    .max(60 * 37)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(uuid).max(60)),
});

/** GET /api/member-prices?ids=…: this member's prices for the cards a page shows, and the month's pick. */
export const memberPrices = z.object({
  pick: pickState,
  /** Size → its surcharge, for the size picker ("3XL": "200.00"); sizes below the rule are absent. */
  sizeSurcharges: z.record(z.string(), priceString),
  prices: z.array(memberPrice),
});
export type MemberPrices = z.infer<typeof memberPrices>;

/** One bag line as the pricing step prices it. */
export const quotedLine = z.object({
  /** The cart line's id. */
  id: uuid,
  listPrice: priceString,
  quantity: z.number().int(),
  lineTotal: priceString,
  rules: z.array(appliedRule),
});
export type QuotedLine = z.infer<typeof quotedLine>;

/** GET /api/cart/quote (and the checkout's figures): the bag priced for this member. */
export const cartQuote = z.object({
  lines: z.array(quotedLine),
  subtotal: priceString,
  /** Order-level rules (points, when asked with ?points=). */
  rules: z.array(appliedRule),
  total: priceString,
  pick: pickState,
  /** Without an active card: what the card's member prices would take off this bag. */
  cardWouldSave: priceString.nullable(),
  points: z.object({
    balance: z.number().int(),
    /** The most this bag may take (the share of the order and the balance). */
    usable: z.number().int(),
    /** What one point is worth. */
    pointValue: priceString,
    /** What the usable points are worth. */
    usableWorth: priceString,
    /** The share of an order points may pay, in percent. */
    maxPercent: z.number().int(),
  }),
});
export type CartQuote = z.infer<typeof cartQuote>;

export const cartQuoteQuery = z.object({
  points: z.coerce.number().int().min(0).max(10_000_000).optional(),
});
