import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { clearStoredAuth } from '../lib/session/auth-storage';
import { USER_ID } from '../test/fixtures';
import { mockFetch, signInStorage } from '../test/utils';
import { firstRequests, whenAnswered } from './first-requests';

// The app's one query client is shared by the test files run in this worker: start from an empty one.
beforeEach(() => queryClient.clear());
afterEach(() => {
  queryClient.clear();
  clearStoredAuth('signout');
});

/** Runs each request step as the app's start does, and answers the URLs they asked for. */
function run(pathname: string) {
  const { calls } = mockFetch([]);
  const steps = firstRequests(pathname);
  for (const step of steps) step();
  return { steps, urls: () => calls.map((c) => c.url) };
}

describe('firstRequests', () => {
  it("asks a signed-in member's product page for the product, the header's account, profile, bag and notices, and her wishlist and votes, one step each", () => {
    signInStorage(USER_ID);
    const { steps, urls } = run('/products/tirur-straight-kurta');
    expect(steps).toHaveLength(7);
    expect(urls()).toEqual([
      '/api/products/tirur-straight-kurta',
      `/api/auth/account/${USER_ID}`,
      `/api/auth/profile/${USER_ID}`,
      '/api/cart',
      '/api/notices',
      '/api/wishlist',
      '/api/user/voted-products',
    ]);
  });

  it('asks for her wishlist and votes on the pages that show pieces, and not elsewhere', () => {
    signInStorage(USER_ID);
    const piecesAsked = (path: string) => {
      // Each path as a page's first visit: nothing kept from the path before.
      queryClient.clear();
      return run(path)
        .urls()
        .filter((u) => u === '/api/wishlist' || u === '/api/user/voted-products');
    };
    for (const path of [
      '/studio',
      '/limited-edition',
      '/boards',
      '/boards/studio',
      '/boards/studio/product/x',
    ]) {
      expect(piecesAsked(path), path).toEqual(['/api/wishlist', '/api/user/voted-products']);
    }
    expect(piecesAsked('/about')).toEqual([]);
    expect(piecesAsked('/profile')).toEqual([]);
  });

  it('asks for the product alone when no one is signed in (the page shows a visitor its public part)', () => {
    const { urls } = run('/products/tirur-straight-kurta');
    expect(urls()).toEqual(['/api/products/tirur-straight-kurta']);
  });

  it('asks nothing of the header on the full-screen loops, which have none', () => {
    signInStorage(USER_ID);
    expect(run('/loops/studio').steps).toHaveLength(0);
  });

  it('keeps what it asked for under the keys the components read, so they do not ask again', async () => {
    signInStorage(USER_ID);
    mockFetch([{ path: '/api/cart', body: [] }]);
    for (const step of firstRequests('/about')) step();
    await expect.poll(() => queryClient.getQueryData(['/api/cart'])).toEqual([]);
  });
});

describe('whenAnswered', () => {
  afterEach(() => vi.useRealTimers());

  it('settles once every request has, answered or failed', async () => {
    vi.useFakeTimers();
    let answer!: () => void;
    const slow = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const settled = vi.fn();
    void whenAnswered([Promise.reject(new Error('offline')), slow], 1_500).then(settled);
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).not.toHaveBeenCalled();
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('does not wait longer than it was given for an answer that does not come', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    void whenAnswered([new Promise<void>(() => {})], 1_500).then(settled);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();
  });
});
