import { eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  cartItems,
  orderLines,
  orders,
  products,
  productVariants,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createCategory, createProduct, createSignedInUsers } from '../../test/factories.ts';
import { DELIVERY, newKey, payOrder, postOrder } from '../../test/orders.ts';

/**
 * The shop's promise under a rush (a LIMITED-EDITION run is 25 pieces, never more): 200 members checking out at the same moment for
 * 25 pieces end with exactly 25 reserved or paid, and 175 clear "sold out" answers. Runs on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL (where the requests truly run in parallel).
 */
const BUYERS = 200;
const RUN = 25;
const DAY = 24 * 60 * 60 * 1000;

let app: TestApp;
let categoryId: string;

beforeAll(async () => {
  app = await buildTestApp();
  categoryId = (await createCategory(app.db, 'Limited runs')).id;
});
afterAll(() => app.close());

/** BUYERS members, each with a saved address and the given line in the cart (set up directly). */
async function buyersWith(line: (i: number) => Omit<typeof cartItems.$inferInsert, 'userId'>) {
  const buyers = await createSignedInUsers(app.db, BUYERS);
  const saved = await app.db
    .insert(addresses)
    .values(buyers.map((b) => ({ userId: b.id, ...DELIVERY, phone: '9847012345', isDefault: true })))
    .returning({ id: addresses.id, userId: addresses.userId });
  await app.db.insert(cartItems).values(buyers.map((b, i) => ({ userId: b.id, ...line(i) })));
  const addressOf = new Map(saved.map((a) => [a.userId, a.id]));
  return buyers.map((b) => ({ ...b, addressId: addressOf.get(b.id)! }));
}

async function rush(buyers: Awaited<ReturnType<typeof buyersWith>>) {
  const answers = await Promise.all(buyers.map((b) => postOrder(app, b.headers, b.addressId, newKey())));
  const placed = answers.filter((a) => a.statusCode === 201);
  const refused = answers.filter((a) => a.statusCode !== 201);
  return { placed, refused };
}

async function orderedUnits(productId: string) {
  const [row] = await app.db
    .select({ units: sum(orderLines.quantity).mapWith(Number) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.productId, productId));
  return row?.units ?? 0;
}

