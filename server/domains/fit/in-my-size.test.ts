import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '../../../contracts/catalog.ts';
import type { PreferenceProfile } from '../../../contracts/preferences.ts';
import { products } from '../../db/schema/index.ts';
import { redactUrl } from '../../lib/logger.ts';
import { demoChart } from '../../seed/size-chart-data.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createUser } from '../../test/factories.ts';

/**
 * The grid's "In my size" (GET /api/products?fitFor=me|profileId): the pieces that can be had in the
 * size suggested for that person, by the piece's category and cut, combined with the other filters and
 * paged like them; only her own profiles; an empty list with X-Fit: none when there is nothing to go
 * on; one cached answer for everyone with the same sizes.
 */
let app: TestApp;
type Headers = Record<string, string>;
let dresses: { id: string };
let tops: { id: string };
const ids: Record<string, string> = {};

async function member() {
  const user = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
  return { ...user, headers: (await loginAs(app, user.email, user.password)).headers };
}

/** Her 'Me' with these details, and family members with theirs; their profile ids by name. */
async function people(headers: Headers, me: object | null, family: { name: string; details: object }[] = []) {
  const list = (await app.inject({ method: 'GET', url: '/api/preference-profiles', headers })).json<
    PreferenceProfile[]
  >();
  const primary = list.find((p) => p.isPrimary)!;
  if (me) {
    await app.inject({
      method: 'PUT',
      url: `/api/preference-profiles/${primary.id}`,
      headers,
      payload: { details: me },
    });
  }
  const made: Record<string, string> = { Me: primary.id };
  for (const f of family) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/preference-profiles',
      headers,
      payload: { name: f.name, relationship: 'Mother' },
    });
    const id = res.json<PreferenceProfile>().id;
    await app.inject({
      method: 'PUT',
      url: `/api/preference-profiles/${id}`,
      headers,
      payload: { details: f.details },
    });
    made[f.name] = id;
  }
  return made;
}

const list = (headers: Headers, query: string) =>
  app.inject({ method: 'GET', url: `/api/products?${query}`, headers });
const names = (res: { json: <T>() => T }) =>
  res
    .json<ProductCard[]>()
    .map((c) => Object.entries(ids).find(([, id]) => id === c.id)?.[0] ?? c.id)
    .sort();

const chest = (cm: number) => ({ generalBodyMeasurements: { chest: cm } });

