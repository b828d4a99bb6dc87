import { z } from 'zod';
import { ADVISOR_COMMISSION_STATUSES } from './advisor-portal.ts';
import { REFERRAL_FLAGS } from './commissions.ts';
import { priceString, uuid } from './common.ts';
import { plan } from './membership.ts';

/** Card applications and their review by staff (spec 2 section 4). */
export const APPLICATION_STATUSES = ['pending_review', 'approved', 'rejected'] as const;
export const applicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatus>;

/**
 * An advisor's registration (referral) under review: pending until review, earned on approval (a
 * conversion), void on rejection. The money's own statuses are in contracts/commissions.ts.
 */
export const COMMISSION_STATUSES = ['pending', 'earned', 'void'] as const;

/** Application review takes 3-5 business days (spec 2 section 9). */
export const REVIEW_DAYS = '3-5 business days';

export const application = z.object({
  id: uuid,
  userId: uuid,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  plan,
  amount: priceString,
  status: applicationStatus,
  advisorCode: z.string(),
  advisorName: z.string(),
  /** The joining fee's commission (contracts/commissions.ts); its id is what a decision on a flag takes. */
  commission: priceString,
  commissionId: uuid.nullable(),
  commissionStatus: z.enum(ADVISOR_COMMISSION_STATUSES).nullable(),
  /** The referral checks' flag (self-referral or burst), its reason, and staff's decision on it. */
  referralFlag: z.enum(REFERRAL_FLAGS).nullable(),
  referralFlagDetail: z.string().nullable(),
  referralFlagDecision: z.enum(['released', 'declined']).nullable(),
  needsParentalConsent: z.boolean(),
  profileCompleted: z.boolean(),
  orderId: z.string(),
  refunded: z.boolean(),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Application = z.infer<typeof application>;

export const applicationListQuery = z.object({
  status: applicationStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const rejectApplicationBody = z.object({
  reason: z.string().trim().max(500, 'Please keep the reason under 500 characters.').optional(),
});
