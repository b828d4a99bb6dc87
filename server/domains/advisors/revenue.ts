import type { PaymentPurpose } from '../../../contracts/payments.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as payments from '../payments/service.ts';

/**
 * What counts as an advisor's numbers, one definition for the Fashion Advisors table, Overview and
 * Performance (contracts/advisor-stats.ts says it for the API):
 * - a registration: an application (joining fee paid) made with the advisor's code, dated by the time
 *   the fee was paid, in India time;
 * - a conversion: a registration whose application was approved (the card became active);
 * - revenue: the joining fees and upgrades that the members the advisor brought have paid and kept paid
 *   (verified, not refunded: a rejected application's refunded fee counts for nothing), in paise, each
 *   dated by the time it was paid.
 */
export const REVENUE_PURPOSES: readonly PaymentPurpose[] = ['joining_fee', 'upgrade'];

/** The payments that make revenue, from the payments domain (its service, never its tables' rules). */
export const revenueSource = (db: DbOrTx) => payments.standingPayments(db, REVENUE_PURPOSES);
