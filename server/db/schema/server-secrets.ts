import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Random secrets the server makes for itself when a setting is left unset (the sandbox gateway's signing
 * secret; outside production, the one-time codes' HMAC key): one row per name, written once, so every
 * process on one PostgreSQL agrees. With PGlite they live in a file in DATA_DIR instead
 * (lib/server-secrets.ts, the only reader and writer).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
