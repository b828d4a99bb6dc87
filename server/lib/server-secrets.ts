import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database, Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/index.ts';
import { type AppConfig, type Config, type PushConfig, sandboxPayments } from '../env.ts';

/**
 * Secrets the server makes for itself when their setting is unset: random (256 bits), made once and kept
 * with the data, so a restart keeps them and two data directories never share one (a default written in
 * the source would be everyone's secret).
 * - PGlite: a file `secret-<name>` in DATA_DIR, mode 0600 (created exclusively: the first writer wins);
 * - PostgreSQL: a row of `server_secrets`, so every process on one database agrees.
 */
export type SecretName = 'sandbox-payment' | 'code-hash' | 'vapid';

/** Where the server keeps its own secrets: a data directory (PGlite) or the database (PostgreSQL). */
export type SecretPlace = { dataDir: string } | { db: Db };

export async function serverSecret(
  place: SecretPlace,
  name: SecretName,
  make: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  const fresh = make();
  if ('db' in place) {
    await place.db.insert(serverSecrets).values({ name, value: fresh }).onConflictDoNothing();
    const [kept] = await place.db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    if (!kept) throw new Error(`server secret ${name} was not kept`);
    return kept.value;
  }
  mkdirSync(place.dataDir, { recursive: true });
  const file = join(place.dataDir, `secret-${name}`);
  try {
    writeFileSync(file, fresh, { mode: 0o600, flag: 'wx' });
    return fresh;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length < 32) throw new Error(`${file} holds no usable secret; delete it to make a new one`);
    return kept;
  }
}

/**
 * The config with every secret known: the settings' values, or else the server's own (above). The
 * one-time codes' key is never made up in production (env.ts requires CODE_HASH_SECRET there).
 */
export async function completeConfig(
  config: Config,
  database: Pick<Database, 'db' | 'kind'>,
): Promise<AppConfig> {
  const place: SecretPlace = database.kind === 'postgres' ? { db: database.db } : { dataDir: config.dataDir };
  const payments =
    config.payments.keySecret === undefined
      ? sandboxPayments(await serverSecret(place, 'sandbox-payment'))
      : config.payments;
  if (!config.codeHashSecret && config.isProduction) {
    throw new Error('CODE_HASH_SECRET is required in production');
  }
  const codeHashSecret = config.codeHashSecret ?? (await serverSecret(place, 'code-hash'));
  return { ...config, payments, codeHashSecret, push: await pushConfig(config, place) };
}

/**
 * Web push's VAPID keys: the settings', or outside production a pair the server makes once (web-push's
 * generateVAPIDKeys, kept as "public.private") so subscriptions made in a browser keep working after a
 * restart. Production without the settings: undefined, push is off (app.ts says so at start).
 */
async function pushConfig(config: Config, place: SecretPlace): Promise<PushConfig | undefined> {
  const { publicKey, privateKey, subject } = config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (config.isProduction) return undefined;
  const kept = await serverSecret(place, 'vapid', () => {
    const pair = webpush.generateVAPIDKeys();
    return `${pair.publicKey}.${pair.privateKey}`;
  });
  const [made, madePrivate] = kept.split('.');
  if (!made || !madePrivate)
    throw new Error('the kept VAPID key pair is unreadable; delete it to make a new one');
  return { publicKey: made, privateKey: madePrivate, subject };
}
