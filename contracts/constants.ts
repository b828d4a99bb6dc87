/**
 * Plain constants shared by server and web. No zod here: the web shell imports this module
 * without pulling the schema library into its first bundle.
 */
export const STOREFRONTS = ['STUDIO', 'LIMITED-EDITION'] as const;
export type Storefront = (typeof STOREFRONTS)[number];

export const THEMES = ['light', 'dark', 'burgundy', 'black'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_LABELS: Record<Theme, string> = {
  light: 'Beige',
  dark: 'Green',
  burgundy: 'Burgundy',
  black: 'Black',
};

/** The general constants. */
export const LIMITS = {
  cartQuantityMin: 1,
  cartQuantityMax: 10,
  defaultVoteThreshold: 100,
  mobileBreakpointPx: 768,
  headerHideAfterPx: 100,
  headerHideDeltaPx: 10,
  scrollTopDelayMs: 100,
  toastLimit: 1,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  toastSwipeThresholdPx: 50,
  passwordMinLength: 8,
  productListDefaultLimit: 60,
  productListMaxLimit: 100,
} as const;

export const PRODUCT_STATUSES = ['IN_STOCK', 'PRE_ORDER', 'VOTE_TO_LAUNCH'] as const;

export const PRODUCT_STATUS_LABELS: Record<(typeof PRODUCT_STATUSES)[number], string> = {
  IN_STOCK: 'In Stock',
  PRE_ORDER: 'Pre-Order',
  VOTE_TO_LAUNCH: 'Vote to Launch',
};

export const PLANS = ['none', 'basic', 'premium', 'gold', 'platinum'] as const;

export const PLAN_LABELS: Record<(typeof PLANS)[number], string> = {
  none: 'Member',
  basic: 'Basic',
  premium: 'Premium',
  gold: 'Gold',
  platinum: 'Platinum',
};

/** Discount percent = round((1 - price / compareAtPrice) * 100). */
export function discountPercent(price: string, compareAtPrice: string | null): number | null {
  if (!compareAtPrice) return null;
  const p = Number(price);
  const c = Number(compareAtPrice);
  if (!(c > p) || p <= 0) return null;
  return Math.round((1 - p / c) * 100);
}

/** The pre-order progress bar spans a 30-day window. */
export const PRE_ORDER_WINDOW_DAYS = 30;

/** GET /api/products/{slug}/related: "You Might Also Like", up to this many. */
export const RELATED_PRODUCTS_LIMIT = 4;

/** A pre-order is open: PRE_ORDER, its end date not passed, and units left (or no limit). */
export function isPreOrderOpen(
  p: { status: (typeof PRODUCT_STATUSES)[number]; preOrderEndDate: string | null; unitsLeft: number | null },
  now: Date = new Date(),
): boolean {
  return (
    p.status === 'PRE_ORDER' &&
    (p.preOrderEndDate === null || new Date(p.preOrderEndDate) > now) &&
    (p.unitsLeft === null || p.unitsLeft > 0)
  );
}

/** The 28 states and 8 union territories of India, for delivery addresses. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/**
 * An order's life (contracts/orders.ts, server/domains/orders/state.ts): pending_payment -> paid ->
 * processing -> shipped -> delivered; cancelled (by the member before shipping, by staff, or when the
 * payment never came) -> refunded when money was taken.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** Checkout and order rules, in one place for server, web and tests. */
export const ORDER_RULES = {
  /** A placed order holds its stock this long for the payment (then a job releases it). */
  reservationMinutes: 15,
  /** A pre-order unit held by a cart line is released after this long without checkout. */
  cartHoldMinutes: 30,
  /** Lines one cart may hold. */
  cartMaxLines: 50,
  /** A damaged piece is reported within this long of delivery, with an unboxing video. */
  exchangeWindowHours: 48,
  /** Unboxing video: at most this many bytes (100 MB), as mp4, mov or webm. */
  exchangeVideoMaxBytes: 100 * 1024 * 1024,
  exchangeVideoTypes: ['video/mp4', 'video/quicktime', 'video/webm'],
  /** Pre-orders ship within 2 to 3 weeks after the pre-order window closes. */
  preOrderShipWeeks: '2 to 3 weeks',
} as const;

/** The returns line, one wording everywhere (the Terms decide: docs/decisions.md). */
export const RETURNS_POLICY_LINE = 'No returns; damaged pieces exchanged when reported within 48 hours';
export const RETURNS_POLICY_DETAIL =
  'We do not accept returns. If a piece arrives damaged, report it within 48 hours of delivery with an unboxing video and we will exchange it.';

/** GST on apparel (inclusive in every price): 5% up to ₹2,500 a piece, 18% above (from 22 Sept 2025). */
export const APPAREL_GST = { lowRatePercent: 5, highRatePercent: 18, thresholdPaise: 250_000 } as const;

/** Reward points: earned, reversed and granted as rows of one ledger; the balance is their sum. */
export const POINT_KINDS = [
  'joining_bonus',
  'purchase',
  'purchase_reversal',
  'birthday_bonus',
  'dynamo_deal',
  'spent',
  'spent_return',
] as const;
export type PointKind = (typeof POINT_KINDS)[number];
export const POINTS_RULES = {
  /** One point for every ₹100 (10,000 paise) of a delivered order. */
  paisePerPoint: 10_000,
  /** Granted when the card is activated (approval). */
  joiningBonus: 500,
  /** Once a year, in the birthday month. */
  birthdayBonus: 250,
} as const;
export const POINT_KIND_LABELS: Record<PointKind, string> = {
  joining_bonus: 'Joining bonus',
  purchase: 'Points earned',
  purchase_reversal: 'Points reversed',
  birthday_bonus: 'Birthday bonus',
  dynamo_deal: 'Dynamo Deal',
  spent: 'Points spent',
  spent_return: 'Points given back',
};

/**
 * The card's life (the Terms' "Card activity"): Premium and Gold stay active while
 * the member buys a LIMITED-EDITION piece each calendar month (India time); a month without one makes the
 * card inactive on the 1st, after a reminder on the 25th; the re-entry fee reactivates it. Platinum renews
 * yearly (its annual fee in the tiers table), waived when the member bought a Signature piece that year.
 */
export const CARD_RULES = {
  reminderDay: 25,
  reEntryFeePaise: 100_000,
  /** A Platinum invitation link works this long, once. */
  invitationDays: 14,
  timeZone: 'Asia/Kolkata',
} as const;
export const CARD_EVENT_KINDS = [
  'purchase_reminder',
  'deactivated',
  'reactivated',
  'renewal_waived',
  'renewal_due',
  'renewed',
  'renewal_lapsed',
] as const;
export type CardEventKind = (typeof CARD_EVENT_KINDS)[number];

/** What the shop writes about, each with the member's e-mail and SMS choice (Account Settings, Notifications). */
export const NOTIFICATION_KINDS = ['orders', 'membership', 'launches', 'offers'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { label: string; hint: string }> = {
  orders: { label: 'Orders and deliveries', hint: 'Confirmation, shipping, delivery and exchange updates.' },
  membership: { label: 'Membership', hint: 'Your card: reminders, renewals, upgrades and points.' },
  launches: {
    label: 'Launches and votes',
    hint: 'Designs you voted for or saved launching and opening to you; Gold early access.',
  },
  offers: { label: 'Offers', hint: 'Dynamo Deals, flash sales and members-only offers.' },
};
/** Choices before the member saves any: e-mail for everything but offers, no SMS. */
/** How a member may hear of each kind: e-mail, SMS, a web push to her devices, WhatsApp. */
export interface NotificationChoice {
  email: boolean;
  sms: boolean;
  push: boolean;
  whatsapp: boolean;
}
export const NOTIFICATION_DEFAULTS: Record<NotificationKind, NotificationChoice> = {
  orders: { email: true, sms: false, push: false, whatsapp: false },
  membership: { email: true, sms: false, push: false, whatsapp: false },
  launches: { email: true, sms: false, push: false, whatsapp: false },
  offers: { email: false, sms: false, push: false, whatsapp: false },
};
export const CARD_EVENT_LABELS: Record<CardEventKind, string> = {
  purchase_reminder: 'Monthly design reminder',
  deactivated: 'Card inactive',
  reactivated: 'Card reactivated',
  renewal_waived: 'Renewal waived',
  renewal_due: 'Renewal reminder',
  renewed: 'Card renewed',
  renewal_lapsed: 'Card inactive',
};

/** How a delivered piece fit its buyer ("How did it fit?" on the order page). */
export const FIT_CHOICES = ['small', 'true', 'large'] as const;
export type FitChoice = (typeof FIT_CHOICES)[number];
export const FIT_CHOICE_LABELS: Record<FitChoice, string> = {
  small: 'Small',
  true: 'True to size',
  large: 'Large',
};
/**
 * A product's fit tendency: with at least `minAnswers` answers, 'small' (or 'large') when more than half
 * say so, 'true' otherwise; null with fewer answers.
 */
export const FIT_RULES = { minAnswers: 5 } as const;
export const FIT_NOTES: Record<'small' | 'large', string> = {
  small: 'Runs small — most members chose one size up',
  large: 'Runs large — most members chose one size down',
};

/** The tendency the answers show (FIT_RULES), from their counts. */
export function fitTendencyOf(counts: Record<FitChoice, number>): FitChoice | null {
  const total = counts.small + counts.true + counts.large;
  if (total < FIT_RULES.minAnswers) return null;
  if (counts.small * 2 > total) return 'small';
  if (counts.large * 2 > total) return 'large';
  return 'true';
}

/**
 * The header of an "In my size" list (fitFor) for a person the shop cannot suggest a size for (no
 * measurements or sizes yet): the answer is an empty list with `X-Fit: none`, and the page asks her to
 * add her measurements.
 */
export const FIT_HEADER = 'X-Fit';
export const FIT_NONE = 'none';

/** A product page's answer as a visitor sees it (`PublicProduct`), not as a member does. */
export function isPublicProduct<P extends object>(p: P): p is Extract<P, { forVisitors: unknown }> {
  return 'forVisitors' in p;
}

/** First status poll after the checkout opens, then the interval. */
export const PAYMENT_POLL = { firstMs: 10_000, everyMs: 5_000 } as const;

/** The header by which the browser that created an order proves it (its verification token). */
export const ORDER_OWNER_HEADER = 'x-verification-token';

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

/** Letter sizes XS to 8XL: the label's full range, for every garment, smallest first. */
export const LETTER_SIZES = [
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  '3XL',
  '4XL',
  '5XL',
  '6XL',
  '7XL',
  '8XL',
] as const;

/** The sizes the size surcharge may start from: every letter size. */
export const CARD_RULE_SIZES = LETTER_SIZES;

/** What the notification choices and push say when a channel cannot be used, or is saved. */
export const NOTIFICATION_MESSAGES = {
  noPhone: 'Add a phone number to your account to get text messages.',
  noEmail: 'Add an e-mail address to your account to get e-mails.',
  noWhatsapp: 'Add a phone number to your account to get WhatsApp messages.',
  pushUnavailable: 'Push is not available in this browser',
  pushDenied:
    'Notifications are blocked for this site: allow them in the browser’s site settings, then turn Push on again.',
  saved: 'Your notification choices are saved.',
} as const;

/** Registration's 13 colours and the profile's Maroon, each with the colour its chip shows. */
export const COLOUR_OPTIONS = [
  { value: 'Black', swatch: '#1a1a1a' },
  { value: 'White', swatch: '#ffffff' },
  { value: 'Beige', swatch: '#d9c7a7' },
  { value: 'Navy', swatch: '#1f2f57' },
  { value: 'Grey', swatch: '#8a8d91' },
  { value: 'Brown', swatch: '#6e4a2f' },
  { value: 'Maroon', swatch: '#6b1e2b' },
  { value: 'Green', swatch: '#2f6b46' },
  { value: 'Blue', swatch: '#3569b5' },
  { value: 'Red', swatch: '#b3262e' },
  { value: 'Pink', swatch: '#e59ab5' },
  { value: 'Purple', swatch: '#6d4a9c' },
  { value: 'Yellow', swatch: '#e8c547' },
  { value: 'Orange', swatch: '#e07b32' },
] as const;
export type Colour = (typeof COLOUR_OPTIONS)[number]['value'];
export const COLOURS = COLOUR_OPTIONS.map((c) => c.value) as unknown as readonly [Colour, ...Colour[]];
/** What each colour looks like in its chip. */
export const COLOUR_SWATCHES = Object.fromEntries(COLOUR_OPTIONS.map((c) => [c.value, c.swatch])) as Record<
  Colour,
  string
>;

/** Centimetres to inches, one decimal (the size guide's toggle). */
export const cmToInches = (cm: number) => Math.round((cm / 2.54) * 10) / 10;
