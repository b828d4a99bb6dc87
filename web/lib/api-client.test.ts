import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/utils';
import {
  apiRequest,
  errorBody,
  errorJson,
  errorMessage,
  errorStatus,
  getQueryFn,
  withQuery,
} from './api-client';
import { createQueryClient } from './query-client';

const queryContext = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: createQueryClient() }) as never;

describe('apiRequest', () => {
  it('sends a JSON body and its content type only when a payload is given, always with credentials', async () => {
    const { calls } = mockFetch([
      { method: 'POST', path: '/api/cart', status: 201, body: { id: 'x' } },
      { method: 'DELETE', path: '/api/cart/1', body: { success: true } },
    ]);

    await apiRequest('POST', '/api/cart', { productId: 'p', quantity: 1 });
    await apiRequest('DELETE', '/api/cart/1');

    expect(calls[0]!.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId: 'p', quantity: 1 }),
    });
    expect(calls[1]!.init?.body).toBeUndefined();
    expect(calls[1]!.init?.headers).toEqual({});
    expect(calls[1]!.init?.credentials).toBe('include');
  });

  it('turns a non-OK answer into "status: body"', async () => {
    mockFetch([
      { path: '/api/products/nope', status: 404, body: { message: 'Product not found.', code: 'NOT_FOUND' } },
    ]);
    await expect(apiRequest('GET', '/api/products/nope')).rejects.toThrow(
      '404: {"message":"Product not found.","code":"NOT_FOUND"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 500, statusText: 'Internal Server Error' })),
    );
    await expect(apiRequest('GET', '/api/boom')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('errorMessage', () => {
  it('pulls the server message out of the error', () => {
    expect(errorMessage(new Error('400: {"message":"Please choose a size.","code":"BAD_REQUEST"}'))).toBe(
      'Please choose a size.',
    );
    expect(errorStatus(new Error('403: {"message":"x"}'))).toBe(403);
  });

  it('falls back when there is no JSON message', () => {
    expect(errorMessage(new Error('500: Internal Server Error'), 'fallback')).toBe('fallback');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });
});

describe('errorBody', () => {
  it('reads code and fieldErrors from the error body', () => {
    const error = new Error(
      '400: {"message":"Bad code.","code":"BAD_REQUEST","fieldErrors":{"referralCode":["Bad code."]}}',
    );
    expect(errorBody(error)).toEqual({
      message: 'Bad code.',
      code: 'BAD_REQUEST',
      fieldErrors: { referralCode: ['Bad code.'] },
    });
    expect(errorBody(new Error('502: <html>'))).toBeUndefined();
    expect(errorBody('nope')).toBeUndefined();
  });
});

describe('errorJson', () => {
  it('gives the whole JSON object of the error body, with what ApiErrorBody does not name', () => {
    const error = new Error(
      '403: {"message":"Members only.","code":"MEMBERSHIP_REQUIRED","product":{"slug":"silk-kurta"}}',
    );
    expect(errorJson(error)).toEqual({
      message: 'Members only.',
      code: 'MEMBERSHIP_REQUIRED',
      product: { slug: 'silk-kurta' },
    });
    expect(errorJson(new Error('403: [1, 2]'))).toBeUndefined();
    expect(errorJson(new Error('502: <html>'))).toBeUndefined();
    expect(errorJson('nope')).toBeUndefined();
  });
});

describe('getQueryFn', () => {
  it('uses the first key item as the path and the second as query parameters', async () => {
    const { calls } = mockFetch([{ path: '/api/products', body: [] }]);
    const fn = getQueryFn<unknown>({ on401: 'throw' });
    await fn(queryContext(['/api/products', { storefront: 'STUDIO', limit: 4, q: '', cursor: undefined }]));
    expect(calls[0]!.url).toBe('/api/products?storefront=STUDIO&limit=4');
    expect(calls[0]!.init?.credentials).toBe('include');
  });

  it('throws on 401 when told to, or returns null', async () => {
    mockFetch([
      { path: '/api/auth/me', status: 401, body: { message: 'Please log in.', code: 'UNAUTHENTICATED' } },
    ]);
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/me']))).rejects.toThrow(/^401: /);
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/me']))).resolves.toBeNull();
  });

  it('builds query strings', () => {
    expect(withQuery('/a', { x: 1, y: null, z: 'b c' })).toBe('/a?x=1&z=b+c');
    expect(withQuery('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
  });
});

describe('query client defaults', () => {
  it('never goes stale, does not refetch on focus and does not retry', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
