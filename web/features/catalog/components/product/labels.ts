import type { Storefront } from '#contracts/common';

/** Storefront names as the shop writes them (breadcrumbs, badges, the members-only screen). */
export const STOREFRONT_NAMES: Record<Storefront, string> = {
  STUDIO: 'Studio',
  'LIMITED-EDITION': 'Limited Edition',
};

/** The Terms win over the product page's first "30-Day Returns": no returns, a damaged piece is exchanged (one wording). */
export { RETURNS_POLICY_LINE as RETURNS_NOTE } from '#contracts/constants';
/** Add to Cart before a size is chosen (the product page and the loops viewer). */
export const CHOOSE_SIZE = 'Please choose a size.';
export const QUANTITY_NOTE = 'Maximum 10 items per order';
/** Pre-orders ship within 2 to 3 weeks after the window closes. */
export const PRE_ORDER_SHIPPING_NOTE =
  'Pre-orders ship within 2 to 3 weeks after the pre-order window closes.';
