import type { ByteRange } from './storage.ts';

/**
 * One byte range of a `Range` request header (RFC 9110 14.2): `bytes=0-499`, `bytes=500-`, `bytes=-500`.
 * Anything else (another unit, several ranges, a malformed or backwards one) is undefined: the server
 * then sends the whole object, as the RFC allows. Browsers ask for ranges to play and seek videos
 * (Safari plays none without them).
 */
export function parseRangeHeader(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') return { last: Number(to) };
  const start = Number(from);
  if (to === '') return { start };
  const end = Number(to);
  if (end < start) return undefined;
  return { start, end };
}
