import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminProduct, PRODUCT_ADMIN_MESSAGES as M } from '../../../contracts/admin-products.ts';
import { auditLog, memberNotices, productImages, products, productVotes } from '../../db/schema/index.ts';
import { listOutbox } from '../../lib/notify/outbox.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createUser } from '../../test/factories.ts';
import { type LocalS3, startLocalS3 } from '../../test/s3.ts';

let app: TestApp;
let dataDir: string;
type Headers = Record<string, string>;
let admin: Headers;
let sub: Headers;
let member: Headers;
let categoryId: string;

async function signedIn(role: 'admin' | 'subadmin' | 'customer') {
  const user = await createUser(app.db, {
    role,
    ...(role === 'customer' ? { plan: 'premium', cardStatus: 'active' } : {}),
  });
  return (await loginAs(app, user.email, user.password)).headers;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'roslis-products-'));
  app = await buildTestApp({ dataDir });
  admin = await signedIn('admin');
  sub = await signedIn('subadmin');
  member = await signedIn('customer');
  categoryId = (await createCategory(app.db, `Tunics ${Date.now()}`)).id;
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every file the app's store holds (the disk's uploads folder, or the bucket's keys in the s3 run). */
let storedFiles = async () => {
  try {
    return readdirSync(join(dataDir, 'uploads'), { recursive: true }).filter((f) => /\.\w+$/.test(String(f)));
  } catch {
    return [];
  }
};

let seq = 0;
const body = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    name: `Ivory Kasavu Tunic ${seq}`,
    slug: `ivory-kasavu-tunic-${seq}-${Date.now()}`,
    description: 'Handloom cotton with a gold border.',
    details: [{ label: 'Fabric', value: 'Handloom cotton' }],
    categoryId,
    availableIn: 'STUDIO',
    status: 'IN_STOCK',
    pricePaise: 249900,
    compareAtPricePaise: 299900,
    voteThreshold: 100,
    preOrderLimit: null,
    preOrderEndDate: null,
    variants: [
      { name: 'size', value: 'S', stock: 4 },
      { name: 'size', value: 'M', stock: 6 },
      { name: 'color', value: 'Ivory', stock: 10 },
    ],
    ...over,
  };
};

const create = (payload: object, headers: Headers = admin) =>
  app.inject({ method: 'POST', url: '/api/admin/products', payload, headers });

function multipart(file: Buffer | undefined, field = 'image', filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = `----roslis${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  id: string,
  file: Buffer | undefined,
  opts: { filename?: string; headers?: Headers } = {},
) => {
  const form = multipart(file, 'image', opts.filename);
  return app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/images`,
    payload: form.payload,
    headers: { ...(opts.headers ?? admin), ...form.headers },
  });
};

