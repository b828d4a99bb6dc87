import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  type Order,
  type OrderCheckout,
  type OrderSummary,
  type PlaceOrderResponse,
} from '#contracts/orders';
import { apiJson } from '../../../lib/api-client';

export const ORDERS_PATH = '/api/orders';
const orderPath = (number: string) => `${ORDERS_PATH}/${encodeURIComponent(number)}`;

/** Places the cart as an order. The key makes a retry or a double click answer the same order. */
export function placeOrder(addressId: string, idempotencyKey: string): Promise<PlaceOrderResponse> {
  return apiJson<PlaceOrderResponse>(
    'POST',
    ORDERS_PATH,
    { addressId },
    {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    },
  );
}

/** The checkout of an order still awaiting payment (the same gateway order again). */
export function reopenPayment(number: string): Promise<OrderCheckout> {
  return apiJson<OrderCheckout>('POST', `${orderPath(number)}/pay`);
}

export function getOrders(signal?: AbortSignal): Promise<OrderSummary[]> {
  return apiJson<OrderSummary[]>('GET', `${ORDERS_PATH}?limit=50`, undefined, { signal });
}

export const ordersQueryOptions = () =>
  queryOptions({ queryKey: [ORDERS_PATH] as const, queryFn: ({ signal }) => getOrders(signal) });

export function useOrders(options: { enabled?: boolean } = {}) {
  return useQuery({ ...ordersQueryOptions(), enabled: options.enabled ?? true });
}

export function getOrder(number: string, signal?: AbortSignal): Promise<Order> {
  return apiJson<Order>('GET', orderPath(number), undefined, { signal });
}

export const orderQueryOptions = (number: string) =>
  queryOptions({
    queryKey: [ORDERS_PATH, number] as const,
    queryFn: ({ signal }) => getOrder(number, signal),
  });

export function useOrder(
  number: string,
  options: { refetchInterval?: (order: Order | undefined) => number | false } = {},
) {
  const poll = options.refetchInterval;
  return useQuery({
    ...orderQueryOptions(number),
    refetchInterval: poll ? (query) => poll(query.state.data) : false,
  });
}

export function cancelOrder(number: string, reason?: string): Promise<Order> {
  return apiJson<Order>('POST', `${orderPath(number)}/cancel`, reason ? { reason } : {});
}

export function useCancelOrder(number: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason?: string) => cancelOrder(number, reason),
    onSuccess: (order) => {
      client.setQueryData(orderQueryOptions(number).queryKey, order);
      void client.invalidateQueries({ queryKey: ordersQueryOptions().queryKey, exact: true });
    },
  });
}
