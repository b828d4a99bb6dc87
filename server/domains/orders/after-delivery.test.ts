import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_RULES } from '../../../contracts/constants.ts';
import type { ExchangeRequest, Order, Review } from '../../../contracts/orders.ts';
import { orders } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, testConfig } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createSignedInUsers, createUser } from '../../test/factories.ts';
import { addToCart, payOrder, placeOrder, saveAddress } from '../../test/orders.ts';

/** After delivery: a review per received piece, and a damage report with its unboxing video. */
let app: TestApp;
let dataDir: string;
let categoryId: string;
let staff: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'roslis-uploads-'));
  app = await buildTestApp({ dataDir });
  categoryId = (await createCategory(app.db, 'Received')).id;
  const admin = await createUser(app.db, { role: 'admin' });
  staff = (await loginAs(app, admin.email, admin.password)).headers;
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const uploads = () => {
  try {
    return readdirSync(join(dataDir, 'uploads'), { recursive: true }).filter((f) => String(f).includes('.'));
  } catch {
    return [];
  }
};

async function delivered(opts: { deliveredHoursAgo?: number } = {}) {
  const [m] = await createSignedInUsers(app.db, 1);
  const addressId = await saveAddress(app, m!.headers);
  const piece = await createProduct(app.db, {
    categoryId,
    name: 'Kasavu Set',
    sizes: [{ value: 'M', stock: 9 }],
  });
  await addToCart(app, m!.headers, piece.id, piece.variants[0]!.id, 1);
  const { order, payment } = await placeOrder(app, m!.headers, addressId);
  await payOrder(app, payment!.id);
  for (const body of [
    { status: 'processing' },
    { status: 'shipped', carrier: 'India Post', trackingNumber: 'EK123456789IN' },
    { status: 'delivered' },
  ]) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: staff,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
  }
  if (opts.deliveredHoursAgo) {
    await app.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - opts.deliveredHoursAgo * 3_600_000) })
      .where(eq(orders.id, order.id));
  }
  const seen = (
    await app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: m!.headers })
  ).json() as Order;
  return { member: m!, piece, order: seen };
}

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----roslis${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const report = (
  headers: Record<string, string>,
  number: string,
  lineId: string,
  body: ReturnType<typeof multipart>,
) =>
  app.inject({
    method: 'POST',
    url: `/api/orders/${number}/lines/${lineId}/exchange`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });

/** An MP4's first bytes (the shop keeps a video by its signature), then filler. */
const MP4_HEAD = Buffer.from('000000186674797069736f6d00000200', 'hex');
const mp4 = (size: number) => {
  const bytes = Buffer.alloc(size, 7);
  MP4_HEAD.copy(bytes, 0);
  return bytes;
};
const video = (bytes = 2048) => ({ name: 'unboxing.mp4', type: 'video/mp4', bytes: mp4(bytes) });

describe('reviews of received pieces', () => {
  it('a member who received a piece rates it once; the product page shows the real figures', async () => {
    const { member, piece, order } = await delivered();
    expect(order.lines[0]).toMatchObject({ canReview: true, canRequestExchange: true, exchange: null });
    const url = `/api/products/${piece.slug}/reviews`;
    const bad = await app.inject({ method: 'POST', url, headers: member.headers, payload: { rating: 6 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Please choose a rating from 1 to 5 stars/);
    const [a, b] = await Promise.all([
      app.inject({
        method: 'POST',
        url,
        headers: member.headers,
        payload: { rating: 4, text: 'Beautiful weave.' },
      }),
      app.inject({ method: 'POST', url, headers: member.headers, payload: { rating: 1 } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe('You have already reviewed this piece.');
    const list = (await app.inject({ method: 'GET', url, headers: member.headers })).json() as Review[];
    expect(list).toHaveLength(1);
    expect(list[0]!.author).toBe('Roslis member');
    const page = (
      await app.inject({ method: 'GET', url: `/api/products/${piece.slug}`, headers: member.headers })
    ).json();
    expect(page).toMatchObject({ reviewCount: 1, rating: list[0]!.rating });
    const after = (
      await app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: member.headers })
    ).json() as Order;
    expect(after.lines[0]!.canReview).toBe(false);
  });

  it('refuses a review of a piece the member has not received', async () => {
    const [stranger] = await createSignedInUsers(app.db, 1);
    const { piece } = await delivered();
    const res = await app.inject({
      method: 'POST',
      url: `/api/products/${piece.slug}/reviews`,
      headers: stranger!.headers,
      payload: { rating: 5 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can review pieces you have received.');
  });
});

describe('damage exchanges', () => {
  it('stores the unboxing video and the request; the member and staff see it; staff decide once', async () => {
    const { member, order } = await delivered();
    const line = order.lines[0]!;
    const res = await report(
      member.headers,
      order.number,
      line.id,
      multipart({ reason: 'Torn seam on the sleeve' }, video()),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json() as ExchangeRequest;
    expect(created).toMatchObject({
      status: 'requested',
      productName: 'Kasavu Set',
      orderNumber: order.number,
    });
    const clip = await app.inject({ method: 'GET', url: created.videoUrl, headers: member.headers });
    expect(clip.statusCode).toBe(200);
    expect(clip.rawPayload.length).toBe(2048);
    const [other] = await createSignedInUsers(app.db, 1);
    expect(
      (await app.inject({ method: 'GET', url: created.videoUrl, headers: other!.headers })).statusCode,
    ).toBe(404);
    const again = await report(
      member.headers,
      order.number,
      line.id,
      multipart({ reason: 'Again' }, video()),
    );
    expect(again.statusCode).toBe(409);

    const decide = (status: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/exchanges/${created.id}/decision`,
        headers: staff,
        payload: { status, note: 'Replacement on its way' },
      });
    expect((await decide('approved')).json()).toMatchObject({
      status: 'approved',
      decisionNote: 'Replacement on its way',
    });
    expect((await decide('declined')).statusCode).toBe(409);
    const seen = (
      await app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: member.headers })
    ).json() as Order;
    expect(seen.lines[0]).toMatchObject({ canRequestExchange: false, exchange: { status: 'approved' } });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/exchanges?status=approved',
          headers: member.headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses late reports, wrong files and other members, and leaves nothing behind', async () => {
    const before = uploads().length;
    const late = await delivered({ deliveredHoursAgo: ORDER_RULES.exchangeWindowHours + 1 });
    const lateRes = await report(
      late.member.headers,
      late.order.number,
      late.order.lines[0]!.id,
      multipart({ reason: 'Stain' }, video()),
    );
    expect(lateRes.statusCode).toBe(400);
    expect(lateRes.json().message).toBe('Damage must be reported within 48 hours of delivery.');

    const { member, order } = await delivered();
    const lineId = order.lines[0]!.id;
    const wrongType = await report(
      member.headers,
      order.number,
      lineId,
      multipart({ reason: 'Stain' }, { name: 'a.png', type: 'image/png', bytes: Buffer.alloc(10) }),
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('The video must be an MP4, MOV or WebM file.');
    const noReason = await report(member.headers, order.number, lineId, multipart({}, video()));
    expect(noReason.statusCode).toBe(400);
    const [stranger] = await createSignedInUsers(app.db, 1);
    expect(
      (await report(stranger!.headers, order.number, lineId, multipart({ reason: 'x' }, video()))).statusCode,
    ).toBe(404);
    const json = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/lines/${lineId}/exchange`,
      headers: member.headers,
      payload: { reason: 'json' },
    });
    expect(json.statusCode).toBe(415);
    expect(uploads().length).toBe(before);
  });

  it('refuses a video over the upload limit with a 413, storing nothing', async () => {
    const { member, order } = await delivered();
    const big = multipart(
      { reason: 'Torn' },
      // The tests' limit is 2 MB (EXCHANGE_VIDEO_MAX_MB; the shop's is 100): the same path, a small upload.
      { name: 'big.mp4', type: 'video/mp4', bytes: mp4(testConfig.exchangeVideoMaxBytes + 1024) },
    );
    const before = uploads().length;
    const res = await report(member.headers, order.number, order.lines[0]!.id, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than 2 MB/);
    expect(uploads().length).toBe(before);
    const seen = (
      await app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: member.headers })
    ).json() as Order;
    expect(seen.lines[0]!.exchange).toBeNull();
  });
});
