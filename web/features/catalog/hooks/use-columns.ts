import { useState } from 'react';
import type { Storefront } from '#contracts/common';
import { useMediaQuery } from '../../../lib/use-media-query';

export const COLUMN_CHOICES = [1, 2, 3, 4] as const;
export type Columns = (typeof COLUMN_CHOICES)[number];

/** Under 640 px. */
export const NARROW_QUERY = '(max-width: 639.98px)';

/** LIMITED-EDITION: 1 under 640 px, else 3. STUDIO (and category pages): 2 under 640 px, else 3. */
export function defaultColumns(storefront: Storefront | undefined, narrow: boolean): Columns {
  if (storefront === 'LIMITED-EDITION') return narrow ? 1 : 3;
  return narrow ? 2 : 3;
}

/** The grid's column count: the default for the screen width until the person picks 1 to 4. */
export function useColumns(storefront: Storefront | undefined): [Columns, (columns: Columns) => void] {
  const narrow = useMediaQuery(NARROW_QUERY);
  const [chosen, setChosen] = useState<Columns | null>(null);
  return [chosen ?? defaultColumns(storefront, narrow), setChosen];
}
