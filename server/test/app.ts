import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Database, openDatabase, type QueryLogger } from '../db/client.ts';
import type { AppConfig } from '../env.ts';
import { TEMPLATE_DB } from './paths.ts';

export const testConfig: AppConfig = {
  env: 'test',
  isProduction: false,
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  logLevel: 'silent',
  sessionTtlMs: 24 * 60 * 60 * 1000,
  staffSession: { idleMs: 30 * 60 * 1000, maxMs: 12 * 60 * 60 * 1000 },
  demoData: false,
  // The journeys and tests read codes and links from the dev outbox (inject comes from 127.0.0.1).
  devOutbox: true,
  trustProxy: false,
  loginRateLimit: 1000,
  // Every request re-reads the catalogue version; catalog/cache.test.ts tests the default window.
  catalogStaleMs: 0,
  orderReservationMs: 15 * 60 * 1000,
  jobsEnabled: false,
  hrEmail: 'careers@roslis.test',
  sitemapProducts: false,
  mailFrom: 'Roslis <hello@roslis.test>',
  sms: { provider: 'outbox' },
  // A fixed pair made for the tests (web push signs with it; the test push service checks nothing).
  vapid: {
    publicKey: 'BGoPR3GEznBGsFhhBMMa0jfhAhGGxZaCP32pdCJWz7AcBZuwd99CXOG9A9kpm4bIS5DOsYiqItR6kxu06oDCBok',
    privateKey: 'WUfA4-JdiqHBq47lK--K4W3Z6Bj6tasFaxZALdHGW5c',
    subject: 'mailto:hello@roslis.test',
  },
  whatsapp: { provider: 'outbox' },
  phoneSignup: true,
  payments: { provider: 'sandbox', keySecret: 'test-sandbox-secret', webhookSecret: 'test-sandbox-webhook' },
  paymentsTestTier: false,
  webDir: undefined,
  cardSigningSecret: 'test-card-signing-secret-0123456789',
  codeHashSecret: 'test-code-hash-secret-0123456789abcdef',
  publicOrigin: 'http://localhost:5000',
  staffSecondFactor: 'optional',
  apiDocs: 'public',
  subAdminMaxCommissionRate: 20,
  // 2 MB: the upload limit's tests send a little more than this, not 100 MB over real HTTP.
  exchangeVideoMaxBytes: 2 * 1024 * 1024,
  storage: { driver: 'disk' },
};

/** A new PostgreSQL database (a copy of `template`, or empty), dropped when it is closed. */
async function newPostgresDatabase(
  url: string,
  prefix: string,
  template?: string,
  logger?: QueryLogger,
): Promise<Database & { url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), max: 4, logger });
  return {
    ...database,
    url: target.toString(),
    close: async () => {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A fresh, migrated database: PGlite from the run's snapshot, or a clone of the PostgreSQL template. */
export async function openTestDatabase(logger?: QueryLogger): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const bytes = readFileSync(inject('templateDump'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([bytes]), logger });
  }
  return newPostgresDatabase(url, 'roslis_t', TEMPLATE_DB, logger);
}

/** An empty database (no migrations applied): PGlite in memory, or a new PostgreSQL database. */
export async function openEmptyTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ kind: 'pglite' });
  return newPostgresDatabase(url, 'roslis_e');
}

/** The real app on a fresh database; close it in afterAll/afterEach. */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: { counterKeyPrefix?: string; logger?: QueryLogger } = {},
) {
  const database = await openTestDatabase(options.logger);
  const app = await buildApp(
    { ...testConfig, ...overrides },
    { database, logger: false, counterKeyPrefix: options.counterKeyPrefix },
  ).catch(async (err) => {
    await database.close();
    throw err;
  });
  app.addHook('onClose', async () => {
    await database.close();
  });
  await app.ready();
  return app;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
