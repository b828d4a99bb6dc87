import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { membershipTiers } from '../../db/schema/index.ts';

export function listTiers(db: DbOrTx) {
  return db.select().from(membershipTiers).orderBy(asc(membershipTiers.sortOrder));
}
