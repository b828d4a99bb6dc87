/**
 * The board's tiles as both the web app and the server draw them: the shape of each product's tile and
 * the width its picture takes, so the server can draw a board's first row in the page's HTML exactly as
 * the app will (the same picture file, the same size). No zod here: the board's first page reads it.
 */

/** The tile shapes a board mixes (width / height), so column heights vary like a pinned board. */
export const BOARD_TILE_RATIOS = [3 / 4, 4 / 5, 2 / 3] as const;

/** A small stable hash (FNV-1a) of a string. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Which of BOARD_TILE_RATIOS a product's tile has: the same every time for the same id. */
export const tileRatioIndex = (id: string): number => hashString(id) % BOARD_TILE_RATIOS.length;

/** The columns a board opens with: 2 on a phone, 5 from 768 px (until the person picks 1 to 5). */
export const BOARD_DEFAULT_COLUMNS = { phone: 2, wide: 5 } as const;
/** The width from which a screen is not a phone (the shop's `md` breakpoint). */
export const BOARD_WIDE_FROM_PX = 768;

/** A tile picture's width on screen for N columns, for the browser to pick a source (the page is at most 100rem wide). */
export const boardTileSizes = (columns: number): string =>
  columns === 1
    ? `(min-width: ${BOARD_WIDE_FROM_PX}px) 40rem, 100vw`
    : `(min-width: 1600px) ${Math.round(1600 / columns)}px, ${Math.round(100 / columns)}vw`;

/**
 * The first row's picture width on either screen with the columns a board opens with: the phone's
 * `boardTileSizes(2)` below 768 px, the wide screen's `boardTileSizes(5)` from there, so the HTML's copy
 * and the app's tile pick the same file.
 */
export const BOARD_OPENING_SIZES = `(min-width: 1600px) ${Math.round(1600 / BOARD_DEFAULT_COLUMNS.wide)}px, (min-width: ${BOARD_WIDE_FROM_PX}px) ${Math.round(100 / BOARD_DEFAULT_COLUMNS.wide)}vw, ${Math.round(100 / BOARD_DEFAULT_COLUMNS.phone)}vw`;
