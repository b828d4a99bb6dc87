import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Storage, TooLarge } from '../server/lib/storage.ts';
import { bucketSizes, createS3Storage } from '../server/lib/storage-s3.ts';
import { type LocalS3, startLocalS3 } from '../server/test/s3.ts';
import { migrateUploads } from './storage-migrate.ts';

/**
 * `npm run storage:migrate`: the disk's uploads copied to a bucket on a local S3-compatible server,
 * skipping what is there with the same size, so a second run copies nothing and a run that failed
 * half-way is finished by the next.
 */
let s3: LocalS3;
let dataDir: string;
let root: string;

const FILES: Record<string, Buffer> = {
  'products/6c3f9a1e-0000-4000-8000-000000000001/1a2b3c4d-0000-4000-8000-000000000002-480.webp': Buffer.alloc(
    300,
    1,
  ),
  'products/6c3f9a1e-0000-4000-8000-000000000001/1a2b3c4d-0000-4000-8000-000000000002-480.avif': Buffer.alloc(
    200,
    2,
  ),
  'products/6c3f9a1e-0000-4000-8000-000000000001/1a2b3c4d-0000-4000-8000-000000000002-original.jpg':
    Buffer.alloc(900, 3),
  'exchanges/2026/0b1c2d3e-0000-4000-8000-000000000003.mp4': Buffer.alloc(1500, 4),
  'og/card-abc.png': Buffer.alloc(120, 5),
};

beforeAll(async () => {
  s3 = await startLocalS3();
  dataDir = mkdtempSync(join(tmpdir(), 'roslis-migrate-'));
  root = join(dataDir, 'uploads');
  for (const [key, bytes] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, key)), { recursive: true });
    writeFileSync(join(root, key), bytes);
  }
  // An upload under way on the disk, and a file that is no storage key: both left alone.
  writeFileSync(join(root, 'exchanges/2026/0b1c2d3e-0000-4000-8000-000000000004.mp4.a1b2c3.part'), 'half');
  writeFileSync(join(root, '.DS_Store'), 'finder');
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('storage:migrate', () => {
  it('copies every upload with its type, skips what is there, finishes an interrupted run and then copies nothing', async () => {
    const bucket = await s3.newBucket();
    const store = createS3Storage({ ...s3.settings(bucket), client: s3.client });
    // Already there from an earlier run: one with the same size (skipped), one cut short (copied again).
    const [same, short] = [
      'og/card-abc.png',
      'products/6c3f9a1e-0000-4000-8000-000000000001/1a2b3c4d-0000-4000-8000-000000000002-480.avif',
    ] as const;
    await store.put(same, Readable.from([FILES[same]!]), { maxBytes: 1000 });
    await store.put(short, Readable.from([Buffer.alloc(10)]), { maxBytes: 1000 });

    // A first run that loses its connection to the store on the video.
    const flaky: Storage = {
      ...store,
      put: async (key, body, opts) => {
        if (key.startsWith('exchanges/')) throw new Error('socket hang up');
        return store.put(key, body, opts);
      },
    };
    const first = await migrateUploads({
      root,
      storage: flaky,
      present: await bucketSizes(s3.client, bucket),
    });
    expect(first).toEqual({
      copied: 3,
      skipped: 1,
      failed: [{ key: 'exchanges/2026/0b1c2d3e-0000-4000-8000-000000000003.mp4', reason: 'socket hang up' }],
      ignored: ['.DS_Store', 'exchanges/2026/0b1c2d3e-0000-4000-8000-000000000004.mp4.a1b2c3.part'],
    });

    const second = await migrateUploads({
      root,
      storage: store,
      present: await bucketSizes(s3.client, bucket),
    });
    expect(second).toMatchObject({ copied: 1, skipped: 4, failed: [] });
    const third = await migrateUploads({
      root,
      storage: store,
      present: await bucketSizes(s3.client, bucket),
    });
    expect(third).toMatchObject({ copied: 0, skipped: 5, failed: [] });

    const sizes = await bucketSizes(s3.client, bucket);
    expect(Object.fromEntries(sizes)).toEqual(
      Object.fromEntries(Object.entries(FILES).map(([key, bytes]) => [key, bytes.length])),
    );
    const head = (key: string) => s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    expect(await head(short)).toMatchObject({
      ContentType: 'image/avif',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    const video = await head('exchanges/2026/0b1c2d3e-0000-4000-8000-000000000003.mp4');
    expect([video.ContentType, video.CacheControl]).toEqual(['video/mp4', undefined]);
    const file = await store.open(short);
    const parts: Buffer[] = [];
    for await (const part of file!.stream) parts.push(part as Buffer);
    expect(Buffer.concat(parts).equals(FILES[short]!)).toBe(true);
  });

  it('copies nothing on a dry run; a copy the store refuses is counted as failed, and the others go on', async () => {
    const bucket = await s3.newBucket();
    const store = createS3Storage({ ...s3.settings(bucket), client: s3.client });
    const dry = await migrateUploads({ root, storage: store, present: new Map(), dryRun: true });
    expect(dry).toMatchObject({ copied: 5, skipped: 0, failed: [] });
    expect(await s3.keys(bucket)).toEqual([]);
    const growing: Storage = {
      ...store,
      put: async (key, body, opts) => {
        if (key.endsWith('.mp4')) throw new TooLarge(opts.maxBytes);
        return store.put(key, body, opts);
      },
    };
    const report = await migrateUploads({ root, storage: growing, present: new Map() });
    expect(report.failed.map((f) => f.key)).toEqual([
      'exchanges/2026/0b1c2d3e-0000-4000-8000-000000000003.mp4',
    ]);
  });

  it('runs as npm run storage:migrate with the settings, and refuses to start without STORAGE=s3', async () => {
    const bucket = await s3.newBucket();
    const run = (env: Record<string, string>) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/storage-migrate.ts'], {
          env: {
            PATH: process.env.PATH ?? '',
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('close', (code) => resolve({ code, out }));
      });
    const settings = s3.settings(bucket);
    const env = {
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint!,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    const done = await run(env);
    expect(done.code, done.out).toBe(0);
    expect(done.out).toContain('copied 5, skipped 0 (already in the bucket), failed 0');
    const again = await run(env);
    expect(again.out).toContain('copied 0, skipped 5 (already in the bucket), failed 0');
    const refused = await run({ DATA_DIR: dataDir });
    expect(refused.code).toBe(2);
    expect(refused.out).toContain('set STORAGE=s3 with S3_BUCKET');
  }, 60_000);
});
