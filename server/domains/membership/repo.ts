import { asc, desc, eq } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../contracts/applications.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  advisorCodes,
  advisorCommissions,
  advisorReferrals,
  applications,
  membershipTiers,
  payments,
  profiles,
  users,
} from '../../db/schema/index.ts';

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
  advisorCode: advisorCodes.code,
  advisorName: advisorCodes.name,
  commissionPaise: advisorCommissions.commissionPaise,
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
    .innerJoin(advisorCodes, eq(advisorCodes.id, applications.advisorCodeId))
    .innerJoin(payments, eq(payments.id, applications.orderId))
    .leftJoin(profiles, eq(profiles.userId, applications.userId))
    .leftJoin(advisorReferrals, eq(advisorReferrals.applicationId, applications.id))
    .leftJoin(advisorCommissions, eq(advisorCommissions.paymentId, applications.orderId));
}

export type ApplicationRow = Awaited<ReturnType<typeof listApplications>>[number];

/** Newest first. */
export function listApplications(db: DbOrTx, opts: { status?: ApplicationStatus; limit: number }) {
  return listQuery(db)
    .where(opts.status ? eq(applications.status, opts.status) : undefined)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(opts.limit);
}

export async function findApplication(db: DbOrTx, id: string) {
  const [row] = await listQuery(db).where(eq(applications.id, id)).limit(1);
  return row;
}

/** The application row, locked until the transaction ends (one review at a time). */
export async function lockApplication(db: DbOrTx, id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1).for('update');
  return row;
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
