import { z } from 'zod';
import { priceString, uuid } from './common.ts';

/**
 * The back office's Overview and Performance tabs.
 *
 * What the numbers mean, one definition for Overview, Performance and the Fashion Advisors table:
 * - A registration is an application (joining fee paid) made with an advisor's code, dated by the time
 *   the fee was paid, in India time (IST).
 * - A conversion is a registration whose application was approved (the card became active).
 * - Revenue is what the members an advisor brought have paid and kept paid: their verified joining fees
 *   and upgrades, less refunds (a refunded payment counts for nothing), in paise on the server and as
 *   rupee strings ("1499.00") in these answers. A payment is dated by the time it was paid (IST).
 * Sub-admins get the same numbers over the advisors assigned to them (their own only).
 */

export const STATS_MESSAGES = {
  year: 'Choose a year between 2000 and 2100.',
  month: 'Choose a month from 1 to 12, or none for the whole year.',
  advisor: 'Choose an advisor from the list.',
  advisorNotFound: 'No advisor with this id among yours.',
} as const;

export const STATS_YEAR_MIN = 2000;
export const STATS_YEAR_MAX = 2100;

/** How many advisors the Overview's top performers list shows. */
export const TOP_PERFORMERS = 5;

/** One advisor in the Overview's top performers (the admin overview's topPerformers). */
export const topPerformer = z.object({
  id: uuid,
  name: z.string(),
  code: z.string(),
  isActive: z.boolean(),
  totalRevenue: priceString,
  totalRegistrations: z.number().int(),
  conversions: z.number().int(),
});
export type TopPerformer = z.infer<typeof topPerformer>;

/** GET /api/admin/overview (the spec's /api/admin/dashboard/overview answers the same). */
export const adminOverview = z.object({
  totalAdvisors: z.number().int(),
  activeAdvisors: z.number().int(),
  totalRevenue: priceString,
  /** Total revenue over every advisor (active or not), rounded to the paisa; "0.00" with none. */
  averageRevenue: priceString,
  totalRegistrations: z.number().int(),
  /** Registrations paid in this calendar month (IST). */
  registrationsThisMonth: z.number().int(),
  conversions: z.number().int(),
  /** Conversions per advisor, on average (one decimal). */
  conversionsPerAdvisor: z.number(),
  /** Conversions out of registrations, 0 to 1 (0 with no registrations). */
  conversionRate: z.number(),
  /** By revenue, then conversions; at most TOP_PERFORMERS, only advisors with a registration. */
  topPerformers: z.array(topPerformer),
});
export type AdminOverview = z.infer<typeof adminOverview>;

const queryNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ message }).int(message).min(min, message).max(max, message);

/** An empty query value ('month=') is the same as none. */
const blankAsNone = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/admin/performance?year=YYYY[&month=M][&advisor=id]; without a year, this year (IST). */
export const performanceQuery = z.object({
  year: z.preprocess(
    blankAsNone,
    queryNumber(STATS_MESSAGES.year, STATS_YEAR_MIN, STATS_YEAR_MAX).optional(),
  ),
  month: z
    .preprocess(blankAsNone, queryNumber(STATS_MESSAGES.month, 1, 12).optional())
    .transform((v) => v ?? null),
  advisor: z
    .preprocess(blankAsNone, z.uuid({ message: STATS_MESSAGES.advisor }).optional())
    .transform((v) => v ?? null),
});
export type PerformanceQueryInput = z.input<typeof performanceQuery>;
export type PerformanceQuery = z.output<typeof performanceQuery>;
/** A period as the Performance tab asks for it (the year always given). */
export type PerformancePeriod = { year: number; month: number | null; advisor: string | null };

/** One bucket: a day of the month (month given) or a month of the year. */
export const performanceBucket = z.object({
  /** '2026-11-03' (a day) or '2026-11' (a month). */
  key: z.string(),
  /** What the axis shows: the day's number ('3') or the month's short name ('Nov'). */
  label: z.string(),
  registrations: z.number().int(),
  revenue: priceString,
});
export type PerformanceBucket = z.infer<typeof performanceBucket>;

/** One advisor's buckets, in the same order as the totals' buckets. */
export const advisorSeries = z.object({
  id: uuid,
  name: z.string(),
  code: z.string(),
  registrations: z.number().int(),
  revenue: priceString,
  buckets: z.array(z.object({ registrations: z.number().int(), revenue: priceString })),
});
export type AdvisorSeries = z.infer<typeof advisorSeries>;

export const performance = z.object({
  year: z.number().int(),
  month: z.number().int().nullable(),
  advisor: uuid.nullable(),
  granularity: z.enum(['day', 'month']),
  /** The years that have registrations or revenue (the current year always), newest first. */
  years: z.array(z.number().int()),
  /** Every bucket of the period, zero-filled. */
  buckets: z.array(performanceBucket),
  totals: z.object({ registrations: z.number().int(), revenue: priceString }),
  /** The advisors with a registration or revenue in the period (or the one asked for), by revenue. */
  advisors: z.array(advisorSeries),
});
export type Performance = z.infer<typeof performance>;
