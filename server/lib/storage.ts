import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploads live (DESIGN decision 14): one interface, a disk implementation under DATA_DIR; an
 * S3-compatible store can replace it without touching the domains. Keys are paths of safe segments
 * (`exchanges/2026/<uuid>.mp4`).
 */
export interface Storage {
  /** Stream `body` to `key`, at most `maxBytes`; a failed or oversized upload leaves nothing behind. */
  put(key: string, body: Readable, opts: { maxBytes: number }): Promise<{ bytes: number }>;
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  remove(key: string): Promise<void>;
}

export class TooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`upload larger than ${maxBytes} bytes`);
  }
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function createDiskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside the store: ${key}`);
    return path;
  };
  return {
    async put(key, body, { maxBytes }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
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
          createWriteStream(path, { flags: 'wx' }),
        );
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return { bytes };
    },
    async open(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        return { stream: createReadStream(path), size: info.size };
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
