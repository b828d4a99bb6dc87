/**
 * Drop day's rows (bench/drop.ts), on top of the synthetic catalogue: the designs that open at T0,
 * the staff member who opens them, the members who browse, the buyers with their bags; and afterwards
 * the ledger, read from the database.
 *
 * The designs are LIMITED-EDITION designs in voting, made the newest of their storefront (the first
 * cards of its grid) at a list price of ₹6,999. At T0 the back office launches `styles` of them to In
 * Stock with a run of `run` pieces spread over their four sizes, and one more to Pre-Order with a
 * limit of `run` units (POST /api/admin/products/{id}/launch: what a launch writes is what the shop
 * writes). A launch opens to Gold and Platinum at once and to Premium a day later (the card's early
 * access), so the buyers are Gold members, as on a real drop's first minutes; each one's first
 * LIMITED-EDITION piece of the month is the monthly pick (₹3,499 here: Gold's pick is free up to ₹3,500
 * of list price), so every order opens a payment. Every buyer has an active card, a session, a saved
 * address and a bag of one line filled before T0 (the shop refuses a design in voting in a bag; the rows
 * stand for a buyer who added her piece the moment it opened): the buyers of each design share out its
 * sizes as its stock does, so every size sells out. The browsing members are half Gold, half Premium.
 * One more design is the rehearsal (Scene.rehearsal), launched before the drop and left out of its ledger.
 */
import { sql } from 'drizzle-orm';
import * as schema from '../../server/db/schema/index.ts';
import { newToken, sha256 } from '../../server/lib/crypto.ts';
import { createSignedInUsers } from '../../server/test/factories.ts';
import { type Bench, createMembers, insertCartLines, type Member } from '../fixtures.ts';

/** What each design lists at: above the pick's cap, so the pick leaves something to pay. */
export const DROP_PRICE_PAISE = 699_900;
const SIZES = ['S', 'M', 'L', 'XL'];

export interface Design {
  productId: string;
  slug: string;
  name: string;
  /** Pre-Order (one design) or In Stock (the styles). */
  to: 'IN_STOCK' | 'PRE_ORDER';
  /** Pieces (In Stock: over the sizes) or units (Pre-Order) on sale. */
  run: number;
  sizes: { variantId: string; value: string; stock: number }[];
}

export interface Buyer extends Member {
  /** Index in Scene.designs. */
  design: number;
  variantId: string;
}

export interface Scene {
  designs: Design[];
  /**
   * Launched before the drop with a run of one piece, which the first of its two buyers buys and the
   * second is refused, one request at a time: what one order costs, counted alone. Not in the ledger.
   */
  rehearsal: { design: Design; buyers: (Member & { variantId: string })[] };
  staff: { authorization: string };
  browsers: { authorization: string }[];
  buyers: Buyer[];
}

/** `run` pieces over the four sizes, the first sizes taking what does not divide. */
function shareOut(run: number): number[] {
  return SIZES.map((_, i) => Math.floor(run / SIZES.length) + (i < run % SIZES.length ? 1 : 0));
}

/** An admin with a session (the back office that launches the designs): its Bearer header. */
async function staffSession(bench: Bench) {
  const db = bench.database.db;
  const [user] = await db
    .insert(schema.users)
    .values({ email: 'drop-admin@roslis.test', role: 'admin', isVerified: true })
    .returning({ id: schema.users.id });
  const token = newToken();
  await db.insert(schema.sessions).values({
    userId: user!.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + 6 * 3600_000),
  });
  return { authorization: `Bearer ${token}` };
}

