import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ProductCard } from '#contracts/catalog';
import { fullProduct, useProduct } from '../../api/get-product';
import { cachedCard } from '../../api/product-cache';
import { cardFromProduct } from '../../lib/card';

/**
 * The dialog's product: GET /api/products/{slug} (useProduct's query, the product page's) for the
 * description and the size variants, and meanwhile the card the board already holds, so opening a tile
 * never flashes a skeleton. `card` is what the dialog shows of the list shape: the full product's once
 * it is in (fresh counts), else the board's.
 */
export function useBoardProduct(slug: string) {
  const queryClient = useQueryClient();
  const full = useProduct(slug);
  // The board's card as it was when the dialog opened on this slug.
  const [listed, setListed] = useState(() => ({ slug, card: cachedCard(queryClient, slug) }));
  if (listed.slug !== slug) setListed({ slug, card: cachedCard(queryClient, slug) });
  const data = fullProduct(full.data);
  const fresh = useMemo(() => (data ? cardFromProduct(data) : undefined), [data]);
  const card: ProductCard | undefined = fresh ?? listed.card;
  return { full, card };
}
