import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../contracts/admin-products.ts';
import type { ExchangeRequest } from '../contracts/orders.ts';
import { buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import * as seo from './domains/seo/service.ts';
import type { AppConfig } from './env.ts';
import { openTestDatabase, type TestApp, testConfig } from './test/app.ts';
import { loginAs } from './test/auth.ts';
import {
  createCategory,
  createOrder,
  createProduct,
  createSignedInUsers,
  createUser,
} from './test/factories.ts';
import { addToCart } from './test/orders.ts';
import { type LocalS3, startLocalS3 } from './test/s3.ts';

/**
 * Uploads in a bucket (STORAGE=s3) are every server's: two apps on one database and one bucket, each
 * with a data folder of its own, serve what the other received. And with MEDIA_BASE_URL the API hands
 * out the bucket's URLs for product photos and link-preview pictures, which the bucket serves itself,
 * while exchange videos stay behind the server. The bucket is a local S3-compatible server (s3rver).
 */
let s3: LocalS3;
let database: Database;
let bucket: string;
const dirs: string[] = [];
const apps: TestApp[] = [];

/** An app on the shared database and bucket, with its own data folder (nothing shared on disk). */
async function server(over: Partial<AppConfig> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'roslis-shared-'));
  dirs.push(dataDir);
  const app = await buildApp(
    { ...testConfig, dataDir, storage: s3.storage(bucket), ...over },
    { database, logger: false },
  );
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  s3 = await startLocalS3();
  bucket = await s3.newBucket();
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  await s3?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function photoForm(file: Buffer) {
  const boundary = `----roslis${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="tunic.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const jpeg = () =>
  sharp({ create: { width: 500, height: 600, channels: 3, background: { r: 200, g: 170, b: 120 } } })
    .jpeg({ quality: 70 })
    .toBuffer();

async function uploadPhoto(app: TestApp, staff: Record<string, string>, productId: string) {
  const form = photoForm(await jpeg());
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/images`,
    headers: { ...staff, 'content-type': form.contentType },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminProduct>().images.find((i) => i.variants.length > 0)!;
}

