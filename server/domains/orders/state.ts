import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../contracts/constants.ts';

/**
 * The order state machine: every status change of an order is one of these moves, made by
 * orders/lifecycle.ts with the order row locked and an order event written in the same transaction.
 *
 *   pending_payment -> paid -> processing -> shipped -> delivered
 *          |            |          |
 *          +------------+----------+--> cancelled -> refunded (when money was taken)
 */
export type Actor = 'member' | 'staff' | 'system' | 'gateway';

interface Move {
  to: OrderStatus;
  /** Who may make it. */
  by: readonly Actor[];
}

const MOVES: Record<OrderStatus, readonly Move[]> = {
  pending_payment: [
    // The system: an order with nothing to pay (the card's rules cover it) is paid as it is placed.
    { to: 'paid', by: ['gateway', 'system'] },
    { to: 'cancelled', by: ['member', 'staff', 'system'] },
  ],
  paid: [
    { to: 'processing', by: ['staff'] },
    { to: 'cancelled', by: ['member', 'staff'] },
  ],
  processing: [
    { to: 'shipped', by: ['staff'] },
    { to: 'cancelled', by: ['member', 'staff'] },
  ],
  shipped: [{ to: 'delivered', by: ['staff'] }],
  delivered: [],
  cancelled: [
    { to: 'refunded', by: ['system'] },
    // A payment that arrives after the reservation lapsed, when the stock is still there.
    { to: 'paid', by: ['gateway'] },
  ],
  refunded: [],
};

export function canMove(from: OrderStatus, to: OrderStatus, by: Actor): boolean {
  return MOVES[from].some((m) => m.to === to && m.by.includes(by));
}

/** The member may cancel until the order ships. */
export function memberMayCancel(status: OrderStatus): boolean {
  return canMove(status, 'cancelled', 'member');
}

/** The 409's words for a move the machine does not allow. */
export function illegalMoveMessage(from: OrderStatus, to: OrderStatus, by: Actor): string {
  if (to === 'cancelled' && by === 'member' && (from === 'shipped' || from === 'delivered')) {
    return `This order has already ${from === 'shipped' ? 'shipped' : 'been delivered'} and can no longer be cancelled.`;
  }
  if (from === to) return `This order is already ${ORDER_STATUS_LABELS[from].toLowerCase()}.`;
  const allowed = MOVES[from].filter((m) => m.by.includes(by)).map((m) => ORDER_STATUS_LABELS[m.to]);
  const next = allowed.length ? ` From here it can move to: ${allowed.join(', ')}.` : '';
  return `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()}.${next}`;
}
