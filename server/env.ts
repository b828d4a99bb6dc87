import { resolve } from 'node:path';
import { z } from 'zod';
import { STAFF_SECOND_FACTOR_MODES, type StaffSecondFactorMode } from '../contracts/second-factor.ts';
import { booleanish, invalidSetting, issuesError } from './env/common.ts';
import {
  type MessagingConfig,
  messagingConfig,
  messagingSettings,
  type PushConfig,
} from './env/messaging.ts';
import {
  type PaymentsConfig,
  type PaymentsSetting,
  paymentSettings,
  paymentsConfig,
} from './env/payments.ts';
import { type TrustProxy, trustProxySetting } from './env/proxy.ts';
import { mediaBaseUrlOf, type StorageSetting, storageSetting, storageSettings } from './env/storage.ts';

export { ConfigError } from './env/common.ts';
export type { PushConfig, SmsConfig, WhatsAppConfig } from './env/messaging.ts';
export { type PaymentsConfig, type PaymentsSetting, sandboxPayments } from './env/payments.ts';
export type { TrustProxy } from './env/proxy.ts';
export type { StorageSetting } from './env/storage.ts';

export const API_DOCS_MODES = ['public', 'staff', 'off'] as const;
export type ApiDocsMode = (typeof API_DOCS_MODES)[number];

/**
 * The one place that reads process.env. Every setting the server understands is listed here or in the
 * area's file under env/ (messaging, payments, storage), joined into one schema.
 */
const REDIS_URL_MESSAGE =
  'must be a redis:// or rediss:// URL with a host, such as redis://:password@127.0.0.1:6379/0';
const isRedisUrl = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * A streaming read replica of DATABASE_URL's database: catalogue cards, public pages and back-office
   * reports read from it while it keeps up (docs/operations.md, "A read replica").
   */
  DATABASE_READ_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'must be a postgres:// or postgresql:// URL, such as postgres://reader@replica:5432/roslis',
    )
    .optional(),
  /** A session that wrote reads from the primary this long (its own writes, even while the replica lags). */
  DATABASE_READ_OWN_WRITES_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** The replica is left out while it lags more than this. */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  REDIS_URL: z.string().refine(isRedisUrl, REDIS_URL_MESSAGE).optional(),
  /** The start of every Redis key (default roslis:), so several shops or test runs can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1 to 64 letters, digits or _ . : -, such as roslis-staging:')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(2)
    .max(24 * 60)
    .default(30),
  STAFF_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24)
    .default(12),
  DEMO_DATA: booleanish.optional(),
  PUBLIC_ORIGIN: z.url({ message: 'must be a full URL such as https://shop.example.com' }).optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** How long a server process trusts the catalogue version it last read (its cached pages are keyed by it). */
  CATALOG_STALE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** How long a placed order keeps its pieces for the payment before a job releases them. */
  /** Run the in-server jobs (reservation expiry, cart holds) on their schedules. */
  JOBS_ENABLED: booleanish.default(true),
  ORDER_RESERVATION_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .max(86_400)
    .default(15 * 60),
  HR_EMAIL: z.email().default('careers@roslis.in'),
  /**
   * List the STUDIO product pages in sitemap.xml and let search engines index them. On by default: a
   * STUDIO page is public (a visitor sees the piece and "Apply for the card"); off keeps them unlisted
   * and noindex while shared links still open and preview.
   */
  SITEMAP_PRODUCTS: booleanish.default(true),
  /** Signs the digital card's QR link (/verify-card/{token}); at least 32 characters in production. */
  CARD_SIGNING_SECRET: z.string().min(16).optional(),
  /** The HMAC key of stored one-time codes; at least 32 characters in production. */
  CODE_HASH_SECRET: z.string().min(16).optional(),
  /** Staff two-step sign-in: required (production's default) or optional (the default elsewhere). */
  STAFF_SECOND_FACTOR: z
    .enum(STAFF_SECOND_FACTOR_MODES, { message: 'must be required or optional' })
    .optional(),
  /** The highest commission rate (percent) a sub-admin may give an advisor; admins may give any. */
  SUBADMIN_MAX_COMMISSION_RATE: z.coerce
    .number({ message: 'must be a percentage from 0 to 100' })
    .min(0, 'must be a percentage from 0 to 100')
    .max(100, 'must be a percentage from 0 to 100')
    .default(20),
  /** The largest unboxing video a member may upload, in MB (the web app checks the shop's 100 MB). */
  EXCHANGE_VIDEO_MAX_MB: z.coerce
    .number({ message: 'must be a whole number of megabytes from 1 to 1024' })
    .int('must be a whole number of megabytes from 1 to 1024')
    .min(1, 'must be a whole number of megabytes from 1 to 1024')
    .max(1024, 'must be a whole number of megabytes from 1 to 1024')
    .default(100),
  /** The Bearer token a Prometheus scraper sends to GET /metrics; unset, there is no /metrics. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (openssl rand -hex 24)').optional(),
  /** Who may read the API's documentation at /api/docs: public (default outside production), staff, off. */
  API_DOCS: z.enum(API_DOCS_MODES, { message: 'must be public, staff or off' }).optional(),
  ...messagingSettings,
  ...paymentSettings,
  ...storageSettings,
});

