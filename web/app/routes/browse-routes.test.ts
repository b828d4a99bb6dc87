import { afterEach, describe, expect, it } from 'vitest';
import { productsInfiniteQueryOptions } from '../../features/catalog/api/get-products';
import { BOARDS_PAGE_SIZE } from '../../features/catalog/pages/BoardsPage';
import { queryClient } from '../../lib/query-client';
import { mockFetch, signInStorage } from '../../test/utils';
import { boardsLoader } from './browse-routes';

const args = (url: string, storefront?: string) =>
  ({
    params: storefront === undefined ? {} : { storefront },
    request: new Request(url),
    context: {},
  }) as never;

describe('boardsLoader', () => {
  afterEach(() => queryClient.clear());

  it('starts the board’s first page, with the filters in the URL, without waiting for it', async () => {
    signInStorage();
    const { calls } = mockFetch([{ path: '/api/products', body: [] }]);
    expect(boardsLoader(args('http://x/boards/studio?q=kurta&status=PRE_ORDER', 'studio'))).toBeNull();
    const key = productsInfiniteQueryOptions({
      storefront: 'STUDIO',
      q: 'kurta',
      statuses: ['PRE_ORDER'],
      categoryIds: [],
      limit: BOARDS_PAGE_SIZE,
    }).queryKey;
    await expect.poll(() => queryClient.getQueryState(key)?.status).toBe('success');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/products?storefront=STUDIO&q=kurta&status=PRE_ORDER&limit=50');
  });

  it('asks for no product for a visitor (the guard sends them to sign in; the list would be refused)', () => {
    window.localStorage.clear();
    const { calls } = mockFetch([{ path: '/api/products', body: [] }]);
    expect(boardsLoader(args('http://x/boards'))).toBeNull();
    expect(boardsLoader(args('http://x/boards/studio', 'studio'))).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('leaves a category filter and an unknown storefront to the page', () => {
    signInStorage();
    const { calls } = mockFetch([]);
    boardsLoader(args('http://x/boards/studio?category=tops', 'studio'));
    boardsLoader(args('http://x/boards/elsewhere', 'elsewhere'));
    expect(calls).toHaveLength(0);
  });
});