/** A real photo, made here: a gradient JPEG of the given size. */
function jpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 170, b: 120 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A small PNG whose IHDR is rewritten to declare width x height (its CRC fixed, so decoders trust it). */
async function pngDeclaring(width: number, height: number) {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png()
      .toBuffer(),
  );
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function newProduct(over: Record<string, unknown> = {}) {
  const res = await create(body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminProduct>();
}

describe('products API: who may use it', () => {
  it('answers 401 signed out, 403 to a member and to a sub-admin (who looks after advisors only)', async () => {
    const p = await newProduct();
    for (const [headers, status] of [
      [undefined, 401],
      [member, 403],
      [sub, 403],
    ] as const) {
      for (const req of [
        { method: 'GET' as const, url: '/api/admin/products' },
        { method: 'GET' as const, url: `/api/admin/products/${p.id}` },
        { method: 'POST' as const, url: '/api/admin/products', payload: body() },
        { method: 'PUT' as const, url: `/api/admin/products/${p.id}`, payload: body({ name: 'Taken over' }) },
        { method: 'POST' as const, url: `/api/admin/products/${p.id}/launch`, payload: { to: 'IN_STOCK' } },
      ]) {
        const res = await app.inject({ ...req, headers });
        expect(res.statusCode, `${req.method} ${req.url}`).toBe(status);
      }
    }
    const after = await app.inject({ method: 'GET', url: `/api/admin/products/${p.id}`, headers: admin });
    expect(after.json().name).toBe(p.name);
  });
});

describe('create and edit', () => {
  it('creates a product with every field, sizes and colours, and records it in the audit trail', async () => {
    const p = await newProduct();
    expect(p).toMatchObject({
      status: 'IN_STOCK',
      availableIn: 'STUDIO',
      pricePaise: 249900,
      price: '2499.00',
      compareAtPrice: '2999.00',
      details: [{ label: 'Fabric', value: 'Handloom cotton' }],
    });
    expect(p.variants.map((v) => [v.name, v.value, v.stock])).toEqual([
      ['size', 'S', 4],
      ['size', 'M', 6],
      ['color', 'Ivory', 10],
    ]);
    const [row] = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, p.id));
    expect(row).toMatchObject({ action: 'product.create', subjectType: 'product' });
    expect((row!.after as { name: string }).name).toBe(p.name);
  });

  it('refuses bad input with messages a person can act on, and writes nothing', async () => {
    const before = (await app.db.select().from(products)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ compareAtPricePaise: 249900 }, 'compareAtPricePaise', M.compareAt],
      [{ slug: 'Not A Slug!' }, 'slug', M.slug],
      [{ name: '  ' }, 'name', M.nameRequired],
      [{ pricePaise: 0 }, 'pricePaise', M.price],
      [{ categoryId: 'x' }, 'categoryId', M.categoryUnknown],
      [
        {
          availableIn: 'LIMITED-EDITION',
          variants: [
            { name: 'size', value: 'S', stock: 20 },
            { name: 'size', value: 'M', stock: 6 },
          ],
        },
        'variants',
        M.limitedRun,
      ],
      [
        { availableIn: 'LIMITED-EDITION', status: 'PRE_ORDER', preOrderLimit: 30 },
        'preOrderLimit',
        M.limitedPreOrder,
      ],
      [
        {
          variants: [
            { name: 'size', value: 'M', stock: 1 },
            { name: 'size', value: 'm', stock: 2 },
          ],
        },
        'variants.1.value',
        M.variantDuplicate,
      ],
    ];
    for (const [over, field, message] of cases) {
      const res = await create(body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(message);
    }
    const unknownCategory = await create(body({ categoryId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().fieldErrors.categoryId).toEqual([M.categoryUnknown]);
    expect((await app.db.select().from(products)).length).toBe(before);
  });

  it('keeps slugs unique (409 naming the field) on create and edit', async () => {
    const a = await newProduct();
    const b = await newProduct();
    const dup = await create(body({ slug: a.slug }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fieldErrors.slug).toEqual([M.slugTaken]);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${b.id}`,
      payload: body({ slug: a.slug }),
      headers: admin,
    });
    expect(edit.statusCode).toBe(409);
  });

  it('edits every field; the storefront shows the change at once; kept sizes keep their ids', async () => {
    const p = await newProduct();
    const m = p.variants.find((v) => v.value === 'M')!;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${p.id}`,
      payload: body({
        name: 'Renamed Tunic',
        slug: p.slug,
        pricePaise: 199900,
        compareAtPricePaise: null,
        variants: [
          { name: 'size', value: 'M', stock: 2 },
          { name: 'size', value: 'L', stock: 3 },
        ],
      }),
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<AdminProduct>();
    expect(edited).toMatchObject({ name: 'Renamed Tunic', price: '1999.00', compareAtPrice: null });
    expect(edited.variants.map((v) => v.value)).toEqual(['M', 'L']);
    expect(edited.variants[0]!.id).toBe(m.id);
    const page = await app.inject({ method: 'GET', url: `/api/products/${p.slug}`, headers: member });
    expect(page.json()).toMatchObject({ name: 'Renamed Tunic', price: '1999.00' });
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, p.id));
    const update = audit.find((a) => a.action === 'product.update')!;
    expect((update.before as { name: string }).name).toBe(p.name);
    expect((update.after as { name: string }).name).toBe('Renamed Tunic');
  });

  it('answers 404 for an unknown product', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: admin })).statusCode,
    ).toBe(404);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      payload: body(),
      headers: admin,
    });
    expect(put.statusCode).toBe(404);
  });
});

