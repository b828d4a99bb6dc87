import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createSignedInUsers, createUser } from '../../test/factories.ts';
import { addToCart, payOrder, placeOrder, saveAddress } from '../../test/orders.ts';

/** The back office's order actions leave one audit record each (lifecycle move() writes it). */
let app: TestApp;
let admin: Record<string, string>;
let product: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  app = await buildTestApp();
  const adminUser = await createUser(app.db, { role: 'admin' });
  admin = (await loginAs(app, adminUser.email, adminUser.password)).headers;
  const categoryId = (await createCategory(app.db, 'Audit tops')).id;
  product = await createProduct(app.db, { categoryId, sizes: [{ value: 'M', stock: 10 }] });
});
afterAll(() => app.close());

async function paidOrder() {
  const [buyer] = await createSignedInUsers(app.db, 1);
  const addressId = await saveAddress(app, buyer!.headers);
  await addToCart(app, buyer!.headers, product.id, product.variants[0]!.id);
  const { order, payment } = await placeOrder(app, buyer!.headers, addressId);
  await payOrder(app, payment!.id);
  return order;
}

const records = (id: string) =>
  app.db.select().from(auditLog).where(eq(auditLog.subjectId, id)).orderBy(asc(auditLog.createdAt));
const move = (id: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/admin/orders/${id}/status`, headers: admin, payload });

describe('staff order actions in the audit trail', () => {
  it('processing, shipped and delivered: one record each, with carrier and tracking', async () => {
    const order = await paidOrder();
    expect((await move(order.id, { status: 'processing' })).statusCode).toBe(200);
    expect((await records(order.id)).length).toBe(1);
    const shipped = await move(order.id, {
      status: 'shipped',
      carrier: 'Delhivery',
      trackingNumber: 'DLV123456789',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().shipment).toMatchObject({ carrier: 'Delhivery', trackingNumber: 'DLV123456789' });
    expect((await move(order.id, { status: 'delivered' })).statusCode).toBe(200);
    const rows = await records(order.id);
    expect(rows.map((r) => [r.action, (r.after as { status: string }).status])).toEqual([
      ['order.status', 'processing'],
      ['order.status', 'shipped'],
      ['order.status', 'delivered'],
    ]);
    expect(rows[1]!.after).toMatchObject({ carrier: 'Delhivery', trackingNumber: 'DLV123456789' });
  });

  it('shipping needs the carrier and the tracking number (400, nothing recorded)', async () => {
    const order = await paidOrder();
    await move(order.id, { status: 'processing' });
    const res = await move(order.id, { status: 'shipped', carrier: 'Delhivery', trackingNumber: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please enter the tracking number.');
    expect((await records(order.id)).length).toBe(1);
  });

  it('cancel with refund: one record for the one action', async () => {
    const order = await paidOrder();
    const res = await move(order.id, { status: 'cancelled', note: 'Out of stock at the atelier' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('refunded');
    const rows = await records(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'order.status' });
  });
});