describe('two servers, one bucket', () => {
  it('serve on one what was uploaded through the other: product photos, and exchange videos with ranges', async () => {
    const a = await server();
    const b = await server();
    const admin = await createUser(database.db, { role: 'admin' });
    const categoryId = (await createCategory(database.db, 'Shared')).id;
    const product = await createProduct(database.db, { categoryId });

    const photo = await uploadPhoto(a, (await loginAs(a, admin.email, admin.password)).headers, product.id);
    expect(photo.variants.length).toBeGreaterThan(0);
    for (const variant of photo.variants) {
      const res = await b.inject({ method: 'GET', url: variant.url });
      expect(res.statusCode, variant.url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toBe(`image/${variant.format}`);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(variant.width);
    }
    // Removed through B: gone from the bucket, so from A too.
    const removed = await b.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}/images/${photo.id}`,
      headers: (await loginAs(b, admin.email, admin.password)).headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await a.inject({ method: 'GET', url: photo.variants[0]!.url })).statusCode).toBe(404);
    expect(await s3.keys(bucket, `products/${product.id}/`)).toEqual([]);

    // A member's unboxing video sent to A, played from B by ranges.
    const [member] = await createSignedInUsers(database.db, 1);
    const order = await createOrder(database.db, { userId: member!.id, lines: [{ productId: product.id }] });
    const video = Buffer.alloc(3000, 7);
    Buffer.from('1a45dfa39f4286810142f7810142f281', 'hex').copy(video, 0);
    const boundary = '----roslisvideo';
    const report = await a.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/lines/${order.lines[0]!.id}/exchange`,
      headers: { ...member!.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="reason"\r\n\r\nTorn\r\n--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="clip.webm"\r\nContent-Type: video/webm\r\n\r\n`,
        ),
        video,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(report.statusCode, report.body).toBe(201);
    const { videoUrl } = report.json<ExchangeRequest>();
    const part = await b.inject({
      method: 'GET',
      url: videoUrl,
      headers: { ...member!.headers, range: 'bytes=2990-' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 2990-2999/3000');
    expect(part.rawPayload.equals(video.subarray(2990))).toBe(true);
  });
});

describe('MEDIA_BASE_URL: pictures from the bucket', () => {
  it('hands out the bucket URLs of product photos everywhere, and the bucket serves them with a year of cache', async () => {
    const base = `${s3.endpoint}/${bucket}`;
    const app = await server({ mediaBaseUrl: base });
    const admin = await createUser(database.db, { role: 'admin' });
    const staff = (await loginAs(app, admin.email, admin.password)).headers;
    const categoryId = (await createCategory(database.db, 'Published')).id;
    const product = await createProduct(database.db, { categoryId, name: 'Published Tunic' });

    const photo = await uploadPhoto(app, staff, product.id);
    const inBucket = new RegExp(`^${base}/products/${product.id}/${photo.id}-\\d+\\.(webp|avif)$`);
    expect(photo.imageUrl).toMatch(inBucket);
    for (const variant of photo.variants) {
      expect(variant.url).toMatch(inBucket);
      // The browser's request, straight to the bucket: no server in between.
      const res = await fetch(variant.url);
      expect(res.status, variant.url).toBe(200);
      expect(res.headers.get('content-type')).toBe(`image/${variant.format}`);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    // The original beside the sizes is kept without a public cache policy (the bucket policy in
    // docs/operations.md keeps it from being read at all).
    const [original] = await s3.keys(bucket, `products/${product.id}/${photo.id}-original`);
    const kept = await s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key: original! }));
    expect([kept.ContentType, kept.CacheControl]).toEqual(['image/jpeg', undefined]);

    const [member] = await createSignedInUsers(database.db, 1);
    const page = await app.inject({
      method: 'GET',
      url: `/api/products/${product.slug}`,
      headers: member!.headers,
    });
    expect(page.json().images[0].imageUrl).toMatch(inBucket);
    expect(page.json().images[0].variants.every((v: { url: string }) => inBucket.test(v.url))).toBe(true);
    const visitor = await app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
    expect(visitor.json().images[0].imageUrl).toMatch(inBucket);
    const cards = await app.inject({
      method: 'GET',
      url: `/api/products?q=${encodeURIComponent('Published Tunic')}`,
      headers: member!.headers,
    });
    expect(cards.json()[0].images[0].url).toMatch(inBucket);
    await addToCart(app, member!.headers, product.id, null);
    const cart = await app.inject({ method: 'GET', url: '/api/cart', headers: member!.headers });
    expect(cart.json()[0].product.images[0].imageUrl).toMatch(inBucket);
    const edited = await app.inject({
      method: 'GET',
      url: `/api/admin/products/${product.id}`,
      headers: staff,
    });
    expect(edited.json().images[0].imageUrl).toMatch(inBucket);
    // The generated garments are drawn by the server, never stored: their URLs stay the server's.
    expect(edited.json().images[1].imageUrl).toMatch(/^\/media\/garments\//);
    // The server still serves its own URL (links handed out before the setting).
    const local = photo.variants[0]!.url.replace(`${base}/`, '/media/');
    expect((await app.inject({ method: 'GET', url: local })).statusCode).toBe(200);
    // The pages may show pictures from there.
    const csp = (await app.inject({ method: 'GET', url: '/api/categories' })).headers[
      'content-security-policy'
    ];
    expect(String(csp)).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
  });

  it('names the link-preview pictures in the bucket, made and stored first; an exchange video stays on the server', async () => {
    const base = `${s3.endpoint}/${bucket}`;
    const app = await server({ mediaBaseUrl: base, sitemapProducts: true });
    const categoryId = (await createCategory(database.db, 'Previewed')).id;
    const product = await createProduct(database.db, { categoryId, name: 'Previewed Saree' });
    const heads = seo.rememberedPageHeads(app.db, app.config, 0, { storage: app.storage, media: app.media });

    const head = await heads(`/products/${product.slug}`, new URLSearchParams());
    expect(head!.image.url).toMatch(new RegExp(`^${base}/og/products/${product.id}-[\\w-]+\\.png$`));
    const png = await fetch(head!.image.url);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await png.arrayBuffer())).metadata()).width).toBe(1200);
    const home = await heads('/', new URLSearchParams());
    expect(home!.image.url).toMatch(new RegExp(`^${base}/og/card-[\\w-]+\\.png$`));
    expect((await fetch(home!.image.url)).status).toBe(200);

    // Without the setting, the same heads name the server's routes.
    const plain = seo.rememberedPageHeads(app.db, { ...app.config }, 0);
    expect((await plain(`/products/${product.slug}`, new URLSearchParams()))!.image.url).toMatch(
      /^http:\/\/localhost:5000\/og\/products\//,
    );

    const [member] = await createSignedInUsers(database.db, 1);
    const order = await createOrder(database.db, { userId: member!.id, lines: [{ productId: product.id }] });
    const boundary = '----roslisvideo';
    const video = Buffer.alloc(500, 1);
    Buffer.from('000000186674797069736f6d00000200', 'hex').copy(video, 0);
    const report = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/lines/${order.lines[0]!.id}/exchange`,
      headers: { ...member!.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="reason"\r\n\r\nTorn\r\n--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
        ),
        video,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(report.statusCode, report.body).toBe(201);
    expect(report.json<ExchangeRequest>().videoUrl).toMatch(/^\/api\/exchanges\/[0-9a-f-]+\/video$/);
  });
});
