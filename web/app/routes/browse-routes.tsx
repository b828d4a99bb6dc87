import { type LoaderFunctionArgs, useParams } from 'react-router';
import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { productsInfiniteQueryOptions } from '../../features/catalog/api/get-products';
import { readFilters } from '../../features/catalog/hooks/use-catalog-filters';
import { BOARDS_PAGE_SIZE, BoardsPage } from '../../features/catalog/pages/BoardsPage';
import { BoardsProductDialog } from '../../features/catalog/pages/BoardsProductDialog';
import { LoopsPage } from '../../features/catalog/pages/LoopsPage';
import { storefrontFromSlug } from '../../lib/paths';
import { queryClient } from '../../lib/query-client';
import { hasStoredAuth } from '../../lib/session/auth-storage';
import { NotFoundPage } from '../pages/NotFoundPage';

/** /loops/{storefront}: the full-screen viewer, wired to the cart (features do not import each other). */
export function LoopsRoute() {
  const add = useAddToCart();
  const storefront = storefrontFromSlug(useParams().storefront);
  if (!storefront) return <NotFoundPage />;
  // A new storefront starts the viewer afresh (changing storefront resets the position).
  return <LoopsPage key={storefront} storefront={storefront} onAddToCart={add.mutateAsync} />;
}

/** /boards (both storefronts) and /boards/{storefront}; the product dialog renders in its outlet. */
export function BoardsRoute() {
  const add = useAddToCart();
  const slug = useParams().storefront;
  const storefront = storefrontFromSlug(slug);
  if (slug !== undefined && !storefront) return <NotFoundPage />;
  return <BoardsPage key={storefront ?? 'ALL'} storefront={storefront} onAddToCart={add.mutateAsync} />;
}

/** /boards/{storefront}/product/{product}: the dialog over the board. */
export function BoardsProductRoute() {
  return <BoardsProductDialog />;
}

/**
 * Starts the board's first page while the page's code and the session check are still on their way
 * (the same query the board makes, so it finds the answer in the cache). Never waits: a slow or failed
 * prefetch changes nothing, the board asks again. A category filter needs the category ids first, so
 * that case is left to the board. Nobody signed in: nothing (the guard sends them to sign in, and the
 * request would only be refused).
 */
export function boardsLoader({ params, request }: LoaderFunctionArgs) {
  if (!hasStoredAuth()) return null;
  const storefront = storefrontFromSlug(params.storefront);
  if (params.storefront !== undefined && !storefront) return null;
  const filters = readFilters(new URL(request.url).searchParams);
  if (filters.categories.length > 0) return null;
  void queryClient.prefetchInfiniteQuery(
    productsInfiniteQueryOptions({
      storefront: storefront ?? undefined,
      q: filters.q,
      statuses: filters.statuses,
      categoryIds: [],
      limit: BOARDS_PAGE_SIZE,
    }),
  );
  return null;
}
