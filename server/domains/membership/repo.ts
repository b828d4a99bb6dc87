import { and, asc, desc, eq, gt, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../contracts/applications.ts';
import type { PLANS } from '../../../contracts/constants.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  advisorCodes,
  advisorCommissions,
  advisorReferrals,
  applications,
  joiningRequests,
  membershipTiers,
  payments,
  profiles,
  salesPeople,
  salesRegistrations,
  users,
} from '../../db/schema/index.ts';

type Plan = (typeof PLANS)[number];

export function listTiers(db: DbOrTx) {
  return db.select().from(membershipTiers).orderBy(asc(membershipTiers.sortOrder));
}

/** The user's card status ('none' when there is no account row). */
export async function cardStatusOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ cardStatus: accounts.cardStatus })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .limit(1);
  return row?.cardStatus ?? 'none';
}

/**
 * Members whose card is active, of these plans (every plan when none is given) and among these users
 * (everyone when not given), in a stable order.
 */
export async function activeMemberIds(
  db: DbOrTx,
  filter: { plans?: readonly Plan[]; among?: readonly string[] } = {},
): Promise<string[]> {
  if (filter.among?.length === 0) return [];
  const rows = await db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(
      and(
        eq(accounts.cardStatus, 'active'),
        filter.plans ? inArray(accounts.currentPlan, [...filter.plans]) : undefined,
        filter.among ? inArray(accounts.userId, [...filter.among]) : undefined,
      ),
    )
    .orderBy(asc(accounts.userId));
  return rows.map((r) => r.userId);
}

export async function findTier(db: DbOrTx, id: string) {
  const [row] = await db.select().from(membershipTiers).where(eq(membershipTiers.id, id)).limit(1);
  return row;
}

/** A card application, made when the joining fee is paid. */
export async function insertApplication(db: DbOrTx, values: typeof applications.$inferInsert) {
  const [row] = await db.insert(applications).values(values).returning({ id: applications.id });
  return row!.id;
}

/** Staff's view of an application: reads other domains' tables (never writes them). */
const listColumns = {
  id: applications.id,
  userId: applications.userId,
  email: users.email,
  phone: users.phone,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  dateOfBirth: profiles.dateOfBirth,
  plan: applications.plan,
  amountPaise: applications.amountPaise,
  status: applications.status,
  advisorId: advisorCodes.id,
  advisorCode: advisorCodes.code,
  advisorName: advisorCodes.name,
  advisorAssignedTo: advisorCodes.assignedTo,
  verifiedBy: joiningRequests.channel,
  gender: profiles.gender,
  city: profiles.city,
  state: profiles.state,
  profession: profiles.profession,
  style: profiles.style,
  salesPersonName: salesPeople.name,
  salesPersonCode: salesPeople.referralCode,
  /** The advisor's commission on the joining fee, or the sales person's (amount x the rate kept). */
  commissionPaise: sql<
    number | null
  >`coalesce(${advisorCommissions.commissionPaise}, round(${salesRegistrations.amountPaise}::numeric * ${salesRegistrations.commissionRate} / 100)::int)`,
  commissionId: advisorCommissions.id,
  commissionStatus: advisorCommissions.status,
  referralFlag: advisorReferrals.flag,
  referralFlagDetail: advisorReferrals.flagDetail,
  referralFlagDecision: advisorReferrals.flagDecision,
  needsParentalConsent: applications.needsParentalConsent,
  profileCompletedAt: applications.profileCompletedAt,
  orderId: applications.orderId,
  orderStatus: payments.status,
  reviewNote: applications.reviewNote,
  reviewedAt: applications.reviewedAt,
  createdAt: applications.createdAt,
};

function listQuery(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(advisorCodes, eq(advisorCodes.id, applications.advisorCodeId))
    .leftJoin(salesPeople, eq(salesPeople.id, applications.salesPersonId))
    .innerJoin(payments, eq(payments.id, applications.orderId))
    .leftJoin(profiles, eq(profiles.userId, applications.userId))
    .leftJoin(advisorReferrals, eq(advisorReferrals.applicationId, applications.id))
    .leftJoin(advisorCommissions, eq(advisorCommissions.paymentId, applications.orderId))
    .leftJoin(
      joiningRequests,
      and(eq(payments.purpose, 'joining_fee'), sql`${joiningRequests.id}::text = ${payments.reference}`),
    )
    .leftJoin(salesRegistrations, eq(salesRegistrations.applicationId, applications.id));
}

