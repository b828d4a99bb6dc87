import { z } from 'zod';
import { priceString, uuid } from './common.ts';
import { emailAddress, phoneNumber } from './onboarding.ts';

/** Words of the Fashion Advisors tab (the failure toast is the specification's). */
export const ADVISOR_MESSAGES = {
  createFailed: 'Failed to create advisor code.',
  created: 'Advisor code created',
  updateFailed: 'Failed to update the advisor.',
  activated: 'Advisor activated',
  deactivated: 'Advisor deactivated',
  nameRequired: 'Please enter the advisor’s name.',
  rate: 'Commission rate must be a number from 0 to 100 with at most two decimals.',
  assignee: 'Choose an active sub-admin from the list.',
  emailTaken: 'An advisor with this e-mail already has a code.',
  outOfScope: 'This advisor is not assigned to you.',
  reassignAdminOnly: 'Only an admin can assign an advisor to a sub-admin.',
  notFound: 'No advisor with this id.',
  nothingToChange: 'Nothing to change.',
  aboveSubAdminMax: (max: string) =>
    `A sub-admin can set a commission rate of at most ${max}%. Ask an admin for a higher rate.`,
} as const;

export const DEFAULT_COMMISSION_RATE = '10.00';
export const ADVISOR_NAME_MAX = 80;

/**
 * A commission rate in percent, 0-100 with at most two decimals (a number field, step 0.01), as typed
 * in a number field or sent as a number; comes out as "12.50".
 */
export const commissionRate = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, ADVISOR_MESSAGES.rate)
  .transform((v) => Number(v).toFixed(2));

const optionalPhone = z
  .union([z.literal(''), z.null(), phoneNumber])
  .optional()
  .transform((v) => v || null);

/** POST /api/admin/advisor-codes: the Create Advisor Code dialog (assignedTo: a sub-admin). */
export const createAdvisorBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, ADVISOR_MESSAGES.nameRequired)
    .max(ADVISOR_NAME_MAX, `Name must be at most ${ADVISOR_NAME_MAX} characters.`),
  email: emailAddress,
  phone: optionalPhone,
  commissionRate: commissionRate.default(DEFAULT_COMMISSION_RATE),
  /** A sub-admin's user id; empty or null: not assigned. A sub-admin's own advisors are theirs. */
  assignedTo: z
    .union([z.literal(''), z.null(), uuid])
    .optional()
    .transform((v) => v || null),
});
export type CreateAdvisorInput = z.input<typeof createAdvisorBody>;
export type CreateAdvisorBody = z.output<typeof createAdvisorBody>;

/** PUT /api/admin/advisor-codes/{id}: the rate and (admins only) the sub-admin it is assigned to. */
export const updateAdvisorBody = z
  .object({
    commissionRate: commissionRate.optional(),
    assignedTo: z
      .union([z.literal(''), z.null(), uuid])
      .optional()
      .transform((v) => (v === '' ? null : v)),
  })
  .refine((b) => b.commissionRate !== undefined || b.assignedTo !== undefined, {
    message: ADVISOR_MESSAGES.nothingToChange,
  });
export type UpdateAdvisorBody = z.output<typeof updateAdvisorBody>;

/** POST /api/admin/advisor-codes/{id}/status. */
export const advisorStatusBody = z.object({ active: z.boolean() });

/** An advisor code as the back office lists it. */
export const adminAdvisor = z.object({
  id: uuid,
  code: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  commissionRate: z.string(),
  isActive: z.boolean(),
  assignedTo: z.object({ id: uuid, email: z.string().nullable(), isActive: z.boolean() }).nullable(),
  /** Joining fees and upgrades paid by the members the code brought, less refunds (contracts/advisor-stats.ts). */
  totalRevenue: priceString,
  /** Paid registrations through the code. */
  totalRegistrations: z.number().int(),
  /** Registrations whose application was approved. */
  conversions: z.number().int(),
  /** Commission earned: payable and paid (approved registrations; contracts/commissions.ts). */
  commissionEarned: priceString,
  /** Commission by status (contracts/commissions.ts): not yet approved, waiting for a payout, paid out, held. */
  commissionPending: priceString,
  commissionPayable: priceString,
  commissionPaid: priceString,
  commissionHeld: priceString,
  /** Registrations the referral checks flagged, and those still waiting for a staff decision. */
  flaggedRegistrations: z.number().int(),
  flaggedUndecided: z.number().int(),
  createdAt: z.string(),
});
export type AdminAdvisor = z.infer<typeof adminAdvisor>;
export const adminAdvisorList = z.array(adminAdvisor);
