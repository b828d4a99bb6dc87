import { z } from 'zod';
import { addressSnapshot } from './addresses.ts';
import { appliedRule } from './card-rules.ts';
import { priceString, uuid } from './common.ts';
import { FIT_CHOICES, ORDER_RULES, ORDER_STATUSES, STOREFRONTS } from './constants.ts';
import { orderEmi } from './emi.ts';
import { paymentProvider } from './payments.ts';

export { ORDER_RULES, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from './constants.ts';

/**
 * Checkout and orders (free shipping, LIMITED-EDITION for active cards, the Terms' returns: see
 * docs/decisions.md). Prices are decimal rupee strings ("1499.00"), computed on the server from the database.
 */
export const orderStatus = z.enum(ORDER_STATUSES);

/** The header that makes POST /api/orders safe to retry: the same key answers the same order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKey = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 100 characters.')
  .max(100, 'Idempotency-Key must be 8 to 100 characters.')
  .regex(/^[A-Za-z0-9_:.-]+$/, 'Idempotency-Key may hold letters, digits and - _ : . only.');

/** An order number as people read it: RS-2026-000123. */
export const orderNumber = z
  .string()
  .trim()
  .regex(/^RS-\d{4}-\d{6,}$/, 'Order numbers look like RS-2026-000123.');
export const orderNumberParams = z.object({ orderNumber });

/** POST /api/orders: the cart is ordered as it is on the server; only the address is chosen. */
export const placeOrderBody = z.object({
  addressId: uuid,
  /** Points to spend (1 point = ₹1; the server takes at most the card's share of the order and the balance). */
  points: z.number().int().min(0).max(10_000_000).optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

export const orderLine = z.object({
  id: uuid,
  /** Null when the product was since removed from the catalogue. */
  productId: uuid.nullable(),
  slug: z.string().nullable(),
  /** Snapshots, as when the order was placed (a later change of the catalogue never changes an order). */
  name: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The list price of one piece when it was ordered. */
  unitPrice: priceString,
  quantity: z.number().int(),
  /** The card's rules applied to the line as it was priced (signed paise, a discount negative). */
  rules: z.array(appliedRule),
  lineTotal: priceString,
  storefront: z.enum(STOREFRONTS),
  isPreOrder: z.boolean(),
  /** For a pre-order line: when its pre-order window closes (it ships 2 to 3 weeks after). */
  preOrderEndDate: z.string().nullable(),
  /** GST included in the line total (5% or 18%), for the invoice. */
  taxRatePercent: z.number().int(),
  taxIncluded: priceString,
  /** Who the piece was for: the family or friend profile's name when ordered ("Amma"); null for herself. */
  forName: z.string().nullable(),
  /** Delivered, and the member has not reviewed this product yet. */
  canReview: z.boolean(),
  /** Delivered and still in the catalogue: the member may say how it fit (and change her answer). */
  canReportFit: z.boolean(),
  /** Her answer to "How did it fit?", if she gave one. */
  fit: z.enum(FIT_CHOICES).nullable(),
  /** Delivered within the last 48 hours and no exchange asked for yet. */
  canRequestExchange: z.boolean(),
  /** The exchange asked for on this line, if any. */
  exchange: z
    .object({
      id: uuid,
      status: z.enum(['requested', 'approved', 'declined']),
      decisionNote: z.string().nullable(),
    })
    .nullable(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const ORDER_ACTORS = ['member', 'staff', 'system', 'gateway'] as const;
export const orderEvent = z.object({
  from: orderStatus.nullable(),
  to: orderStatus,
  actor: z.enum(ORDER_ACTORS),
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

export const orderPayment = z.object({
  /** The gateway's order id (what the checkout pays). */
  id: z.string(),
  provider: paymentProvider,
  status: z.enum(['created', 'failed', 'paid', 'refunded']),
  amount: priceString,
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});

export const orderShipment = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  shippedAt: z.string(),
  deliveredAt: z.string().nullable(),
});

/** GET /api/orders/{orderNumber}: everything the order page, its timeline and the invoice show. */
export const order = z.object({
  id: uuid,
  number: z.string(),
  status: orderStatus,
  createdAt: z.string(),
  subtotal: priceString,
  shipping: priceString,
  /** Order-level rules (points spent), signed paise: subtotal + shipping + these = total. */
  rules: z.array(appliedRule),
  pointsUsed: z.number().int(),
  total: priceString,
  taxIncluded: priceString,
  itemCount: z.number().int(),
  address: addressSnapshot,
  lines: z.array(orderLine),
  events: z.array(orderEvent),
  payment: orderPayment.nullable(),
  /** Present when the order was paid by no-cost EMI: the plan and its monthly amount. */
  emi: orderEmi.optional(),
  shipment: orderShipment.nullable(),
  /** While pending_payment: when the reservation lapses and the order is cancelled. */
  reservedUntil: z.string().nullable(),
  /** When the order holds pre-order lines: the latest pre-order window's close (they ship after it). */
  preOrderShipsAfter: z.string().nullable(),
  /** The member may still cancel (before shipping). */
  canCancel: z.boolean(),
});
export type Order = z.infer<typeof order>;

/** One row of My Orders: id, date, status, total and the items. */
export const orderSummary = z.object({
  id: uuid,
  number: z.string(),
  status: orderStatus,
  createdAt: z.string(),
  total: priceString,
  itemCount: z.number().int(),
  items: z.array(
    z.object({
      name: z.string(),
      color: z.string().nullable(),
      size: z.string().nullable(),
      price: priceString,
      quantity: z.number().int(),
      imageUrl: z.string().nullable(),
    }),
  ),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;
export const orderSummaryList = z.array(orderSummary);

/** GET /api/orders: the member's orders, newest first (`limit`, `cursor` from X-Next-Cursor). */
export const orderListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});

/** What the browser needs to open the checkout for an order's payment. */
export const orderCheckout = z.object({
  id: z.string(),
  /** Paise, as Razorpay's checkout expects. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  price: priceString,
  provider: paymentProvider,
  keyId: z.string().nullable(),
});
export type OrderCheckout = z.infer<typeof orderCheckout>;

/** POST /api/orders (201; a replay with the same Idempotency-Key answers 200 with the same order). */
export const placeOrderResponse = z.object({ order, payment: orderCheckout.nullable() });
export type PlaceOrderResponse = z.infer<typeof placeOrderResponse>;

/** POST /api/orders/{orderNumber}/cancel */
export const cancelOrderBody = z.object({
  reason: z.string().trim().max(500, 'Reason must be at most 500 characters.').optional(),
});

/** What shipping an order needs: the carrier and its tracking number. */
const shipmentFields = {
  carrier: z
    .string()
    .trim()
    .min(1, 'Please name the carrier.')
    .max(60, 'Please keep the carrier under 60 characters.'),
  trackingNumber: z
    .string()
    .trim()
    .min(1, 'Please enter the tracking number.')
    .max(60, 'Please keep the tracking number under 60 characters.'),
};
/** The back office's Mark shipped form. */
export const shipOrderForm = z.object(shipmentFields);
export type ShipOrderForm = z.infer<typeof shipOrderForm>;

/** POST /api/admin/orders/{id}/status: one step of the state machine. */
export const orderStatusChangeBody = z.discriminatedUnion('status', [
  z.object({ status: z.literal('processing'), note: z.string().trim().max(500).optional() }),
  z.object({
    status: z.literal('shipped'),
    ...shipmentFields,
    note: z.string().trim().max(500).optional(),
  }),
  z.object({ status: z.literal('delivered'), note: z.string().trim().max(500).optional() }),
  z.object({ status: z.literal('cancelled'), note: z.string().trim().max(500).optional() }),
]);
export type OrderStatusChangeBody = z.infer<typeof orderStatusChangeBody>;

const dayMessage = 'Please give dates as YYYY-MM-DD, e.g. 2026-11-25.';
/** A calendar day (India time) for a date filter. */
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, dayMessage)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, dayMessage);

/** The back office's order filters: the list and its CSV export take the same ones. */
const adminOrderFilterShape = {
  status: orderStatus.optional(),
  /** An order number or (part of) the customer's e-mail. */
  q: z.string().trim().max(120).optional(),
  /** Placed on or after this day (India time). */
  from: day.optional(),
  /** Placed on or before this day (India time). */
  to: day.optional(),
};
const fromBeforeTo = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const fromBeforeToMessage = {
  message: 'The "from" date must be on or before the "to" date.',
  path: ['from'],
};

/** GET /api/admin/orders.csv */
export const adminOrderFilters = z.object(adminOrderFilterShape).refine(fromBeforeTo, fromBeforeToMessage);
export type AdminOrderFilters = z.infer<typeof adminOrderFilters>;

/** GET /api/admin/orders */
export const adminOrderListQuery = z
  .object({
    ...adminOrderFilterShape,
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(200).optional(),
  })
  .refine(fromBeforeTo, fromBeforeToMessage);
export const adminOrderSummary = orderSummary.extend({
  customer: z.object({ id: uuid, email: z.string().nullable(), name: z.string().nullable() }),
});
export const adminOrderList = z.array(adminOrderSummary);
export const adminOrder = order.extend({
  customer: z.object({
    id: uuid,
    email: z.string().nullable(),
    phone: z.string().nullable(),
    name: z.string().nullable(),
  }),
});
export type AdminOrder = z.infer<typeof adminOrder>;

/** Reviews: a member who received a product rates it once (1 to 5, optional text). */
export const reviewBody = z.object({
  rating: z
    .number({ message: 'Please choose a rating from 1 to 5 stars.' })
    .int('Please choose a rating from 1 to 5 stars.')
    .min(1, 'Please choose a rating from 1 to 5 stars.')
    .max(5, 'Please choose a rating from 1 to 5 stars.'),
  text: z.string().trim().max(2000, 'Your review must be at most 2000 characters.').optional(),
});
export type ReviewBody = z.input<typeof reviewBody>;

export const review = z.object({
  id: uuid,
  rating: z.number().int(),
  text: z.string().nullable(),
  /** First name and initial ("Anjali M."). */
  author: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof review>;

/** PUT /api/orders/{orderNumber}/lines/{lineId}/fit: how a delivered piece fit (with a review or alone). */
export const fitBody = z.object({
  fit: z.enum(FIT_CHOICES, { message: 'Please choose Small, True to size or Large.' }),
});
export type FitBody = z.infer<typeof fitBody>;
export const fitAnswer = z.object({ lineId: uuid, fit: z.enum(FIT_CHOICES) });
export type FitAnswer = z.infer<typeof fitAnswer>;
export const fitLineParams = z.object({ orderNumber, lineId: uuid });

/** The back office: the buyers' fit answers for a product (counts only; never anyone's measurements). */
export const fitCounts = z.object({
  small: z.number().int(),
  true: z.number().int(),
  large: z.number().int(),
  /** The tendency the product page shows (FIT_RULES), or null with fewer than 5 answers. */
  tendency: z.enum(FIT_CHOICES).nullable(),
});
export type FitCounts = z.infer<typeof fitCounts>;

export const EXCHANGE_STATUSES = ['requested', 'approved', 'declined'] as const;
export const exchangeStatus = z.enum(EXCHANGE_STATUSES);
export const EXCHANGE_VIDEO_TYPES = ORDER_RULES.exchangeVideoTypes;

export const exchangeRequest = z.object({
  id: uuid,
  orderNumber: z.string(),
  lineId: uuid,
  productName: z.string(),
  status: exchangeStatus,
  reason: z.string(),
  videoUrl: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type ExchangeRequest = z.infer<typeof exchangeRequest>;

export const exchangeDecisionBody = z.object({
  status: z.enum(['approved', 'declined']),
  note: z.string().trim().max(500).optional(),
});
