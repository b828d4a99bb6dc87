import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { joiningRequests } from '../../db/schema/index.ts';

export type JoiningRequest = typeof joiningRequests.$inferSelect;

export async function insertJoiningRequest(db: DbOrTx, values: typeof joiningRequests.$inferInsert) {
  const [row] = await db.insert(joiningRequests).values(values).returning({ id: joiningRequests.id });
  return row!.id;
}

export async function findJoiningRequest(db: DbOrTx, id: string) {
  const [row] = await db.select().from(joiningRequests).where(eq(joiningRequests.id, id)).limit(1);
  return row;
}

export async function setJoiningUser(db: DbOrTx, id: string, userId: string) {
  await db.update(joiningRequests).set({ userId }).where(eq(joiningRequests.id, id));
}
