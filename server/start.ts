import { join } from 'node:path';
import { type Database, openDatabase } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';
import type { Config } from './env.ts';

export interface OpenedDatabase {
  database: Database;
  /** Close the database and release the data-directory lock. */
  close(): Promise<void>;
}

/** Open the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR) and migrate it. */
export async function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databaseRead'>>,
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const database = await openDatabase({
      kind: 'postgres',
      url: config.databaseUrl,
      read: config.databaseRead && { url: config.databaseRead.url, maxLagMs: config.databaseRead.maxLagMs },
    });
    await database.migrate();
    return { database, close: () => database.close() };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') });
    await database.migrate();
    return {
      database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