beforeAll(async () => {
  app = await buildTestApp();
  const a = await createUser(app.db, { role: 'admin' });
  const admin = (await loginAs(app, a.email, a.password)).headers;
  // Categories of this file's own (no other test's pieces), with the demo charts: bust M 91, L 97, XL 102.
  dresses = await createCategory(app.db, `Fit dresses ${Date.now()}`);
  tops = await createCategory(app.db, `Fit tops ${Date.now()}`);
  for (const [c, chart] of [
    [dresses.id, 'dresses'],
    [tops.id, 'tops'],
  ] as const) {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/size-charts/${c}`,
      headers: admin,
      payload: { rows: demoChart(chart) },
    });
    expect(res.statusCode).toBe(200);
  }
  const piece = async (
    name: string,
    categoryId: string,
    sizes: [string, number][],
    more: { fit?: 'slim' | 'relaxed'; status?: 'PRE_ORDER' | 'IN_STOCK' } = {},
  ) => {
    const p = await createProduct(app.db, {
      categoryId,
      name,
      status: more.status,
      sizes: sizes.map(([value, stock]) => ({ value, stock })),
    });
    if (more.fit) await app.db.update(products).set({ fit: more.fit }).where(eq(products.id, p.id));
    ids[name] = p.id;
  };
  // Chest 92: M at a regular cut, L in a slim one (92 + 2 cm of ease), M in a relaxed one.
  await piece('dress-m', dresses.id, [
    ['M', 2],
    ['L', 0],
  ]);
  await piece('dress-m-sold-out', dresses.id, [
    ['M', 0],
    ['L', 4],
  ]);
  await piece('dress-slim-l', dresses.id, [['L', 1]], { fit: 'slim' });
  await piece('dress-relaxed-m', dresses.id, [['M', 1]], { fit: 'relaxed' });
  await piece('dress-xl', dresses.id, [
    ['L', 1],
    ['XL', 3],
  ]);
  // A pre-order takes any size it is made in (as "Your size" counts it), stock or not.
  await piece('dress-pre-order-m', dresses.id, [['M', 0]], { status: 'PRE_ORDER' });
  await piece('top-m', tops.id, [['M', 5]]);
  await piece('top-s', tops.id, [['S', 5]]);
});
afterAll(() => app.close());

describe('GET /api/products?fitFor=', () => {
  it("lists exactly the pieces she can have in her size, by category and cut; Amma's list is Amma's", async () => {
    const her = await member();
    const profiles = await people(her.headers, chest(92), [{ name: 'Amma', details: chest(102) }]);
    const mine = await list(her.headers, `fitFor=me&categoryId=${dresses.id},${tops.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-fit']).toBeUndefined();
    expect(names(mine)).toEqual(['dress-m', 'dress-pre-order-m', 'dress-relaxed-m', 'dress-slim-l', 'top-m']);

    const amma = await list(her.headers, `fitFor=${profiles.Amma}&categoryId=${dresses.id},${tops.id}`);
    expect(amma.statusCode).toBe(200);
    expect(names(amma)).toEqual(['dress-xl']);
    // The answer names sizes by piece, never the person or her measures.
    expect(amma.body).not.toContain(profiles.Amma);
    expect(String(amma.headers.etag)).not.toContain(profiles.Amma!);
  });

  it('combines with the category and status filters and pages by cursor without repeats', async () => {
    const her = await member();
    await people(her.headers, chest(92));
    const inStock = await list(her.headers, `fitFor=me&categoryId=${dresses.id}&status=IN_STOCK`);
    expect(names(inStock)).toEqual(['dress-m', 'dress-relaxed-m', 'dress-slim-l']);
    const bySlug = await list(her.headers, `fitFor=me&categoryId=${tops.id}`);
    expect(names(bySlug)).toEqual(['top-m']);

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const res = await list(
        her.headers,
        `fitFor=me&categoryId=${dresses.id},${tops.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      const cards = res.json<ProductCard[]>();
      expect(cards.length).toBeLessThanOrEqual(2);
      seen.push(...cards.map((c) => c.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(5);
  });

  it("refuses another member's profile (and an unknown one) with words to act on", async () => {
    const her = await member();
    await people(her.headers, chest(92));
    const other = await member();
    const theirs = await people(other.headers, chest(102), [{ name: 'Their Amma', details: chest(92) }]);
    for (const ref of [theirs['Their Amma'], theirs.Me, '00000000-0000-4000-8000-000000000000']) {
      const res = await list(her.headers, `fitFor=${ref}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please choose one of your style profiles.');
    }
    const bad = await list(her.headers, 'fitFor=someone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Please choose one of your style profiles.');
  });

  it('answers an empty list with X-Fit: none for a person with nothing to go on', async () => {
    const her = await member();
    const res = await list(her.headers, `fitFor=me&categoryId=${dresses.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-fit']).toBe('none');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('is for signed-in people, like every list', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products?fitFor=me' });
    expect(res.statusCode).toBe(401);
  });

  it('shares one cached answer between members with the same sizes, and not with different ones', async () => {
    // A query of this test's own, so its first answer is read for it.
    const query = `fitFor=me&categoryId=${dresses.id}&limit=7`;
    const first = await member();
    await people(first.headers, chest(92));
    const twin = await member();
    await people(twin.headers, chest(92.4));
    const larger = await member();
    await people(larger.headers, chest(102));

    const a = await list(first.headers, query);
    expect(a.headers['x-cache']).toBe('MISS');
    const b = await list(twin.headers, query);
    expect(b.headers['x-cache']).toBe('HIT');
    expect(b.body).toBe(a.body);
    expect(b.headers.etag).toBe(a.headers.etag);
    const c = await list(larger.headers, query);
    expect(c.headers['x-cache']).toBe('MISS');
    expect(names(c)).toEqual(['dress-xl']);
  });

  it('keeps the profile id out of logged URLs', () => {
    expect(
      redactUrl('/api/products?status=IN_STOCK&fitFor=4f1c2a9e-0000-4000-8000-000000000000&limit=24'),
    ).toBe('/api/products?status=IN_STOCK&fitFor=[redacted]&limit=24');
  });
});
