import { z } from 'zod';
import { priceString, uuid } from './common.ts';
import { plan } from './membership.ts';

/** Card applications and their review by staff (spec 2 section 4). */
export const APPLICATION_STATUSES = ['pending_review', 'approved', 'rejected'] as const;
export const applicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatus>;

/** An advisor's commission on a referral: pending until review, earned on approval, void on rejection. */
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
  /** Who referred the applicant: a fashion advisor (code and name) or a sales person, never both. */
  advisorCode: z.string().nullable(),
  advisorName: z.string().nullable(),
  salesPerson: z.object({ name: z.string(), referralCode: z.string() }).nullable(),
  commission: priceString,
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
