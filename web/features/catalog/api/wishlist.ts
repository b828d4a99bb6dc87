import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WishlistItem } from '#contracts/wishlist';
import { apiJson } from '../../../lib/api-client';

export const WISHLIST_PATH = '/api/wishlist';

export function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return apiJson<WishlistItem[]>('GET', WISHLIST_PATH, undefined, { signal });
}

export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: [WISHLIST_PATH] as const,
    queryFn: ({ signal }) => getWishlist(signal),
  });

export function useWishlist({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...wishlistQueryOptions(), enabled });
}

export const wishlistItemPath = (productId: string) => `${WISHLIST_PATH}/${encodeURIComponent(productId)}`;

export function addToWishlist(productId: string): Promise<WishlistItem> {
  return apiJson<WishlistItem>('POST', WISHLIST_PATH, { productId });
}

export function removeFromWishlist(productId: string): Promise<{ success: true }> {
  return apiJson<{ success: true }>('DELETE', wishlistItemPath(productId));
}

type Entry = Pick<WishlistItem, 'productId'> & Partial<WishlistItem>;

/**
 * Adds or removes one product; the heart changes at once and rolls back if the server says no.
 * Afterwards the wishlist is refetched (the product lists carry nothing of the person's: no refetch).
 */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const key = wishlistQueryOptions().queryKey;
  return useMutation({
    mutationFn: async ({ productId, saved }: { productId: string; saved: boolean }): Promise<void> => {
      await (saved ? addToWishlist(productId) : removeFromWishlist(productId));
    },
    onMutate: async ({ productId, saved }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (list: WishlistItem[] | undefined) => {
        const rest = (list ?? []).filter((e) => e.productId !== productId);
        return (saved ? [{ productId } as Entry, ...rest] : rest) as WishlistItem[];
      });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(key, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