export async function setUpDrop(
  bench: Bench,
  o: { styles: number; run: number; browsers: number; buyers: number },
): Promise<Scene> {
  const db = bench.database.db;
  const count = o.styles + 2;
  const rows = await bench.query<{ id: string; slug: string; name: string }>(
    `select id, slug, name from products where available_in = 'LIMITED-EDITION' and status = 'VOTE_TO_LAUNCH'
      order by created_at desc limit $1`,
    [count],
  );
  if (rows.length < count)
    throw new Error(`the seed has fewer than ${count} LIMITED-EDITION designs in voting`);
  const ids = rows.map((r) => r.id);
  // At the drop's price, one vote from launch; the drop's designs the newest of their storefront (page 1
  // of its grid). The last one is the rehearsal's.
  await bench.query(
    `update products set price_paise = $2, compare_at_price_paise = null, vote_threshold = 1,
       created_at = case when array_position($1::uuid[], id) <= $3
         then now() - array_position($1::uuid[], id) * interval '1 second' else created_at end
      where id = any($1::uuid[])`,
    [ids, DROP_PRICE_PAISE, o.styles + 1],
  );
  const variants = await bench.query<{ productId: string; id: string; value: string }>(
    `select product_id as "productId", id, value from product_variants where product_id = any($1::uuid[])
      and name = 'size'`,
    [ids],
  );
  const designOf = (r: (typeof rows)[number], to: Design['to'], stock: number[], run: number): Design => ({
    productId: r.id,
    slug: r.slug,
    name: r.name,
    to,
    run,
    sizes: SIZES.map((value, s) => {
      const v = variants.find((x) => x.productId === r.id && x.value === value);
      if (!v) throw new Error(`${r.slug} has no size ${value}`);
      return { variantId: v.id, value, stock: stock[s]! };
    }),
  });
  const designs = rows
    .slice(0, o.styles + 1)
    .map((r, i) =>
      i < o.styles
        ? designOf(r, 'IN_STOCK', shareOut(o.run), o.run)
        : designOf(r, 'PRE_ORDER', [0, 0, 0, 0], o.run),
    );
  const rehearsal = designOf(rows.at(-1)!, 'IN_STOCK', [0, 1, 0, 0], 1);

  const staff = await staffSession(bench);
  const half = Math.ceil(o.browsers / 2);
  const browsers = [
    ...(await createSignedInUsers(db, half, { plan: 'gold', cardStatus: 'active' })),
    ...(await createSignedInUsers(db, o.browsers - half, { plan: 'premium', cardStatus: 'active' })),
  ].map((u) => ({ authorization: u.headers.authorization! }));

  // Buyer i wants design i mod n; the k-th buyer of a design the k-th of its pieces (sizes in
  // proportion to their stock; a pre-order's buyers ask for size M), so the first `run` buyers of a
  // design would take exactly its run. The rehearsal's two buyers want its one piece (size M).
  const members = await createMembers(db, o.buyers + 2, { plan: 'gold', cardStatus: 'active' });
  const slots = designs.map((d) =>
    d.to === 'PRE_ORDER'
      ? [d.sizes[1]!.variantId]
      : d.sizes.flatMap((s) => Array.from({ length: s.stock }, () => s.variantId)),
  );
  const buyers: Buyer[] = members.slice(2).map((m, i) => {
    const design = i % designs.length;
    const k = Math.floor(i / designs.length);
    return { ...m, design, variantId: slots[design]![k % slots[design]!.length]! };
  });
  const rehearsalBuyers = members
    .slice(0, 2)
    .map((m) => ({ ...m, variantId: rehearsal.sizes[1]!.variantId }));
  await insertCartLines(db, [
    ...buyers.map((b) => ({
      userId: b.id,
      productId: designs[b.design]!.productId,
      variantId: b.variantId,
      quantity: 1,
      isPreOrder: designs[b.design]!.to === 'PRE_ORDER',
    })),
    ...rehearsalBuyers.map((b) => ({
      userId: b.id,
      productId: rehearsal.productId,
      variantId: b.variantId,
      quantity: 1,
    })),
  ]);
  await db.execute(sql`analyze`);
  return { designs, rehearsal: { design: rehearsal, buyers: rehearsalBuyers }, staff, browsers, buyers };
}

/** The launch request of a design, as the back office's Launch dialog sends it. */
export function launchOf(d: Design) {
  return {
    path: `/api/admin/products/${d.productId}/launch`,
    body:
      d.to === 'IN_STOCK'
        ? { to: 'IN_STOCK', stock: d.sizes.map((s) => ({ variantId: s.variantId, stock: s.stock })) }
        : {
            to: 'PRE_ORDER',
            preOrderLimit: d.run,
            preOrderEndDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          },
  };
}

/** What one buyer was answered at checkout (and at the payment, when placed). */
export interface Outcome {
  buyer: number;
  status: number;
  code?: string;
  message?: string;
  order?: string;
  /** The sandbox checkout's answer for a placed order; -1 when it had nothing to pay, 0 when not asked. */
  payStatus: number;
}

export interface Ledger {
  /** Pieces (In Stock) or units (Pre-Order) held by live orders, per design. */
  sold: number[];
  orders: number;
  paidOrders: number;
  paymentsPaid: number;
  /** Each broken rule, described (empty: the ledger is exact). */
  problems: string[];
  /** Sizes below zero and designs over their run. */
  oversold: string[];
}

