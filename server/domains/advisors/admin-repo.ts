import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { advisorCodes, users } from '../../db/schema/index.ts';
import { commissionTotals, flaggedTotals } from './commissions-repo.ts';
import { type PaidSource, referralTotals, revenueTotals } from './stats-repo.ts';

/**
 * The back office's list: every advisor (or one sub-admin's), newest first, with its totals (stats.ts
 * defines them: the same numbers as Overview and Performance) and assignee. `since`: where "registrations
 * since" starts (this month, for Overview).
 */
export async function listWithTotals(
  db: DbOrTx,
  paid: PaidSource,
  opts: { assignedTo?: string; ids?: string[]; since?: Date } = {},
) {
  const t = referralTotals(db, opts.since ?? new Date(0));
  const r = revenueTotals(db, paid);
  const c = commissionTotals(db);
  const f = flaggedTotals(db);
  const where = and(
    opts.assignedTo ? eq(advisorCodes.assignedTo, opts.assignedTo) : undefined,
    opts.ids ? inArray(advisorCodes.id, opts.ids) : undefined,
  );
  return db
    .select({
      id: advisorCodes.id,
      code: advisorCodes.code,
      name: advisorCodes.name,
      email: advisorCodes.email,
      phone: advisorCodes.phone,
      commissionRate: advisorCodes.commissionRate,
      isActive: advisorCodes.isActive,
      createdAt: advisorCodes.createdAt,
      assignedTo: advisorCodes.assignedTo,
      assigneeEmail: users.email,
      assigneeDisabledAt: users.disabledAt,
      registrations: sql<number>`coalesce(${t.registrations}, 0)`,
      registrationsSince: sql<number>`coalesce(${t.registrationsSince}, 0)`,
      revenuePaise: sql<string>`coalesce(${r.revenuePaise}, 0)`,
      conversions: sql<number>`coalesce(${t.conversions}, 0)`,
      pendingPaise: sql<string>`coalesce(${c.pendingPaise}, 0)`,
      payablePaise: sql<string>`coalesce(${c.payablePaise}, 0)`,
      paidPaise: sql<string>`coalesce(${c.paidPaise}, 0)`,
      heldPaise: sql<string>`coalesce(${c.heldPaise}, 0)`,
      flagged: sql<number>`coalesce(${f.flagged}, 0)`,
      flaggedUndecided: sql<number>`coalesce(${f.undecided}, 0)`,
    })
    .from(advisorCodes)
    .leftJoin(t, eq(t.advisorCodeId, advisorCodes.id))
    .leftJoin(r, eq(r.advisorCodeId, advisorCodes.id))
    .leftJoin(c, eq(c.advisorCodeId, advisorCodes.id))
    .leftJoin(f, eq(f.advisorCodeId, advisorCodes.id))
    .leftJoin(users, eq(users.id, advisorCodes.assignedTo))
    .where(where)
    .orderBy(sql`${advisorCodes.createdAt} desc`, asc(advisorCodes.code));
}

/** Insert a new code; undefined when the code is taken (the caller draws another). */
export async function insertAdvisor(db: DbOrTx, values: typeof advisorCodes.$inferInsert) {
  const [row] = await db
    .insert(advisorCodes)
    .values(values)
    .onConflictDoNothing({ target: advisorCodes.code })
    .returning();
  return row;
}

export async function emailTaken(db: DbOrTx, email: string, exceptId?: string) {
  const [row] = await db
    .select({ id: advisorCodes.id })
    .from(advisorCodes)
    .where(
      and(
        sql`lower(${advisorCodes.email}) = ${email.toLowerCase()}`,
        exceptId ? ne(advisorCodes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The advisor's row locked for this transaction (two staff changing one advisor take turns). */
export async function findForUpdate(db: DbOrTx, id: string) {
  const [row] = await db.select().from(advisorCodes).where(eq(advisorCodes.id, id)).for('update').limit(1);
  return row;
}

export async function updateAdvisor(
  db: DbOrTx,
  id: string,
  set: Partial<Pick<typeof advisorCodes.$inferInsert, 'commissionRate' | 'assignedTo' | 'isActive'>>,
) {
  const [row] = await db.update(advisorCodes).set(set).where(eq(advisorCodes.id, id)).returning();
  return row!;
}

/** The advisors with these ids, locked (id order), with whom they are assigned to now. */
export function findManyForUpdate(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: advisorCodes.id, code: advisorCodes.code, assignedTo: advisorCodes.assignedTo })
    .from(advisorCodes)
    .where(inArray(advisorCodes.id, ids))
    .orderBy(asc(advisorCodes.id))
    .for('update');
}

export async function assignAll(db: DbOrTx, ids: string[], userId: string) {
  if (ids.length === 0) return;
  await db.update(advisorCodes).set({ assignedTo: userId }).where(inArray(advisorCodes.id, ids));
}

/** The advisors assigned to each of these users. */
export function assignedTo(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      assignedTo: advisorCodes.assignedTo,
      id: advisorCodes.id,
      code: advisorCodes.code,
      name: advisorCodes.name,
    })
    .from(advisorCodes)
    .where(inArray(advisorCodes.assignedTo, userIds))
    .orderBy(asc(advisorCodes.code));
}

/** How many of these ids name an advisor. */
export async function countExisting(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(advisorCodes)
    .where(inArray(advisorCodes.id, ids));
  return Number(row?.n ?? 0);
}