// Hundreds of checkouts through one process: on a busy machine they take longer than a usual test may.
describe(`${BUYERS} members checking out at once`, { timeout: 120_000 }, () => {
  it(`a LIMITED-EDITION style with ${RUN} pieces: exactly ${RUN} reserved or paid, every other buyer told it is sold out`, async () => {
    const style = await createProduct(app.db, {
      categoryId,
      name: 'Edition Kasavu Saree Blouse',
      availableIn: 'LIMITED-EDITION',
      pricePaise: 549_900,
      sizes: [
        { value: 'S', stock: 10 },
        { value: 'M', stock: 15 },
      ],
    });
    const buyers = await buyersWith((i) => ({
      productId: style.id,
      variantId: style.variants[i % 2]!.id,
      quantity: 1,
    }));
    const { placed, refused } = await rush(buyers);
    expect(placed).toHaveLength(RUN);
    expect(refused).toHaveLength(BUYERS - RUN);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: 'SOLD_OUT' });
      expect(r.json().message).toMatch(/^Edition Kasavu Saree Blouse in size [SM] is sold out\./);
    }
    // Pay for some: reserved and paid together are the run, and the sizes are at zero, never below.
    await Promise.all(placed.slice(0, 10).map((p) => payOrder(app, p.json().payment.id)));
    const left = await app.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, style.id));
    expect(left.map((v) => v.stock)).toEqual([0, 0]);
    expect(await orderedUnits(style.id)).toBe(RUN);
    const states = await app.db
      .select({ status: orders.status })
      .from(orders)
      .where(
        inArray(
          orders.number,
          placed.map((p) => p.json().order.number),
        ),
      );
    expect(states.filter((s) => s.status === 'paid')).toHaveLength(10);
    expect(states.filter((s) => s.status === 'pending_payment')).toHaveLength(RUN - 10);
  });

  it(`a pre-order limited to ${RUN}: exactly ${RUN} units held by orders, the rest told the pre-order is full`, async () => {
    const piece = await createProduct(app.db, {
      categoryId,
      name: 'Onam Pre-order Tunic',
      status: 'PRE_ORDER',
      preOrderLimit: RUN,
      preOrderEndDate: new Date(Date.now() + 7 * DAY),
      sizes: [{ value: 'M', stock: 0 }],
    });
    // Carts whose holds lapsed: checkout must hold the units again, against the limit.
    const buyers = await buyersWith(() => ({
      productId: piece.id,
      variantId: piece.variants[0]!.id,
      quantity: 1,
      isPreOrder: true,
      held: false,
    }));
    const { placed, refused } = await rush(buyers);
    expect(placed).toHaveLength(RUN);
    expect(refused.every((r) => r.statusCode === 409)).toBe(true);
    expect(new Set(refused.map((r) => r.json().message))).toEqual(
      new Set(['All pre-order units of Onam Pre-order Tunic are taken. Please remove it from your bag.']),
    );
    const [p] = await app.db.select().from(products).where(eq(products.id, piece.id));
    expect(p!.preOrderCount).toBe(RUN);
    expect(await orderedUnits(piece.id)).toBe(RUN);
  });

  it('size stock: two pieces each from 25 in stock, 12 orders and a clear answer for everyone else', async () => {
    const shirt = await createProduct(app.db, {
      categoryId,
      name: 'Handloom Shirt',
      sizes: [{ value: 'L', stock: RUN }],
    });
    const buyers = await buyersWith(() => ({
      productId: shirt.id,
      variantId: shirt.variants[0]!.id,
      quantity: 2,
    }));
    const { placed, refused } = await rush(buyers);
    expect(placed).toHaveLength(12);
    const messages = new Set(refused.map((r) => r.json().message));
    expect(messages).toEqual(
      new Set(['Only 1 left of Handloom Shirt in size L. Please lower the quantity in your bag.']),
    );
    const [v] = await app.db.select().from(productVariants).where(eq(productVariants.productId, shirt.id));
    expect(v!.stock).toBe(1);
    expect(await orderedUnits(shirt.id)).toBe(24);
  });

  it('one member cannot hold a run with unpaid orders: 25 checkouts at once, three bags, one open order', async () => {
    const style = await createProduct(app.db, {
      categoryId,
      name: 'Edition Zari Kurta',
      availableIn: 'LIMITED-EDITION',
      sizes: [{ value: 'M', stock: RUN }],
    });
    const [hoarder] = await buyersWith(() => ({
      productId: style.id,
      variantId: style.variants[0]!.id,
      quantity: 10,
    }));
    // 25 checkouts of the bag at once (under the 30 a minute one member may send), each with a key of
    // its own (tabs, reloads, a script).
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => postOrder(app, hoarder!.headers, hoarder!.addressId, newKey())),
    );
    // One opened it (201); every other answer is that same order, resumed (200).
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(24);
    expect(new Set(answers.map((a) => a.json().order.number)).size).toBe(1);
    // The bag grows and is checked out again, twice: each replaces the open order, never adds one.
    for (const quantity of [9, 8]) {
      await app.db.update(cartItems).set({ quantity }).where(eq(cartItems.userId, hoarder!.id));
      expect((await postOrder(app, hoarder!.headers, hoarder!.addressId, newKey())).statusCode).toBe(201);
    }
    const mine = await app.db.select().from(orders).where(eq(orders.userId, hoarder!.id));
    expect(mine.filter((o) => o.status === 'pending_payment')).toHaveLength(1);
    // Only the open order holds pieces: 8 of the 25, not 10 + 9 + 8 (which three orders would have held).
    const [v] = await app.db.select().from(productVariants).where(eq(productVariants.productId, style.id));
    expect(v!.stock).toBe(RUN - 8);
  });
});
