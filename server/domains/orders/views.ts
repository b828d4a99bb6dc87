import { APPAREL_GST, type FitChoice, ORDER_RULES } from '../../../contracts/constants.ts';
import { paiseToPrice } from '../../../contracts/money.ts';
import type { Order, OrderLine, OrderSummary } from '../../../contracts/orders.ts';
import { orderEmiOf } from './emi.ts';
import type * as repo from './repo.ts';
import { memberMayCancel } from './state.ts';

/** GST included in an apparel price: 5% up to ₹2,500 a piece, 18% above (APPAREL_GST). */
export function gstRatePercent(unitPricePaise: number): number {
  return unitPricePaise <= APPAREL_GST.thresholdPaise
    ? APPAREL_GST.lowRatePercent
    : APPAREL_GST.highRatePercent;
}

/** The tax inside a tax-inclusive amount, in whole paise. */
export function includedTax(amountPaise: number, ratePercent: number): number {
  return Math.round((amountPaise * ratePercent) / (100 + ratePercent));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface LineExtras {
  /** Products the member has reviewed. */
  reviewed: ReadonlySet<string>;
  /** Exchange requests by order line id. */
  exchanges: ReadonlyMap<
    string,
    { id: string; status: 'requested' | 'approved' | 'declined'; decisionNote: string | null }
  >;
  /** The member's "How did it fit?" answers by order line id. */
  fits: ReadonlyMap<string, FitChoice>;
}

export const NO_EXTRAS: LineExtras = { reviewed: new Set(), exchanges: new Map(), fits: new Map() };

function toLine(order: repo.OrderRow, line: repo.OrderLineRow, extras: LineExtras, now: Date): OrderLine {
  const delivered = order.status === 'delivered' && order.deliveredAt !== null;
  const exchange = extras.exchanges.get(line.id) ?? null;
  const withinWindow =
    delivered && now.getTime() - order.deliveredAt!.getTime() <= ORDER_RULES.exchangeWindowHours * 3_600_000;
  return {
    id: line.id,
    productId: line.productId,
    slug: line.slug,
    name: line.name,
    size: line.size,
    color: line.color,
    imageUrl: line.imageUrl,
    unitPrice: paiseToPrice(line.unitPricePaise),
    quantity: line.quantity,
    rules: line.rules,
    lineTotal: paiseToPrice(line.lineTotalPaise),
    storefront: line.storefront,
    isPreOrder: line.isPreOrder,
    preOrderEndDate: iso(line.preOrderEndDate),
    taxRatePercent: line.taxRatePercent,
    taxIncluded: paiseToPrice(line.taxPaise),
    forName: line.forName,
    canReview: delivered && line.productId !== null && !extras.reviewed.has(line.productId),
    canReportFit: delivered && line.productId !== null,
    fit: extras.fits.get(line.id) ?? null,
    canRequestExchange: withinWindow && exchange === null,
    exchange,
  };
}

export function toOrder(
  order: repo.OrderRow,
  lines: repo.OrderLineRow[],
  events: repo.OrderEventRow[],
  payment:
    | {
        id: string;
        provider: 'sandbox' | 'razorpay';
        status: 'created' | 'failed' | 'paid' | 'refunded';
        amountPaise: number;
        paidAt: Date | null;
        refundedAt: Date | null;
      }
    | undefined,
  extras: LineExtras = NO_EXTRAS,
  now = new Date(),
): Order {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    subtotal: paiseToPrice(order.subtotalPaise),
    shipping: paiseToPrice(order.shippingPaise),
    rules: order.rules,
    pointsUsed: order.pointsUsed,
    total: paiseToPrice(order.totalPaise),
    taxIncluded: paiseToPrice(order.taxPaise),
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    address: order.address,
    lines: lines.map((l) => toLine(order, l, extras, now)),
    events: events.map((e) => ({
      from: e.fromStatus,
      to: e.toStatus,
      actor: e.actor,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    payment: payment
      ? {
          id: payment.id,
          provider: payment.provider,
          status: payment.status,
          amount: paiseToPrice(payment.amountPaise),
          paidAt: iso(payment.paidAt),
          refundedAt: iso(payment.refundedAt),
        }
      : null,
    ...(order.emiMonths ? { emi: orderEmiOf(order) } : {}),
    shipment:
      order.carrier && order.trackingNumber && order.shippedAt
        ? {
            carrier: order.carrier,
            trackingNumber: order.trackingNumber,
            shippedAt: order.shippedAt.toISOString(),
            deliveredAt: iso(order.deliveredAt),
          }
        : null,
    reservedUntil: order.status === 'pending_payment' ? iso(order.reservedUntil) : null,
    preOrderShipsAfter: iso(order.preOrderShipsAfter),
    canCancel: memberMayCancel(order.status),
  };
}

export function toSummary(order: repo.OrderRow, lines: repo.OrderLineRow[]): OrderSummary {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    total: paiseToPrice(order.totalPaise),
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    items: lines.map((l) => ({
      name: l.name,
      color: l.color,
      size: l.size,
      price: paiseToPrice(l.lineTotalPaise),
      quantity: l.quantity,
      imageUrl: l.imageUrl,
    })),
    trackingNumber: order.trackingNumber,
    carrier: order.carrier,
  };
}
