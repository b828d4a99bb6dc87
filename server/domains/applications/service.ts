import type { FastifyBaseLogger } from 'fastify';
import type { Application, ApplicationStatus } from '../../../contracts/applications.ts';
import { PLAN_LABELS } from '../../../contracts/membership.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { formatRupees, paiseToPrice } from '../../lib/money.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { applicationApprovedEmail, applicationRejectedEmail } from '../../lib/notify/templates.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';
import * as paymentsRepo from '../payments/repo.ts';
import * as repo from './repo.ts';

export const MESSAGES = {
  notFound: 'Application not found.',
  alreadyReviewed: 'This application has already been reviewed.',
  refundFailed: 'The refund could not be made. Please try again.',
} as const;

export interface ReviewOptions {
  /** The shop's address, for the sign-in link in the approval e-mail. */
  origin?: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
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

async function tell(
  db: DbOrTx,
  notifier: Notifier,
  userId: string,
  log: ReviewOptions['log'],
  message: (firstName: string | null) => { email: ReturnType<typeof applicationApprovedEmail>; sms: string },
) {
  try {
    const applicant = await repo.findApplicant(db, userId);
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
      { cardStatus: 'active', cardActivatedAt: now, currentPlan: row.plan },
      now,
    );
    await repo.setReferralStatus(tx, id, 'earned');
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
  let failedRefund: { orderId: string; paymentId: string | null; error: unknown } | undefined;
  const application = await db
    .transaction(async (tx) => {
      const row = await lockPending(tx, id);
      const order = await paymentsRepo.lockOrder(tx, row.orderId);
      if (order && order.status === 'paid' && order.paymentId) {
        let refund: { id: string };
        try {
          refund = await gateway.refund(order.paymentId, order.amountPaise);
        } catch (error) {
          failedRefund = { orderId: order.id, paymentId: order.paymentId, error };
          throw new AppError('UNAVAILABLE', MESSAGES.refundFailed, undefined, error);
        }
        await paymentsRepo.updateOrder(
          tx,
          order.id,
          { status: 'refunded', refundId: refund.id, refundedAt: now },
          now,
        );
        await paymentsRepo.insertEvent(tx, {
          orderId: order.id,
          source: 'refund',
          paymentId: order.paymentId,
          outcome: 'success',
          detail: `refund ${refund.id} of ${order.amountPaise} paise: application rejected`,
        });
      }
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
      await repo.setReferralStatus(tx, id, 'void');
      return row;
    })
    .catch(async (err) => {
      if (failedRefund) {
        // Outside the rolled-back transaction: the attempt stays on record.
        await paymentsRepo.insertEvent(db, {
          orderId: failedRefund.orderId,
          source: 'refund',
          paymentId: failedRefund.paymentId,
          outcome: 'failure',
          detail: 'the gateway refused the refund: application left pending',
        });
        options.log?.error({ err: failedRefund.error, applicationId: id }, 'refund failed');
      }
      throw err;
    });
  const amount = formatRupees(application.amountPaise);
  await tell(db, notifier, application.userId, options.log, (firstName) => ({
    email: applicationRejectedEmail(firstName, amount, note ?? undefined),
    sms: `Roslis: we are unable to approve your application at this time. Your joining fee of ${amount} has been refunded in full.`,
  }));
  return getApplication(db, id);
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
