import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploads live: one interface, two stores behind it: the disk under DATA_DIR (this file) and an
 * S3-compatible bucket (storage-s3.ts), chosen by the STORAGE setting without the domains knowing which.
 * Keys are paths of safe segments (`exchanges/2026/<uuid>.mp4`).
 */
export interface Storage {
  /**
   * Stream `body` to `key`, at most `maxBytes` (counted while it streams: TooLarge past that). The
   * object appears whole or not at all: a failed or oversized upload leaves nothing behind, and an
   * object already under `key` stays as it was. `contentType` and `cacheControl` are for stores that
   * keep them and serve the object themselves (a bucket behind MEDIA_BASE_URL); the disk keeps neither
   * (the domain records the type beside the key, and the server's routes say how long to cache).
   */
  put(key: string, body: Readable, opts: PutOptions): Promise<{ bytes: number }>;
  /**
   * The object and its size, or undefined when there is none. With `range`, the stream holds only
   * those bytes (`start`..`end` inclusive, `end` clamped to the object; `last` bytes from its end), and
   * `range` says which; a range starting past the end is UnsatisfiableRange. `size` is always the
   * whole object's.
   */
  open(
    key: string,
    range?: ByteRange,
  ): Promise<{ stream: Readable; size: number; range?: { start: number; end: number } } | undefined>;
  /** Remove the object; nothing to remove is not an error. */
  remove(key: string): Promise<void>;
}

export interface PutOptions {
  maxBytes: number;
  contentType?: string;
  cacheControl?: string;
}

/** A key that is not a path of safe segments (no `..`, no leading slash, no backslash). */
export class UnsafeKey extends Error {
  constructor(readonly key: string) {
    super(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}

/** Bytes of an object: from `start` (to `end`, inclusive, or its end), or its `last` bytes. */
export type ByteRange = { start: number; end?: number } | { last: number };

/** A range that starts at or past the end of the object (`size` bytes). */
export class UnsatisfiableRange extends Error {
  constructor(readonly size: number) {
    super(`range not satisfiable for an object of ${size} bytes`);
  }
}

/** The range as first and last byte of an object of `size` bytes (UnsatisfiableRange when none). */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } {
  if ('last' in range) {
    if (range.last <= 0 || size === 0) throw new UnsatisfiableRange(size);
    return { start: Math.max(0, size - range.last), end: size - 1 };
  }
  if (range.start >= size || (range.end !== undefined && range.end < range.start))
    throw new UnsatisfiableRange(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

export class TooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`upload larger than ${maxBytes} bytes`);
  }
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** The key itself when it is a path of safe segments; UnsafeKey otherwise (every store asks first). */
export function safeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new UnsafeKey(key);
  return key;
}

export function createDiskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(join(base, safeKey(key)));
    if (!path.startsWith(base + sep)) throw new UnsafeKey(key);
    return path;
  };
  return {
    async put(key, body, { maxBytes }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the key and renamed into place when whole: a reader never sees half a file,
      // and a failure removes only what this upload wrote.
      const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
      let bytes = 0;
      try {
        await pipeline(
          body,
          async function* limit(source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              bytes += chunk.length;
              if (bytes > maxBytes) throw new TooLarge(maxBytes);
              yield chunk;
            }
          },
          createWriteStream(partial, { flags: 'wx' }),
        );
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { bytes };
    },
    async open(key, range) {
      const path = pathOf(key);
      // Opened, then measured: the size is the opened file's even if the key is replaced meanwhile.
      const file = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return undefined;
        throw error;
      });
      if (!file) return undefined;
      const info = await file.stat().catch(async (error: unknown) => {
        await file.close();
        throw error;
      });
      if (!info.isFile()) {
        await file.close();
        return undefined;
      }
      if (!range) return { stream: file.createReadStream(), size: info.size };
      let bytes: { start: number; end: number };
      try {
        bytes = resolveRange(range, info.size);
      } catch (error) {
        await file.close();
        throw error;
      }
      return { stream: file.createReadStream(bytes), size: info.size, range: bytes };
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
