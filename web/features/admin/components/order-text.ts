import type { OrderStatus } from '#contracts/orders';

/**
 * The moves staff may make from each status (server/domains/orders/state.ts is the authority: a move
 * it refuses answers 409 with the reason, which the toast shows).
 */
export const STAFF_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  refunded: [],
};

export const ORDER_BADGE: Record<OrderStatus, 'neutral' | 'info' | 'success' | 'gold' | 'outline'> = {
  pending_payment: 'outline',
  paid: 'info',
  processing: 'gold',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'outline',
  refunded: 'outline',
};
