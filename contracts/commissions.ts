import { z } from 'zod';
import { ADVISOR_COMMISSION_STATUSES } from './advisor-portal.ts';
import { priceString, uuid } from './common.ts';

/**
 * Advisor commissions, payouts and referral checks.
 *
 * - A commission is recorded for every verified payment of a member an advisor brought (the joining fee
 *   and each upgrade): amount paid x the advisor's rate on that day / 100, in paise, rounded half up.
 * - pending (application not approved) -> payable (approved) -> paid (in a payout); reversed when the
 *   payment is refunded (a refund is always the whole payment here, so the commission reverses in full)
 *   or staff decline a flagged one; held while a flagged registration waits for a staff decision.
 * - Referral checks flag, never block: `self_referral` (the applicant's e-mail, phone or device is the
 *   advisor's own) and `burst` (more than BURST_LIMIT registrations for one code paid within the hour).
 */
export const COMMISSION_KINDS = ['joining_fee', 'upgrade'] as const;
export const REFERRAL_FLAGS = ['self_referral', 'burst'] as const;
export const referralFlag = z.enum(REFERRAL_FLAGS);
export type ReferralFlag = z.infer<typeof referralFlag>;

/** More than this many registrations for one code paid within BURST_WINDOW_MS is a burst. */
export const BURST_LIMIT = 10;
export const BURST_WINDOW_MS = 60 * 60 * 1000;

export const REFERRAL_FLAG_LABELS: Record<ReferralFlag, string> = {
  self_referral: 'Self-referral',
  burst: 'Burst of registrations',
};

export const COMMISSION_MESSAGES = {
  nothingPayable: 'This advisor has no payable commission to pay out.',
  reference: 'Enter the payment reference (1 to 100 characters), e.g. the bank transfer id.',
  paidOn: 'Enter the date the payout was made (YYYY-MM-DD), not in the future.',
  payoutAdminOnly: 'Only an admin can record a payout.',
  payoutRecorded: 'Payout recorded',
  payoutFailed: 'Failed to record the payout.',
  commissionNotFound: 'No commission with this id.',
  notHeld: 'This commission is not waiting for a decision.',
  note: 'Please keep the note under 500 characters.',
} as const;

export const commissionStatus = z.enum(ADVISOR_COMMISSION_STATUSES);

/** POST /api/admin/advisor-codes/{id}/payouts */
export const payoutBody = z.object({
  reference: z.string().trim().min(1, COMMISSION_MESSAGES.reference).max(100, COMMISSION_MESSAGES.reference),
  paidOn: z.iso.date({ message: COMMISSION_MESSAGES.paidOn }),
});
export type PayoutInput = z.input<typeof payoutBody>;

export const payout = z.object({
  id: uuid,
  advisorId: uuid,
  amount: priceString,
  /** How many commissions it paid. */
  commissions: z.number().int(),
  reference: z.string(),
  paidOn: z.string(),
  createdBy: z.object({ id: uuid.nullable(), email: z.string().nullable() }),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof payout>;
export const payoutList = z.array(payout);

/** POST /api/admin/commissions/{id}/decision: release a held commission, or decline it (reversed). */
export const commissionDecisionBody = z.object({
  release: z.boolean(),
  note: z.string().trim().max(500, COMMISSION_MESSAGES.note).optional(),
});

export const commission = z.object({
  id: uuid,
  advisorId: uuid,
  paymentId: z.string(),
  kind: z.enum(COMMISSION_KINDS),
  amount: priceString,
  rate: z.string(),
  commission: priceString,
  status: commissionStatus,
  flag: referralFlag.nullable(),
  flagDetail: z.string().nullable(),
  payoutId: uuid.nullable(),
  createdAt: z.string(),
});
export type Commission = z.infer<typeof commission>;
