import { type CreateSubAdminInput, STAFF_MESSAGES, type SubAdmin } from '../../../contracts/staff.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { renderEmail } from '../../lib/notify/templates.ts';
import { hashPassword } from '../../lib/passwords.ts';
import * as accounts from '../accounts/service.ts';
import * as advisors from '../advisors/service.ts';
import * as audit from '../audit/service.ts';
import * as identity from '../identity/service.ts';

/**
 * Staff accounts: admins manage sub-admins here. An admin proves the new sub-admin's e-mail with a
 * 6-digit one-time code (identity's codes: hashed, 10 minutes, 5 wrong tries, one send per 30 s), then
 * creates the account with a password and the advisors it looks after. A deactivated sub-admin cannot
 * sign in, and its sessions end at once. The users rows themselves are written by accounts.
 */

export type Admin = advisors.Staff;

function subAdminCodeEmail(code: string, minutes: number) {
  return renderEmail({
    subject: 'Your Roslis staff verification code',
    preheader: `Your code is ${code}. It expires in ${minutes} minutes.`,
    heading: 'Confirm your e-mail',
    paragraphs: [
      'A Roslis admin is setting up a sub-admin account for this address.',
      'Give them this code to confirm that the address is yours.',
    ],
    code,
    note: `The code expires in ${minutes} minutes. If you did not expect it, you can ignore this e-mail.`,
  });
}

function emailTaken(): never {
  throw new AppError('CONFLICT', STAFF_MESSAGES.emailTaken, { email: [STAFF_MESSAGES.emailTaken] });
}

/** The key of sub-admin e-mail codes (a code for an application never passes here, nor the reverse). */
const subAdminCodes = (secret: string): identity.CodeKey => ({ secret, purpose: 'sub-admin' });

/** Step 1: a code to the future sub-admin's e-mail (409 when the address already has an account). */
export async function sendSubAdminCode(
  db: Db,
  notifier: Notifier,
  codeSecret: string,
  email: string,
  now = new Date(),
) {
  if (await accounts.contactExists(db, { email })) emailTaken();
  await identity.sendVerification(
    db,
    notifier,
    subAdminCodes(codeSecret),
    'email',
    email,
    now,
    subAdminCodeEmail,
  );
  return { success: true as const, message: `We sent a 6-digit code to ${email}.` };
}

type CreateBody = Required<Pick<CreateSubAdminInput, 'email' | 'verificationCode' | 'password'>> & {
  assignedAdvisors: string[];
};

/** Step 2: the account (role subadmin) with its advisors, once the code is right. */
export async function createSubAdmin(
  db: Db,
  codeSecret: string,
  admin: Admin,
  body: CreateBody,
  now = new Date(),
) {
  if (await accounts.contactExists(db, { email: body.email })) emailTaken();
  if (!(await advisors.advisorsExist(db, body.assignedAdvisors))) {
    throw badRequest(STAFF_MESSAGES.advisorUnknown, { assignedAdvisors: [STAFF_MESSAGES.advisorUnknown] });
  }
  // A wrong code counts a try and answers 400 with the onboarding words (wrong, expired, too many tries).
  await identity.verifyCode(db, subAdminCodes(codeSecret), body.email, body.verificationCode, now);
  const passwordHash = await hashPassword(body.password);
  const id = await db.transaction(async (tx) => {
    const user = await accounts.createStaffUser(tx, {
      email: body.email,
      passwordHash,
      role: 'subadmin',
      now,
    });
    if (!user) emailTaken();
    const assigned = await advisors.assignAdvisors(
      tx,
      admin,
      body.assignedAdvisors,
      { id: user.id, email: body.email },
      now,
    );
    if (!assigned) {
      throw badRequest(STAFF_MESSAGES.advisorUnknown, { assignedAdvisors: [STAFF_MESSAGES.advisorUnknown] });
    }
    await audit.record(
      tx,
      {
        actor: { id: admin.userId, role: admin.role },
        action: 'subadmin.create',
        subject: { type: 'user', id: user.id },
        summary: `Created sub-admin ${body.email} with ${body.assignedAdvisors.length} advisor(s)`,
        after: { email: body.email, role: 'subadmin', assignedAdvisors: [...new Set(body.assignedAdvisors)] },
      },
      now,
    );
    return user.id;
  });
  return (await listSubAdmins(db)).find((s) => s.id === id)!;
}

/** GET /api/admin/sub-admins: oldest first, with the advisors each looks after. */
export async function listSubAdmins(db: Db): Promise<SubAdmin[]> {
  const rows = await accounts.subAdminUsers(db);
  const assigned = await advisors.advisorsAssignedTo(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const list = assigned.get(r.id) ?? [];
    return {
      id: r.id,
      subAdmin: { id: r.id, email: r.email ?? '' },
      email: r.email ?? '',
      createdAt: r.createdAt.toISOString(),
      isActive: r.disabledAt === null,
      assignedAdvisors: list,
      assignedAdvisorsCount: list.length,
    };
  });
}

/**
 * Deactivate (sessions end, sign-in refused) or reactivate a sub-admin. Its advisors stay assigned, so
 * reactivating gives it back its work.
 */
export async function setSubAdminActive(db: Db, admin: Admin, id: string, active: boolean, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await accounts.lockSubAdmin(tx, id);
    if (!row) throw notFound(STAFF_MESSAGES.notFound);
    const wasActive = row.disabledAt === null;
    if (wasActive === active) return;
    await accounts.setDisabledAt(tx, id, active ? null : now, now);
    if (!active) await identity.endAllSessions(tx, id, now);
    await audit.record(
      tx,
      {
        actor: { id: admin.userId, role: admin.role },
        action: active ? 'subadmin.activate' : 'subadmin.deactivate',
        subject: { type: 'user', id },
        summary: `${active ? 'Reactivated' : 'Deactivated'} sub-admin ${row.email}`,
        before: { isActive: wasActive },
        after: { isActive: active },
      },
      now,
    );
  });
  return (await listSubAdmins(db)).find((s) => s.id === id)!;
}
