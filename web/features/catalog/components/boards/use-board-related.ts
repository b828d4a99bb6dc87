import { useQuery } from '@tanstack/react-query';
import type { ProductCard } from '#contracts/catalog';
import { getProducts, PRODUCTS_PATH, toProductListQuery } from '../../api/get-products';

/** "You might also like" shows up to 10 other pieces. */
export const BOARD_RELATED_LIMIT = 10;

/**
 * Other pieces of the same category and storefront: one more than shown is asked for, as the list may
 * hold the product itself. Keyed under the products path, so a vote refreshes it.
 */
export function useBoardRelated(product: Pick<ProductCard, 'id' | 'availableIn' | 'categoryId'>) {
  const query = toProductListQuery({
    storefront: product.availableIn,
    categoryIds: [product.categoryId],
    limit: BOARD_RELATED_LIMIT + 1,
  });
  return useQuery({
    queryKey: [PRODUCTS_PATH, query, 'board-related'] as const,
    queryFn: ({ signal }) => getProducts(query, signal),
    select: (page) => page.products.filter((p) => p.id !== product.id).slice(0, BOARD_RELATED_LIMIT),
  });
}
