import { z } from 'zod';

/** The advisor's side: sign-in with the advisor code and a one-time code, and the dashboard. */
export const ADVISOR_PORTAL_MESSAGES = {
  /** The only failure words; they never tell whether a code exists. */
  loginFailedTitle: 'Login Failed',
  invalidCredentials: 'Invalid credentials',
  codeSent: 'If this code is active, we sent a 6-digit code to its e-mail. It expires in 10 minutes.',
  helpText: 'Enter the advisor code you received from Roslis. Contact your admin if you do not have one.',
  signedOut: 'Please sign in with your advisor code.',
  /** Past the day's budget of wrong one-time codes for one advisor code (told to anyone who tries it). */
  lockedForToday:
    'Too many wrong codes were tried for this advisor code today, so its sign-in is paused for 24 hours. Contact your admin if you need in sooner.',
} as const;

/** The advisor code as typed: spaces dropped, upper case (the spec forces upper case). */
export const advisorCodeInput = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(1, 'Enter your advisor code.').max(40, 'That is not an advisor code.'));

/**
 * POST /api/advisor/login. With the code alone: a one-time code goes to the advisor's e-mail (the answer
 * is the same whether or not the code exists). With the code and `otp`: the session.
 */
export const advisorLoginBody = z.object({
  code: advisorCodeInput,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail.')
    .optional(),
});
export type AdvisorLoginInput = z.input<typeof advisorLoginBody>;

export const advisorCodeSent = z.object({ otpSent: z.literal(true), message: z.string() });

/** The signed-in advisor (GET /api/advisor/profile; also the login's answer). */
export const advisorProfile = z.object({
  id: z.string().uuid(),
  code: z.string(),
  name: z.string(),
  email: z.string(),
  commissionRate: z.string(),
  memberSince: z.string(),
});
export type AdvisorProfile = z.infer<typeof advisorProfile>;

export const advisorSignedIn = z.object({ advisor: advisorProfile, expiresAt: z.string() });

/*
 * The advisor's own reads. Every answer covers ONLY the signed-in advisor.
 * Numbers mean what contracts/advisor-stats.ts says (registrations, conversions, revenue), money is a
 * rupee string ("1499.00"), dates are ISO instants.
 *
 * Commissions (contracts/commissions.ts): one per verified payment of a member the advisor brought (the
 * joining fee and each upgrade), at the advisor's rate on the day it was paid, in paise:
 * - pending: the application is not approved yet;
 * - payable: approved, waiting for a payout;
 * - paid: in a payout;
 * - held: the registration was flagged (self-referral or burst) and waits for a staff decision;
 * - reversed: the payment was refunded (or staff declined a flagged one): counts for nothing.
 */

/** How many registrations `recent` holds. */
export const ADVISOR_RECENT_REGISTRATIONS = 5;
export const ADVISOR_REGISTRATIONS_PAGE = { default: 20, max: 100 } as const;

export const ADVISOR_COMMISSION_STATUSES = ['pending', 'payable', 'paid', 'held', 'reversed'] as const;
export const advisorCommissionStatus = z.enum(ADVISOR_COMMISSION_STATUSES);
export type AdvisorCommissionStatus = z.infer<typeof advisorCommissionStatus>;

const rupees = z.string().regex(/^\d+\.\d{2}$/);

/** One registration as the advisor sees it: the customer's contact is masked ("a***@g***.com"). */
export const advisorRegistration = z.object({
  id: z.string().uuid(),
  /** First and last name from the applicant's profile; null until they fill it in. */
  customerName: z.string().nullable(),
  /** Masked, e.g. "a***@g***.com"; null when the customer registered with a phone. */
  customerEmail: z.string().nullable(),
  /** Masked, e.g. "+91******3210"; null when the customer registered with an e-mail. */
  customerPhone: z.string().nullable(),
  /**
   * The plan the member holds now ('premium', 'gold', ...), so an upgrade shows; while she holds none
   * (an application refused), the plan she applied for.
   */
  membershipTier: z.string(),
  /** The plan she registered with (the application's). */
  joinedWithPlan: z.string(),
  /** When the joining fee was paid (the registration date). */
  registrationDate: z.string(),
  applicationStatus: z.enum(['pending_review', 'approved', 'rejected']),
  /** Joining fee and upgrades this customer paid and kept paid (refunds count for nothing). */
  revenue: rupees,
  /** The commission on this customer's payments, reversed ones left out. */
  commission: rupees,
  /** The status of the joining fee's commission (the registration's own). */
  commissionStatus: advisorCommissionStatus,
});
export type AdvisorRegistration = z.infer<typeof advisorRegistration>;
export const advisorRegistrationList = z.array(advisorRegistration);

/** GET /api/advisor/registrations?cursor=&limit= (newest first; the next page's cursor in X-Next-Cursor). */
export const advisorRegistrationsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ message: `Choose a page size from 1 to ${ADVISOR_REGISTRATIONS_PAGE.max}.` })
    .int(`Choose a page size from 1 to ${ADVISOR_REGISTRATIONS_PAGE.max}.`)
    .min(1, `Choose a page size from 1 to ${ADVISOR_REGISTRATIONS_PAGE.max}.`)
    .max(ADVISOR_REGISTRATIONS_PAGE.max, `Choose a page size from 1 to ${ADVISOR_REGISTRATIONS_PAGE.max}.`)
    .default(ADVISOR_REGISTRATIONS_PAGE.default),
});

/** The advisor's totals (the Overview tab). */
export const advisorTotals = z.object({
  registrations: z.number().int(),
  conversions: z.number().int(),
  revenue: rupees,
  commissionPending: rupees,
  commissionPayable: rupees,
  commissionPaid: rupees,
  commissionHeld: rupees,
  /** revenue / registrations, to the paisa ("0.00" with none). */
  averageRevenuePerCustomer: rupees,
  /** (pending + payable + paid + held) / registrations, to the paisa ("0.00" with none). */
  averageCommissionPerCustomer: rupees,
});
export type AdvisorTotals = z.infer<typeof advisorTotals>;

/** GET /api/advisor/profile: the advisor, its totals and its 5 most recent registrations. */
export const advisorDashboardProfile = advisorProfile.extend({
  totals: advisorTotals,
  recent: z.array(advisorRegistration),
});
export type AdvisorDashboardProfile = z.infer<typeof advisorDashboardProfile>;

/** GET /api/advisor/performance/monthly?year=YYYY (without a year: this year, India time). */
export const advisorMonthlyQuery = z.object({
  year: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ message: 'Choose a year between 2000 and 2100.' })
      .int('Choose a year between 2000 and 2100.')
      .min(2000, 'Choose a year between 2000 and 2100.')
      .max(2100, 'Choose a year between 2000 and 2100.')
      .optional(),
  ),
});

/** One month of the year (IST), zero-filled. */
export const advisorMonth = z.object({
  /** '2026-11' */
  key: z.string(),
  /** 'Nov' */
  label: z.string(),
  registrations: z.number().int(),
  revenue: rupees,
  /** Commission recorded in the month (reversed ones left out). */
  commission: rupees,
});
export type AdvisorMonth = z.infer<typeof advisorMonth>;

export const advisorMonthlyPerformance = z.object({
  year: z.number().int(),
  /** The years with registrations or revenue (this year always), newest first. */
  years: z.array(z.number().int()),
  /** 12 months, January first. */
  months: z.array(advisorMonth),
  totals: z.object({ registrations: z.number().int(), revenue: rupees, commission: rupees }),
});
export type AdvisorMonthlyPerformance = z.infer<typeof advisorMonthlyPerformance>;
