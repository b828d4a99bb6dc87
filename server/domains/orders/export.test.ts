import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../contracts/orders.ts';
import { orders, pointsLedger, profiles } from '../../db/schema/index.ts';
import { istInstant } from '../../lib/calendar.ts';
import { UTF8_BOM } from '../../lib/csv.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { parseCsv } from '../../test/csv.ts';
import { createCategory, createProduct, createSignedInUsers, createUser } from '../../test/factories.ts';
import { addToCart, payOrder, placeOrder, saveAddress } from '../../test/orders.ts';
import { exportOrdersCsv } from './service.ts';

/**
 * GET /api/admin/orders.csv: the list's filters, one row per order, RFC 4180 quoting,
 * the formula guard, rupees with 2 decimals, a dated attachment, read a page at a time.
 */
let app: TestApp;
let admin: Record<string, string>;
let placed: { number: string; id: string }[];
let categoryId: string;

const HEADER = [
  'Order number',
  'Placed (IST)',
  'Status',
  'Customer',
  'Email',
  'Phone',
  'Items',
  'Quantity',
  'Card rules (INR)',
  'Monthly pick (INR)',
  'Member price (INR)',
  'Size surcharge (INR)',
  'Points (INR)',
  'Points used',
  'Subtotal (INR)',
  'Shipping (INR)',
  'GST included (INR)',
  'Total (INR)',
  'Payment',
  'Carrier',
  'Tracking number',
  'Shipped (IST)',
  'Delivered (IST)',
  'Ship to',
  'City',
  'State',
  'PIN code',
];

const csv = (query = '') =>
  app.inject({ method: 'GET', url: `/api/admin/orders.csv${query}`, headers: admin });
const read = (body: string) => {
  expect(body.startsWith(UTF8_BOM)).toBe(true);
  const [header, ...rows] = parseCsv(body.slice(1));
  expect(header).toEqual(HEADER);
  return rows.map((r) => Object.fromEntries(HEADER.map((h, i) => [h, r[i]])) as Record<string, string>);
};

beforeAll(async () => {
  app = await buildTestApp();
  const adminUser = await createUser(app.db, { role: 'admin' });
  admin = (await loginAs(app, adminUser.email, adminUser.password)).headers;
  categoryId = (await createCategory(app.db, 'Export tops')).id;
  const product = await createProduct(app.db, {
    categoryId,
    name: 'Kasavu Wrap Top, "Gold"',
    pricePaise: 249_950,
    sizes: [{ value: 'M', stock: 20 }],
  });
  const variantId = product.variants[0]!.id;
  const buyers = await createSignedInUsers(app.db, 3);
  // A customer whose name a spreadsheet would run as a formula.
  await app.db
    .insert(profiles)
    .values({ userId: buyers[0]!.id, firstName: '=HYPERLINK("http://evil.test")', lastName: 'X' })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { firstName: '=HYPERLINK("http://evil.test")', lastName: 'X' },
    });
  placed = [];
  for (const [i, buyer] of buyers.entries()) {
    const addressId = await saveAddress(app, buyer.headers, { city: i === 1 ? 'Kochi, Ernakulam' : 'Kochi' });
    await addToCart(app, buyer.headers, product.id, variantId, i + 1);
    const { order, payment } = await placeOrder(app, buyer.headers, addressId);
    if (i !== 2) await payOrder(app, payment!.id);
    // Placed on 1, 2 and 3 November 2026 at 10:00 IST.
    await app.db
      .update(orders)
      .set({ createdAt: istInstant(`2026-11-0${i + 1} 10:00`) })
      .where(eq(orders.id, order.id));
    placed.push({ number: order.number, id: order.id });
  }
});
afterAll(() => app.close());

