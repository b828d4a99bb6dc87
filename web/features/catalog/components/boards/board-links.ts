import type { Location } from 'react-router';
import type { ProductCard } from '#contracts/catalog';
import { boardsProductPath } from '../../../../lib/paths';

/** History state of a dialog opened from a board: closing it goes back (navigate(-1)) to that board. */
export interface BoardDialogState {
  fromBoard: true;
}

export const BOARD_DIALOG_STATE: BoardDialogState = { fromBoard: true };

export function openedFromBoard(state: unknown): boolean {
  return Boolean(state && typeof state === 'object' && (state as Partial<BoardDialogState>).fromBoard);
}

/**
 * The link to a product's dialog, under the product's own storefront, keeping the board's filters
 * (the search string) so the board behind the dialog stays as it was. The page keeps its scroll.
 */
export function dialogLink(
  product: Pick<ProductCard, 'availableIn' | 'slug'>,
  search: Location['search'],
  { replace = false }: { replace?: boolean } = {},
) {
  return {
    to: { pathname: boardsProductPath(product.availableIn, product.slug), search },
    state: BOARD_DIALOG_STATE,
    preventScrollReset: true,
    replace,
  };
}
