import { badRequest } from './errors.ts';

/** A keyset page's position: the last row's time and id (newest-first lists: orders, the audit trail). */
export interface TimeCursor {
  at: Date;
  id: string;
}

export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');
}

/** The cursor from X-Next-Cursor, or a 400 with `message` when it was not one of ours. */
export function decodeTimeCursor(raw: string | undefined, message: string): TimeCursor | undefined {
  if (!raw) return undefined;
  const [at, id] = Buffer.from(raw, 'base64url').toString().split('|');
  const time = new Date(at ?? '');
  if (!id || Number.isNaN(time.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw badRequest(message);
  return { at: time, id };
}
