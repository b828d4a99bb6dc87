import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { keepReadsPrepared } from './pglite-statements.ts';
import { Replica, type ReplicaOptions } from './replica.ts';
import { reserveForTransactions } from './safe-begin.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

/** db.execute answers { rows } on PGlite and an array on postgres.js: the rows either way. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export interface Database {
  db: Db;
  /**
   * Where pure reads that may be a moment behind go (catalogue cards, public pages, back-office
   * reports): the read replica (DATABASE_READ_URL) while it is in use, else the primary; with no replica
   * it is `db` itself, so callers never ask which. Never for a transaction or a write.
   */
  readDb: Db;
  /** The read replica, when one is configured (its state, checks and metrics). */
  replica?: Replica<Db>;
  kind: 'pglite' | 'postgres';
  /** Apply the migrations not yet applied (from `folder`: tests may apply a prefix of the history). */
  migrate(folder?: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a snapshot of the data directory (used to start test databases quickly). */
  dump?(): Promise<Blob>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Sees every statement the app sends (tests and benchmarks count them). */
export interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

export type OpenOptions = (
  | { kind: 'postgres'; url: string; max?: number; read?: ReplicaOptions }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & { logger?: QueryLogger };

/** The advisory lock's key for migrations (a constant of the app's own: "rosl" in ASCII). */
const MIGRATION_LOCK = 0x726f736c;

/**
 * Migrate, one process at a time: several servers starting together on a database that needs a
 * migration would otherwise apply it at once, and all but one fail (CREATE EXTENSION, CREATE TABLE).
 * A session-level advisory lock on a connection of its own (the pool may have one connection) makes
 * them take turns; the next one finds nothing left to do.
 */
async function migrateTakingTurns(url: string, client: postgres.Sql, folder: string) {
  const lock = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK}::bigint)`;
    await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder: folder });
  } finally {
    // Ending the session releases the lock too (also when the unlock itself fails).
    await lock`select pg_advisory_unlock(${MIGRATION_LOCK}::bigint)`.catch(() => {});
    await lock.end({ timeout: 5 });
  }
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const client = reserveForTransactions(
      postgres(options.url, { max: options.max ?? 10, onnotice: () => {} }),
    );
    const db = drizzlePostgres({ client, schema, logger: options.logger }) as unknown as Db;
    const logger = options.logger;
    const replica = options.read
      ? new Replica<Db>(
          client,
          { ...options.read, max: options.read.max ?? options.max },
          (routing) => drizzlePostgres({ client: routing, schema, logger }) as unknown as Db,
        )
      : undefined;
    return {
      db,
      readDb: replica?.db ?? db,
      replica,
      kind: 'postgres',
      migrate: (folder = MIGRATIONS_DIR) => migrateTakingTurns(options.url, client, folder),
      ping: async () => {
        await client`select 1`;
      },
      close: async () => {
        await replica?.close();
        await client.end({ timeout: 5 });
      },
    };
  }
  const client = keepReadsPrepared(
    await PGlite.create(options.dataDir, {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    }),
  );
  const pglite = drizzlePglite({ client, schema, logger: options.logger });
  return {
    db: pglite as unknown as Db,
    readDb: pglite as unknown as Db,
    kind: 'pglite',
    migrate: (folder = MIGRATIONS_DIR) => migratePglite(pglite, { migrationsFolder: folder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
