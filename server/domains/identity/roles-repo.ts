import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Reads the role and the deactivation of accounts' users rows; never writes them. */
export async function isActiveSubAdmin(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'subadmin'), isNull(users.disabledAt)))
    .limit(1);
  return row !== undefined;
}