describe('the list', () => {
  it('searches, filters, pages with X-Next-Cursor and marks designs ready to launch', async () => {
    const tag = `Zq${Date.now()}`;
    const ready = await createProduct(app.db, {
      categoryId,
      name: `${tag} Ready`,
      status: 'VOTE_TO_LAUNCH',
      voteThreshold: 2,
      voteCount: 2,
    });
    await createProduct(app.db, {
      categoryId,
      name: `${tag} Waiting`,
      status: 'VOTE_TO_LAUNCH',
      voteThreshold: 5,
      voteCount: 1,
    });
    await createProduct(app.db, { categoryId, name: `${tag} Limited`, availableIn: 'LIMITED-EDITION' });
    const list = (qs: string) =>
      app.inject({ method: 'GET', url: `/api/admin/products?${qs}`, headers: admin });
    const all = await list(`q=${tag}`);
    expect(
      all
        .json()
        .map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual([`${tag} Limited`, `${tag} Ready`, `${tag} Waiting`].sort());
    const voting = (await list(`q=${tag}&status=VOTE_TO_LAUNCH`)).json();
    expect(voting).toHaveLength(2);
    expect(voting.find((r: { id: string }) => r.id === ready.id)).toMatchObject({
      readyToLaunch: true,
      voteCount: 2,
    });
    expect(voting.find((r: { id: string }) => r.id !== ready.id).readyToLaunch).toBe(false);
    expect((await list(`q=${tag}&storefront=LIMITED-EDITION`)).json()).toHaveLength(1);
    expect((await list(`q=${tag}&ready=true`)).json().map((r: { id: string }) => r.id)).toEqual([ready.id]);
    const first = await list(`q=${tag}&limit=2`);
    expect(first.json()).toHaveLength(2);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const second = await list(`q=${tag}&limit=2&cursor=${cursor}`);
    expect(second.json()).toHaveLength(1);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect((await list('cursor=nonsense')).statusCode).toBe(400);
    expect((await list('status=SOLD')).statusCode).toBe(400);
  });
});

/** The photos on both stores: the disk, and a bucket on a local S3-compatible server (STORAGE=s3). */
describe.each(['disk', 's3'] as const)('photos (%s)', (driver) => {
  let s3: LocalS3 | undefined;
  let onDisk: {
    app: TestApp;
    admin: Headers;
    member: Headers;
    categoryId: string;
    storedFiles: typeof storedFiles;
  };
  beforeAll(async () => {
    if (driver === 'disk') return;
    onDisk = { app, admin, member, categoryId, storedFiles };
    s3 = await startLocalS3();
    const bucket = await s3.newBucket();
    app = await buildTestApp({ dataDir, storage: s3.storage(bucket) });
    admin = await signedIn('admin');
    member = await signedIn('customer');
    categoryId = (await createCategory(app.db, `Tunics ${Date.now()}`)).id;
    storedFiles = () => s3!.keys(bucket);
  });
  afterAll(async () => {
    if (driver === 'disk') return;
    await app.close();
    await s3?.close();
    ({ app, admin, member, categoryId, storedFiles } = onDisk);
  });

  it('makes WebP and AVIF variants of a real JPEG at the fixed widths, served with a year of cache', async () => {
    const p = await newProduct();
    const res = await upload(p.id, await jpeg(1200, 1600));
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<AdminProduct>();
    const photo = saved.images.find((i) => i.variants.length > 0)!;
    // The first photo goes in front and becomes the main picture; 1440 would upscale a 1200 px photo.
    expect(saved.images[0]!.id).toBe(photo.id);
    expect(photo.isPrimary).toBe(true);
    expect(photo.variants.map((v) => `${v.format}-${v.width}`).sort()).toEqual(
      ['avif-480', 'avif-960', 'webp-480', 'webp-960'].sort(),
    );
    expect(photo).toMatchObject({ width: 960, height: 1280 });
    for (const v of photo.variants) {
      expect(v.url).toMatch(new RegExp(`^/media/products/${p.id}/${photo.id}-${v.width}\\.${v.format}$`));
      const file = await app.inject({ method: 'GET', url: v.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['content-type']).toBe(`image/${v.format}`);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.width).toBe(v.width);
    }
    // The storefront's card and product page show it, with its variants.
    const page = (
      await app.inject({ method: 'GET', url: `/api/products/${p.slug}`, headers: member })
    ).json();
    expect(page.images[0].imageUrl).toBe(photo.imageUrl);
    expect(page.images[0].variants).toHaveLength(4);
    const cards = (
      await app.inject({
        method: 'GET',
        url: `/api/products?q=${encodeURIComponent(p.name)}`,
        headers: member,
      })
    ).json();
    expect(cards[0].images[0].url).toBe(photo.imageUrl);
    // The original is kept but never served.
    const original = await app.inject({
      method: 'GET',
      url: `/media/products/${p.id}/${photo.id}-original.jpg`,
    });
    expect(original.statusCode).toBe(404);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, p.id));
    expect(audit.map((a) => a.action)).toContain('product.image.add');
  });

  it('refuses a renamed text file (400), an oversized file (413) and a decompression bomb (400), leaving nothing', async () => {
    const p = await newProduct();
    const files = (await storedFiles()).length;
    const rows = (await app.db.select().from(productImages).where(eq(productImages.productId, p.id))).length;

    const text = await upload(p.id, Buffer.from('just some text, not a picture\n'.repeat(20)), {
      filename: 'photo.jpg',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(M.imageType);

    const big = Buffer.concat([await jpeg(64, 64), Buffer.alloc(15 * 1024 * 1024 + 10, 0)]);
    const oversized = await upload(p.id, big);
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().message).toBe(M.imageTooLarge);

    // A tiny PNG whose header declares 30000 x 30000 pixels (900 megapixels to decode).
    const bombRes = await upload(p.id, await pngDeclaring(30000, 30000));
    expect(bombRes.statusCode).toBe(400);
    expect(bombRes.json().message).toBe(M.imageTooManyPixels);

    const empty = await upload(p.id, undefined);
    expect(empty.statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${p.id}/images`,
      payload: {},
      headers: admin,
    });
    expect(json.statusCode).toBe(415);

    expect((await storedFiles()).length).toBe(files);
    expect((await app.db.select().from(productImages).where(eq(productImages.productId, p.id))).length).toBe(
      rows,
    );
  });

  it('reorders, sets the primary picture and removes a picture with its files', async () => {
    const p = await newProduct();
    const one = (await upload(p.id, await jpeg(500, 600))).json<AdminProduct>();
    const two = (await upload(p.id, await jpeg(600, 800))).json<AdminProduct>();
    const ids = two.images.map((i) => i.id);
    expect(ids).toHaveLength(2);
    const reversed = [...ids].reverse();
    const order = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${p.id}/images/order`,
      payload: { ids: reversed },
      headers: admin,
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json<AdminProduct>().images.map((i) => i.id)).toEqual(reversed);
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${p.id}/images/order`,
      payload: { ids: [ids[0]] },
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.imageOrder);

    const second = ids.find((id) => id !== one.images[0]!.id)!;
    const primary = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${p.id}/images/${second}/primary`,
      headers: admin,
    });
    expect(primary.statusCode).toBe(200);
    expect(primary.json<AdminProduct>().images.find((i) => i.isPrimary)!.id).toBe(second);

    const files = (await storedFiles()).length;
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${p.id}/images/${second}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    const left = removed.json<AdminProduct>().images;
    expect(left).toHaveLength(1);
    expect(left[0]!.isPrimary).toBe(true);
    // 600 px wide: one width (480) in two formats, plus the original.
    expect((await storedFiles()).length).toBe(files - 3);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${p.id}/images/${second}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('launch', () => {
  const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  async function votedDesign(voters: number, threshold: number, preOrderEndDate: Date | null = inAMonth()) {
    const p = await createProduct(app.db, {
      categoryId,
      status: 'VOTE_TO_LAUNCH',
      voteThreshold: threshold,
      preOrderEndDate,
      sizes: [{ value: 'M', stock: 4 }],
    });
    const users = [];
    for (let i = 0; i < voters; i++) {
      const u = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
      users.push(u);
      const h = (await loginAs(app, u.email, u.password)).headers;
      const vote = await app.inject({ method: 'POST', url: `/api/products/${p.id}/vote`, headers: h });
      expect(vote.statusCode).toBe(200);
    }
    return { product: p, voters: users };
  }
  const launch = (id: string, to = 'PRE_ORDER') =>
    app.inject({ method: 'POST', url: `/api/admin/products/${id}/launch`, payload: { to }, headers: admin });

  it('refuses a design below its threshold (409) and a product not waiting for votes', async () => {
    const { product } = await votedDesign(1, 3);
    const res = await launch(product.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.launchNotReady);
    const sold = await createProduct(app.db, { categoryId });
    expect((await launch(sold.id)).json().message).toBe(M.launchNotVoting);
    expect((await launch(product.id, 'SOLD_OUT')).statusCode).toBe(400);
  });

  it('opens pre-orders only with a pre-order end date in the future (members are told when it ships)', async () => {
    const { product } = await votedDesign(1, 1, null);
    const res = await launch(product.id, 'PRE_ORDER');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.launchNeedsEndDate);
    expect(res.json().fieldErrors.preOrderEndDate).toEqual([M.launchNeedsEndDate]);
    const past = await votedDesign(1, 1, new Date(Date.now() - 60_000));
    expect((await launch(past.product.id, 'PRE_ORDER')).statusCode).toBe(400);
    // Nothing changed, and nobody was told.
    const [row] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.status).toBe('VOTE_TO_LAUNCH');
    expect(await app.db.select().from(memberNotices).where(eq(memberNotices.reference, product.id))).toEqual(
      [],
    );
    // In stock needs no date.
    expect((await launch(product.id, 'IN_STOCK')).statusCode).toBe(200);
    // The audit trail counts its one vote in the singular.
    const [launched] = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, product.id));
    expect(launched!.summary).toBe(`Launched ${product.name} to In Stock (1 vote)`);
  });

  it('launches once: status, audit, a notice and one e-mail per voter, even when two launches race', async () => {
    const { product, voters } = await votedDesign(3, 3);
    const [a, b] = await Promise.all([launch(product.id), launch(product.id, 'IN_STOCK')]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const won = a.statusCode === 200 ? a : b;
    expect(won.json().votersNotified).toBe(3);
    const to = won.json().product.status;
    expect(['PRE_ORDER', 'IN_STOCK']).toContain(to);
    // And once more later: nothing new.
    expect((await launch(product.id)).statusCode).toBe(409);

    const told = await app.db.select().from(memberNotices).where(eq(memberNotices.reference, product.id));
    expect(told.map((n) => n.userId).sort()).toEqual(voters.map((v) => v.id).sort());
    for (const voter of voters) {
      const mail = (await listOutbox(app.db, voter.email)).filter((m) => m.subject.includes(product.name));
      expect(mail, voter.email).toHaveLength(1);
      expect(mail[0]!.text).toContain(`/products/${product.slug}`);
      const h = (await loginAs(app, voter.email, voter.password)).headers;
      const bell = (await app.inject({ method: 'GET', url: '/api/notices', headers: h })).json();
      expect(bell.unread).toBe(1);
      expect(bell.notices[0]).toMatchObject({ kind: 'design_launched', url: `/products/${product.slug}` });
    }
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, product.id));
    expect(audit.filter((r) => r.action === 'product.launch').map((r) => r.summary)).toEqual([
      expect.stringMatching(/ \(3 votes\)$/),
    ]);
    // The storefront sees the new status at once.
    const h = (await loginAs(app, voters[0]!.email, voters[0]!.password)).headers;
    expect(
      (await app.inject({ method: 'GET', url: `/api/products/${product.slug}`, headers: h })).json().status,
    ).toBe(to);
  });

  it('a design made ready by lowering its threshold through the edit API can be launched', async () => {
    const { product } = await votedDesign(1, 5);
    const current = (
      await app.inject({ method: 'GET', url: `/api/admin/products/${product.id}`, headers: admin })
    ).json<AdminProduct>();
    expect(current.readyToLaunch).toBe(false);
    const { id: _i, images: _im, variants, ...fields } = current;
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: admin,
      payload: { ...fields, voteThreshold: 1, variants: variants.map(({ id: _v, ...v }) => v) },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().readyToLaunch).toBe(true);
    expect((await launch(product.id, 'IN_STOCK')).statusCode).toBe(200);
    const votes = await app.db.select().from(productVotes).where(eq(productVotes.productId, product.id));
    expect(votes).toHaveLength(1);
  });
});

describe('pictures in the back office', () => {
  it("an admin sees a LIMITED-EDITION design's pictures (a signed-in non-member still does not)", async () => {
    const p = await createProduct(app.db, { categoryId, availableIn: 'LIMITED-EDITION' });
    const [image] = await app.db.select().from(productImages).where(eq(productImages.productId, p.id));
    // The factory's garment is shared with STUDIO products; give this design its own.
    const url = '/media/garments/top-plain-2d2a32-c9a227-0.svg';
    await app.db.update(productImages).set({ imageUrl: url }).where(eq(productImages.id, image!.id));
    const nonMember = await signedIn('subadmin');
    expect((await app.inject({ method: 'GET', url, headers: admin })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, headers: nonMember })).statusCode).toBe(403);
  });
});
