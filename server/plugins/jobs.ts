import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jobLeases } from '../db/schema/index.ts';
import { JobRunner, type LeaseStore } from '../lib/jobs/runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-server jobs: domains register theirs; one runner at a time across processes. */
    jobs: JobRunner;
  }
}

/** Leases in job_leases: taken in one statement only when free (or expired), so one process wins. */
function databaseLeases(app: FastifyInstance): LeaseStore {
  return {
    async take(name, holder, until) {
      const rows = await app.db
        .insert(jobLeases)
        .values({ name, holder, leaseUntil: until })
        .onConflictDoUpdate({
          target: jobLeases.name,
          set: { holder, leaseUntil: until },
          setWhere: lt(jobLeases.leaseUntil, sql`now()`),
        })
        .returning({ holder: jobLeases.holder });
      return rows.length === 1;
    },
    async release(name, holder, ranAt) {
      await app.db
        .update(jobLeases)
        .set({ leaseUntil: sql`now()`, lastRunAt: ranAt })
        .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
    },
  };
}

async function jobsPlugin(app: FastifyInstance) {
  const runner = new JobRunner(databaseLeases(app), app.log);
  app.decorate('jobs', runner);
  if (app.config.jobsEnabled) app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db'] });
