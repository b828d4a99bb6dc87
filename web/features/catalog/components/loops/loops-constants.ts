import type { Storefront } from '#contracts/common';

/** Add to Cart reads "Added to Cart!" for 2 seconds after use. */
export const ADDED_TO_CART_MS = 2_000;
/** The swipe hints fade after 5 seconds. */
export const HINTS_MS = 5_000;
/** A key highlight lasts 300 ms. */
export const KEY_HIGHLIGHT_MS = 300;
/** Load the next page when the current product is this close to the end of what is loaded. */
export const LOAD_MORE_WITHIN = 3;

/**
 * The storefront as the empty state writes it ("STUDIO has no products to show in Loops view", the
 * catalogue's `loops.empty`): the names are the same in every language.
 */
export const LOOPS_STOREFRONT_NAMES: Record<Storefront, string> = {
  STUDIO: 'STUDIO',
  'LIMITED-EDITION': 'LIMITED EDITION',
};

/** The side buttons: 44 px round, white icons on translucent dark. */
export const SIDE_BUTTON_CLASS =
  'grid size-11 place-items-center rounded-full bg-black/45 text-white ring-1 ring-white/15 backdrop-blur-md transition-[background-color,transform] duration-200 hover:bg-black/65 active:scale-95 aria-pressed:bg-white aria-pressed:text-black [&_svg]:size-5';
