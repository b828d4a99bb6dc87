import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Leases of the in-server jobs (owner: plugins/jobs.ts): one runner at a time across every server
 * process, so a job on two servers still runs once. A runner takes a job's lease by moving
 * `lease_until` forward when it has passed.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
