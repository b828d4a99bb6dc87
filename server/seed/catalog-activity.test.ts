import { count, eq, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductWithSpecs } from '../../contracts/catalog.ts';
import { cartItems, products, productVotes } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { createSignedInUsers } from '../test/factories.ts';
import { DEMO_SHOPPERS } from './catalog-activity.ts';
import { seedDemo } from './index.ts';

let app: TestApp;
// Written out: in a one-table select drizzle leaves columns unqualified, and inside these
// subqueries a bare "id" would mean the inner table's.
const productId = sql.raw('"products"."id"');
beforeAll(async () => {
  app = await buildTestApp();
  await seedDemo(app.db);
});
afterAll(() => app?.close());

describe('demo catalogue activity', () => {
  it('backs every vote count with vote rows and every pre-order count with pre-order lines', async () => {
    const rows = await app.db
      .select({
        id: products.id,
        status: products.status,
        voteCount: products.voteCount,
        voteThreshold: products.voteThreshold,
        ready: sql<boolean>`${products.readyToLaunchAt} is not null`,
        preOrderCount: products.preOrderCount,
        preOrderLimit: products.preOrderLimit,
        votes: sql<number>`(select count(*)::int from ${productVotes} v where v.product_id = ${productId})`,
        held: sql<number>`(select coalesce(sum(c.quantity), 0)::int from ${cartItems} c where c.product_id = ${productId} and c.is_pre_order)`,
      })
      .from(products);
    for (const p of rows) {
      expect(p.votes, p.id).toBe(p.voteCount);
      expect(p.held, p.id).toBe(p.preOrderCount);
      expect(p.ready, p.id).toBe(p.status === 'VOTE_TO_LAUNCH' && p.voteCount >= p.voteThreshold);
      if (p.status === 'PRE_ORDER') {
        expect(p.preOrderCount).toBeGreaterThan(0);
        expect(p.preOrderCount).toBeLessThan(p.preOrderLimit!);
      } else expect(p.preOrderCount).toBe(0);
    }
    expect(rows.some((p) => p.ready)).toBe(true);
    expect(rows.some((p) => p.status === 'VOTE_TO_LAUNCH' && !p.ready)).toBe(true);
    const [voters] = await app.db
      .select({ n: sql<number>`count(distinct ${productVotes.userId})::int` })
      .from(productVotes);
    expect(voters!.n).toBeLessThanOrEqual(DEMO_SHOPPERS);
  });

  it('gives every product specs and shows real units left on pre-orders', async () => {
    const [staff] = await createSignedInUsers(app.db, 1, { plan: 'gold' });
    const headers = staff!.headers;
    const list = (
      await app.inject({ method: 'GET', url: '/api/products?status=PRE_ORDER&limit=100', headers })
    ).json();
    expect(list).toHaveLength(16);
    for (const card of list as ProductCard[]) {
      const page = (
        await app.inject({ method: 'GET', url: `/api/products/${card.slug}`, headers })
      ).json() as ProductWithSpecs;
      expect(card.unitsLeft).toBe(page.preOrderLimit! - page.preOrderCount);
      expect(page.unitsLeft).toBe(card.unitsLeft);
      expect(page.specs.map((s) => s.label)).toEqual(
        expect.arrayContaining(['Material', 'Fabric weight', 'Length', 'Made in', 'Care']),
      );
      expect(page.specs.find((s) => s.label === 'Made in')!.value).toMatch(/, India$/);
    }
  });

  it('leaves the demo member free to vote (no votes, nothing in the cart)', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'member@roslis.test', password: 'Member@12345' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    expect((await app.inject({ method: 'GET', url: '/api/user/voted-products', headers })).json()).toEqual(
      [],
    );
    expect((await app.inject({ method: 'GET', url: '/api/cart', headers })).json()).toEqual([]);
    const [lines] = await app.db
      .select({ n: count(), units: sum(cartItems.quantity) })
      .from(cartItems)
      .where(eq(cartItems.isPreOrder, false));
    expect(lines!.n).toBe(0);
  });
});
