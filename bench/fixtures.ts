/**
 * The benches' database and the rows they start from. A database is opened one way, the app's own
 * (openDatabase: PGlite in a data directory, or a throwaway PostgreSQL database), with every statement
 * the app sends counted. Rows go in by bulk insert, once per run: the synthetic catalogue (SQL over
 * generate_series), size M of the pieces a bench sells, and members (user, active card, session, saved
 * address) with, when a bench wants them, their cart lines.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { type Database, type Db, openDatabase } from '../server/db/client.ts';
import * as schema from '../server/db/schema/index.ts';
import { newToken, sha256 } from '../server/lib/crypto.ts';
import { createSignedInUsers } from '../server/test/factories.ts';

// ---- Opening a database -------------------------------------------------------------------------

/** What a statement reads, by the tables it names (for the per-request breakdown). */
export type StatementKind = 'catalogue' | 'version' | 'session' | 'card' | 'other';

function kindOf(query: string): StatementKind {
  // The catalogue version and the live figures changed since the last read: one statement.
  if (query.includes('pg_current_snapshot')) return 'version';
  if (query.includes('"products"') || query.includes('"product_cards"')) return 'catalogue';
  if (query.includes('"catalog_version"')) return 'version';
  if (query.includes('"sessions"')) return 'session';
  if (query.includes('"accounts"')) return 'card';
  return 'other';
}

/** Every statement the app sends, counted through drizzle's logger. */
export const counter = {
  n: 0,
  byKind: { catalogue: 0, version: 0, session: 0, card: 0, other: 0 } as Record<StatementKind, number>,
  last: { query: '', params: [] as unknown[] },
  /** When an array, every statement's text is appended to it (BENCH_VERBOSE listings). */
  trace: null as string[] | null,
  logQuery(query: string, params: unknown[]) {
    this.n++;
    this.byKind[kindOf(query)]++;
    this.last = { query, params };
    this.trace?.push(query);
  },
  snapshot() {
    return { n: this.n, ...this.byKind };
  },
};

export interface Bench {
  kind: 'pglite' | 'postgres';
  database: Database;
  /** PostgreSQL: the database's name (its backends are found by it) and its URL (for a server process). */
  name?: string;
  url?: string;
  /** Rows of a statement with $n parameters, outside the counter. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** EXPLAIN ANALYZE text for a statement with $n parameters. */
  explain(text: string, params: unknown[]): Promise<string>;
  dispose(): Promise<void>;
}

type Query = Bench['query'];

const explainWith =
  (query: Query) =>
  async (text: string, params: unknown[]): Promise<string> =>
    (await query<{ 'QUERY PLAN': string }>(`explain analyze ${text}`, params))
      .map((r) => r['QUERY PLAN'])
      .join('\n');

/** The driver under drizzle: the benches' own reads and EXPLAINs go to it, past the counter. */
const clientOf = <T>(database: Database) => (database.db as unknown as { $client: T }).$client;

/**
 * PGlite in `dir`, which stays when disposed (bench/crash.ts seeds the data directory a server process
 * then opens), or in a throwaway directory that dispose removes.
 */
