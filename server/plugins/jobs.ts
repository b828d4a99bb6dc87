import { and, eq, lte, sql } from 'drizzle-orm';
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

/**
 * Leases in job_leases, on the database's clock (processes' clocks may differ): taken in one statement
 * only when free or passed, so one process wins; renewed and given back only by their holder.
 */
function databaseLeases(app: FastifyInstance): LeaseStore {
  const until = (ms: number) => sql`now() + ${ms}::double precision * interval '1 millisecond'`;
  return {
    async take(name, holder, ms) {
      const rows = await app.db
        .insert(jobLeases)
        .values({ name, holder, leaseUntil: until(ms) })
        .onConflictDoUpdate({
          target: jobLeases.name,
          set: { holder, leaseUntil: until(ms) },
          setWhere: lte(jobLeases.leaseUntil, sql`now()`),
        })
        .returning({ holder: jobLeases.holder });
      return rows.length === 1;
    },
    async extend(name, holder, ms) {
      const rows = await app.db
        .update(jobLeases)
        .set({ leaseUntil: until(ms) })
        .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
        .returning({ name: jobLeases.name });
      return rows.length === 1;
    },
    async release(name, holder, ranAt) {
      await app.db
        .update(jobLeases)
        .set(ranAt ? { leaseUntil: sql`now()`, lastRunAt: ranAt } : { leaseUntil: sql`now()` })
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