export type Env = z.infer<typeof envSchema>;

export interface StaffSessionLimits {
  idleMs: number;
  maxMs: number;
}

export interface Config extends MessagingConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /**
   * The read replica (DATABASE_READ_URL, only with DATABASE_URL): its URL, the lag it may have before
   * reads go to the primary, and how long a session that wrote reads from the primary.
   */
  databaseRead?: { url: string; maxLagMs: number; ownWritesMs: number };
  /** Shared counters (sign-in throttle, rate limits) live here; without it, in this process's memory. */
  redisUrl?: string;
  /** REDIS_KEY_PREFIX: the start of every Redis key (undefined: roslis:). */
  redisKeyPrefix?: string;
  logLevel: Env['LOG_LEVEL'];
  sessionTtlMs: number;
  /** Staff (admin, sub-admin) sessions end after this long without a request, and this long after sign-in. */
  staffSession: StaffSessionLimits;
  /** Load the demo catalogue and accounts into an empty database (never in production). */
  demoData: boolean;
  /**
   * Serve the dev outbox (GET /api/dev/outbox, behind /dev/mailbox), and only to loopback clients: true
   * in demo mode outside production; never in production.
   */
  devOutbox: boolean;
  /**
   * The shop's address, the only base of links in e-mails and texts (PUBLIC_ORIGIN; required in
   * production; otherwise http://localhost:PORT). Never taken from a request's Host header, which a
   * client chooses.
   */
  publicOrigin: string;
  /** Which X-Forwarded-For hops to believe (see TrustProxy): false, a number of proxies, or their addresses. */
  trustProxy: TrustProxy;
  loginRateLimit: number;
  /**
   * Catalogue answers may be this stale: each process re-reads the catalogue version (and a viewer's
   * audience) at most this often. 0 reads them on every request.
   */
  catalogStaleMs: number;
  /** A placed order's stock is reserved this long for its payment (ORDER_RESERVATION_SECONDS). */
  orderReservationMs: number;
  /** Run the in-server jobs on their schedules (tests drive them with app.jobs.runNow). */
  jobsEnabled: boolean;
  hrEmail: string;
  /**
   * STUDIO product pages are for search engines (SITEMAP_PRODUCTS): listed in sitemap.xml and indexable.
   * On by default; off, they still open and preview when shared but carry robots noindex.
   */
  sitemapProducts: boolean;
  payments: PaymentsSetting;
  /** Offer the ₹1 Basic test tier to applicants (only with the sandbox gateway, never in production). */
  paymentsTestTier: boolean;
  /** Where the built web app lives; absent in API-only tests. */
  webDir?: string;
  /** The key that signs digital-card QR links (HMAC-SHA256). */
  cardSigningSecret: string;
  /**
   * The HMAC key of stored one-time codes (CODE_HASH_SECRET; required in production). Unset outside
   * production: a random secret the server makes once per data directory or database.
   */
  codeHashSecret?: string;
  /**
   * Admins and sub-admins sign in with a second factor (STAFF_SECOND_FACTOR): `required` (production's
   * default: without one, a staff session only reaches the setup) or `optional`.
   */
  staffSecondFactor: StaffSecondFactorMode;
  /**
   * The API's documentation (/api/docs and its OpenAPI JSON): `public`, `staff` (admins and sub-admins
   * signed in; production's default: the document maps every route an attacker would try) or `off`.
   */
  apiDocs: ApiDocsMode;
  /** SUBADMIN_MAX_COMMISSION_RATE: the highest rate (percent) a sub-admin may set; admins are not held to it. */
  subAdminMaxCommissionRate: number;
  /** EXCHANGE_VIDEO_MAX_MB in bytes: the largest unboxing video taken (tests make it small). */
  exchangeVideoMaxBytes: number;
  /** METRICS_TOKEN: what a scraper sends as its Bearer token to GET /metrics; unset, no /metrics. */
  metricsToken?: string;
  /** Where uploads live (STORAGE): the disk under DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: StorageSetting;
  /**
   * MEDIA_BASE_URL without its trailing slash: the public bucket (or CDN) the API's product-photo and
   * link-preview URLs point at. Unset, the server serves them under /media and /og.
   */
  mediaBaseUrl?: string;
}

