import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Storefront } from '#contracts/common';
import { boardsPath } from '../../../../lib/paths';
import { openedFromBoard } from './board-links';

/**
 * Closing the product dialog returns to the board: back in history when the board opened it (so Back
 * and the close button agree and the board keeps its scroll), else to /boards/{storefront} with the
 * same search string (a shared link). A second close while the first is under way does nothing.
 */
export function useCloseBoardDialog(storefront: Storefront) {
  const navigate = useNavigate();
  const location = useLocation();
  const closing = useRef(false);
  const fromBoard = openedFromBoard(location.state);
  const { search } = location;

  return useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    if (fromBoard) void navigate(-1);
    else void navigate({ pathname: boardsPath(storefront), search }, { preventScrollReset: true });
  }, [fromBoard, navigate, search, storefront]);
}
