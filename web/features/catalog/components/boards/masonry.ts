import { BOARD_TILE_RATIOS, hashString, tileRatioIndex } from '#contracts/board';

export { hashString };

/** The tile shapes a board mixes (contracts/board.ts, whose order this follows), with their classes. */
const ASPECT_CLASSES = ['aspect-[3/4]', 'aspect-[4/5]', 'aspect-[2/3]'] as const;
export const TILE_ASPECTS = BOARD_TILE_RATIOS.map((ratio, i) => ({ ratio, className: ASPECT_CLASSES[i]! }));

export type TileAspect = (typeof TILE_ASPECTS)[number];

/**
 * The caption under a tile (name, price, action) as a share of the column's width: a rough figure
 * that only breaks ties between columns; the pictures decide the layout.
 */
export const CAPTION_HEIGHT = 0.55;

/** The tile aspect of a product: the same every time for the same id (no jumping between renders). */
export function tileAspect(id: string): TileAspect {
  return TILE_ASPECTS[tileRatioIndex(id)]!;
}

/**
 * Masonry: each item in turn goes to the currently shortest column (the leftmost on a tie), its height
 * being its picture (1 / aspect ratio, in column widths) plus the caption. Deterministic, and adding
 * items at the end never moves the earlier ones.
 */
export function distributeMasonry<T>(
  items: readonly T[],
  columns: number,
  heightOf: (item: T) => number,
): T[][] {
  const count = Math.max(1, Math.floor(columns));
  const lists: T[][] = Array.from({ length: count }, () => []);
  const heights: number[] = new Array(count).fill(0);
  for (const item of items) {
    let shortest = 0;
    for (let c = 1; c < count; c++) if (heights[c]! < heights[shortest]!) shortest = c;
    lists[shortest]!.push(item);
    heights[shortest] = heights[shortest]! + heightOf(item);
  }
  return lists;
}

/** The board's height of a product tile, in column widths. */
export const tileHeight = (product: { id: string }): number =>
  1 / tileAspect(product.id).ratio + CAPTION_HEIGHT;
