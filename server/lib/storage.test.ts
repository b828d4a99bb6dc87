import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.ts';
import { type LocalS3, startLocalS3 } from '../test/s3.ts';
import {
  type ByteRange,
  createDiskStorage,
  type Storage,
  TooLarge,
  UnsafeKey,
  UnsatisfiableRange,
} from './storage.ts';
import { createS3Storage } from './storage-s3.ts';

/**
 * The storage contract, for both stores: whole objects or none, the size limit while streaming, byte
 * ranges, and no key outside the safe ones. The disk runs in a temporary folder, the bucket on a local
 * S3-compatible server (s3rver) started here.
 */
let dir: string;
let s3: LocalS3;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'roslis-storage-'));
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `count` chunks of `size` bytes, produced one at a time (as an upload arrives). */
function chunks(count: number, size: number, fill = 1) {
  let sent = 0;
  return new Readable({
    read() {
      this.push(sent++ < count ? Buffer.alloc(size, fill) : null);
    },
  });
}

async function bytesOf(stream: Readable) {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

interface Store {
  store: Storage;
  /** Everything the store holds under `prefix`: files (partial ones too) or the bucket's keys. */
  held(prefix: string): Promise<string[]>;
}

const drivers: { name: string; make: () => Promise<Store> }[] = [
  {
    name: 'disk',
    make: async () => {
      const root = join(dir, 'uploads');
      mkdirSync(root, { recursive: true });
      return {
        store: createDiskStorage(root),
        held: async (prefix) =>
          readdirSync(root, { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
            .filter((f) => f.startsWith(prefix))
            .sort(),
      };
    },
  },
  {
    name: 's3',
    make: async () => {
      const bucket = await s3.newBucket();
      return { store: createS3Storage(s3.settings(bucket)), held: (prefix) => s3.keys(bucket, prefix) };
    },
  },
];

describe.each(drivers)('$name storage', ({ make }) => {
  let store: Storage;
  let held: Store['held'];
  beforeAll(async () => {
    ({ store, held } = await make());
  });

  const read = async (key: string) => {
    const file = await store.open(key);
    if (!file) return undefined;
    return { size: file.size, body: await bytesOf(file.stream) };
  };

  it('stores a stream under its key and opens it with its size; remove is idempotent', async () => {
    expect(
      await store.put('exchanges/2026/a.mp4', chunks(4, 1000), { maxBytes: 4000, contentType: 'video/mp4' }),
    ).toEqual({
      bytes: 4000,
    });
    const got = await read('exchanges/2026/a.mp4');
    expect(got?.size).toBe(4000);
    expect(got?.body.equals(Buffer.alloc(4000, 1))).toBe(true);
    expect(await held('exchanges/')).toEqual(['exchanges/2026/a.mp4']);
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
    expect(await held('big/')).toEqual([]);
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
    expect(await held('keep/')).toEqual(['keep/clip.mp4']);
  });

  it('takes exactly the limit, and an empty upload', async () => {
    expect(await store.put('edge/exact.mp4', chunks(2, 50), { maxBytes: 100 })).toEqual({ bytes: 100 });
    expect(await store.put('edge/empty.mp4', chunks(0, 1), { maxBytes: 100 })).toEqual({ bytes: 0 });
    expect((await read('edge/empty.mp4'))?.size).toBe(0);
    await expect(store.open('edge/empty.mp4', { start: 0 })).rejects.toBeInstanceOf(UnsatisfiableRange);
  });

  it('opens a byte range of an object, with the whole size; past the end is unsatisfiable', async () => {
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
    await store.put('ranges/clip.webm', Readable.from([bytes]), { maxBytes: 1000 });
    const part = async (range: ByteRange) => {
      const file = await store.open('ranges/clip.webm', range);
      return { size: file!.size, range: file!.range, body: await bytesOf(file!.stream) };
    };
    expect(await part({ start: 10, end: 19 })).toEqual({
      size: 300,
      range: { start: 10, end: 19 },
      body: bytes.subarray(10, 20),
    });
    expect((await part({ start: 250, end: 999 })).body.equals(bytes.subarray(250))).toBe(true);
    expect(await part({ last: 5 })).toEqual({
      size: 300,
      range: { start: 295, end: 299 },
      body: bytes.subarray(295),
    });
    // The first byte alone (a browser's first question about a video), and more last bytes than there are.
    expect(await part({ start: 0, end: 0 })).toEqual({
      size: 300,
      range: { start: 0, end: 0 },
      body: bytes.subarray(0, 1),
    });
    expect((await part({ last: 500 })).range).toEqual({ start: 0, end: 299 });
    for (const range of [{ start: 300 }, { start: 5, end: 3 }, { last: 0 }]) {
      const refused = await store.open('ranges/clip.webm', range).catch((error: unknown) => error);
      expect(refused, JSON.stringify(range)).toBeInstanceOf(UnsatisfiableRange);
      expect((refused as UnsatisfiableRange).size).toBe(300);
    }
    expect(await store.open('ranges/missing.webm', { start: 0 })).toBeUndefined();
  });

  it('refuses every key that is not a path of safe segments, and stores nothing for it', async () => {
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
    const everything = await held('');
    expect(everything.filter((k) => !/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(k))).toEqual([]);
  });

  it('opens only files: a missing key or a folder is undefined', async () => {
    await store.put('folder/inside.mp4', chunks(1, 1), { maxBytes: 10 });
    expect(await store.open('folder')).toBeUndefined();
    expect(await store.open('folder/missing.mp4')).toBeUndefined();
    expect(await store.open('folder/inside.mp4/below')).toBeUndefined();
  });
});

describe('disk storage', () => {
  it('keeps every key inside its folder', async () => {
    const store = createDiskStorage(join(dir, 'inside'));
    writeFileSync(join(dir, 'secret.txt'), 'not for you');
    for (const key of ['../secret.txt', 'a/../../secret.txt', 'a\\..\\secret.txt']) {
      await expect(store.put(key, chunks(1, 1), { maxBytes: 10 }), key).rejects.toBeInstanceOf(UnsafeKey);
      await expect(store.remove(key), key).rejects.toBeInstanceOf(UnsafeKey);
    }
    expect(readFileSync(join(dir, 'secret.txt'), 'utf8')).toBe('not for you');
  });
});

describe('s3 storage', () => {
  it('keeps the content type and cache policy with the object, and streams a large upload through a temporary file it removes', async () => {
    const bucket = await s3.newBucket();
    const spoolDir = mkdtempSync(join(dir, 'spool-'));
    const store = createS3Storage({ ...s3.settings(bucket), spoolDir });
    await store.put('products/p/i-480.webp', chunks(1, 10), {
      maxBytes: 100,
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: bucket, Key: 'products/p/i-480.webp' }),
    );
    expect(head).toMatchObject({
      ContentType: 'image/webp',
      CacheControl: 'public, max-age=31536000, immutable',
      ContentLength: 10,
    });
    // 9 MB: past what is held in memory, so it waits in a file; then 13 MB refused at 12 MB.
    expect(
      await store.put('big/video.mp4', chunks(9, 1024 * 1024, 5), { maxBytes: 12 * 1024 * 1024 }),
    ).toEqual({
      bytes: 9 * 1024 * 1024,
    });
    const file = await store.open('big/video.mp4', { start: 9 * 1024 * 1024 - 2 });
    expect(await bytesOf(file!.stream)).toEqual(Buffer.from([5, 5]));
    await expect(
      store.put('big/video.mp4', chunks(13, 1024 * 1024, 6), { maxBytes: 12 * 1024 * 1024 }),
    ).rejects.toBeInstanceOf(TooLarge);
    expect((await store.open('big/video.mp4'))?.size).toBe(9 * 1024 * 1024);
    expect(readdirSync(spoolDir)).toEqual([]);
  });
});

describe('app.storage', () => {
  it('is the disk store under DATA_DIR/uploads by default', async () => {
    const app = await buildTestApp({ dataDir: dir });
    try {
      await app.storage.put('plugin/check.webm', chunks(1, 5), { maxBytes: 10 });
      expect(readFileSync(join(dir, 'uploads', 'plugin', 'check.webm')).length).toBe(5);
    } finally {
      await app.close();
    }
  });

  it('is the bucket with STORAGE=s3', async () => {
    const bucket = await s3.newBucket();
    const app = await buildTestApp({ dataDir: dir, storage: s3.storage(bucket) });
    try {
      await app.storage.put('plugin/check.webm', chunks(1, 5), { maxBytes: 10 });
      expect(await s3.keys(bucket)).toEqual(['plugin/check.webm']);
    } finally {
      await app.close();
    }
  });
});