export async function openPglite(dir?: string): Promise<Bench> {
  const throwaway = dir ? undefined : mkdtempSync(join(tmpdir(), 'roslis-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: dir ?? throwaway, logger: counter });
  const client = clientOf<PGlite>(database);
  const query: Query = async (text, params = []) => (await client.query(text, params)).rows as never[];
  return {
    kind: 'pglite',
    database,
    query,
    explain: explainWith(query),
    dispose: async () => {
      if (!client.closed) await client.close();
      if (throwaway) rmSync(throwaway, { recursive: true, force: true });
    },
  };
}

/**
 * A throwaway database `<prefix>_<random>` on the server at `url`, dropped by dispose(). The prefix is
 * BENCH_DATABASE_PREFIX (default roslis_bench): people who share one PostgreSQL tell their databases apart.
 */
export async function openPostgres(url: string, max = 10): Promise<Bench> {
  const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'roslis_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`BENCH_DATABASE_PREFIX=${prefix}: a-z, 0-9 and _`);
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), max, logger: counter });
  const client = clientOf<postgres.Sql>(database);
  const query: Query = async (text, params = []) => (await client.unsafe(text, params as never[])) as never[];
  return {
    kind: 'postgres',
    name,
    url: target.toString(),
    database,
    query,
    explain: explainWith(query),
    dispose: async () => {
      // Safe after database.close() too: postgres.js answers a second end() with the first one's promise.
      await client.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Runs `run` on each database of this run: PGlite (a throwaway data directory) and, when DATABASE_URL
 * is set, PostgreSQL (a throwaway database); BENCH_DATABASES=pglite or postgres picks one.
 */
export async function forEachDatabase(run: (bench: Bench) => Promise<void>) {
  const wanted = process.env.BENCH_DATABASES ?? 'pglite,postgres';
  const targets: (() => Promise<Bench>)[] = [];
  if (wanted.includes('pglite')) targets.push(() => openPglite());
  const url = process.env.DATABASE_URL;
  if (url && wanted.includes('postgres')) targets.push(() => openPostgres(url));
  else if (!url) console.log('DATABASE_URL is not set: PGlite only.');
  for (const open of targets) {
    const bench = await open();
    try {
      await run(bench);
    } finally {
      await bench.dispose();
    }
  }
}

export const labelOf = (bench: Bench) => (bench.kind === 'pglite' ? 'PGlite' : 'PostgreSQL');

// ---- The catalogue ------------------------------------------------------------------------------

const words = (text: string) => text.split(' ');
const ADJECTIVES = words(
  'Monsoon Coastal Heritage Festive Everyday Evening Temple Garden Lagoon Spice Harbour Backwater Sunlit Rain Market Weekend Studio Classic Palm Cardamom',
);
const FABRICS = words(
  'Cotton Linen Silk Khadi Mulmul Voile Chanderi Ikat Ajrakh Kalamkari Chambray Poplin Crepe Georgette Tweed Jersey Satin Dobby Tussar Organza',
);
const GARMENTS = words(
  'Tunic Shirt Kurta Dress Top Blazer Trousers Co-ord Jacket Skirt Waistcoat Kaftan Cape Jumpsuit Gilet',
);
const arr = (words: string[]) => sql.raw(`(array[${words.map((w) => `'${w}'`).join(',')}])`);

/** Words of the seeded names (each in about 5% of them; Kasavu in about 1%): what the bench searches for. */
export const NAME_WORDS = ['Kasavu', ...ADJECTIVES, ...FABRICS, ...GARMENTS];

/**
 * Migrates, then makes `products` products in 20 categories (bench-1 … bench-20), half per storefront,
 * every status, 2 images and 4 sizes each; answers the seconds it took. One transaction, with the
 * catalogue's triggers off. The card triggers are deferred constraint triggers FOR EACH ROW: at commit
 * they run once for every inserted row (700,000 at 100,000 products), and each would write its
 * product's ready card on its own. With only the version's bump they already made this seed 23.8 s
 * instead of 16.9 s on PostgreSQL and 31.6 s instead of 17.6 s on PGlite (2026-11-25, 100,000
 * products). `session_replication_role = replica` (superuser; `set local`: this transaction only)
 * skips them, and the foreign-key checks with them (these rows are consistent by construction); the
 * cards are then written in one statement and the version bumped once, as the triggers would have done.
 * (The live figures need nothing: a server reads every product's the first time.)
 */
export async function seedCatalogue(bench: Bench, products: number): Promise<number> {
  await bench.database.migrate();
  const t0 = performance.now();
  const db = bench.database.db;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into categories (name, slug, position)
      select 'Bench category ' || g, 'bench-' || g, g from generate_series(1, 20) g`);
    // Every 97th name carries "Kasavu" (about 1%): the search term.
    await tx.execute(sql`insert into products (slug, name, description, price_paise, status, category_id,
        available_in, pre_order_limit, pre_order_end_date, created_at, updated_at)
      select 'bench-' || g,
        ${arr(ADJECTIVES)}[1 + (g * 7) % 20] || ' ' ||
          case when g % 97 = 0 then 'Kasavu ' else '' end ||
          ${arr(FABRICS)}[1 + (g * 13) % 20] || ' ' || ${arr(GARMENTS)}[1 + (g * 3) % 15] || ' ' || g,
        'A bench product.',
        129900 + (g % 40) * 10000,
        (array['IN_STOCK','IN_STOCK','IN_STOCK','PRE_ORDER','VOTE_TO_LAUNCH'])[1 + (g / 20) % 5]::product_status,
        c.id,
        (case when (g / 100) % 2 = 0 then 'STUDIO' else 'LIMITED-EDITION' end)::storefront,
        case when (g / 20) % 5 = 3 then 25 end,
        case when (g / 20) % 5 = 3 then now() + interval '20 days' end,
        now() - g * interval '37.25 seconds',
        now()
      from generate_series(1, ${products}) g
      join (select id, row_number() over (order by position) as rn from categories) c on c.rn = 1 + g % 20`);
    await tx.execute(sql`insert into product_images (product_id, image_url, alt, is_primary, position)
      select p.id, '/media/garments/top-plain-8a5a44-f4e1c1-' || v || '.svg', p.name, v = 0, v
      from products p cross join generate_series(0, 1) v`);
    await tx.execute(sql`insert into product_variants (product_id, name, value, stock, position)
      select p.id, 'size', s.v, (length(p.slug) + s.i) % 9, s.i
      from products p cross join (values ('S', 0), ('M', 1), ('L', 2), ('XL', 3)) s(v, i)`);
    // What the skipped triggers would have written: every product's ready card and page, and a new
    // catalogue version.
    await tx.execute(sql`select catalog_refresh_cards(null)`);
    await tx.execute(sql`update catalog_version set version = version + 1, changed_at = now() where id = 1`);
  });
  // What autovacuum would have done long ago on a shop's database: hint bits and the visibility map
  // set, statistics fresh. Without it the first minute of load pays for that (and on PostgreSQL an
  // autovacuum worker starts on these 700,000 new rows in the middle of a measured row).
  await db.execute(sql`vacuum analyze`);
  return (performance.now() - t0) / 1000;
}

export interface Piece {
  productId: string;
  slug: string;
  name: string;
  /** Its size M. */
  variantId: string;
}

export interface StockedPiece extends Piece {
  /** Its size stock when the run began. */
  stock: number;
}

/** Size M of `count` products of a status (and storefront), newest first after the first `skip`. */
export async function sizeM(
  bench: Bench,
  o: { status: string; count: number; skip?: number; storefront?: string },
): Promise<Piece[]> {
  const rows = await bench.query<Piece>(
    `select p.id as "productId", p.slug, p.name, v.id as "variantId" from products p
       join product_variants v on v.product_id = p.id and v.value = 'M'
      where p.status = $1 ${o.storefront ? 'and p.available_in = $4' : ''}
      order by p.created_at desc offset $2 limit $3`,
    [o.status, o.skip ?? 0, o.count, ...(o.storefront ? [o.storefront] : [])],
  );
  if (rows.length < o.count) {
    const which = [o.storefront, o.status].filter(Boolean).join(' ');
    throw new Error(`the seed has fewer than ${o.count + (o.skip ?? 0)} ${which} products`);
  }
  return rows;
}

/** Sets the size stock of `pieces` to `stock`. */
export async function withStock(bench: Bench, pieces: Piece[], stock: number): Promise<StockedPiece[]> {
  await bench.query('update product_variants set stock = $1 where id = any($2::uuid[])', [
    stock,
    pieces.map((p) => p.variantId),
  ]);
  return pieces.map((p) => ({ ...p, stock }));
}

// ---- Members and carts --------------------------------------------------------------------------

export interface Member {
  id: string;
  /** `Bearer <session token>`. */
  authorization: string;
  /** A saved address, the default. */
  addressId: string;
}

/** Rows per INSERT: one statement each, well within PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += CHUNK) yield rows.slice(start, start + CHUNK);
}

/**
 * `count` members with an active card (premium unless `card` says otherwise), a session and a saved
 * default address, by bulk insert.
 */
export async function createMembers(
  db: Db,
  count: number,
  card?: Parameters<typeof createSignedInUsers>[2],
): Promise<Member[]> {
  const users = await createSignedInUsers(db, count, card);
  const saved: { id: string }[] = [];
  for (const chunk of chunks(users)) {
    saved.push(
      ...(await db
        .insert(schema.addresses)
        .values(
          chunk.map((u) => ({
            userId: u.id,
            name: 'Anjali Menon',
            phone: '9847012345',
            line1: '14/220 Kasavu Lane, Panampilly Nagar',
            city: 'Kochi',
            state: 'Kerala',
            postalCode: '682036',
            isDefault: true,
          })),
        )
        .returning({ id: schema.addresses.id })),
    );
  }
  return users.map((u, i) => ({
    id: u.id,
    authorization: u.headers.authorization!,
    addressId: saved[i]!.id,
  }));
}

/** Cart lines, by bulk insert. */
export async function insertCartLines(db: Db, lines: (typeof schema.cartItems.$inferInsert)[]) {
  for (const chunk of chunks(lines)) await db.insert(schema.cartItems).values(chunk);
}

/** A member with an active premium card (made the first time) and a new session: its Bearer header. */
export async function memberSession(db: Db, email = 'bench@example.test') {
  const [found] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  const user = found ?? (await db.insert(schema.users).values({ email, isVerified: true }).returning())[0]!;
  if (!found)
    await db
      .insert(schema.accounts)
      .values({ userId: user.id, currentPlan: 'premium', cardStatus: 'active' });
  const token = newToken();
  await db.insert(schema.sessions).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { authorization: `Bearer ${token}` };
}