/** The ledger of the drop, from the database, against what the buyers were answered. */
export async function readLedger(bench: Bench, scene: Scene, outcomes: Outcome[]): Promise<Ledger> {
  const problems: string[] = [];
  const oversold: string[] = [];
  const note = (list: string[], text: string) => {
    if (list.length < 12) list.push(text);
    else if (list.length === 12) list.push('...');
  };
  const sold: number[] = [];
  for (const d of scene.designs) {
    if (d.to === 'IN_STOCK') {
      const sizes = await bench.query<{ id: string; stock: number; held: number }>(
        `select v.id, v.stock, coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
            where l.variant_id = v.id and l.reserved = 'stock' and o.stock_released_at is null), 0)::int as held
           from product_variants v where v.id = any($1::uuid[])`,
        [d.sizes.map((s) => s.variantId)],
      );
      let held = 0;
      for (const s of d.sizes) {
        const row = sizes.find((r) => r.id === s.variantId)!;
        held += row.held;
        if (row.stock < 0) note(oversold, `${d.slug} size ${s.value}: stock ${row.stock} below zero`);
        if (row.held > s.stock)
          note(oversold, `${d.slug} size ${s.value}: ${row.held} pieces in orders of ${s.stock}`);
        if (row.stock + row.held !== s.stock)
          note(
            problems,
            `${d.slug} size ${s.value}: stock ${row.stock} + ${row.held} in orders != ${s.stock}`,
          );
        if (row.stock !== 0) note(problems, `${d.slug} size ${s.value}: ${row.stock} left (not sold out)`);
      }
      sold.push(held);
    } else {
      const [row] = await bench.query<{ count: number; limit: number; held: number }>(
        `select p.pre_order_count as count, p.pre_order_limit as limit,
           coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
             where l.product_id = p.id and l.reserved = 'pre_order' and o.stock_released_at is null), 0)::int as held
           from products p where p.id = $1`,
        [d.productId],
      );
      if (row!.count !== row!.held)
        note(problems, `${d.slug}: pre-order count ${row!.count} != ${row!.held} units in orders`);
      if (row!.held > d.run) note(oversold, `${d.slug}: ${row!.held} pre-order units in orders of ${d.run}`);
      sold.push(row!.held);
    }
    if (sold.at(-1)! > d.run) note(oversold, `${d.slug}: ${sold.at(-1)} sold of a run of ${d.run}`);
    else if (sold.at(-1)! !== d.run) note(problems, `${d.slug}: ${sold.at(-1)} sold of a run of ${d.run}`);
  }

  // Every order: its buyer's one piece, paid, with its payment captured.
  const rehearsed = scene.rehearsal.buyers.map((b) => b.id);
  const orders = await bench.query<{
    number: string;
    userId: string;
    status: string;
    payment: string | null;
    lines: number;
    variantId: string | null;
    productId: string | null;
    quantity: number;
    reserved: string;
    released: boolean;
  }>(
    `select o.number, o.user_id as "userId", o.status::text as status, p.status::text as payment,
       (select count(*)::int from order_lines x where x.order_id = o.id) as lines,
       l.variant_id as "variantId", l.product_id as "productId", l.quantity, l.reserved::text as reserved,
       o.stock_released_at is not null as released
       from orders o left join payments p on p.id = o.payment_id
       left join lateral (select * from order_lines x where x.order_id = o.id order by x.position limit 1) l on true
      where o.user_id <> all($1::uuid[])`,
    [rehearsed],
  );
  const buyerOf = new Map(scene.buyers.map((b, i) => [b.id, i]));
  const answered = new Map(outcomes.map((x) => [x.buyer, x]));
  const byNumber = new Map(orders.map((o) => [o.number, o]));
  for (const o of orders) {
    const i = buyerOf.get(o.userId);
    if (i === undefined) {
      note(problems, `order ${o.number} of someone who is not a buyer`);
      continue;
    }
    const b = scene.buyers[i]!;
    const d = scene.designs[b.design]!;
    const reserved = d.to === 'PRE_ORDER' ? 'pre_order' : 'stock';
    if (o.lines !== 1 || o.productId !== d.productId || o.variantId !== b.variantId || o.quantity !== 1)
      note(problems, `order ${o.number}: ${o.lines} lines, not its buyer's one piece of ${d.slug}`);
    if (o.reserved !== reserved || o.released)
      note(problems, `order ${o.number}: its piece is not held (${o.reserved}, released ${o.released})`);
    if (o.status !== 'paid' || o.payment !== 'paid')
      note(problems, `order ${o.number}: ${o.status}, payment ${o.payment}`);
    if (answered.get(i)?.order !== o.number)
      note(problems, `order ${o.number}: its buyer was answered ${answered.get(i)?.status ?? 'nothing'}`);
  }
  for (const x of outcomes) {
    if (x.status === 201 && (!x.order || !byNumber.has(x.order)))
      note(problems, `buyer ${x.buyer}: answered 201 (${x.order}), no such order`);
    if (x.status === 201 && x.payStatus !== 200 && x.payStatus !== -1)
      note(problems, `buyer ${x.buyer}: order ${x.order} placed, the payment answered ${x.payStatus}`);
  }
  const [c] = await bench.query<{ paid: number }>(
    `select count(*)::int as paid from payments where purpose = 'order' and status = 'paid'
       and user_id <> all($1::uuid[])`,
    [rehearsed],
  );
  return {
    sold,
    orders: orders.length,
    paidOrders: orders.filter((o) => o.status === 'paid').length,
    paymentsPaid: c!.paid,
    problems,
    oversold,
  };
}

/** The shop's answer to a buyer who came too late: 409 SOLD_OUT, in words that say so. */
export function isSoldOut(x: Outcome): boolean {
  return (
    x.status === 409 &&
    x.code === 'SOLD_OUT' &&
    /is sold out|pre-order units of .* are taken/.test(x.message ?? '')
  );
}
