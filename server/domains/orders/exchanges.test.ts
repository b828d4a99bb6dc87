import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '../../../contracts/constants.ts';
import type { ExchangeRequest } from '../../../contracts/orders.ts';
import { auditLog, notifications, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, testConfig } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import {
  createCategory,
  createOrder,
  createProduct,
  createSignedInUsers,
  createUser,
} from '../../test/factories.ts';
import { type LocalS3, startLocalS3 } from '../../test/s3.ts';
import { exchangesForOrder, recordExchange } from './exchanges.ts';

/**
 * Damage reports on orders written by the factory (after-delivery.test.ts walks the real checkout):
 * who may report which line when, what is stored, and the staff's list and decision. What touches the
 * stored video (the upload, its limit, streaming and ranges) runs on both stores: the disk, and a
 * bucket on a local S3-compatible server (STORAGE=s3).
 */
type Driver = 'disk' | 's3';
let app: TestApp;
let productId: string;
let staff: Record<string, string>;
/** Every stored file or key of the store in use (videos, and partial files if any were left). */
let stored: () => Promise<string[]>;
let s3: LocalS3;
let dataDir: string;
const apps = new Map<
  Driver,
  { app: TestApp; productId: string; staff: Record<string, string>; files: () => Promise<string[]> }
>();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'roslis-exchanges-'));
  s3 = await startLocalS3();
});
afterAll(async () => {
  for (const built of apps.values()) await built.app.close();
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A store's settings: the disk under `dir`, or a new bucket (and what it holds). */
async function storeFor(driver: Driver, dir: string) {
  if (driver === 'disk') {
    const files = async () => {
      try {
        return readdirSync(join(dir, 'uploads'), { recursive: true })
          .map(String)
          .filter((f) => /\.\w+$/.test(f));
      } catch {
        return [];
      }
    };
    return { config: { dataDir: dir }, files };
  }
  const bucket = await s3.newBucket();
  return { config: { dataDir: dir, storage: s3.storage(bucket) }, files: () => s3.keys(bucket) };
}

/** The describe's tests use the app on `driver`'s store (made once for the file). */
function useStore(driver: Driver) {
  beforeAll(async () => {
    let built = apps.get(driver);
    if (!built) {
      const store = await storeFor(driver, join(dataDir, driver));
      const made = await buildTestApp(store.config);
      const categoryId = (await createCategory(made.db, 'Exchanged')).id;
      const admin = await createUser(made.db, { role: 'admin' });
      built = {
        app: made,
        productId: (await createProduct(made.db, { categoryId, name: 'Mundu Saree' })).id,
        staff: (await loginAs(made, admin.email, admin.password)).headers,
        files: store.files,
      };
      apps.set(driver, built);
    }
    ({ app, productId, staff, files: stored } = built);
  });
}

const HOUR = 3_600_000;

/** A member with an order of two lines in `status`, delivered `hoursAgo` hours ago. */
async function orderOf(opts: { status?: 'delivered' | 'shipped'; hoursAgo?: number } = {}) {
  const [member] = await createSignedInUsers(app.db, 1);
  const order = await createOrder(app.db, {
    userId: member!.id,
    status: opts.status ?? 'delivered',
    deliveredAt: new Date(Date.now() - (opts.hoursAgo ?? 1) * HOUR),
    lines: [
      { productId, name: 'Mundu Saree', unitPricePaise: 349900 },
      { productId, name: 'Mundu Saree', size: 'L', quantity: 2 },
    ],
  });
  return { member: member!, order, lineId: order.lines[0]!.id };
}

function form(fields: Record<string, string>, file?: { type: string; bytes: Buffer; field?: string }) {
  const boundary = `----roslis${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'video'}"; filename="clip"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The first bytes of each kept container (what the shop checks), by the type a phone would declare. */
const SIGNATURES: Record<string, Buffer> = {
  'video/mp4': Buffer.from('000000186674797069736f6d00000200', 'hex'),
  'video/quicktime': Buffer.from('00000014667479707174202000000000', 'hex'),
  'video/webm': Buffer.from('1a45dfa39f4286810142f7810142f281', 'hex'),
};
/** A clip of `size` bytes that starts as its declared type's files do (other types: no signature). */
const clip = (type = 'video/mp4', size = 1500, like = type) => {
  const bytes = Buffer.alloc(size, 3);
  SIGNATURES[like]?.copy(bytes, 0);
  return { type, bytes };
};

function report(
  headers: Record<string, string>,
  number: string,
  lineId: string,
  body = form({ reason: 'The zari border is torn' }, clip()),
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${number}/lines/${lineId}/exchange`,
    headers: { ...headers, ...extra, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe.each(['disk', 's3'] as const)('reporting a damaged piece (%s)', (driver) => {
  useStore(driver);
  it('takes mp4, mov and webm within 48 hours, one report per line, and says so on the order', async () => {
    const { member, order } = await orderOf({ hoursAgo: 47.5 });
    const [first, second] = order.lines;
    const res = await report(
      member.headers,
      order.number,
      first!.id,
      form({ reason: '  Torn seam  ' }, clip('video/quicktime')),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json() as ExchangeRequest;
    expect(created).toMatchObject({
      orderNumber: order.number,
      lineId: first!.id,
      productName: 'Mundu Saree',
      status: 'requested',
      reason: 'Torn seam',
      videoUrl: `/api/exchanges/${created.id}/video`,
      decidedAt: null,
      decisionNote: null,
    });
    expect((await stored()).some((f) => String(f).endsWith('.mov'))).toBe(true);
    expect(
      (await report(member.headers, order.number, second!.id, form({ reason: 'Stain' }, clip('video/webm'))))
        .statusCode,
    ).toBe(201);

    const again = await report(member.headers, order.number, first!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported damage on this piece.');

    const byLine = await exchangesForOrder(app.db, order.id);
    expect(byLine.size).toBe(2);
    expect(byLine.get(first!.id)).toEqual({ id: created.id, status: 'requested', decisionNote: null });
  });

  it('refuses a late report, an order not yet delivered, another line, another member: nothing stored', async () => {
    const before = (await stored()).length;
    const late = await orderOf({ hoursAgo: 48.1 });
    const lateRes = await report(late.member.headers, late.order.number, late.lineId);
    expect(lateRes.statusCode).toBe(400);
    expect(lateRes.json().message).toBe('Damage must be reported within 48 hours of delivery.');

    const shipped = await orderOf({ status: 'shipped' });
    const shippedRes = await report(shipped.member.headers, shipped.order.number, shipped.lineId);
    expect(shippedRes.statusCode).toBe(400);
    expect(shippedRes.json().message).toBe('Damage can be reported once the order has been delivered.');

    const mine = await orderOf();
    const theirs = await orderOf();
    for (const [number, lineId] of [
      [theirs.order.number, theirs.lineId],
      [mine.order.number, theirs.lineId],
      [mine.order.number, '00000000-0000-4000-8000-000000000000'],
      ['RS-2026-999999999', mine.lineId],
    ] as const) {
      const res = await report(mine.member.headers, number, lineId);
      expect(res.statusCode, `${number} ${lineId}`).toBe(404);
      expect(res.json().message).toBe('This piece is not on one of your orders.');
    }
    expect((await report({}, mine.order.number, mine.lineId)).statusCode).toBe(401);
    expect((await stored()).length).toBe(before);
    expect((await exchangesForOrder(app.db, theirs.order.id)).size).toBe(0);
  });

  it('checks the reason and the video, and keeps nothing of a refused one', async () => {
    const before = (await stored()).length;
    const { member, order, lineId } = await orderOf();
    const cases = [
      [form({ reason: 'Torn' }, clip('image/png')), 'The video must be an MP4, MOV or WebM file.'],
      [form({ reason: 'Torn' }, clip('video/x-msvideo')), 'The video must be an MP4, MOV or WebM file.'],
      // Declared a video, but its bytes are not one (a page, a picture, an executable renamed .mp4).
      [
        form({ reason: 'Torn' }, clip('video/mp4', 1500, 'text/html')),
        'The video must be an MP4, MOV or WebM file.',
      ],
      [
        form({ reason: 'Torn' }, clip('video/webm', 8, 'video/mp4')),
        'The video must be an MP4, MOV or WebM file.',
      ],
      [form({ reason: 'Torn' }), 'Please add your unboxing video.'],
      [form({ reason: 'Torn' }, { ...clip(), field: 'photo' }), 'Please add your unboxing video.'],
      [form({}, clip()), 'Please tell us what is damaged (up to 1000 characters).'],
      [form({ reason: '    ' }, clip()), 'Please tell us what is damaged (up to 1000 characters).'],
      [form({ reason: 'x'.repeat(1001) }, clip()), 'Please tell us what is damaged (up to 1000 characters).'],
    ] as const;
    for (const [body, message] of cases) {
      const res = await report(member.headers, order.number, lineId, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await stored()).length).toBe(before);
    // Refusals do not use up the line's one report.
    expect(
      (await report(member.headers, order.number, lineId, form({ reason: 'x'.repeat(1000) }, clip())))
        .statusCode,
    ).toBe(201);
  });

  it('judges the 48 hours when the report arrived, not when its upload finished', async () => {
    const { member, order, lineId } = await orderOf({ hoursAgo: 48.1 });
    const upload = async () => {
      const key = `exchanges/test/${Math.random().toString(16).slice(2)}.mp4`;
      const { bytes } = await app.storage.put(key, Readable.from([Buffer.alloc(100, 1)]), { maxBytes: 1000 });
      return { key, bytes, type: 'video/mp4' };
    };
    const input = { userId: member.id, orderNumber: order.number, lineId, reason: 'Torn seam' };
    // Finished just now, 48.1 hours after delivery: refused, and its video removed.
    const late = await upload();
    await expect(
      recordExchange(app.db, app.storage, { ...input, video: late, reportedAt: new Date() }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Damage must be reported within 48 hours of delivery.',
    });
    expect(await app.storage.open(late.key)).toBeUndefined();
    // Begun 47.6 hours after delivery (a slow upload): taken.
    const slow = await upload();
    const saved = await recordExchange(app.db, app.storage, {
      ...input,
      video: slow,
      reportedAt: new Date(Date.now() - 0.5 * HOUR),
    });
    expect(saved).toMatchObject({ lineId, status: 'requested', reason: 'Torn seam' });
    expect((await exchangesForOrder(app.db, order.id)).get(lineId)?.id).toBe(saved.id);
  });

  it('takes multipart on this route only, and still refuses another site', async () => {
    const before = (await stored()).length;
    const { member, order, lineId } = await orderOf();
    const crossSite = await report(member.headers, order.number, lineId, undefined, {
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('CSRF_REJECTED');
    expect((await stored()).length).toBe(before);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { ...member.headers, 'content-type': form({ productId }).contentType },
      payload: form({ productId }).payload,
    });
    expect(elsewhere.statusCode).toBe(415);
    const json = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/lines/${lineId}/exchange`,
      headers: member.headers,
      payload: { reason: 'Torn' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(
      'Send the report as a form with the reason and the video (multipart/form-data).',
    );
  });
});

describe.each(['disk', 's3'] as const)('a video over the upload limit, over real HTTP (%s)', (driver) => {
  it('is answered 413 while it uploads, stores nothing, and leaves no stalled connection behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'roslis-exchanges-http-'));
    const store = await storeFor(driver, dir);
    const server = await buildTestApp(store.config);
    try {
      const categoryId = (await createCategory(server.db, 'Big')).id;
      const piece = await createProduct(server.db, { categoryId });
      const [member] = await createSignedInUsers(server.db, 1);
      const order = await createOrder(server.db, { userId: member!.id, lines: [{ productId: piece.id }] });
      const address = await server.listen({ port: 0, host: '127.0.0.1' });
      const body = form(
        { reason: 'Torn' },
        // 4 MB more than the tests' 2 MB limit (the shop's is 100 MB): refused while it streams.
        clip('video/mp4', testConfig.exchangeVideoMaxBytes + 4 * 1024 * 1024),
      );
      const res = await fetch(`${address}/api/orders/${order.number}/lines/${order.lines[0]!.id}/exchange`, {
        method: 'POST',
        headers: { ...member!.headers, 'content-type': body.contentType },
        body: body.payload,
        signal: AbortSignal.timeout(20_000),
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toBe(
        'The video is larger than 2 MB. Please trim it or record at a lower quality.',
      );
      expect((await exchangesForOrder(server.db, order.id)).size).toBe(0);
    } finally {
      // The refused upload's connection does not hold up a graceful close.
      const closing = Date.now();
      await server.close();
      expect(Date.now() - closing).toBeLessThan(5_000);
    }
    expect(await store.files()).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  }, 40_000);
});

describe('a report refused before its upload is read, over real HTTP', () => {
  it('is answered at once, stores nothing, and leaves no stalled connection behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'roslis-exchanges-http-'));
    const server = await buildTestApp({ dataDir: dir });
    try {
      const categoryId = (await createCategory(server.db, 'Late')).id;
      const piece = await createProduct(server.db, { categoryId });
      const [member] = await createSignedInUsers(server.db, 1);
      const order = await createOrder(server.db, {
        userId: member!.id,
        deliveredAt: new Date(Date.now() - 49 * HOUR),
        lines: [{ productId: piece.id }],
      });
      const address = await server.listen({ port: 0, host: '127.0.0.1' });
      const body = form({ reason: 'Torn' }, clip('video/mp4', 20 * 1024 * 1024));
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await fetch(
          `${address}/api/orders/${order.number}/lines/${order.lines[0]!.id}/exchange`,
          {
            method: 'POST',
            headers: { ...member!.headers, 'content-type': body.contentType },
            body: body.payload,
            signal: AbortSignal.timeout(20_000),
          },
        );
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toBe(
          'Damage must be reported within 48 hours of delivery.',
        );
      }
      expect((await exchangesForOrder(server.db, order.id)).size).toBe(0);
    } finally {
      const closing = Date.now();
      await server.close();
      expect(Date.now() - closing).toBeLessThan(5_000);
    }
    expect(readdirSync(dir, { recursive: true }).filter((f) => /\.\w+$/.test(String(f)))).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  }, 40_000);
});

describe.each(['disk', 's3'] as const)('the video (%s)', (driver) => {
  useStore(driver);

  it('streams the video to its owner and to staff only', async () => {
    const { member, order, lineId } = await orderOf();
    const video = clip('video/webm', 4321);
    const created = (
      await report(member.headers, order.number, lineId, form({ reason: 'Hole' }, video))
    ).json() as ExchangeRequest;
    for (const headers of [member.headers, staff]) {
      const res = await app.inject({ method: 'GET', url: created.videoUrl, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/webm');
      expect(res.headers['content-length']).toBe('4321');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(video.bytes)).toBe(true);
    }
    const [other] = await createSignedInUsers(app.db, 1);
    const refused = await app.inject({ method: 'GET', url: created.videoUrl, headers: other!.headers });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Exchange request not found.');
    expect((await app.inject({ method: 'GET', url: created.videoUrl })).statusCode).toBe(401);
  });

  it('serves one byte range of the video, so browsers can play and seek it', async () => {
    const { member, order, lineId } = await orderOf();
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    SIGNATURES['video/mp4']!.copy(bytes, 0);
    const created = (
      await report(
        member.headers,
        order.number,
        lineId,
        form({ reason: 'Hole' }, { type: 'video/mp4', bytes }),
      )
    ).json() as ExchangeRequest;
    const get = (range?: string) =>
      app.inject({
        method: 'GET',
        url: created.videoUrl,
        headers: range ? { ...member.headers, range } : member.headers,
      });
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    for (const [range, start, end] of [
      ['bytes=0-1', 0, 1],
      ['bytes=100-199', 100, 199],
      ['bytes=990-', 990, 999],
      ['bytes=-10', 990, 999],
      ['bytes=900-5000', 900, 999],
    ] as const) {
      const res = await get(range);
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/1000`);
      expect(res.headers['content-length'], range).toBe(String(end - start + 1));
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.rawPayload.equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }
    // HEAD: the same headers, no body.
    for (const [range, status, length] of [
      [undefined, 200, '1000'],
      ['bytes=100-199', 206, '100'],
    ] as const) {
      const head = await app.inject({
        method: 'HEAD',
        url: created.videoUrl,
        headers: range ? { ...member.headers, range } : member.headers,
      });
      expect(head.statusCode).toBe(status);
      expect(head.headers['content-length']).toBe(length);
      expect(head.headers['content-type']).toBe('video/mp4');
      expect(head.rawPayload.length).toBe(0);
    }
    const past = await get('bytes=1000-');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
    expect(past.json().message).toBe('The requested part of the video is past its end.');
    // Several ranges at once, or nonsense: the whole video.
    const several = await get('bytes=0-1,5-6');
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.equals(bytes)).toBe(true);
    // Ranges do not open the video to anyone else.
    const [other] = await createSignedInUsers(app.db, 1);
    const refused = await app.inject({
      method: 'GET',
      url: created.videoUrl,
      headers: { ...other!.headers, range: 'bytes=0-1' },
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('the staff decision', () => {
  useStore('disk');

  it('lists reports newest first by status; staff approve or decline each once', async () => {
    const made: ExchangeRequest[] = [];
    for (const reason of ['First', 'Second', 'Third']) {
      const { member, order, lineId } = await orderOf();
      made.push(
        (
          await report(member.headers, order.number, lineId, form({ reason }, clip()))
        ).json() as ExchangeRequest,
      );
    }
    const list = async (q = '') =>
      (
        await app.inject({ method: 'GET', url: `/api/admin/exchanges${q}`, headers: staff })
      ).json() as ExchangeRequest[];
    const ids = (await list()).map((e) => e.id);
    expect(ids.indexOf(made[2]!.id)).toBeLessThan(ids.indexOf(made[1]!.id));
    expect(ids.indexOf(made[1]!.id)).toBeLessThan(ids.indexOf(made[0]!.id));

    const decide = (id: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/admin/exchanges/${id}/decision`, headers: staff, payload });
    const declined = await decide(made[0]!.id, {
      status: 'declined',
      note: '  The video shows no damage.  ',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', decisionNote: 'The video shows no damage.' });
    expect(declined.json().decidedAt).toEqual(expect.any(String));
    expect((await decide(made[1]!.id, { status: 'approved' })).json()).toMatchObject({
      status: 'approved',
      decisionNote: null,
    });
    // Each decision is one audit record (the refused second one none).
    const trail = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, made[0]!.id));
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'exchange.decide',
        before: { status: 'requested' },
        after: { status: 'declined', note: 'The video shows no damage.' },
      }),
    ]);
    const twice = await decide(made[0]!.id, { status: 'approved' });
    expect(twice.statusCode).toBe(409);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.subjectId, made[0]!.id))).toHaveLength(1);
    expect(twice.json().message).toBe('This exchange request has already been decided.');
    expect((await decide(made[2]!.id, { status: 'requested' })).statusCode).toBe(400);
    const unknown = await decide('00000000-0000-4000-8000-000000000000', { status: 'approved' });
    expect(unknown.statusCode).toBe(404);

    expect((await list('?status=declined')).map((e) => e.id)).toContain(made[0]!.id);
    expect((await list('?status=declined')).every((e) => e.status === 'declined')).toBe(true);
    expect((await list('?status=requested')).map((e) => e.id)).toEqual(expect.arrayContaining([made[2]!.id]));
    expect((await list('?status=requested')).map((e) => e.id)).not.toContain(made[1]!.id);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/exchanges?status=lost', headers: staff }))
        .statusCode,
    ).toBe(400);
  });

  it('tells the member of the decision as they chose for order updates (e-mail, or a text)', async () => {
    const outbox = (to: string) => app.db.select().from(notifications).where(eq(notifications.toAddress, to));
    const byMail = await orderOf();
    const [mailUser] = await app.db.select().from(users).where(eq(users.id, byMail.member.id));
    const byText = await orderOf();
    const phone = '+919847099887';
    const [textUser] = await app.db
      .update(users)
      .set({ phone })
      .where(eq(users.id, byText.member.id))
      .returning();
    const chose = await app.inject({
      method: 'PUT',
      url: '/api/user/notifications',
      headers: byText.member.headers,
      payload: {
        ...NOTIFICATION_DEFAULTS,
        orders: { email: false, sms: true, push: false, whatsapp: false },
      },
    });
    expect(chose.statusCode).toBe(200);
    for (const [who, status] of [
      [byMail, 'approved'],
      [byText, 'declined'],
    ] as const) {
      const made = (await report(who.member.headers, who.order.number, who.lineId)).json() as ExchangeRequest;
      const decided = await app.inject({
        method: 'POST',
        url: `/api/admin/exchanges/${made.id}/decision`,
        headers: staff,
        payload: { status, note: 'Checked the video.' },
      });
      expect(decided.statusCode).toBe(200);
    }
    const mail = await outbox(mailUser!.email!);
    expect(mail.map((n) => n.subject)).toEqual([`Exchange approved for order ${byMail.order.number}`]);
    expect(mail[0]!.text).toContain('Our note: Checked the video.');
    expect(await outbox(textUser!.email!)).toEqual([]);
    expect((await outbox(phone)).map((n) => n.text)).toEqual([
      expect.stringContaining(`your exchange for order ${byText.order.number} was not approved`),
    ]);
  });
});
