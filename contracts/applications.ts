import { z } from 'zod';
import { ADVISOR_COMMISSION_STATUSES } from './advisor-portal.ts';
import { REFERRAL_FLAGS } from './commissions.ts';
import { priceString, uuid } from './common.ts';
import { plan } from './membership.ts';

/** Card applications and their review by staff. */
export const APPLICATION_STATUSES = ['pending_review', 'approved', 'rejected'] as const;
export const applicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatus>;

/**
 * An advisor's registration (referral) under review: pending until review, earned on approval (a
 * conversion), void on rejection. The money's own statuses are in contracts/commissions.ts.
 */
export const COMMISSION_STATUSES = ['pending', 'earned', 'void'] as const;

/** Application review takes 3-5 business days. */
export const REVIEW_DAYS = '3-5 business days';

/** The applicant's style profile, summed up for the reviewer. */
export const applicationProfile = z.object({
  gender: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  profession: z.string().nullable(),
  styles: z.array(z.string()),
  colours: z.array(z.string()),
  occasions: z.array(z.string()),
  budget: z.string().nullable(),
  frequency: z.string().nullable(),
});
export type ApplicationProfile = z.infer<typeof applicationProfile>;

export const application = z.object({
  id: uuid,
  userId: uuid,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  plan,
  /** What the applicant paid: rupees as a decimal string (as every price travels) and the same in paise. */
  amount: priceString,
  amountPaise: z.number().int(),
  status: applicationStatus,
  advisorId: uuid.nullable(),
  /** Who referred the applicant: a fashion advisor (code and name) or a sales person, never both. */
  advisorCode: z.string().nullable(),
  advisorName: z.string().nullable(),
  salesPerson: z.object({ name: z.string(), referralCode: z.string() }).nullable(),
  /** How the applicant proved the contact before paying: a code by e-mail or by SMS (null: not recorded). */
  verifiedBy: z.enum(['email', 'sms']).nullable(),
  /** What the style profile says, in words (labels, not stored values), for the review. */
  profile: applicationProfile,
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

/**
 * GET /api/admin/applications: without a status, the review queue (pending first, oldest first, then the
 * decided ones, newest decision first); with one, that status only. The next page's cursor comes in
 * X-Next-Cursor.
 */
export const applicationListQuery = z.object({
  status: applicationStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});

export const REJECT_REASON_MAX = 500;
export const APPLICATION_MESSAGES = {
  reasonRequired: 'Please give a reason for the rejection: it is sent to the applicant in the e-mail.',
  reasonTooLong: `Please keep the reason under ${REJECT_REASON_MAX} characters.`,
  approved: 'Application approved',
  rejected: 'Application rejected',
  reviewFailed: 'The application could not be reviewed. Please try again.',
} as const;

/** POST /api/admin/applications/{id}/reject: the reason is required (it goes in the e-mail). */
export const rejectApplicationBody = z.object(
  {
    reason: z
      .string({ message: APPLICATION_MESSAGES.reasonRequired })
      .trim()
      .min(1, APPLICATION_MESSAGES.reasonRequired)
      .max(REJECT_REASON_MAX, APPLICATION_MESSAGES.reasonTooLong),
  },
  { message: APPLICATION_MESSAGES.reasonRequired },
);
export type RejectApplicationBody = z.infer<typeof rejectApplicationBody>;

/**
 * What the reject route reads: the reason may be missing here so that the service answers the 400 in
 * the words above (with fieldErrors.reason), not the validator's "Invalid body".
 */
export const rejectApplicationRequest = z
  .object({
    reason: z
      .string({ message: APPLICATION_MESSAGES.reasonRequired })
      .max(REJECT_REASON_MAX, APPLICATION_MESSAGES.reasonTooLong)
      .nullish(),
  })
  .nullish();
