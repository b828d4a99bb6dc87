import { useState } from 'react';
import { BOARD_DEFAULT_COLUMNS } from '#contracts/board';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';

/** The boards offer 1 to 5 columns. */
export const BOARD_COLUMN_CHOICES = [1, 2, 3, 4, 5] as const;
export type BoardColumns = (typeof BOARD_COLUMN_CHOICES)[number];

/** 5 columns from 768 px (the shop's phone breakpoint), else 2 (contracts/board.ts: the server draws the first row so). */
export function defaultBoardColumns(mobile: boolean): BoardColumns {
  return mobile ? BOARD_DEFAULT_COLUMNS.phone : BOARD_DEFAULT_COLUMNS.wide;
}

/** The board's column count: the default for the screen width until the person picks 1 to 5. */
export function useBoardColumns(): [BoardColumns, (columns: BoardColumns) => void] {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [chosen, setChosen] = useState<BoardColumns | null>(null);
  return [chosen ?? defaultBoardColumns(mobile), setChosen];
}
