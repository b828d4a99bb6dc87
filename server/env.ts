import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { STAFF_SECOND_FACTOR_MODES, type StaffSecondFactorMode } from '../contracts/second-factor.ts';
import type { S3Settings } from './lib/storage-s3.ts';

export const API_DOCS_MODES = ['public', 'staff', 'off'] as const;
export type ApiDocsMode = (typeof API_DOCS_MODES)[number];

/** The one place that reads process.env. Every setting the server understands is listed here. */
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * TRUST_PROXY: which hops of X-Forwarded-For to believe. A client writes whatever it likes at the left of
 * that header, and a proxy such as nginx with `$proxy_add_x_forwarded_for` only appends the address it
 * saw, so the client's address is the entry N places from the right, where N is the number of proxies
 * in front of the app. `false` (or 0): no proxy, the socket's address. `true`: one proxy (the set-up
 * docs/operations.md shows). A number: that many proxies. A list (`10.0.0.0/8, 127.0.0.1`, or proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`): the addresses of the proxies, skipped from the right.
 * Trusting every hop (Fastify's `true`) would let anyone pick the address every throttle counts by.
 */
export type TrustProxy = false | number | string[];
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
};
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (['', 'false', 'no', '0'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return 1;
    if (/^\d+$/.test(lower)) {
      const hops = Number(lower);
      if (hops <= 10) return hops;
    }
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.find((e) => !isProxyAddress(e));
    if (entries.length === 0 || bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, true (one proxy), the number of proxies in front (1 to 10), or their addresses such as 127.0.0.1,10.0.0.0/8${bad ? ` ("${bad}" is none of these)` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const REDIS_URL_MESSAGE =
  'must be a redis:// or rediss:// URL with a host, such as redis://:password@127.0.0.1:6379/0';
const isRedisUrl = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
};

const HTTP_URL = (example: string) =>
  z
    .url({ message: `must be a full http:// or https:// URL, such as ${example}` })
    .refine(
      (value) => /^https?:\/\//.test(value),
      `must be a full http:// or https:// URL, such as ${example}`,
    );

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
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\//,
      'must be an smtp:// or smtps:// URL, such as smtp://user:pass@mail.example.com:587',
    )
    .optional(),
  MAIL_FROM: z.string().min(3).default('Roslis <hello@roslis.in>'),
  /** Where text messages go: MSG91's Flow API, or only the outbox (the default). */
  SMS_PROVIDER: z.enum(['outbox', 'msg91'], { message: 'must be outbox or msg91' }).default('outbox'),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  /** The DLT-registered sender (header), e.g. ROSLIS; optional when the flow template names it. */
  MSG91_SENDER_ID: z.string().min(1).optional(),
  /** DLT template ids (MSG91 Flow template ids): verification codes, and every other text. */
  MSG91_TEMPLATE_OTP: z.string().min(1).optional(),
  MSG91_TEMPLATE_NOTICE: z.string().min(1).optional(),
  MSG91_BASE_URL: z.url({ message: 'must be a full URL such as https://control.msg91.com' }).optional(),
  /** The secret in the delivery-report webhook's URL (/api/notify/msg91/dlr/{token}). */
  MSG91_DLR_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Web push's VAPID key pair (`npx web-push generate-vapid-keys`): both or neither. Unset outside
   * production, the server makes a pair once and keeps it (lib/server-secrets.ts); unset in production,
   * push is off.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{86,88}={0,2}$/,
      'must be the base64url public key npx web-push generate-vapid-keys prints',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{42,44}={0,2}$/,
      'must be the base64url private key npx web-push generate-vapid-keys prints',
    )
    .optional(),
  /** Who push services may contact about the shop's pushes: mailto: (or an https page). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be mailto:someone@example.com or an https:// URL')
    .optional(),
  /** Where WhatsApp messages go: MSG91's WhatsApp template API, or only the outbox (the default). */
  WHATSAPP_PROVIDER: z.enum(['outbox', 'msg91'], { message: 'must be outbox or msg91' }).default('outbox'),
  /** The shop's WhatsApp Business number as integrated in MSG91 (country code and digits). */
  MSG91_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\+?\d{10,15}$/, 'must be the WhatsApp number with its country code, such as 919847000001')
    .optional(),
  /** Approved WhatsApp template names: an order's update, and the monthly-pick reminder. */
  WHATSAPP_TEMPLATE_ORDER_UPDATE: z.string().min(1).optional(),
  WHATSAPP_TEMPLATE_MONTHLY_PICK: z.string().min(1).optional(),
  /** The templates' language code as approved in WhatsApp (en, en_US, ml...). */
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a language code such as en or en_US')
    .default('en'),
  /** Offer a phone number as the contact on /register (the API refuses phone when false). */
  PHONE_SIGNUP: booleanish.default(true),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Allows the sandbox gateway in production (a staging site); never set it on the real shop. */
  PAYMENTS_SANDBOX: booleanish.optional(),
  /** Unset: a random secret the server makes once per data directory or database (lib/server-secrets.ts). */
  SANDBOX_PAYMENT_SECRET: z.string().min(8).optional(),
  /** Offers the ₹1 Basic test tier at the payment step (sandbox gateway only, never in production). */
  PAYMENTS_TEST_TIER: booleanish.default(false),
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
  /** Where uploads live: the disk under DATA_DIR/uploads (default) or an S3-compatible bucket. */
  STORAGE: z.enum(['disk', 's3'], { message: 'must be disk or s3' }).default('disk'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as ap-south-1 (auto for Cloudflare R2)')
    .optional(),
  /** The store's address when it is not AWS: MinIO, R2, Spaces, a local test server. */
  S3_ENDPOINT: HTTP_URL('https://<account>.r2.cloudflarestorage.com').optional(),
  /** The bucket in the URL's path, not its host name (MinIO and local servers need it). */
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** A public bucket or CDN serving the published pictures; the API's picture URLs then point there. */
  MEDIA_BASE_URL: HTTP_URL('https://media.example.com').optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface StaffSessionLimits {
  idleMs: number;
  maxMs: number;
}

export interface Config {
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
  /** nodemailer transport URL; without it mail goes only to the outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** Text messages: MSG91 when configured, the outbox otherwise. */
  sms: SmsConfig;
  /**
   * Web push's VAPID keys when both settings are set; the subject (mailto:) always. buildApp makes a
   * pair outside production when unset; production without them runs with push off.
   */
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  /** WhatsApp messages: MSG91's WhatsApp template API when configured, the outbox otherwise. */
  whatsapp: WhatsAppConfig;
  /** Applicants may verify a phone number instead of an e-mail (PHONE_SIGNUP). */
  phoneSignup: boolean;
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

/** The disk under DATA_DIR/uploads, or a bucket (S3_* settings). */
export type StorageSetting = { driver: 'disk' } | ({ driver: 's3' } & S3Settings);

/** The config a running app holds: every secret known (buildApp fills in the server's own). */
export interface AppConfig extends Config {
  payments: PaymentsConfig;
  codeHashSecret: string;
  /** The VAPID keys web push signs with; undefined: push is off (production without the settings). */
  push?: PushConfig;
}

/** Web push's VAPID identity: the key pair (base64url) and who push services may contact. */
export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** MSG91's Flow API (DLT template ids) when SMS_PROVIDER=msg91, otherwise the outbox only. */
export type SmsConfig =
  | { provider: 'outbox' }
  | {
      provider: 'msg91';
      authKey: string;
      senderId?: string;
      templates: { otp: string; notice?: string };
      baseUrl: string;
      dlrToken: string;
    };

/** MSG91's WhatsApp template API when WHATSAPP_PROVIDER=msg91, otherwise the outbox only. */
export type WhatsAppConfig =
  | { provider: 'outbox' }
  | {
      provider: 'msg91';
      authKey: string;
      /** The integrated WhatsApp number, digits only. */
      integratedNumber: string;
      /** Template names in MSG91, per kind of message. */
      templates: { order_update: string; monthly_pick: string };
      language: string;
      baseUrl: string;
    };

/** Razorpay when its keys are set, otherwise the sandbox gateway (no card is charged). */
export type PaymentsConfig =
  | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string }
  | { provider: 'sandbox'; keySecret: string; webhookSecret: string };

/**
 * What the environment sets: SANDBOX_PAYMENT_SECRET may be left unset, and then the server makes its own
 * random secret, kept per data directory or database (never a value anyone can read in the source).
 */
export type PaymentsSetting = PaymentsConfig | { provider: 'sandbox'; keySecret?: undefined };

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const isProduction = e.NODE_ENV === 'production';
  const demoData = e.DEMO_DATA ?? !isProduction;
  if (isProduction && e.DEMO_DATA)
    throw new ConfigError('Invalid environment:\n  DEMO_DATA: is never allowed in production');
  const hasRazorpay = Boolean(e.RAZORPAY_KEY_ID || e.RAZORPAY_KEY_SECRET);
  if (hasRazorpay && !(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid environment:\n  RAZORPAY_*: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together',
    );
  }
  if (isProduction && !hasRazorpay && !e.PAYMENTS_SANDBOX) {
    throw new ConfigError(
      'Invalid environment:\n  RAZORPAY_KEY_ID: production takes real payments; set the Razorpay keys (or PAYMENTS_SANDBOX=true on a staging site)',
    );
  }
  if (e.PAYMENTS_TEST_TIER && (isProduction || hasRazorpay)) {
    throw new ConfigError(
      `Invalid environment:\n  PAYMENTS_TEST_TIER: the ₹1 test tier is for the sandbox gateway outside production; ${isProduction ? 'never set it with NODE_ENV=production' : 'unset the Razorpay keys or this setting'}`,
    );
  }
  if (isProduction && (e.CARD_SIGNING_SECRET?.length ?? 0) < 32) {
    throw new ConfigError(
      "Invalid environment:\n  CARD_SIGNING_SECRET: production needs a secret of at least 32 characters to sign the membership cards' QR links",
    );
  }
  if (isProduction && (e.CODE_HASH_SECRET?.length ?? 0) < 32) {
    throw new ConfigError(
      'Invalid environment:\n  CODE_HASH_SECRET: production needs a secret of at least 32 characters to store one-time codes (e.g. openssl rand -hex 32)',
    );
  }
  if (isProduction && !e.PUBLIC_ORIGIN) {
    throw new ConfigError(
      'Invalid environment:\n  PUBLIC_ORIGIN: production needs the shop address for links in e-mails, e.g. https://shop.roslis.in',
    );
  }
  if (isProduction && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid environment:\n  SMTP_URL: production needs a mail server for verification codes, receipts and password resets (the outbox is not readable in production), e.g. smtp://user:pass@mail.example.com:587',
    );
  }
  const sms = smsConfig(e);
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      `Invalid environment:\n  ${e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: web push needs both VAPID keys of one pair (npx web-push generate-vapid-keys), or neither`,
    );
  }
  const whatsapp = whatsAppConfig(e);
  if (isProduction && e.PHONE_SIGNUP && sms.provider === 'outbox') {
    throw new ConfigError(
      'Invalid environment:\n  SMS_PROVIDER: phone sign-up is on but text messages would only reach the outbox; set SMS_PROVIDER=msg91 with MSG91_AUTH_KEY, MSG91_TEMPLATE_OTP and MSG91_DLR_TOKEN, or set PHONE_SIGNUP=false to offer e-mail only',
    );
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment:\n  DATABASE_READ_URL: a read replica needs its primary: set DATABASE_URL too (PGlite has no replicas), or remove DATABASE_READ_URL',
    );
  }
  const storage = storageSetting(e);
  const mediaBaseUrl = mediaBaseUrlOf(e, isProduction);
  const payments: PaymentsSetting =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
      ? {
          provider: 'razorpay',
          keyId: e.RAZORPAY_KEY_ID,
          keySecret: e.RAZORPAY_KEY_SECRET,
          webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
        }
      : e.SANDBOX_PAYMENT_SECRET
        ? sandboxPayments(e.SANDBOX_PAYMENT_SECRET)
        : { provider: 'sandbox' };
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
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
    },
    whatsapp,
    phoneSignup: e.PHONE_SIGNUP,
    payments,
    paymentsTestTier: e.PAYMENTS_TEST_TIER,
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

