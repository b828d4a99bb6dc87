import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Log } from '../lib/logger.ts';
import { seedDemoAccounts, seedDemoAdvisor } from './accounts.ts';
import { seedDemoAdvisorActivity } from './advisor-activity.ts';
import { seedDemoCatalog } from './catalog.ts';
import { seedDemoFit } from './fit.ts';

/** Load the demo accounts and catalogue, all or nothing. */
export async function seedDemo(db: Db) {
  await db.transaction(async (tx) => {
    const { memberId } = await seedDemoAccounts(tx);
    await seedDemoAdvisorActivity(tx, await seedDemoAdvisor(tx));
    await seedDemoCatalog(tx);
    await seedDemoFit(tx, memberId);
  });
}

/** On an empty database (no users yet), load the demo data. Returns whether it did. */
export async function seedDemoIfEmpty(db: Db, log?: Pick<Log, 'info'>): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  log?.info('empty database: loading demo data');
  await seedDemo(db);
  return true;
}
