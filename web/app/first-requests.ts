import { matchPath } from 'react-router';
import { cartQueryOptions } from '../features/cart/api/get-cart';
import { productQueryOptions } from '../features/catalog/api/get-product';
import { votedProductsQueryOptions } from '../features/catalog/api/voting';
import { wishlistQueryOptions } from '../features/catalog/api/wishlist';
import { paths } from '../lib/paths';
import { queryClient } from '../lib/query-client';
import { readStoredAuth } from '../lib/session/auth-storage';
import { accountQueryOptions } from '../lib/session/get-account';
import { profileQueryOptions } from '../lib/session/get-profile';
import { isImmersive } from '../shell/AppLayout';
import { noticesQueryOptions } from '../shell/NoticeBell';

/** Starts a request; settles when it is answered (its answer, or its error, kept for the component). */
export type Request = () => Promise<void>;

const ask =
  (prefetch: (client: typeof queryClient) => Promise<void>): Request =>
  () =>
    prefetch(queryClient);

/**
 * How long the first render waits for the first requests: an answer that lands while the first render is
 * under way makes React draw every component that reads it again, at once and in one task (it will not
 * show a frame torn between two answers); a slow answer does not hold the page longer than this.
 */
export const FIRST_REQUESTS_WAIT_MS = 1_500;

/** Settles when every request has settled, or after `ms`, whichever comes first. */
export function whenAnswered(
  requests: readonly Promise<unknown>[],
  ms = FIRST_REQUESTS_WAIT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void Promise.allSettled(requests).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The requests the first render of `pathname` makes at once, asked for before it, each its own step
 * of the app's start (web/main.tsx). Asked by the components as they mount, they all start in the first
 * commit's effects, one task that on a slow phone grows by each one's cost (a fetch, its signal, the
 * query's bookkeeping); asked here, each runs in a short task of its own, the network starts sooner, and
 * the components find them answered (the shop's queries never go stale by themselves), as the first
 * render waits for them (whenAnswered).
 * The same queries, keys and functions as the components': the page's product, and for a signed-in
 * member the header's account, profile, bag and notices (none on the full-screen loops, which have no
 * header) and, where the page shows pieces (a storefront, a board, a product), her wishlist and her
 * votes, which each piece's heart and vote button read.
 */
/** The pages whose first screen shows pieces with their heart and vote button. */
const PIECE_PAGES = [
  paths.studio,
  paths.limitedEdition,
  paths.boards,
  paths.boardsStorefront,
  paths.boardsProduct,
  paths.product,
];

export function firstRequests(pathname: string): Request[] {
  const requests: Request[] = [];
  const product = matchPath(paths.product, pathname)?.params.slug;
  if (product) requests.push(ask((c) => c.prefetchQuery(productQueryOptions(product))));
  const { userId, authToken } = readStoredAuth();
  if (userId && authToken && !isImmersive(pathname)) {
    requests.push(
      ask((c) => c.prefetchQuery(accountQueryOptions(userId))),
      ask((c) => c.prefetchQuery(profileQueryOptions(userId))),
      ask((c) => c.prefetchQuery(cartQueryOptions())),
      ask((c) => c.prefetchQuery(noticesQueryOptions())),
    );
    if (PIECE_PAGES.some((page) => matchPath(page, pathname))) {
      requests.push(
        ask((c) => c.prefetchQuery(wishlistQueryOptions())),
        ask((c) => c.prefetchQuery(votedProductsQueryOptions())),
      );
    }
  }
  return requests;
}