describe('GET /api/admin/orders.csv', () => {
  it('downloads every order newest first as a dated CSV attachment', async () => {
    const res = await csv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="roslis-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = read(res.body);
    expect(rows.map((r) => r['Order number'])).toEqual([
      placed[2]!.number,
      placed[1]!.number,
      placed[0]!.number,
    ]);
    const [third, second, first] = rows as [
      Record<string, string>,
      Record<string, string>,
      Record<string, string>,
    ];
    expect(first).toMatchObject({
      'Placed (IST)': '2026-11-01 10:00',
      Status: 'Confirmed',
      // The formula is kept as text: a leading apostrophe.
      Customer: '\'=HYPERLINK("http://evil.test") X',
      Items: '1 x Kasavu Wrap Top, "Gold" (M)',
      Quantity: '1',
      // Active Premium cards: the member price (list −10 %), named with its amount.
      'Card rules (INR)': 'Premium member price −10 % -249.95',
      'Monthly pick (INR)': '0.00',
      'Member price (INR)': '-249.95',
      'Size surcharge (INR)': '0.00',
      'Points (INR)': '0.00',
      'Points used': '0',
      'Subtotal (INR)': '2249.55',
      'Total (INR)': '2249.55',
      'Shipping (INR)': '0.00',
      Payment: 'paid',
      City: 'Kochi',
      'PIN code': '682036',
    });
    expect(second).toMatchObject({ Quantity: '2', 'Total (INR)': '4499.10', City: 'Kochi, Ernakulam' });
    expect(third).toMatchObject({ Status: 'Awaiting payment', Payment: 'created', 'Total (INR)': '6748.65' });
    expect(first['GST included (INR)']).toMatch(/^\d+\.\d{2}$/);
    // The raw text quotes what needs it (RFC 4180).
    expect(res.body).toContain('"1 x Kasavu Wrap Top, ""Gold"" (M)"');
    expect(res.body).toContain('"\'=HYPERLINK(""http://evil.test"") X"');
  });

  it('takes the list filters: status, q and the India-time days from and to', async () => {
    const numbers = async (query: string) => {
      const res = await csv(query);
      expect(res.statusCode, query).toBe(200);
      return read(res.body).map((r) => r['Order number']);
    };
    expect(await numbers('?status=pending_payment')).toEqual([placed[2]!.number]);
    expect(await numbers(`?q=${placed[1]!.number.toLowerCase()}`)).toEqual([placed[1]!.number]);
    expect(await numbers('?from=2026-11-02')).toEqual([placed[2]!.number, placed[1]!.number]);
    expect(await numbers('?to=2026-11-01')).toEqual([placed[0]!.number]);
    expect(await numbers('?from=2026-11-02&to=2026-11-02&status=paid')).toEqual([placed[1]!.number]);
    expect(await numbers('?status=delivered')).toEqual([]);

    // The list answers the same filters.
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/orders?from=2026-11-02&to=2026-11-02',
      headers: admin,
    });
    expect(list.json().map((o: { number: string }) => o.number)).toEqual([placed[1]!.number]);
  });

  it('refuses dates it cannot read, and a range that ends before it starts (400)', async () => {
    const bad = await csv('?from=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Please give dates as YYYY-MM-DD');
    const backwards = await csv('?from=2026-11-03&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('The "from" date must be on or before the "to" date.');
    const list = await app.inject({ method: 'GET', url: '/api/admin/orders?to=yesterday', headers: admin });
    expect(list.statusCode).toBe(400);
  });

  it('reads the orders a page at a time, each order once', async () => {
    const chunks: string[] = [];
    for await (const chunk of exportOrdersCsv(app.db, {}, 2)) chunks.push(chunk);
    // The header, then a page of two and a page of one.
    expect(chunks).toHaveLength(3);
    const rows = parseCsv(chunks.join('').slice(1)).slice(1);
    expect(rows.map((r) => r[0])).toEqual([placed[2]!.number, placed[1]!.number, placed[0]!.number]);
  });

  it('is for admins only', async () => {
    const sub = await createUser(app.db, { role: 'subadmin' });
    const headers = (await loginAs(app, sub.email, sub.password)).headers;
    const res = await app.inject({ method: 'GET', url: '/api/admin/orders.csv', headers });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(placed[0]!.number);
    expect((await app.inject({ method: 'GET', url: '/api/admin/orders.csv' })).statusCode).toBe(401);
  });

  it("carries each rule's amount and the points used, as the back office's order view shows them", async () => {
    const [buyer] = await createSignedInUsers(app.db, 1);
    await app.db
      .insert(pointsLedger)
      .values({ userId: buyer!.id, kind: 'joining_bonus', points: 500, reference: 'test' });
    const pick = await createProduct(app.db, {
      categoryId,
      availableIn: 'LIMITED-EDITION',
      pricePaise: 249_900,
      sizes: [{ value: 'M', stock: 5 }],
    });
    const big = await createProduct(app.db, {
      categoryId,
      pricePaise: 300_000,
      sizes: [{ value: '3XL', stock: 5 }],
    });
    const addressId = await saveAddress(app, buyer!.headers);
    await addToCart(app, buyer!.headers, pick.id, pick.variants[0]!.id);
    await addToCart(app, buyer!.headers, big.id, big.variants[0]!.id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...buyer!.headers, 'idempotency-key': `export-rules-${Date.now()}` },
      payload: { addressId, points: 300 },
    });
    expect(res.statusCode).toBe(201);
    const { order, payment } = res.json() as {
      order: { id: string; number: string };
      payment: { id: string };
    };
    await payOrder(app, payment.id);

    const [row] = read((await csv(`?q=${order.number}`)).body);
    expect(row).toMatchObject({
      'Card rules (INR)':
        'Monthly pick -1500.00; Premium member price −10 % -300.00; Size 3XL +₹200 200.00; Points −₹300 -300.00',
      'Monthly pick (INR)': '-1500.00',
      'Member price (INR)': '-300.00',
      'Size surcharge (INR)': '200.00',
      'Points (INR)': '-300.00',
      'Points used': '300',
      // ₹2,499 + ₹3,000 listed; ₹999 + ₹2,900 priced; ₹300 of points.
      'Subtotal (INR)': '3899.00',
      'Total (INR)': '3599.00',
    });
    // The figures staff see on the order itself.
    const view = (
      await app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: admin })
    ).json() as AdminOrder;
    expect(view.pointsUsed).toBe(300);
    expect(view.subtotal).toBe(row!['Subtotal (INR)']);
    expect(view.total).toBe(row!['Total (INR)']);
    const sum = (code: string) =>
      [...view.lines.flatMap((l) => l.rules), ...view.rules]
        .filter((r) => r.code === code)
        .reduce((n, r) => n + r.amountPaise, 0) / 100;
    expect(sum('monthly_pick').toFixed(2)).toBe(row!['Monthly pick (INR)']);
    expect(sum('points').toFixed(2)).toBe(row!['Points (INR)']);
  });
});
