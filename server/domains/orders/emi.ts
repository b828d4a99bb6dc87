import { EMI_MONTHS } from '../../../contracts/card-rules.ts';
import { EMI_NOT_ELIGIBLE, type EmiOffer, emiMonthlyPaise, type OrderEmi } from '../../../contracts/emi.ts';
import { paiseToPrice } from '../../../contracts/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ClaimProblem, Payment } from '../../lib/payments/handlers.ts';
import * as cardRules from '../card-rules/service.ts';
import { countStandingPaid } from './emi-repo.ts';
import * as repo from './repo.ts';

/**
 * No-cost EMI from the member's sixth paid order (the card's rule `emiFromOrder`). An order counts when
 * it was paid and still stands (paid, processing, shipped or delivered): a cancelled or refunded order
 * does not, and neither does the order being paid. So the order being paid is eligible when the member
 * has at least `emiFromOrder - 1` other standing paid orders. The shop absorbs the interest: the amount
 * paid is the order's total, unchanged.
 */
async function eligibility(db: DbOrTx, userId: string, exceptOrderId?: string) {
  const [rules, paidOrders] = await Promise.all([
    cardRules.currentRules(db),
    countStandingPaid(db, userId, exceptOrderId),
  ]);
  return { fromOrder: rules.emiFromOrder, paidOrders, eligible: paidOrders + 1 >= rules.emiFromOrder };
}

const isPlan = (months: number | null): months is (typeof EMI_MONTHS)[number] =>
  months !== null && (EMI_MONTHS as readonly number[]).includes(months);

/** Whether the member's next order (the one she checks out now) may be paid by no-cost EMI. */
export async function emiOfferFor(db: DbOrTx, userId: string): Promise<EmiOffer> {
  const { eligible, fromOrder, paidOrders } = await eligibility(db, userId);
  return { eligible, months: eligible ? [...EMI_MONTHS] : [], fromOrder, paidOrders };
}

/** The order handler's answer to a payment asking for EMI over `months`: a problem, or undefined. */
export async function emiProblem(
  db: DbOrTx,
  payment: Payment,
  months: number,
): Promise<ClaimProblem | undefined> {
  const order = await repo.findById(db, payment.reference);
  if (!order) throw new Error(`payment ${payment.id} has no order ${payment.reference}`);
  const { eligible, fromOrder, paidOrders } = await eligibility(db, order.userId, order.id);
  if (!isPlan(months)) {
    return { message: EMI_NOT_ELIGIBLE(fromOrder), detail: `EMI over ${months} months is not a plan` };
  }
  if (eligible) return undefined;
  return {
    message: EMI_NOT_ELIGIBLE(fromOrder),
    detail: `EMI asked for order ${order.number}, the member's paid order ${paidOrders + 1} (EMI from ${fromOrder})`,
  };
}

/**
 * Inside the settlement that marks the order paid: the EMI plan the gateway reported is recorded on the
 * order as no-cost EMI when the order is eligible. A payment by another method, or an EMI the member
 * chose at the gateway for an order that is not eligible (her bank's EMI, at her cost), records nothing.
 */
export async function recordNoCostEmi(tx: DbOrTx, order: repo.OrderRow, payment: Payment) {
  if (!isPlan(payment.emiMonths)) return;
  if (!(await eligibility(tx, order.userId, order.id)).eligible) return;
  await repo.updateOrder(tx, order.id, { emiMonths: payment.emiMonths });
}

/** The order's no-cost EMI plan as the order page, the back office and the invoice show it. */
export function orderEmiOf(order: Pick<repo.OrderRow, 'emiMonths' | 'totalPaise'>): OrderEmi | undefined {
  if (!isPlan(order.emiMonths)) return undefined;
  return {
    months: order.emiMonths,
    monthly: paiseToPrice(emiMonthlyPaise(order.totalPaise, order.emiMonths)),
  };
}
