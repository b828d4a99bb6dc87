import { ORDER_RULES } from '../../../contracts/constants.ts';
import { formatPaise } from '../../../contracts/money.ts';
import { dayLabel } from '../../lib/calendar.ts';
import { type RenderedEmail, renderEmail } from '../../lib/notify/templates.ts';
import type * as repo from './repo.ts';

/** The order e-mails: confirmed, shipped, delivered, cancelled, refunded (one layout, the shop's words). */
export type OrderEmailKind = 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

const signed = (paise: number) => `${paise < 0 ? '−' : '+'}${formatPaise(Math.abs(paise))}`;

/** Each line with the card's rules it was priced with ("Monthly pick −₹1,500"), then the order's own. */
function linesText(order: repo.OrderRow, lines: repo.OrderLineRow[]): string[] {
  const text = lines.map((l) => {
    const variant = [l.size && `size ${l.size}`, l.color].filter(Boolean).join(', ');
    const rules = l.rules.length
      ? ` (list price ${formatPaise(l.unitPricePaise)}; ${l.rules.map((r) => `${r.label} ${signed(r.amountPaise)}`).join('; ')})`
      : '';
    return `${l.quantity} × ${l.name}${variant ? ` (${variant})` : ''}: ${formatPaise(l.lineTotalPaise)}${rules}${l.isPreOrder ? ' (pre-order)' : ''}${l.forName ? ` — For ${l.forName}` : ''}`;
  });
  return [...text, ...order.rules.map((r) => `${r.label}: ${signed(r.amountPaise)}`)];
}

export function orderEmail(
  kind: OrderEmailKind,
  order: repo.OrderRow,
  lines: repo.OrderLineRow[],
  orderUrl: string,
): RenderedEmail {
  const total = formatPaise(order.totalPaise);
  const action = { label: 'View your order', url: orderUrl };
  const a = order.address;
  const address = `${a.name}, ${[a.line1, a.line2, a.city, a.state, a.postalCode].filter(Boolean).join(', ')}`;
  switch (kind) {
    case 'confirmed': {
      const preOrder = order.preOrderShipsAfter
        ? [
            `Pre-order pieces ship ${ORDER_RULES.preOrderShipWeeks} after the pre-order window closes on ${dayLabel(order.preOrderShipsAfter)}.`,
          ]
        : [];
      return renderEmail({
        subject: `Order ${order.number} confirmed`,
        preheader: `We received your payment of ${total}.`,
        heading: 'Thank you for your order',
        paragraphs: [
          `We received your payment of ${total} for order ${order.number}.`,
          ...linesText(order, lines),
          ...preOrder,
          `It will be delivered to ${address}. Shipping is free and every price includes taxes.`,
        ],
        action,
        note: 'We will write again when it ships, with the tracking number.',
      });
    }
    case 'shipped':
      return renderEmail({
        subject: `Order ${order.number} has shipped`,
        preheader: `${order.carrier} tracking number ${order.trackingNumber}.`,
        heading: 'Your order is on its way',
        paragraphs: [
          `Order ${order.number} left our studio with ${order.carrier}.`,
          `Tracking number: ${order.trackingNumber}`,
          `It is on its way to ${address}.`,
        ],
        action,
      });
    case 'delivered':
      return renderEmail({
        subject: `Order ${order.number} was delivered`,
        preheader: 'We hope you love it.',
        heading: 'Delivered',
        paragraphs: [
          `Order ${order.number} was delivered. We hope you love it.`,
          `If a piece arrived damaged, report it from your order page within ${ORDER_RULES.exchangeWindowHours} hours of delivery with an unboxing video and we will exchange it.`,
          'You can also rate the pieces you received on your order page.',
        ],
        action,
      });
    case 'cancelled':
      return renderEmail({
        subject: `Order ${order.number} was cancelled`,
        preheader: 'Your order was cancelled.',
        heading: 'Your order was cancelled',
        paragraphs: [
          `Order ${order.number} (${total}) was cancelled.`,
          order.paidAt
            ? 'Your payment is being refunded to the way you paid; we will confirm when it is done.'
            : 'No payment was taken.',
        ],
        action,
      });
    case 'refunded':
      return renderEmail({
        subject: `Refund for order ${order.number}`,
        preheader: `${total} is on its way back to you.`,
        heading: 'Your refund is on its way',
        paragraphs: [
          `We refunded ${total} for order ${order.number}.`,
          'Banks usually show it within 5-7 working days.',
        ],
        action,
      });
  }
}

/** The staff's decision on a damaged piece (kind 'orders': the member's choice decides e-mail and SMS). */
export function exchangeDecisionEmail(
  decision: { status: 'approved' | 'declined'; note: string | null },
  orderNumber: string,
  productName: string,
  orderUrl: string,
): RenderedEmail {
  const note = decision.note ? [`Our note: ${decision.note}`] : [];
  return decision.status === 'approved'
    ? renderEmail({
        subject: `Exchange approved for order ${orderNumber}`,
        preheader: `We will exchange the damaged ${productName}.`,
        heading: 'Your exchange is approved',
        paragraphs: [
          `We looked at your report on ${productName} from order ${orderNumber} and will exchange it.`,
          ...note,
          'We will write again when the replacement ships, with the tracking number.',
        ],
        action: { label: 'View your order', url: orderUrl },
      })
    : renderEmail({
        subject: `Exchange not approved for order ${orderNumber}`,
        preheader: `About your report on ${productName}.`,
        heading: 'We could not approve your exchange',
        paragraphs: [
          `We looked at your report on ${productName} from order ${orderNumber} and could not approve an exchange.`,
          ...note,
          'Your order page shows the decision with our note.',
        ],
        action: { label: 'View your order', url: orderUrl },
      });
}

export function exchangeDecisionSms(status: 'approved' | 'declined', orderNumber: string, url: string) {
  return status === 'approved'
    ? `Roslis: your exchange for order ${orderNumber} is approved. Details: ${url}`
    : `Roslis: your exchange for order ${orderNumber} was not approved. Details: ${url}`;
}
