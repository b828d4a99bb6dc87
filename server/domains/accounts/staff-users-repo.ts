import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

// The users rows of staff (accounts writes users; the staff domain asks through accounts' service).

const staffColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

export async function findStaffUser(db: DbOrTx, id: string) {
  const [row] = await db.select(staffColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A sub-admin's row locked for this transaction. */
export async function findSubAdminForUpdate(db: DbOrTx, id: string) {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'subadmin')))
    .for('update')
    .limit(1);
  return row;
}

export function listSubAdmins(db: DbOrTx) {
  return db.select(staffColumns).from(users).where(eq(users.role, 'subadmin')).orderBy(asc(users.createdAt));
}

/** A staff user with a password; undefined when the e-mail is taken (also against a concurrent insert). */
export async function insertStaffUser(
  db: DbOrTx,
  values: { email: string; passwordHash: string; role: 'admin' | 'subadmin'; now: Date },
) {
  const [row] = await db
    .insert(users)
    .values({
      email: values.email,
      passwordHash: values.passwordHash,
      role: values.role,
      isVerified: true,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning(staffColumns);
  return row;
}

export async function setDisabledAt(db: DbOrTx, id: string, disabledAt: Date | null, now: Date) {
  await db.update(users).set({ disabledAt, updatedAt: now }).where(eq(users.id, id));
}
