/**
 * The shop that bench/shop-load.ts and bench/crash.ts sell from: the synthetic catalogue
 * (bench/catalog-seed.ts), pieces with a known stock (plenty of it, and a few scarce "drops" that sell
 * out), the designs open for voting, and members (active card, session, saved address) made by bulk
 * insert. Then the ledger that both benches check: stock never below zero and exactly the initial stock
 * less the units that orders hold, one payment per order, no order or payment settled twice.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Db, MIGRATIONS_DIR } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema/index.ts';
import { createSignedInUsers } from '../../server/test/factories.ts';
import { seed } from '../catalog-seed.ts';
import type { Bench } from '../harness.ts';

/** A PGlite database in `dir` (the server's DATA_DIR/pglite), opened in this process; dispose closes it. */
export async function openPgliteAt(dir: string): Promise<Bench> {
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  const query = async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows;
  return {
    kind: 'pglite',
    database: {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await client.query('select 1');
      },
      close: () => client.close(),
    },
    query,
    explain: async () => '',
    dispose: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export interface Piece {
  productId: string;
  slug: string;
  variantId: string;
  /** Its size stock when the run began. */
  stock: number;
}

export interface Member {
  id: string;
  authorization: string;
  addressId: string;
}

export interface Shop {
  pieces: Piece[];
  drops: Piece[];
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

async function pick(bench: Bench, status: string, count: number, skip = 0) {
  const rows = await bench.query<{ productId: string; slug: string; variantId: string }>(
    `select p.id as "productId", p.slug, v.id as "variantId" from products p
       join product_variants v on v.product_id = p.id and v.value = 'M'
      where p.status = $1 order by p.created_at desc offset $2 limit $3`,
    [status, skip, count],
  );
  if (rows.length < count) throw new Error(`the seed has fewer than ${count + skip} ${status} products`);
  return rows;
}

/** Migrates, seeds the catalogue and `size.members` members, and sets the pieces' stock. */
export async function seedShop(bench: Bench, size: ShopSize): Promise<Shop> {
  const db = bench.database.db;
  await bench.database.migrate();
  await seed(db, size.products);
  const withStock = async (rows: Awaited<ReturnType<typeof pick>>, stock: number) => {
    await bench.query('update product_variants set stock = $1 where id = any($2::uuid[])', [
      stock,
      rows.map((r) => r.variantId),
    ]);
    return rows.map((r) => ({ ...r, stock }));
  };
  const pieces = await withStock(await pick(bench, 'IN_STOCK', size.pieces), size.pieceStock);
  const drops = await withStock(await pick(bench, 'IN_STOCK', size.drops, size.pieces), size.dropStock);
  const votes = (await pick(bench, 'VOTE_TO_LAUNCH', 40)).map(({ productId, slug }) => ({ productId, slug }));
  const slugs = (
    await bench.query<{ slug: string }>('select slug from products order by random() limit 500')
  ).map((r) => r.slug);
  const members = await createMembers(bench, size.members);
  return { pieces, drops, votes, slugs, members };
}

/** Members with an active card, a session and a saved address (bulk insert, 2,000 at a time). */
export async function createMembers(bench: Bench, count: number): Promise<Member[]> {
  const db = bench.database.db;
  const made = await createSignedInUsers(db, count);
  const members: Member[] = [];
  for (let start = 0; start < made.length; start += 2000) {
    const chunk = made.slice(start, start + 2000);
    const saved = await db
      .insert(schema.addresses)
      .values(
        chunk.map((m) => ({
          userId: m.id,
          name: 'Anjali Menon',
          phone: '9847012345',
          line1: '14/220 Kasavu Lane, Panampilly Nagar',
          city: 'Kochi',
          state: 'Kerala',
          postalCode: '682036',
          isDefault: true,
        })),
      )
      .returning({ id: schema.addresses.id });
    for (const [i, m] of chunk.entries())
      members.push({ id: m.id, authorization: m.headers.authorization!, addressId: saved[i]!.id });
  }
  return members;
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
export async function ledger(bench: Bench, pieces: Piece[]): Promise<Ledger> {
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
