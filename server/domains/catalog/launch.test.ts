import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITED_EDITION_RUN, PRODUCT_ADMIN_MESSAGES as M } from '../../../contracts/admin-products.ts';
import { auditLog, memberNotices, products, productVariants } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createUser } from '../../test/factories.ts';

/**
 * Launching a design asks for what the launch needs in the same call: a Pre-Order its end date (and
 * limit), In Stock its pieces per size. What cannot be sold is refused with a 400 and nothing written.
 */
let app: TestApp;
let admin: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const a = await createUser(app.db, { role: 'admin' });
  admin = (await loginAs(app, a.email, a.password)).headers;
  categoryId = (await createCategory(app.db, `Launches ${Date.now()}`)).id;
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** A design at its threshold (one vote of one): no end date, and sizes as given. */
async function readyDesign(opts: { sizes?: { value: string; stock: number }[]; limited?: boolean } = {}) {
  const product = await createProduct(app.db, {
    categoryId,
    status: 'VOTE_TO_LAUNCH',
    voteThreshold: 1,
    availableIn: opts.limited ? 'LIMITED-EDITION' : 'STUDIO',
    sizes: opts.sizes ?? [
      { value: 'S', stock: 0 },
      { value: 'M', stock: 0 },
    ],
  });
  const voter = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
  const headers = (await loginAs(app, voter.email, voter.password)).headers;
  expect(
    (await app.inject({ method: 'POST', url: `/api/products/${product.id}/vote`, headers })).statusCode,
  ).toBe(200);
  return product;
}

const launch = (id: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/admin/products/${id}/launch`, payload, headers: admin });

/** The design as stored, its sizes' stock, its notices and launch audit rows: all that a launch writes. */
async function stored(id: string) {
  const [row] = await app.db.select().from(products).where(eq(products.id, id));
  const sizes = await app.db.select().from(productVariants).where(eq(productVariants.productId, id));
  const told = await app.db.select().from(memberNotices).where(eq(memberNotices.reference, id));
  const audit = (await app.db.select().from(auditLog).where(eq(auditLog.subjectId, id))).filter(
    (r) => r.action === 'product.launch',
  );
  return {
    status: row!.status,
    preOrderEndDate: row!.preOrderEndDate,
    preOrderLimit: row!.preOrderLimit,
    stock: Object.fromEntries(sizes.map((v) => [v.value, v.stock])),
    told: told.length,
    audited: audit.length,
  };
}

describe('launch to Pre-Order', () => {
  it('without an end date (the design has none) is refused with a 400, and nothing is written', async () => {
    const p = await readyDesign();
    const before = await stored(p.id);
    const res = await launch(p.id, { to: 'PRE_ORDER' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: M.launchNeedsEndDate,
      fieldErrors: { preOrderEndDate: [M.launchNeedsEndDate] },
    });
    const past = await launch(p.id, {
      to: 'PRE_ORDER',
      preOrderEndDate: isoDate(new Date(Date.now() - 2 * DAY)),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(M.launchNeedsEndDate);
    expect(await stored(p.id)).toEqual(before);
  });

  it('takes the end date and limit in the launch request: one call opens the pre-order', async () => {
    const p = await readyDesign();
    const end = isoDate(new Date(Date.now() + 30 * DAY));
    const res = await launch(p.id, { to: 'PRE_ORDER', preOrderEndDate: end, preOrderLimit: 40 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({ status: 'PRE_ORDER', preOrderLimit: 40 });
    const after = await stored(p.id);
    expect(after).toMatchObject({ status: 'PRE_ORDER', preOrderLimit: 40, told: 1, audited: 1 });
    expect(isoDate(after.preOrderEndDate!)).toBe(end);
  });

  it('a LIMITED-EDITION pre-order is a run: at most 25, and 25 when no limit is given', async () => {
    const tooMany = await readyDesign({ limited: true });
    const end = isoDate(new Date(Date.now() + 10 * DAY));
    const refused = await launch(tooMany.id, { to: 'PRE_ORDER', preOrderEndDate: end, preOrderLimit: 26 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.limitedPreOrder);
    expect((await stored(tooMany.id)).status).toBe('VOTE_TO_LAUNCH');
    const ok = await launch(tooMany.id, { to: 'PRE_ORDER', preOrderEndDate: end });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().product.preOrderLimit).toBe(LIMITED_EDITION_RUN);
  });
});

describe('launch In Stock', () => {
  it('with nothing in stock is refused with a 400, and nothing is written', async () => {
    const p = await readyDesign();
    const before = await stored(p.id);
    const res = await launch(p.id, { to: 'IN_STOCK' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: M.launchNeedsStock,
      fieldErrors: { stock: [M.launchNeedsStock] },
    });
    const zeros = await launch(p.id, {
      to: 'IN_STOCK',
      stock: p.variants.map((v) => ({ variantId: v.id, stock: 0 })),
    });
    expect(zeros.statusCode).toBe(400);
    expect(await stored(p.id)).toEqual(before);
  });

  it('takes the stock per size in the launch request: one call puts it on sale', async () => {
    const p = await readyDesign();
    const [s, m] = p.variants;
    const res = await launch(p.id, { to: 'IN_STOCK', stock: [{ variantId: m!.id, stock: 6 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product.status).toBe('IN_STOCK');
    expect(await stored(p.id)).toMatchObject({
      status: 'IN_STOCK',
      stock: { S: 0, M: 6 },
      told: 1,
      audited: 1,
    });
    expect(s!.stock).toBe(0);
  });

  it('refuses a design without sizes, another design’s size, and more than a LIMITED-EDITION run', async () => {
    const bare = await readyDesign({ sizes: [] });
    const noSizes = await launch(bare.id, { to: 'IN_STOCK' });
    expect(noSizes.statusCode).toBe(400);
    expect(noSizes.json().message).toBe(M.launchNoSizes);

    const p = await readyDesign();
    const other = await readyDesign();
    const foreign = await launch(p.id, {
      to: 'IN_STOCK',
      stock: [{ variantId: other.variants[0]!.id, stock: 3 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(M.launchUnknownSize);
    expect((await stored(other.id)).stock).toEqual({ S: 0, M: 0 });

    const limited = await readyDesign({ limited: true });
    const over = await launch(limited.id, {
      to: 'IN_STOCK',
      stock: limited.variants.map((v) => ({ variantId: v.id, stock: 13 })),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(M.limitedRun);
    expect(await stored(limited.id)).toMatchObject({ status: 'VOTE_TO_LAUNCH', stock: { S: 0, M: 0 } });

    const bad = await launch(p.id, { to: 'IN_STOCK', stock: [{ variantId: p.variants[0]!.id, stock: -1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(M.launchStock);
  });
});
