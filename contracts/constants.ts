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

/** Spec 1 section 9 and spec 3 section 9: the general constants. */
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

/** Spec 3 section 9: discount percent = round((1 - price / compareAtPrice) * 100). */
export function discountPercent(price: string, compareAtPrice: string | null): number | null {
  if (!compareAtPrice) return null;
  const p = Number(price);
  const c = Number(compareAtPrice);
  if (!(c > p) || p <= 0) return null;
  return Math.round((1 - p / c) * 100);
}

/** Spec 3 section 9: the pre-order progress bar spans a 30-day window. */
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