/** The config a running app holds: every secret known (buildApp fills in the server's own). */
export interface AppConfig extends Config {
  payments: PaymentsConfig;
  codeHashSecret: string;
  /** The VAPID keys web push signs with; undefined: push is off (production without the settings). */
  push?: PushConfig;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(source);
  if (!result.success) throw issuesError(result.error);
  const e = result.data;
  const isProduction = e.NODE_ENV === 'production';
  const demoData = e.DEMO_DATA ?? !isProduction;
  if (isProduction && e.DEMO_DATA) throw invalidSetting('DEMO_DATA', 'is never allowed in production');
  const { payments, paymentsTestTier } = paymentsConfig(e, isProduction);
  if (isProduction && (e.CARD_SIGNING_SECRET?.length ?? 0) < 32) {
    throw invalidSetting(
      'CARD_SIGNING_SECRET',
      "production needs a secret of at least 32 characters to sign the membership cards' QR links",
    );
  }
  if (isProduction && (e.CODE_HASH_SECRET?.length ?? 0) < 32) {
    throw invalidSetting(
      'CODE_HASH_SECRET',
      'production needs a secret of at least 32 characters to store one-time codes (e.g. openssl rand -hex 32)',
    );
  }
  if (isProduction && !e.PUBLIC_ORIGIN) {
    throw invalidSetting(
      'PUBLIC_ORIGIN',
      'production needs the shop address for links in e-mails, e.g. https://shop.roslis.in',
    );
  }
  const messaging = messagingConfig(e, isProduction);
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw invalidSetting(
      'DATABASE_READ_URL',
      'a read replica needs its primary: set DATABASE_URL too (PGlite has no replicas), or remove DATABASE_READ_URL',
    );
  }
  const storage = storageSetting(e);
  const mediaBaseUrl = mediaBaseUrlOf(e, isProduction);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseRead: e.DATABASE_READ_URL
      ? {
          url: e.DATABASE_READ_URL,
          maxLagMs: e.DATABASE_READ_MAX_LAG_MS,
          ownWritesMs: e.DATABASE_READ_OWN_WRITES_MS,
        }
      : undefined,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    staffSession: {
      idleMs: e.STAFF_SESSION_IDLE_MINUTES * 60 * 1000,
      maxMs: e.STAFF_SESSION_MAX_HOURS * 60 * 60 * 1000,
    },
    demoData,
    devOutbox: demoData && !isProduction,
    publicOrigin: (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    catalogStaleMs: e.CATALOG_STALE_MS,
    orderReservationMs: e.ORDER_RESERVATION_SECONDS * 1000,
    jobsEnabled: e.JOBS_ENABLED,
    hrEmail: e.HR_EMAIL,
    sitemapProducts: e.SITEMAP_PRODUCTS,
    ...messaging,
    payments,
    paymentsTestTier,
    webDir: resolve('dist/web'),
    cardSigningSecret: e.CARD_SIGNING_SECRET ?? 'roslis-development-card-signing-secret',
    codeHashSecret: e.CODE_HASH_SECRET,
    staffSecondFactor: e.STAFF_SECOND_FACTOR ?? (isProduction ? 'required' : 'optional'),
    apiDocs: e.API_DOCS ?? (isProduction ? 'staff' : 'public'),
    subAdminMaxCommissionRate: e.SUBADMIN_MAX_COMMISSION_RATE,
    metricsToken: e.METRICS_TOKEN,
    exchangeVideoMaxBytes: e.EXCHANGE_VIDEO_MAX_MB * 1024 * 1024,
    storage,
    mediaBaseUrl,
  };
}

/**
 * Only where the database is (DATABASE_URL, else PGlite under DATA_DIR): for commands such as
 * `npm run admin:create` that need no other setting, also on a production machine.
 */
export function parseDatabaseEnv(
  source: Record<string, string | undefined> = process.env,
): Pick<Config, 'databaseUrl' | 'dataDir'> {
  const result = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(source);
  if (!result.success) throw issuesError(result.error);
  return { databaseUrl: result.data.DATABASE_URL, dataDir: resolve(result.data.DATA_DIR) };
}

/**
 * Only where the uploads are (DATA_DIR, STORAGE and the S3_* settings): for `npm run storage:migrate`,
 * which needs no other setting.
 */
export function parseStorageEnv(
  source: Record<string, string | undefined> = process.env,
): Pick<Config, 'dataDir' | 'storage'> {
  const { MEDIA_BASE_URL: _media, ...uploads } = storageSettings;
  const result = envSchema.pick({ DATA_DIR: true }).extend(uploads).safeParse(source);
  if (!result.success) throw issuesError(result.error);
  return { dataDir: resolve(result.data.DATA_DIR), storage: storageSetting(result.data) };
}
