import { z } from 'zod';

/** The error body every API failure answers with (DESIGN section 3). */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const STOREFRONTS = ['STUDIO', 'LIMITED-EDITION'] as const;
export const storefront = z.enum(STOREFRONTS);
export type Storefront = z.infer<typeof storefront>;

export const THEMES = ['light', 'dark', 'burgundy', 'black'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_LABELS: Record<Theme, string> = {
  light: 'Beige',
  dark: 'Green',
  burgundy: 'Burgundy',
  black: 'Black',
};

/** A price as the API gives it: rupees as a decimal string with two places ("1499.00"). */
export const priceString = z.string().regex(/^\d+\.\d{2}$/);

export const uuid = z.uuid({ message: 'Must be a valid id' });
export const idParams = z.object({ id: uuid });
export const userIdParams = z.object({ userId: uuid });

export const okBody = z.object({ success: z.literal(true) });

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
