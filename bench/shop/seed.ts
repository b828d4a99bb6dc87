/**
 * The shop that bench/shop-load.ts and bench/crash.ts sell from (bench/fixtures.ts makes its rows): the
 * synthetic catalogue, pieces with a known stock (plenty of it, and a few scarce "drops" that sell out),
 * the designs open for voting, and members. Then the ledger that both benches check: stock never below
 * zero and exactly the initial stock less the units that orders hold, one payment per order, no order or
 * payment settled twice.
 */
import {
  type Bench,
  createMembers,
  type Member,
  type StockedPiece,
  seedCatalogue,
  sizeM,
  withStock,
} from '../fixtures.ts';

export interface Shop {
  pieces: StockedPiece[];
  drops: StockedPiece[];
  /** VOTE_TO_LAUNCH designs: id and slug. */
  votes: { productId: string; slug: string }[];
  /** Slugs of other products to look at. */
  slugs: string[];
  members: Member[];
}

export interface ShopSize {
  products: number;
  members: number;
  /** In-stock pieces (size M) with `pieceStock` each, and scarce ones with `dropStock` each. */
  pieces: number;
  pieceStock: number;
  drops: number;
  dropStock: number;
}

/** Migrates, seeds the catalogue and `size.members` members, and sets the pieces' stock. */
export async function seedShop(bench: Bench, size: ShopSize): Promise<Shop> {
  await seedCatalogue(bench, size.products);
  const inStock = (count: number, skip = 0) => sizeM(bench, { status: 'IN_STOCK', count, skip });
  const pieces = await withStock(bench, await inStock(size.pieces), size.pieceStock);
  const drops = await withStock(bench, await inStock(size.drops, size.pieces), size.dropStock);
  const votes = (await sizeM(bench, { status: 'VOTE_TO_LAUNCH', count: 40 })).map(({ productId, slug }) => ({
    productId,
    slug,
  }));
  const slugs = (
    await bench.query<{ slug: string }>('select slug from products order by random() limit 500')
  ).map((r) => r.slug);
  const members = await createMembers(bench.database.db, size.members);
  return { pieces, drops, votes, slugs, members };
}

export interface Ledger {
  orders: number;
  paidOrders: number;
  paymentsPaid: number;
  /** Units of the tracked pieces held by orders whose stock was not given back. */
  unitsSold: number;
  /** Sum of the tracked pieces' stock when the run began, and now. */
  initialStock: number;
  stockNow: number;
  votes: number;
  violations: string[];
}

/** The invariants of money and stock over the tracked pieces; `violations` lists each one broken. */
export async function ledger(bench: Bench, pieces: StockedPiece[]): Promise<Ledger> {
  const violations: string[] = [];
  const ids = pieces.map((p) => p.variantId);
  const stockRows = await bench.query<{ id: string; stock: number; held: number }>(
    `select v.id, v.stock, coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
        where l.variant_id = v.id and l.reserved = 'stock' and o.stock_released_at is null), 0)::int as held
       from product_variants v where v.id = any($1::uuid[])`,
    [ids],
  );
  const initial = new Map(pieces.map((p) => [p.variantId, p.stock]));
  let unitsSold = 0;
  let stockNow = 0;
  for (const r of stockRows) {
    unitsSold += r.held;
    stockNow += r.stock;
    const was = initial.get(r.id)!;
    if (r.stock < 0) violations.push(`variant ${r.id}: stock ${r.stock} is below zero`);
    if (r.held > was)
      violations.push(`variant ${r.id}: ${r.held} units sold of a stock of ${was} (oversold)`);
    if (r.stock + r.held !== was)
      violations.push(`variant ${r.id}: stock ${r.stock} + ${r.held} held by orders != ${was} at the start`);
  }
  const [c] = await bench.query<Record<string, number>>(
    `select (select count(*)::int from orders) as orders,
       (select count(*)::int from orders where status = 'paid') as "paidOrders",
       (select count(*)::int from payments where purpose = 'order' and status = 'paid') as "paymentsPaid",
       (select count(*)::int from product_votes) as votes`,
  );
  const twice = async (what: string, text: string) => {
    const rows = await bench.query<{ id: string; n: number }>(text);
    for (const r of rows.slice(0, 5)) violations.push(`${what} ${r.id}: ${r.n} times`);
    if (rows.length > 5) violations.push(`... and ${rows.length - 5} more ${what}`);
  };
  await twice(
    'order settled',
    `select order_id as id, count(*)::int as n from payment_events
      where outcome = 'success' and detail like '%settled for order' group by order_id having count(*) > 1`,
  );
  await twice(
    'order moved to paid',
    `select order_id::text as id, count(*)::int as n from order_events where to_status = 'paid'
      group by order_id having count(*) > 1`,
  );
  await twice(
    'order with more than one payment',
    `select reference as id, count(*)::int as n from payments where purpose = 'order'
      group by reference having count(*) > 1`,
  );
  await twice(
    'order paid without a paid payment (or the reverse)',
    `select o.id::text as id, 1 as n from orders o join payments p on p.id = o.payment_id
      where (o.status = 'paid') <> (p.status = 'paid')`,
  );
  await twice(
    'product whose vote count differs from its votes',
    `select p.id::text as id, p.vote_count - (select count(*) from product_votes v where v.product_id = p.id)::int as n
       from products p where p.vote_count <> (select count(*) from product_votes v where v.product_id = p.id)`,
  );
  return {
    orders: c!.orders!,
    paidOrders: c!.paidOrders!,
    paymentsPaid: c!.paymentsPaid!,
    unitsSold,
    initialStock: pieces.reduce((n, p) => n + p.stock, 0),
    stockNow,
    votes: c!.votes!,
    violations,
  };
}
