import { z } from 'zod';
import { EMI_MONTHS, emiMonths } from './card-rules.ts';
import { priceString } from './common.ts';
import { formatPaise } from './money.ts';

export { emiMonthlyPaise } from './money.ts';

/**
 * No-cost EMI: from a member's sixth paid order (the card's rule `emiFromOrder`) she may pay through the
 * gateway's EMI method over one of EMI_MONTHS. The shop absorbs the interest, so the amount is the
 * order's total, unchanged; each month is that total divided by the months, rounded to the paisa.
 */
export { EMI_MONTHS, emiMonths };
export type EmiMonths = (typeof EMI_MONTHS)[number];

/** "Paid by no-cost EMI over 6 months (₹1,250/month)". */
export function emiPaidText(months: number, monthlyPaise: number): string {
  return `Paid by no-cost EMI over ${months} months (${formatPaise(monthlyPaise)}/month)`;
}

/** An order paid by no-cost EMI: the plan the gateway reported and its monthly amount. */
export const orderEmi = z.object({
  months: emiMonths,
  /** The order's total over the months, rounded to the paisa. */
  monthly: priceString,
});
export type OrderEmi = z.infer<typeof orderEmi>;

/** GET /api/orders/emi: whether the member's next order may be paid by no-cost EMI. */
export const emiOffer = z.object({
  eligible: z.boolean(),
  /** The plans offered (empty when not eligible). */
  months: z.array(emiMonths),
  /** The paid order from which EMI is offered (6: the sixth). */
  fromOrder: z.number().int(),
  /** The member's paid orders that count (paid and not cancelled or refunded). */
  paidOrders: z.number().int(),
});
export type EmiOffer = z.infer<typeof emiOffer>;

/** What a member asking for EMI on an order that is not eligible is told (400). */
export const EMI_NOT_ELIGIBLE = (fromOrder: number) =>
  `No-cost EMI is available from your ${ordinal(fromOrder)} purchase. Please pay this order in full.`;

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}
