import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { advisorCodes } from '../../db/schema/index.ts';

export type Advisor = typeof advisorCodes.$inferSelect;

export async function findByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(advisorCodes).where(eq(advisorCodes.code, code)).limit(1);
  return row;
}

export async function findById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(advisorCodes).where(eq(advisorCodes.id, id)).limit(1);
  return row;
}