const S3_NAMES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const satisfies (keyof Env)[];

/** STORAGE and the S3_* settings: a bucket needs its name and region; keys come in pairs. */
function storageSetting(
  e: Pick<Env, 'STORAGE' | 'S3_FORCE_PATH_STYLE' | (typeof S3_NAMES)[number]>,
): StorageSetting {
  const invalid = (name: string, message: string) =>
    new ConfigError(`Invalid environment:\n  ${name}: ${message}`);
  if (e.STORAGE === 'disk') {
    const stray = S3_NAMES.find((name) => e[name] !== undefined);
    // A bucket named without STORAGE=s3 would leave every upload on this machine's disk unnoticed.
    if (stray)
      throw invalid(
        stray,
        'is only read with STORAGE=s3: set STORAGE=s3 to keep the uploads in the bucket, or remove it (the uploads stay on the disk)',
      );
    return { driver: 'disk' };
  }
  if (!e.S3_BUCKET) throw invalid('S3_BUCKET', "STORAGE=s3 needs the bucket's name");
  if (!e.S3_REGION && !e.S3_ENDPOINT)
    throw invalid(
      'S3_REGION',
      "STORAGE=s3 needs the bucket's region, such as ap-south-1 (with S3_ENDPOINT it defaults to us-east-1)",
    );
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw invalid(
      e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      "set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (or neither: the AWS SDK's own credentials, such as the machine's role)",
    );
  return {
    driver: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** MEDIA_BASE_URL: a base for paths (no query or fragment), https in production (no mixed content). */
function mediaBaseUrlOf(e: Env, isProduction: boolean): string | undefined {
  if (!e.MEDIA_BASE_URL) return undefined;
  const url = new URL(e.MEDIA_BASE_URL);
  const problem =
    url.search || url.hash
      ? 'must be a base address without ? or #, such as https://media.example.com'
      : isProduction && url.protocol !== 'https:'
        ? 'must be an https:// address in production (browsers block http pictures on an https page)'
        : undefined;
  if (problem) throw new ConfigError(`Invalid environment:\n  MEDIA_BASE_URL: ${problem}`);
  return e.MEDIA_BASE_URL.replace(/\/+$/, '');
}

/**
 * Only where the database is (DATABASE_URL, else PGlite under DATA_DIR): for commands such as
 * `npm run admin:create` that need no other setting, also on a production machine.
 */
export function parseDatabaseEnv(
  source: Record<string, string | undefined> = process.env,
): Pick<Config, 'databaseUrl' | 'dataDir'> {
  const result = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { databaseUrl: result.data.DATABASE_URL, dataDir: resolve(result.data.DATA_DIR) };
}

/**
 * Only where the uploads are (DATA_DIR, STORAGE and the S3_* settings): for `npm run storage:migrate`,
 * which needs no other setting.
 */
export function parseStorageEnv(
  source: Record<string, string | undefined> = process.env,
): Pick<Config, 'dataDir' | 'storage'> {
  const result = envSchema
    .pick({
      DATA_DIR: true,
      STORAGE: true,
      S3_BUCKET: true,
      S3_REGION: true,
      S3_ENDPOINT: true,
      S3_FORCE_PATH_STYLE: true,
      S3_ACCESS_KEY_ID: true,
      S3_SECRET_ACCESS_KEY: true,
    })
    .safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { dataDir: resolve(result.data.DATA_DIR), storage: storageSetting(result.data) };
}

function smsConfig(e: Env): SmsConfig {
  if (e.SMS_PROVIDER === 'outbox') return { provider: 'outbox' };
  const missing = (['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_OTP', 'MSG91_DLR_TOKEN'] as const).filter((k) => !e[k]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid environment:\n  ${missing[0]}: SMS_PROVIDER=msg91 needs ${missing.join(', ')} (the MSG91 auth key, the DLT template id of the verification-code text, and a secret for the delivery-report webhook)`,
    );
  }
  return {
    provider: 'msg91',
    authKey: e.MSG91_AUTH_KEY!,
    senderId: e.MSG91_SENDER_ID,
    templates: { otp: e.MSG91_TEMPLATE_OTP!, notice: e.MSG91_TEMPLATE_NOTICE },
    baseUrl: (e.MSG91_BASE_URL ?? 'https://control.msg91.com').replace(/\/+$/, ''),
    dlrToken: e.MSG91_DLR_TOKEN!,
  };
}

/**
 * WHATSAPP_PROVIDER=msg91 needs every setting it sends with: an incomplete one refuses to start (in
 * production as anywhere), rather than marking every WhatsApp message failed later.
 */
function whatsAppConfig(e: Env): WhatsAppConfig {
  if (e.WHATSAPP_PROVIDER === 'outbox') return { provider: 'outbox' };
  const needed = [
    'MSG91_AUTH_KEY',
    'MSG91_WHATSAPP_NUMBER',
    'WHATSAPP_TEMPLATE_ORDER_UPDATE',
    'WHATSAPP_TEMPLATE_MONTHLY_PICK',
  ] as const;
  const missing = needed.filter((k) => !e[k]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid environment:\n  ${missing[0]}: WHATSAPP_PROVIDER=msg91 needs ${missing.join(', ')} (the MSG91 auth key, the WhatsApp number integrated in MSG91, and the approved template names for order updates and the monthly-pick reminder), or set WHATSAPP_PROVIDER=outbox`,
    );
  }
  return {
    provider: 'msg91',
    authKey: e.MSG91_AUTH_KEY!,
    integratedNumber: e.MSG91_WHATSAPP_NUMBER!.replace(/\D/g, ''),
    templates: {
      order_update: e.WHATSAPP_TEMPLATE_ORDER_UPDATE!,
      monthly_pick: e.WHATSAPP_TEMPLATE_MONTHLY_PICK!,
    },
    language: e.WHATSAPP_TEMPLATE_LANGUAGE,
    baseUrl: (e.MSG91_BASE_URL ?? 'https://control.msg91.com').replace(/\/+$/, ''),
  };
}

/** The sandbox gateway's secrets from one secret: the checkout's, and the webhook's derived from it. */
export function sandboxPayments(secret: string): PaymentsConfig {
  return { provider: 'sandbox', keySecret: secret, webhookSecret: `${secret}:webhook` };
}

/** 'Roslis <hello@roslis.in>' -> 'hello@roslis.in' (the address inside the angle brackets, or all of it). */
function mailAddress(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}
