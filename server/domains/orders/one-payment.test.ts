import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderSummary, PlaceOrderResponse } from '../../../contracts/orders.ts';
import { orders, payments, productVariants } from '../../db/schema/index.ts';
import { listOutbox } from '../../lib/notify/outbox.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createUser } from '../../test/factories.ts';
import { addToCart, newKey, payOrder, placeOrder, postOrder, saveAddress } from '../../test/orders.ts';
import { sandboxComplete } from '../../test/payments.ts';
import { expireReservations } from './service.ts';

/**
 * One bag, one payment. Two tabs, a reload or a double click with a new key all check out the same bag:
 * they resume the member's unpaid order (same number, same gateway order) instead of opening another.
 * A changed bag replaces the unpaid order, and a payment that still arrives for a replaced checkout is
 * refunded at once and never confirmed. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let app: TestApp;
let categoryId: string;

beforeAll(async () => {
  app = await buildTestApp();
  categoryId = (await createCategory(app.db, 'Tops')).id;
});
afterAll(() => app.close());

async function member() {
  const user = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
  const { headers } = await loginAs(app, user.email, user.password);
  const addressId = await saveAddress(app, headers);
  return { id: user.id, email: user.email, headers, addressId };
}

const piece = (stock = 5) =>
  createProduct(app.db, {
    categoryId,
    name: 'Kasavu Wrap Top',
    pricePaise: 249_900,
    sizes: [{ value: 'M', stock }],
  });

async function stockOf(variantId: string) {
  const [row] = await app.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}

const ordersOf = (userId: string) => app.db.select().from(orders).where(eq(orders.userId, userId));
const myOrders = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/orders', headers })).json() as OrderSummary[];

describe('one bag, one payment', () => {
  it('a second tab and a reload resume the unpaid order: same number, same gateway order, pieces held once', async () => {
    const m = await member();
    const top = await piece();
    await addToCart(app, m.headers, top.id, top.variants[0]!.id, 2);
    const tabA = await placeOrder(app, m.headers, m.addressId, newKey());
    // Resumed, not created: 200 with the open order, as a retry with the same key answers.
    const resume = async () => {
      const res = await postOrder(app, m.headers, m.addressId, newKey());
      expect(res.statusCode).toBe(200);
      return res.json() as PlaceOrderResponse;
    };
    const tabB = await resume();
    const reload = await resume();
    expect(tabB.order.number).toBe(tabA.order.number);
    expect(reload.order.number).toBe(tabA.order.number);
    expect(tabB.payment!.id).toBe(tabA.payment!.id);
    expect(reload.payment!.id).toBe(tabA.payment!.id);
    expect(await ordersOf(m.id)).toHaveLength(1);
    expect(await stockOf(top.variants[0]!.id)).toBe(3);

    // Tab B pays; tab A's dialog then pays the same gateway order: one payment, one confirmation.
    await payOrder(app, tabB.payment!.id);
    const again = await sandboxComplete(app, tabA.payment!.id);
    expect(again.statusCode).toBe(200);
    const confirmations = (await listOutbox(app.db, m.email)).filter((e) =>
      e.subject.startsWith(`Order ${tabA.order.number} confirmed`),
    );
    expect(confirmations).toHaveLength(1);
    expect(await app.db.$count(payments, eq(payments.reference, tabA.order.id))).toBe(1);
    // The bag is now empty: a late click in tab A has nothing to pay for.
    const late = await postOrder(app, m.headers, m.addressId, newKey());
    expect(late.statusCode).toBe(400);
  });

  it('checkouts racing with different keys open exactly one order', async () => {
    const m = await member();
    const top = await piece(10);
    await addToCart(app, m.headers, top.id, top.variants[0]!.id, 3);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postOrder(app, m.headers, m.addressId, newKey())),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const numbers = new Set(answers.map((a) => (a.json() as { order: Order }).order.number));
    expect(numbers.size).toBe(1);
    expect(await ordersOf(m.id)).toHaveLength(1);
    expect(await stockOf(top.variants[0]!.id)).toBe(7);
  });

  it('a changed bag replaces the unpaid order, whose pieces go back; the member sees only the new one', async () => {
    const m = await member();
    const top = await piece();
    const other = await piece();
    await addToCart(app, m.headers, top.id, top.variants[0]!.id, 2);
    const first = await placeOrder(app, m.headers, m.addressId);
    await addToCart(app, m.headers, other.id, other.variants[0]!.id, 1);
    const second = await placeOrder(app, m.headers, m.addressId);
    expect(second.order.number).not.toBe(first.order.number);
    expect(second.payment!.id).not.toBe(first.payment!.id);
    // The first order's two pieces went back before the second took them again.
    expect(await stockOf(top.variants[0]!.id)).toBe(3);
    expect(await stockOf(other.variants[0]!.id)).toBe(4);
    const rows = await ordersOf(m.id);
    expect(rows.map((o) => o.status).sort()).toEqual(['cancelled', 'pending_payment']);
    expect((await myOrders(m.headers)).map((o) => o.number)).toEqual([second.order.number]);

    // A payment that still arrives for the replaced checkout is refunded at once and never confirmed.
    const stale = await sandboxComplete(app, first.payment!.id);
    expect(stale.statusCode).toBe(200);
    const replaced = (
      await app.inject({ method: 'GET', url: `/api/orders/${first.order.number}`, headers: m.headers })
    ).json() as Order;
    expect(replaced.status).toBe('refunded');
    expect(replaced.events.map((e) => e.to)).not.toContain('paid');
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, first.payment!.id));
    expect(payment!.status).toBe('refunded');
    const mail = await listOutbox(app.db, m.email);
    expect(mail.some((e) => e.subject === `Order ${first.order.number} confirmed`)).toBe(false);
    expect(mail.some((e) => e.subject === `Refund for order ${first.order.number}`)).toBe(true);
    // Money moved and came back: the refunded try is in her orders now, beside the open one.
    expect((await myOrders(m.headers)).map((o) => o.number).sort()).toEqual(
      [first.order.number, second.order.number].sort(),
    );
    // The open order is untouched and still pays.
    await payOrder(app, second.payment!.id);
    const [open] = await app.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, m.id), eq(orders.number, second.order.number)));
    expect(open!.status).toBe('paid');
  });

  it('a payment for a lapsed checkout is refunded once the member has checked out again', async () => {
    const m = await member();
    const top = await piece();
    await addToCart(app, m.headers, top.id, top.variants[0]!.id, 1);
    const first = await placeOrder(app, m.headers, m.addressId);
    await expireReservations({ db: app.db, log: app.log }, new Date(Date.now() + 16 * 60 * 1000));
    expect(await myOrders(m.headers)).toEqual([]);
    const second = await placeOrder(app, m.headers, m.addressId);
    expect(second.order.number).not.toBe(first.order.number);
    await payOrder(app, second.payment!.id);

    await sandboxComplete(app, first.payment!.id);
    const [late] = await app.db.select().from(orders).where(eq(orders.id, first.order.id));
    expect(late!.status).toBe('refunded');
    expect(late!.paidAt).toBeNull();
    expect(await stockOf(top.variants[0]!.id)).toBe(4);
  });
});
