import {
  APPLICATION_MESSAGES,
  type Application,
  type ApplicationStatus,
  REJECT_REASON_MAX,
} from '../../../contracts/applications.ts';
import type { Role } from '../../../contracts/auth.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { PLAN_LABELS, type Plan } from '../../../contracts/membership.ts';
import { formatPaise, paiseToPrice } from '../../../contracts/money.ts';
import { BUDGET_OPTIONS, FREQUENCY_OPTIONS, optionLabel } from '../../../contracts/style.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/cursor.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Log } from '../../lib/logger.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import {
  applicationApprovedEmail,
  applicationRejectedEmail,
  inLanguage,
  planName,
} from '../../lib/notify/templates.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';
import type { Page } from '../../lib/replies.ts';
import * as accounts from '../accounts/service.ts';
import * as advisors from '../advisors/service.ts';
import * as audit from '../audit/service.ts';
import * as payments from '../payments/service.ts';
import { grantJoiningBonus } from './points.ts';
import * as repo from './repo.ts';

export const MESSAGES = {
  notFound: 'Application not found.',
  alreadyReviewed: 'This application has already been reviewed.',
  badCursor: 'This page link has expired. Please reload the list.',
} as const;

/** Who reviews: an admin reaches every application, a sub-admin those of its assigned advisors. */
export interface Reviewer {
  userId: string;
  role: Role;
}

const scopeOf = (reviewer: Reviewer): repo.ApplicationScope =>
  reviewer.role === 'admin' ? {} : { assignedTo: reviewer.userId };

const GENDER_LABELS: Record<string, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Non-binary',
  prefer_not_to_say: 'Prefer not to say',
};

export interface ReviewOptions {
  /** The shop's address, for the sign-in link in the approval e-mail. */
  origin?: string;
  log?: Pick<Log, 'error'>;
  now?: Date;
}

