import { z } from 'zod';
import { commissionRate, DEFAULT_COMMISSION_RATE } from './advisor-codes.ts';
import { priceString, uuid } from './common.ts';
import { plan } from './membership.ts';
import { emailAddress } from './onboarding.ts';

/**
 * The sales dashboard (admins only: sub-admins look after advisors).
 * A sales person has a referral code that an applicant may type in place of a Fashion Advisor Code; a
 * registration is an application (joining fee paid) made with that code. Revenue and commission follow
 * the advisors' definitions (contracts/advisor-stats.ts): the verified joining fees and upgrades of the
 * members the person brought, less refunds; commission = amount x rate / 100 in paise, rounded half up,
 * at the rate the person had when the member registered.
 */

export const SALES_MESSAGES = {
  /** The failure toast of the add form (the specification's words). */
  addFailedTitle: 'Error',
  addFailed: 'Failed to add sales person. Please try again.',
  added: 'Sales person added',
  nameRequired: 'Please enter the sales person’s name.',
  region: 'Choose a region: Kerala, Karnataka, Tamil Nadu, Andhra Pradesh or Telangana.',
  phone: 'Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9), or leave it empty.',
  emailTaken: 'A sales person with this e-mail already exists.',
  notFound: 'No sales person with this id.',
  badCursor: 'The cursor is not valid. Use the X-Next-Cursor value from the previous page.',
  year: 'Choose a year between 2000 and 2100.',
} as const;

/** The sales regions, in this order. */
export const SALES_REGIONS = ['kerala', 'karnataka', 'tamil-nadu', 'andhra-pradesh', 'telangana'] as const;
export const salesRegion = z.enum(SALES_REGIONS, { message: SALES_MESSAGES.region });
export type SalesRegion = z.infer<typeof salesRegion>;
export const REGION_LABELS: Record<SalesRegion, string> = {
  kerala: 'Kerala',
  karnataka: 'Karnataka',
  'tamil-nadu': 'Tamil Nadu',
  'andhra-pradesh': 'Andhra Pradesh',
  telangana: 'Telangana',
};

export const SALES_NAME_MAX = 80;
/** A referral code: SP, letters of the name, digits; 16 characters, upper case (never an advisor's). */
export const REFERRAL_CODE_LENGTH = 16;
/** How many registrations the dashboard's recent table shows. */
export const RECENT_REGISTRATIONS = 5;

/** A 10-digit Indian mobile number (as on addresses); '' or null: none. Comes out as '+91XXXXXXXXXX'. */
const optionalIndianMobile = z
  .union([z.literal(''), z.null(), z.string()])
  .optional()
  .transform((v) =>
    (v ?? '')
      .trim()
      .replace(/[\s-]/g, '')
      .replace(/^(\+91|0)/, ''),
  )
  .refine((v) => v === '' || /^[6-9]\d{9}$/.test(v), SALES_MESSAGES.phone)
  .transform((v) => (v ? `+91${v}` : null));

/** POST /api/sales-people: the add-sales-person form. */
export const createSalesPersonBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, SALES_MESSAGES.nameRequired)
    .max(SALES_NAME_MAX, `Name must be at most ${SALES_NAME_MAX} characters.`),
  email: emailAddress,
  phone: optionalIndianMobile,
  region: salesRegion,
  commissionRate: commissionRate.default(DEFAULT_COMMISSION_RATE),
});
export type CreateSalesPersonInput = z.input<typeof createSalesPersonBody>;
export type CreateSalesPersonBody = z.output<typeof createSalesPersonBody>;

/** A sales person as the dashboard lists it, with its totals. */
export const salesPerson = z.object({
  id: uuid,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  region: salesRegion,
  commissionRate: z.string(),
  referralCode: z.string(),
  isActive: z.boolean(),
  /** Paid registrations made with the referral code. */
  registrations: z.number().int(),
  /** Joining fees and upgrades of the members the person brought, less refunds. */
  totalRevenue: priceString,
  commission: priceString,
  createdAt: z.string(),
});
export type SalesPerson = z.infer<typeof salesPerson>;
export const salesPersonList = z.array(salesPerson);

/** GET /api/registrations?limit=&cursor=&salesPerson= (newest first; next page in X-Next-Cursor). */
export const registrationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
  salesPerson: z.uuid({ message: 'Choose a sales person from the list.' }).optional(),
});
export type RegistrationsQuery = z.input<typeof registrationsQuery>;

/**
 * A registration made with a sales referral code. The e-mail is
 * masked (a.••••@example.com). paymentStatus is the joining fee's: 'paid', or 'refunded' (a rejected
 * application's fee went back); anything but 'paid' shows in the pending style.
 */
export const salesRegistration = z.object({
  id: uuid,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  plan,
  amount: priceString,
  paymentStatus: z.string(),
  createdAt: z.string(),
  salesPerson: z.object({ id: uuid, name: z.string(), referralCode: z.string() }),
});
export type SalesRegistration = z.infer<typeof salesRegistration>;
export const salesRegistrationList = z.array(salesRegistration);

/** GET /api/sales-people/{id}/stats?year=YYYY (without a year: this year, IST). */
export const salesStatsQuery = z.object({
  year: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ message: SALES_MESSAGES.year })
      .int(SALES_MESSAGES.year)
      .min(2000, SALES_MESSAGES.year)
      .max(2100, SALES_MESSAGES.year)
      .optional(),
  ),
});

const figures = { registrations: z.number().int(), revenue: priceString, commission: priceString };

export const salesStats = z.object({
  salesPerson: salesPerson,
  year: z.number().int(),
  /** The years with registrations or revenue (the current year always), newest first. */
  years: z.array(z.number().int()),
  /** The year's totals. */
  totals: z.object(figures),
  /** Each month of the year (IST), zero-filled: key '2026-03', label 'Mar'. */
  months: z.array(z.object({ key: z.string(), label: z.string(), ...figures })),
});
export type SalesStats = z.infer<typeof salesStats>;
