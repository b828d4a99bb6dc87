import type { Application, ApplicationStatus } from '../../../contracts/applications.ts';
import { PLAN_LABELS, type Plan } from '../../../contracts/membership.ts';
import { formatPaise, paiseToPrice } from '../../../contracts/money.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Log } from '../../lib/logger.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { applicationApprovedEmail, applicationRejectedEmail } from '../../lib/notify/templates.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';
import * as accounts from '../accounts/service.ts';
import * as advisors from '../advisors/service.ts';
import * as audit from '../audit/service.ts';
import * as payments from '../payments/service.ts';
import { grantJoiningBonus } from './points.ts';
import * as repo from './repo.ts';

export const MESSAGES = {
  notFound: 'Application not found.',
  alreadyReviewed: 'This application has already been reviewed.',
} as const;

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
    status: row.status,
    advisorCode: row.advisorCode,
    advisorName: row.advisorName,
    commission: paiseToPrice(row.commissionPaise ?? 0),
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

/** Applications for staff, newest first, with the advisor, the commission and the applicant's profile. */
export async function listApplications(
  db: DbOrTx,
  opts: { status?: ApplicationStatus; limit: number },
): Promise<Application[]> {
  return (await repo.listApplications(db, opts)).map(toApplication);
}

export async function getApplication(db: DbOrTx, id: string): Promise<Application> {
  const row = await repo.findApplication(db, id);
  if (!row) throw notFound(MESSAGES.notFound);
  return toApplication(row);
}

/** The pending application, locked for review; 404 unknown, 409 when already reviewed. */
async function lockPending(tx: DbOrTx, id: string) {
  const row = await repo.lockApplication(tx, id);
  if (!row) throw notFound(MESSAGES.notFound);
  if (row.status !== 'pending_review') throw new AppError('CONFLICT', MESSAGES.alreadyReviewed);
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
  message: (firstName: string | null) => { email: ReturnType<typeof applicationApprovedEmail>; sms: string },
) {
  try {
    const applicant = await accounts.findContact(db, userId);
    if (!applicant) return;
    const { email, sms } = message(applicant.firstName);
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
  reviewerId: string,
  options: ReviewOptions = {},
): Promise<Application> {
  const now = options.now ?? new Date();
  const application = await db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
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
        actor: { id: reviewerId, role: 'admin' },
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
  const plan = PLAN_LABELS[application.plan];
  await tell(db, notifier, application.userId, options.log, (firstName) => ({
    email: applicationApprovedEmail(firstName, plan, `${options.origin ?? ''}/login`),
    sms: `Roslis: your application is approved and your ${plan} card is now active. Welcome!`,
  }));
  return getApplication(db, id);
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
  reviewerId: string,
  reason?: string,
  options: ReviewOptions = {},
): Promise<Application> {
  const now = options.now ?? new Date();
  const note = reason?.trim() || null;
  const application = await db
    .transaction(async (tx) => {
      const row = await lockPending(tx, id);
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
          actor: { id: reviewerId, role: 'admin' },
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
  await tell(db, notifier, application.userId, options.log, (firstName) => ({
    email: applicationRejectedEmail(firstName, amount, note ?? undefined),
    sms: `Roslis: we are unable to approve your application at this time. Your joining fee of ${amount} has been refunded in full.`,
  }));
  return getApplication(db, id);
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
    advisorCodeId: string;
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