function toApplication(row: repo.ApplicationRow): Application {
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    phone: row.phone,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    plan: row.plan,
    amount: paiseToPrice(row.amountPaise),
    amountPaise: row.amountPaise,
    status: row.status,
    advisorId: row.advisorId,
    advisorCode: row.advisorCode,
    advisorName: row.advisorName,
    verifiedBy: row.verifiedBy,
    profile: {
      gender: row.gender ? (GENDER_LABELS[row.gender] ?? null) : null,
      city: row.city,
      state: row.state,
      profession: row.profession,
      styles: [...(row.style?.stylePreferences ?? [])],
      colours: [...(row.style?.favoriteColors ?? [])],
      occasions: [...(row.style?.occasion ?? [])],
      budget: optionLabel(BUDGET_OPTIONS, row.style?.budgetRange ?? null),
      frequency: optionLabel(FREQUENCY_OPTIONS, row.style?.shoppingFrequency ?? null),
    },
    salesPerson:
      row.salesPersonName && row.salesPersonCode
        ? { name: row.salesPersonName, referralCode: row.salesPersonCode }
        : null,
    commission: paiseToPrice(Number(row.commissionPaise ?? 0)),
    commissionId: row.commissionId,
    commissionStatus: row.commissionStatus,
    referralFlag: row.referralFlag,
    referralFlagDetail: row.referralFlagDetail,
    referralFlagDecision: row.referralFlagDecision as Application['referralFlagDecision'],
    needsParentalConsent: row.needsParentalConsent,
    profileCompleted: row.profileCompletedAt !== null,
    orderId: row.orderId,
    refunded: row.orderStatus === 'refunded',
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A queue position: in the pending part (p, oldest first) or the decided part (d, newest decision first),
 * after the row it names; "d." alone is the start of the decided part.
 */
function encodeCursor(part: 'p' | 'd', last?: { at: Date; id: string }) {
  return `${part}.${last ? encodeTimeCursor(last) : ''}`;
}

function decodeCursor(raw: string | undefined) {
  if (!raw) return undefined;
  const dot = raw.indexOf('.');
  const part = raw.slice(0, dot);
  const rest = raw.slice(dot + 1);
  if (dot < 0 || (part !== 'p' && part !== 'd')) throw new AppError('BAD_REQUEST', MESSAGES.badCursor);
  if (part === 'd' && rest === '') return { part } as const;
  return { part, ...decodeTimeCursor(rest || 'x', MESSAGES.badCursor)! } as const;
}

/**
 * Applications for staff, with the applicant, the advisor, the verification, the style profile and the
 * under-18 flag. Without a status: the review queue, pending first (oldest first, the one waiting
 * longest on top), then the decided ones (the newest decision first). With one: that status only.
 * Keyset pages (`nextCursor`); a sub-admin sees only its assigned advisors' applications.
 */
export async function listApplications(
  db: DbOrTx,
  reviewer: Reviewer,
  query: { status?: ApplicationStatus; limit: number; cursor?: string },
): Promise<Page<Application>> {
  const scope = scopeOf(reviewer);
  const cursor = decodeCursor(query.cursor);
  const limit = query.limit;
  const after = cursor && 'at' in cursor ? { at: cursor.at, id: cursor.id } : undefined;
  const rows: repo.ApplicationRow[] = [];
  let nextCursor: string | null = null;

  const wantsPending = query.status === undefined || query.status === 'pending_review';
  if (wantsPending && cursor?.part !== 'd') {
    const pending = await repo.listPending(db, scope, limit + 1, cursor?.part === 'p' ? after : undefined);
    rows.push(...pending.slice(0, limit));
    if (pending.length > limit) {
      const last = rows.at(-1)!;
      return {
        items: rows.map(toApplication),
        nextCursor: encodeCursor('p', { at: last.createdAt, id: last.id }),
      };
    }
  }
  if (query.status !== 'pending_review') {
    const room = limit - rows.length;
    const decided = await repo.listDecided(
      db,
      scope,
      query.status,
      room + 1,
      cursor?.part === 'd' ? after : undefined,
    );
    if (room === 0) {
      // The pending part filled the page exactly: the decided part starts on the next one.
      if (decided.length > 0) nextCursor = encodeCursor('d');
    } else {
      rows.push(...decided.slice(0, room));
      const last = rows.at(-1);
      if (decided.length > room && last)
        nextCursor = encodeCursor('d', { at: last.reviewedAt ?? last.createdAt, id: last.id });
    }
  }
  return { items: rows.map(toApplication), nextCursor };
}

export async function getApplication(db: DbOrTx, id: string, reviewer?: Reviewer): Promise<Application> {
  const row = await repo.findApplication(db, id, reviewer ? scopeOf(reviewer) : {});
  if (!row) throw notFound(MESSAGES.notFound);
  return toApplication(row);
}

/**
 * The pending application, locked for review: 404 when unknown or outside a sub-admin's advisors (as if
 * absent), 409 when already reviewed (the second of two reviewers clicking at once waits on the lock,
 * then lands here).
 */
async function lockPending(tx: DbOrTx, id: string, reviewer: Reviewer) {
  const row = await repo.lockApplication(tx, id);
  if (!row) throw notFound(MESSAGES.notFound);
  const { assignedTo } = scopeOf(reviewer);
  if (assignedTo && row.assignedTo !== assignedTo) throw notFound(MESSAGES.notFound);
  if (row.status !== 'pending_review')
    throw new AppError('CONFLICT', MESSAGES.alreadyReviewed).keyed('applications.alreadyReviewed');
  return row;
}

/**
 * The decision on an application goes to the applicant directly, not through accounts.notifyMember: it
 * answers what they paid for and applied for (approval, or rejection with the refund), so no choice in
 * Account Settings may silence it; an applicant without an e-mail address gets the text.
 */
async function tell(
  db: DbOrTx,
  notifier: Notifier,
  userId: string,
  log: ReviewOptions['log'],
  message: (
    firstName: string | null,
    locale: Locale,
  ) => { email: ReturnType<typeof applicationApprovedEmail>; sms: string },
) {
  try {
    const applicant = await accounts.findContact(db, userId);
    if (!applicant) return;
    // In the applicant's saved language (English when she chose none, or where a message has no version).
    const { email, sms } = message(applicant.firstName, applicant.locale ?? 'en');
    if (applicant.email) await notifier.email({ to: applicant.email, ...email });
    else if (applicant.phone) await notifier.sms({ to: applicant.phone, text: sms });
  } catch (err) {
    log?.error({ err, userId }, 'review notice could not be sent');
  }
}

/**
 * Approve: the card becomes active on the application's plan and the advisor's commission is earned.
 * Only a pending application can be approved (one review, whoever clicks first).
 */
export async function approveApplication(
  db: Db,
  notifier: Notifier,
  _gateway: PaymentGateway,
  id: string,
  reviewer: Reviewer,
  options: ReviewOptions = {},
): Promise<Application> {
  const now = options.now ?? new Date();
  const reviewerId = reviewer.userId;
  const application = await db.transaction(async (tx) => {
    const row = await lockPending(tx, id, reviewer);
    await repo.updateApplication(tx, id, { status: 'approved', reviewedBy: reviewerId, reviewedAt: now });
    await repo.setCard(
      tx,
      row.userId,
      { cardStatus: 'active', cardActivatedAt: now, cycleStartedAt: now, currentPlan: row.plan },
      now,
    );
    await advisors.reviewReferral(tx, id, 'earned', now);
    await grantJoiningBonus(tx, { userId: row.userId, applicationId: id, at: now });
    await audit.record(
      tx,
      {
        actor: { id: reviewerId, role: reviewer.role },
        action: 'application.approve',
        subject: { type: 'application', id },
        summary: `Approved a ${PLAN_LABELS[row.plan]} application: the card is active`,
        before: { status: 'pending_review' },
        after: { status: 'approved', cardStatus: 'active', plan: row.plan },
      },
      now,
    );
    return row;
  });
  await tell(db, notifier, application.userId, options.log, (firstName, locale) => {
    const plan = planName(application.plan, locale);
    return {
      email: applicationApprovedEmail(firstName, plan, `${options.origin ?? ''}/login`, locale),
      sms: inLanguage(
        {
          en: `Roslis: your application is approved and your ${plan} card is now active. Welcome!`,
          ml: `Roslis: നിങ്ങളുടെ അപേക്ഷ അംഗീകരിച്ചു, ${plan} കാർഡ് ഇപ്പോൾ ആക്ടീവ് ആണ്. സ്വാഗതം!`,
        },
        locale,
      ),
    };
  });
  return getApplication(db, id, reviewer);
}

/**
 * Reject: the joining fee is refunded in full through the gateway, then the card is marked rejected and
 * the commission void, all in the transaction that holds the application and order locked (so two
 * reviewers cannot refund twice). If the gateway refuses the refund nothing changes (503).
 */
export async function rejectApplication(
  db: Db,
  notifier: Notifier,
  gateway: PaymentGateway,
  id: string,
  reviewer: Reviewer,
  reason: string,
  options: ReviewOptions = {},
): Promise<Application> {
  const now = options.now ?? new Date();
  const reviewerId = reviewer.userId;
  const note = reason.trim();
  if (!note)
    throw new AppError('BAD_REQUEST', APPLICATION_MESSAGES.reasonRequired, {
      reason: [APPLICATION_MESSAGES.reasonRequired],
    });
  if (note.length > REJECT_REASON_MAX)
    throw new AppError('BAD_REQUEST', APPLICATION_MESSAGES.reasonTooLong, {
      reason: [APPLICATION_MESSAGES.reasonTooLong],
    });
  const application = await db
    .transaction(async (tx) => {
      const row = await lockPending(tx, id, reviewer);
      await payments.refundInTransaction(tx, gateway, row.orderId, 'application rejected', now);
      await repo.updateApplication(tx, id, {
        status: 'rejected',
        reviewedBy: reviewerId,
        reviewedAt: now,
        reviewNote: note,
      });
      await repo.setCard(
        tx,
        row.userId,
        { cardStatus: 'rejected', currentPlan: 'none', cardActivatedAt: null },
        now,
      );
      await advisors.reviewReferral(tx, id, 'void', now);
      await audit.record(
        tx,
        {
          actor: { id: reviewerId, role: reviewer.role },
          action: 'application.reject',
          subject: { type: 'application', id },
          summary: `Rejected a ${PLAN_LABELS[row.plan]} application and refunded ${formatPaise(row.amountPaise)}`,
          before: { status: 'pending_review' },
          after: { status: 'rejected', reason: note, refundedPaise: row.amountPaise },
        },
        now,
      );
      return row;
    })
    .catch(async (err) => {
      if (err instanceof payments.RefundFailed) {
        // Outside the rolled-back transaction: the attempt stays on record.
        await payments.recordRefundFailure(
          db,
          err,
          'the gateway refused the refund: application left pending',
        );
        options.log?.error({ err: err.cause, applicationId: id }, 'refund failed');
      }
      throw err;
    });
  const amount = formatPaise(application.amountPaise);
  await tell(db, notifier, application.userId, options.log, (firstName, locale) => ({
    email: applicationRejectedEmail(firstName, amount, note, locale),
    sms: inLanguage(
      {
        en: `Roslis: we are unable to approve your application at this time. Your joining fee of ${amount} has been refunded in full.`,
        ml: `Roslis: ഇപ്പോൾ നിങ്ങളുടെ അപേക്ഷ അംഗീകരിക്കാൻ ഞങ്ങൾക്കു കഴിയുന്നില്ല. നിങ്ങൾ അടച്ച ${amount} ജോയിനിംഗ് ഫീസ് മുഴുവനായും റീഫണ്ട് ചെയ്തു.`,
      },
      locale,
    ),
  }));
  return getApplication(db, id, reviewer);
}

/**
 * The joining fee is paid: the card account (pending review) and the application, in the payment's
 * transaction. Answers the application's id.
 */
export async function openApplication(
  tx: DbOrTx,
  values: {
    userId: string;
    orderId: string;
    plan: Plan;
    amountPaise: number;
    advisorCodeId: string | null;
    salesPersonId?: string | null;
    now: Date;
  },
) {
  await repo.setCard(
    tx,
    values.userId,
    { cardStatus: 'pending_review', currentPlan: values.plan, cardActivatedAt: null },
    values.now,
  );
  return repo.insertApplication(tx, {
    userId: values.userId,
    orderId: values.orderId,
    plan: values.plan,
    amountPaise: values.amountPaise,
    advisorCodeId: values.advisorCodeId,
    salesPersonId: values.salesPersonId ?? null,
    createdAt: values.now,
  });
}

/**
 * For the profile side: the style profile is complete, so the user's application (if any) is ready for
 * review, flagged when the applicant is under 18 (parental consent by a customer-care call).
 */
export async function markProfileCompleted(
  db: DbOrTx,
  userId: string,
  opts: { needsParentalConsent: boolean; now?: Date },
) {
  await repo.markProfileCompleted(db, userId, {
    needsParentalConsent: opts.needsParentalConsent,
    at: opts.now ?? new Date(),
  });
}
