import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FitAnswer, SizeChart, SizeChartRow } from '../../../contracts/fit.ts';
import type { PreferenceProfile } from '../../../contracts/preferences.ts';
import { auditLog, products } from '../../db/schema/index.ts';
import { demoChart } from '../../seed/size-chart-data.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createUser } from '../../test/factories.ts';
import * as catalog from '../catalog/service.ts';

/**
 * The size charts' routes (public guide, the back office's editor) and GET /api/fit: the member's own
 * people only, private and never cached, sizes that cannot be had flagged with the nearest that can.
 */
let app: TestApp;
let admin: Record<string, string>;
let category: { id: string; slug: string; name: string };
let bare: { id: string; slug: string };

type Headers = Record<string, string>;
const put = (headers: Headers, categoryId: string, rows: unknown) =>
  app.inject({ method: 'PUT', url: `/api/admin/size-charts/${categoryId}`, headers, payload: { rows } });

async function member(cardStatus: 'active' | 'pending_review' = 'active') {
  const user = await createUser(app.db, { plan: 'premium', cardStatus });
  return { ...user, headers: (await loginAs(app, user.email, user.password)).headers };
}

/** The member's profiles: her 'Me' with these details, and family members with theirs. */
async function people(headers: Headers, me: object, family: { name: string; details: object }[] = []) {
  const list = (await app.inject({ method: 'GET', url: '/api/preference-profiles', headers })).json<
    PreferenceProfile[]
  >();
  const primary = list.find((p) => p.isPrimary)!;
  await app.inject({
    method: 'PUT',
    url: `/api/preference-profiles/${primary.id}`,
    headers,
    payload: { details: me },
  });
  for (const f of family) {
    const made = await app.inject({
      method: 'POST',
      url: '/api/preference-profiles',
      headers,
      payload: { name: f.name, relationship: 'Mother' },
    });
    await app.inject({
      method: 'PUT',
      url: `/api/preference-profiles/${made.json<PreferenceProfile>().id}`,
      headers,
      payload: { details: f.details },
    });
  }
}

const fitOf = (headers: Headers, ids: string[]) =>
  app.inject({ method: 'GET', url: `/api/fit?ids=${ids.join(',')}`, headers });

beforeAll(async () => {
  app = await buildTestApp();
  const a = await createUser(app.db, { role: 'admin' });
  admin = (await loginAs(app, a.email, a.password)).headers;
  // The shop's own Dresses (made by the migrations): her dress size speaks for it.
  category = await createCategory(app.db, 'Dresses');
  bare = await createCategory(app.db, `Fit bare ${Date.now()}`);
  expect((await put(admin, category.id, demoChart('dresses'))).statusCode).toBe(200);
});
afterAll(() => app.close());

describe('the size guide (public)', () => {
  it('answers the chart to anyone, cacheable', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/size-charts/${category.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const chart = res.json<SizeChart>();
    expect(chart.measures).toEqual(['bust', 'waist', 'hips', 'shoulder', 'length']);
    expect(chart.rows.map((r) => r.bust).slice(0, 4)).toEqual([81, 86, 91, 97]);
  });

  it('is a 404 a person can read for an unknown category or one without a chart', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/size-charts/no-such-category' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This category does not exist.');
    const none = await app.inject({ method: 'GET', url: `/api/size-charts/${bare.slug}` });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This category has no size chart yet.');
  });
});