export type ApplicationRow = Awaited<ReturnType<typeof listPending>>[number];

/** A sub-admin reaches only the applications of the advisors assigned to it (its own advisors only). */
export interface ApplicationScope {
  /** Set for a sub-admin: the advisors' assignee. */
  assignedTo?: string;
}
const inScope = (scope: ApplicationScope) =>
  scope.assignedTo ? eq(advisorCodes.assignedTo, scope.assignedTo) : undefined;

export interface QueueCursor {
  at: Date;
  id: string;
}

/** Pending applications, oldest first (the review queue's head), after the cursor. */
export function listPending(db: DbOrTx, scope: ApplicationScope, limit: number, after?: QueueCursor) {
  const position: SQL | undefined = after
    ? or(
        gt(applications.createdAt, after.at),
        and(eq(applications.createdAt, after.at), gt(applications.id, after.id)),
      )
    : undefined;
  return listQuery(db)
    .where(and(eq(applications.status, 'pending_review'), inScope(scope), position))
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(limit);
}

/** When an application was decided (its submission time for a row decided before that was recorded). */
const decidedAt = sql`coalesce(${applications.reviewedAt}, ${applications.createdAt})`;

/** Decided applications (one status or both), the newest decision first, before the cursor. */
export function listDecided(
  db: DbOrTx,
  scope: ApplicationScope,
  status: Exclude<ApplicationStatus, 'pending_review'> | undefined,
  limit: number,
  before?: QueueCursor,
) {
  const at = before?.at.toISOString();
  const position: SQL | undefined = before
    ? or(
        sql`${decidedAt} < ${at}::timestamptz`,
        and(sql`${decidedAt} = ${at}::timestamptz`, lt(applications.id, before.id)),
      )
    : undefined;
  return listQuery(db)
    .where(
      and(
        status ? eq(applications.status, status) : ne(applications.status, 'pending_review'),
        inScope(scope),
        position,
      ),
    )
    .orderBy(desc(decidedAt), desc(applications.id))
    .limit(limit);
}

export async function findApplication(db: DbOrTx, id: string, scope: ApplicationScope = {}) {
  const [row] = await listQuery(db)
    .where(and(eq(applications.id, id), inScope(scope)))
    .limit(1);
  return row;
}

/**
 * The application row, locked until the transaction ends (one review at a time: a second reviewer
 * waits here and then reads the first one's decision), with its advisor's assignee for the scope check.
 */
export async function lockApplication(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ application: applications, assignedTo: advisorCodes.assignedTo })
    .from(applications)
    .innerJoin(advisorCodes, eq(advisorCodes.id, applications.advisorCodeId))
    .where(eq(applications.id, id))
    .limit(1)
    .for('update', { of: applications });
  return row && { ...row.application, assignedTo: row.assignedTo };
}

export async function updateApplication(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<typeof applications.$inferInsert, 'status' | 'reviewedBy' | 'reviewedAt' | 'reviewNote'>
  >,
) {
  await db.update(applications).set(values).where(eq(applications.id, id));
}

export async function setCard(
  db: DbOrTx,
  userId: string,
  values: Pick<
    typeof accounts.$inferInsert,
    'cardStatus' | 'currentPlan' | 'cardActivatedAt' | 'cycleStartedAt'
  >,
  now: Date,
) {
  await db
    .insert(accounts)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: accounts.userId, set: { ...values, updatedAt: now } });
}

export async function markProfileCompleted(
  db: DbOrTx,
  userId: string,
  values: { needsParentalConsent: boolean; at: Date },
) {
  await db
    .update(applications)
    .set({ profileCompletedAt: values.at, needsParentalConsent: values.needsParentalConsent })
    .where(eq(applications.userId, userId));
}

/** The member's card row, locked for the rest of the transaction (an upgrade changes the plan once). */
export async function lockAccount(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.userId, userId)).limit(1).for('update');
  return row;
}

export async function setPlan(
  db: DbOrTx,
  userId: string,
  plan: (typeof accounts.$inferInsert)['currentPlan'],
  now: Date,
) {
  await db.update(accounts).set({ currentPlan: plan, updatedAt: now }).where(eq(accounts.userId, userId));
}

export async function findAccount(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.userId, userId)).limit(1);
  return row;
}
