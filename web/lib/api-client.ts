import type { QueryFunction } from '@tanstack/react-query';
import { serverErrorWords } from './i18n/bridge';
import { sessionEnded } from './session/auth-storage';

/**
 * The request rules: JSON body only when a payload exists, cookies always, and a
 * non-OK answer becomes an Error whose message is `status: body` (or `status: statusText` when empty).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

async function throwIfResNotOk(res: Response, path: string): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  const error = new ApiError(res.status, `${res.status}: ${text || res.statusText}`);
  // The shop session ended mid-use (the advisor portal has sessions of its own, and a wrong password
  // is INVALID_CREDENTIALS): the guard then sends the person to sign in.
  if (
    res.status === 401 &&
    !path.startsWith('/api/advisor/') &&
    errorBody(error)?.code === 'UNAUTHENTICATED'
  ) {
    sessionEnded();
  }
  throw error;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra headers (a proof such as the registration's verification token). */
  headers?: Record<string, string>;
}

export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  init: RequestOptions = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(path, {
    method,
    headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal: init.signal,
  });
  await throwIfResNotOk(res, path);
  return res;
}

/** apiRequest + the JSON answer. */
export async function apiJson<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  init?: RequestOptions,
): Promise<T> {
  const res = await apiRequest(method, path, body, init);
  return (await res.json()) as T;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Appends the defined, non-empty params to a path as a query string. */
export function withQuery(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

/** The HTTP status of an error thrown by apiRequest, if any. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (error instanceof Error) {
    const m = /^(\d{3}): /.exec(error.message);
    if (m) return Number(m[1]);
  }
  return undefined;
}

/** The server's JSON error body inside an apiRequest error: `{ message, code, fieldErrors?, key?, params? }`. */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  fieldErrors?: Record<string, string[]>;
  /** The message's key in the errors catalogue, for the errors converted so far (with its params). */
  key?: string;
  params?: Record<string, string | number>;
}

/**
 * The whole JSON object after "NNN: " in an apiRequest error, unchecked (an error may carry more than
 * ApiErrorBody: a 403 MEMBERSHIP_REQUIRED names the product), or undefined (network failures, bare
 * status texts, HTML pages, JSON that is not an object).
 */
export function errorJson(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof Error)) return undefined;
  const m = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!m) return undefined;
  try {
    const parsed: unknown = JSON.parse(m[1]!.trim());
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    return parsed as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** The parsed error body after "NNN: ", or undefined (network failures, bare status texts, HTML pages). */
export function errorBody(error: unknown): ApiErrorBody | undefined {
  const parsed = errorJson(error);
  if (!parsed) return undefined;
  const { message, code, fieldErrors, key, params } = parsed;
  return {
    message: typeof message === 'string' ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
    fieldErrors:
      fieldErrors && typeof fieldErrors === 'object' && !Array.isArray(fieldErrors)
        ? (fieldErrors as Record<string, string[]>)
        : undefined,
    key: typeof key === 'string' ? key : undefined,
    params:
      params && typeof params === 'object' && !Array.isArray(params)
        ? (params as Record<string, string | number>)
        : undefined,
  };
}

/**
 * The person-readable message inside an apiRequest error, in the language shown: the server's JSON
 * `message` after "NNN: " in English, its `key` translated in another language (the English message
 * where the key has no translation), else the fallback (network failures, bare status texts, HTML
 * error pages).
 */
export function errorMessage(error: unknown, fallback?: string): string {
  return serverErrorWords(errorBody(error), fallback);
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function: key[0] is the path, key[1] (an object), if any, the query parameters.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const [path, params] = queryKey;
    if (typeof path !== 'string') throw new Error('The first item of a query key must be the API path.');
    const url = params && typeof params === 'object' ? withQuery(path, params as QueryParams) : path;
    const res = await fetch(url, { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res, path);
    return (await res.json()) as T;
  };
}