describe('the chart editor (admins)', () => {
  it('is for admins only', async () => {
    const m = await member();
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/size-charts/${category.id}` })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/size-charts/${category.id}`, headers: m.headers }))
        .statusCode,
    ).toBe(403);
    expect((await put(m.headers, category.id, demoChart('tops'))).statusCode).toBe(403);
  });

  it('starts a category without a chart from its usual columns, and 404s an unknown one', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/admin/size-charts/${bare.id}`, headers: admin });
    expect(res.json()).toMatchObject({ rows: [], measures: ['bust', 'waist', 'hips'], updatedAt: null });
    const unknown = await put(admin, '00000000-0000-4000-8000-000000000000', demoChart('tops'));
    expect(unknown.statusCode).toBe(404);
  });

  const row = (size: string, bust: number | null, waist: number | null = null): Partial<SizeChartRow> => ({
    size: size as SizeChartRow['size'],
    bust,
    waist,
    hips: null,
    shoulder: null,
    length: null,
  });
  it.each([
    { what: 'no rows', rows: [], message: 'Add at least one size to the chart.' },
    {
      what: 'a measure shrinking',
      rows: [row('S', 86), row('M', 84)],
      message: 'Bust for M (84 cm) must be more than for S (86 cm).',
    },
    {
      what: 'sizes out of order',
      rows: [row('M', 86), row('S', 91)],
      message: 'S must come after M: list the sizes from small to large.',
    },
    {
      what: 'a gap',
      rows: [row('S', 86), row('L', 97)],
      message: 'Add M before L: the sizes follow each other without gaps.',
    },
    {
      what: 'a column half filled',
      rows: [row('S', 86, 71), row('M', 91, null)],
      message: 'Waist is missing for M: give it for every size, or leave the whole column empty.',
    },
    { what: 'a bust of 20 cm', rows: [row('S', 20)], message: 'Bust must be between 60 and 170 cm.' },
    {
      what: 'no body measure',
      rows: [{ ...row('S', null), length: 60 }],
      message: 'Give bust, waist or hips for the sizes: the shop reads them to suggest a size.',
    },
  ])('refuses $what with a message to act on', async ({ rows, message }) => {
    const res = await put(admin, bare.id, rows);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(Object.values(res.json().fieldErrors ?? {}).flat()).toContain(message);
  });

  it('saves the chart and records it in the audit trail', async () => {
    const rows = demoChart('trousers').slice(0, 5);
    const res = await put(admin, bare.id, rows);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ measures: ['waist', 'hips', 'length'], rows });
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, bare.id));
    expect(entry).toMatchObject({ action: 'size_chart.update', before: null });
    expect(entry!.summary).toContain('size chart (XS to XL)');
  });
});

describe('GET /api/fit', () => {
  it('needs a signed-in member and valid ids', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/fit?ids=' })).statusCode).toBe(401);
    const m = await member();
    const res = await fitOf(m.headers, ['not-an-id']);
    expect(res.statusCode).toBe(400);
  });

  it("answers each of her people with their own size, privately, and never anyone else's", async () => {
    const piece = await createProduct(app.db, {
      categoryId: category.id,
      sizes: ['S', 'M', 'L', 'XL'].map((value) => ({ value, stock: 5 })),
    });
    const her = await member();
    await people(her.headers, { generalBodyMeasurements: { chest: 92, waist: 76, hips: 98 } }, [
      { name: 'Amma', details: { preferredSizes: { dresses: 'XL' } } },
    ]);
    const other = await member();
    await people(other.headers, { generalBodyMeasurements: { chest: 120 } }, [
      { name: 'Someone else', details: {} },
    ]);

    const res = await fitOf(her.headers, [piece.id]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answer = res.json<FitAnswer>();
    expect(answer.products).toHaveLength(1);
    expect(answer.products[0]).toMatchObject({ productId: piece.id, fit: 'regular' });
    expect(answer.products[0]!.profiles).toMatchObject([
      { name: 'Me', isPrimary: true, recommendation: { size: 'M', basis: 'measurements' }, available: true },
      { name: 'Amma', isPrimary: false, recommendation: { size: 'XL', basis: 'roslis' }, available: true },
    ]);
    expect(answer.products[0]!.profiles[0]!.recommendation.reason).toBe(
      'Your chest, 92 cm, is within M (89–94 cm).',
    );
    // The words the web writes in her language come through the answer's schema whole.
    expect(answer.products[0]!.profiles[0]!.recommendation.words).toEqual({
      key: 'within',
      size: 'M',
      measure: 'bust',
      cm: 92,
      low: 89,
      high: 94,
      fit: 'regular',
    });
    expect(res.body).not.toContain('Someone else');
    expect(res.body).not.toContain('120');
  });

  it('reads the piece cut and says "Add your measurements" with nothing to go on', async () => {
    const piece = await createProduct(app.db, { categoryId: category.id, sizes: [{ value: 'L', stock: 1 }] });
    await app.db.update(products).set({ fit: 'slim' }).where(eq(products.id, piece.id));
    const her = await member();
    const [p] = (await fitOf(her.headers, [piece.id])).json<FitAnswer>().products;
    expect(p).toMatchObject({
      fit: 'slim',
      profiles: [
        {
          name: 'Me',
          recommendation: { size: null, reason: 'Add your measurements', words: { key: 'none' } },
          available: null,
        },
      ],
    });
  });

  it('flags a size out of stock with the nearest that fits and is in stock', async () => {
    const piece = await createProduct(app.db, {
      categoryId: category.id,
      sizes: [
        { value: 'S', stock: 3 },
        { value: 'M', stock: 0 },
        { value: 'L', stock: 2 },
      ],
    });
    const her = await member();
    await people(her.headers, { generalBodyMeasurements: { chest: 91 } });
    const [p] = (await fitOf(her.headers, [piece.id])).json<FitAnswer>().products;
    expect(p!.profiles[0]).toMatchObject({ recommendation: { size: 'M' }, available: false, nearest: 'L' });
  });

  it("moves her size one up on a piece members say runs small (the product's fit tendency)", async () => {
    const sizes = ['S', 'M', 'L'].map((value) => ({ value, stock: 5 }));
    const small = await createProduct(app.db, { categoryId: category.id, sizes });
    const plain = await createProduct(app.db, { categoryId: category.id, sizes });
    await catalog.setFitTendency(app.db, small.id, 'small');
    const her = await member();
    await people(her.headers, { generalBodyMeasurements: { chest: 91 } });
    const answer = (await fitOf(her.headers, [small.id, plain.id])).json<FitAnswer>().products;
    const of = (id: string) => answer.find((p) => p.productId === id)!.profiles[0]!.recommendation;
    expect(of(plain.id).size).toBe('M');
    expect(of(small.id).size).toBe('L');
    expect(of(small.id).reason).toContain('Members say this piece runs small, so we suggest L.');
  });

  it('leaves out a LIMITED-EDITION piece without an active card', async () => {
    const piece = await createProduct(app.db, {
      categoryId: category.id,
      availableIn: 'LIMITED-EDITION',
      sizes: [{ value: 'M', stock: 1 }],
    });
    const pending = await member('pending_review');
    expect((await fitOf(pending.headers, [piece.id])).json<FitAnswer>().products).toEqual([]);
    const active = await member();
    expect((await fitOf(active.headers, [piece.id])).json<FitAnswer>().products).toHaveLength(1);
  });
});

describe("the product's fit in the editor", () => {
  it('is regular by default and saved with the product', async () => {
    const piece = await createProduct(app.db, { categoryId: category.id, sizes: [{ value: 'M', stock: 1 }] });
    const url = `/api/admin/products/${piece.id}`;
    const current = (await app.inject({ method: 'GET', url, headers: admin })).json();
    expect(current.fit).toBe('regular');
    const {
      id: _i,
      price: _p,
      compareAtPrice: _c,
      images: _im,
      createdAt: _ca,
      updatedAt: _u,
      ...rest
    } = current;
    const body = {
      name: rest.name,
      slug: rest.slug,
      description: rest.description,
      details: rest.details,
      categoryId: rest.categoryId,
      availableIn: rest.availableIn,
      signature: rest.signature,
      status: rest.status,
      pricePaise: rest.pricePaise,
      compareAtPricePaise: rest.compareAtPricePaise,
      voteThreshold: rest.voteThreshold,
      preOrderLimit: rest.preOrderLimit,
      preOrderEndDate: rest.preOrderEndDate,
      variants: rest.variants.map(
        ({ name, value, stock }: { name: string; value: string; stock: number }) => ({
          name,
          value,
          stock,
        }),
      ),
    };
    const saved = await app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: { ...body, fit: 'relaxed' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().fit).toBe('relaxed');
    const bad = await app.inject({ method: 'PUT', url, headers: admin, payload: { ...body, fit: 'baggy' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Please choose slim, regular or relaxed.');
  });
});
