import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.ts';
import {
  type ByteRange,
  createDiskStorage,
  type Storage,
  TooLarge,
  UnsafeKey,
  UnsatisfiableRange,
} from './storage.ts';

/** The disk store: whole objects or none, the size limit while streaming, and no way out of its folder. */
let dir: string;
let store: Storage;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'roslis-storage-'));
  store = createDiskStorage(join(dir, 'uploads'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `count` chunks of `size` bytes, produced one at a time (as an upload arrives). */
function chunks(count: number, size: number, fill = 1) {
  let sent = 0;
  return new Readable({
    read() {
      this.push(sent++ < count ? Buffer.alloc(size, fill) : null);
    },
  });
}

const read = async (key: string) => {
  const file = await store.open(key);
  if (!file) return undefined;
  const parts: Buffer[] = [];
  for await (const part of file.stream) parts.push(part as Buffer);
  return { size: file.size, body: Buffer.concat(parts) };
};
const filesUnder = () => readdirSync(join(dir, 'uploads'), { recursive: true }).map(String);

describe('disk storage', () => {
  it('stores a stream under its key and opens it with its size; remove is idempotent', async () => {
    expect(
      await store.put('exchanges/2026/a.mp4', chunks(4, 1000), { maxBytes: 4000, contentType: 'video/mp4' }),
    ).toEqual({
      bytes: 4000,
    });
    const got = await read('exchanges/2026/a.mp4');
    expect(got?.size).toBe(4000);
    expect(got?.body.equals(Buffer.alloc(4000, 1))).toBe(true);
    expect(readFileSync(join(dir, 'uploads', 'exchanges', '2026', 'a.mp4')).length).toBe(4000);
    await store.remove('exchanges/2026/a.mp4');
    await store.remove('exchanges/2026/a.mp4');
    expect(await store.open('exchanges/2026/a.mp4')).toBeUndefined();
  });

  it('refuses an upload past the limit while it streams, and leaves no partial file', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced++;
        this.push(Buffer.alloc(64 * 1024));
      },
    });
    await expect(store.put('big/endless.webm', endless, { maxBytes: 256 * 1024 })).rejects.toBeInstanceOf(
      TooLarge,
    );
    // It stopped reading right after the limit, not at the end of the upload.
    expect(produced).toBeLessThan(10);
    expect(await store.open('big/endless.webm')).toBeUndefined();
    expect(filesUnder().filter((f) => f.startsWith('big/'))).toEqual([]);
  });

  it('a failing upload leaves nothing, and never harms an object already under the key', async () => {
    await store.put('keep/clip.mp4', chunks(1, 10, 7), { maxBytes: 100 });
    const broken = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.put('keep/clip.mp4', broken, { maxBytes: 100 })).rejects.toThrow('connection reset');
    await expect(store.put('keep/clip.mp4', chunks(3, 50), { maxBytes: 100 })).rejects.toBeInstanceOf(
      TooLarge,
    );
    expect((await read('keep/clip.mp4'))?.body.equals(Buffer.alloc(10, 7))).toBe(true);
    expect(filesUnder().filter((f) => f.startsWith('keep/'))).toEqual(['keep/clip.mp4']);
  });

  it('takes exactly the limit, and an empty upload', async () => {
    expect(await store.put('edge/exact.mp4', chunks(2, 50), { maxBytes: 100 })).toEqual({ bytes: 100 });
    expect(await store.put('edge/empty.mp4', chunks(0, 1), { maxBytes: 100 })).toEqual({ bytes: 0 });
    expect((await read('edge/empty.mp4'))?.size).toBe(0);
  });

  it('opens a byte range of an object, with the whole size; past the end is unsatisfiable', async () => {
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
    await store.put('ranges/clip.webm', Readable.from([bytes]), { maxBytes: 1000 });
    const part = async (range: ByteRange) => {
      const file = await store.open('ranges/clip.webm', range);
      const parts: Buffer[] = [];
      for await (const chunk of file!.stream) parts.push(chunk as Buffer);
      return { size: file!.size, range: file!.range, body: Buffer.concat(parts) };
    };
    expect(await part({ start: 10, end: 19 })).toEqual({
      size: 300,
      range: { start: 10, end: 19 },
      body: bytes.subarray(10, 20),
    });
    expect((await part({ start: 250, end: 999 })).body.equals(bytes.subarray(250))).toBe(true);
    expect((await part({ last: 5 })).range).toEqual({ start: 295, end: 299 });
    await expect(store.open('ranges/clip.webm', { start: 300 })).rejects.toBeInstanceOf(UnsatisfiableRange);
    expect(await store.open('ranges/missing.webm', { start: 0 })).toBeUndefined();
  });

  it('keeps every key inside its folder', async () => {
    writeFileSync(join(dir, 'secret.txt'), 'not for you');
    const unsafe = [
      '../secret.txt',
      'a/../../secret.txt',
      '/etc/passwd',
      'a/..',
      '..',
      '.hidden',
      'a//b',
      'a/',
      '',
      'a\\..\\secret.txt',
      'a/%2e%2e/secret.txt',
      'a/\0b',
      'a b',
    ];
    for (const key of unsafe) {
      await expect(store.put(key, chunks(1, 1), { maxBytes: 10 }), key).rejects.toBeInstanceOf(UnsafeKey);
      await expect(store.open(key), key).rejects.toBeInstanceOf(UnsafeKey);
      await expect(store.remove(key), key).rejects.toBeInstanceOf(UnsafeKey);
    }
    expect(readFileSync(join(dir, 'secret.txt'), 'utf8')).toBe('not for you');
  });

  it('opens only files: a missing key or a folder is undefined', async () => {
    await store.put('folder/inside.mp4', chunks(1, 1), { maxBytes: 10 });
    expect(await store.open('folder')).toBeUndefined();
    expect(await store.open('folder/missing.mp4')).toBeUndefined();
    expect(await store.open('folder/inside.mp4/below')).toBeUndefined();
  });
});

describe('app.storage', () => {
  it('is the disk store under DATA_DIR/uploads', async () => {
    const app = await buildTestApp({ dataDir: dir });
    try {
      await app.storage.put('plugin/check.webm', chunks(1, 5), { maxBytes: 10 });
      expect(readFileSync(join(dir, 'uploads', 'plugin', 'check.webm')).length).toBe(5);
    } finally {
      await app.close();
    }
  });
});
