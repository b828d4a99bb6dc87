import type { FastifyReply } from 'fastify';
import { errorBody } from '../../contracts/common.ts';

/**
 * What routes answer, written once: the error answers a route's schema lists, and a page of a
 * keyset-paged list (its items, and the next page's cursor in a header).
 */

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/**
 * The error answers a route can give, for its schema's `response`: every one has the same body (the
 * error handler's `{ message, code, fieldErrors? }`). `response: { 200: order, ...errorResponses(401, 404) }`.
 */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof errorBody } {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as {
    [K in S[number]]: typeof errorBody;
  };
}

/** One page of a keyset-paged list: its items, and the cursor of the next page (none on the last). */
export interface Page<T> {
  items: T[];
  nextCursor?: string | null;
}

/** The header that carries the next page's cursor; the client sends it back as `?cursor=`. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** Lets a script from another origin read the cursor header (a browser hides other headers from it). */
export function exposeCursor(reply: FastifyReply) {
  reply.header('Access-Control-Expose-Headers', NEXT_CURSOR_HEADER);
}

/** The next page's cursor as a header, for an answer built ahead and cached (the catalogue's lists). */
export function cursorHeaders(nextCursor: string | null | undefined): Record<string, string> | undefined {
  return nextCursor ? { [NEXT_CURSOR_HEADER]: nextCursor } : undefined;
}

/**
 * A paged list route's answer: the cursor headers on the reply, and the page's items, which the route
 * returns for its schema to serialise: `return sendPage(reply, await service.list(...))`.
 */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  exposeCursor(reply);
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
