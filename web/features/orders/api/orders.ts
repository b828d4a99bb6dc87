import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  IDEMPOTENCY_HEADER,
  type Order,
  type OrderCheckout,
  type OrderSummary,
  type PlaceOrderResponse,
} from '#contracts/orders';
import { apiJson, apiRequest, withQuery } from '../../../lib/api-client';

export const ORDERS_PATH = '/api/orders';
const orderPath = (number: string) => `${ORDERS_PATH}/${encodeURIComponent(number)}`;

/** Places the cart as an order. The key makes a retry or a double click answer the same order. */
export function placeOrder(
  addressId: string,
  idempotencyKey: string,
  points = 0,
): Promise<PlaceOrderResponse> {
  return apiJson<PlaceOrderResponse>(
    'POST',
    ORDERS_PATH,
    points > 0 ? { addressId, points } : { addressId },
    {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    },
  );
}

/** The checkout of an order still awaiting payment (the same gateway order again). */
export function reopenPayment(number: string): Promise<OrderCheckout> {
  return apiJson<OrderCheckout>('POST', `${orderPath(number)}/pay`);
}

/** Orders a page of My Orders asks for (the server allows 1 to 50). */
export const ORDERS_PAGE_SIZE = 20;
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export interface OrdersPage {
  orders: OrderSummary[];
  /** The next page's cursor (the X-Next-Cursor header), or null on the last page. */
  nextCursor: string | null;
}

/** GET /api/orders: one page of the member's orders, newest first. */
export async function getOrdersPage(cursor?: string, signal?: AbortSignal): Promise<OrdersPage> {
  const res = await apiRequest(
    'GET',
    withQuery(ORDERS_PATH, { limit: ORDERS_PAGE_SIZE, cursor }),
    undefined,
    { signal },
  );
  return {
    orders: (await res.json()) as OrderSummary[],
    nextCursor: res.headers.get(NEXT_CURSOR_HEADER) || null,
  };
}

export const ordersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [ORDERS_PATH, { limit: ORDERS_PAGE_SIZE }] as const,
    queryFn: ({ pageParam, signal }) => getOrdersPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * My Orders, page by page (one cache for the Orders tab, the overview's recent orders and its count).
 * `orders` is every page read so far; `hasNextPage` says whether older orders remain.
 */
export function useOrders() {
  const query = useInfiniteQuery(ordersQueryOptions());
  const orders = useMemo(() => query.data?.pages.flatMap((p) => p.orders), [query.data]);
  return { ...query, orders };
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
      void client.invalidateQueries({ queryKey: ordersQueryOptions().queryKey });
    },
  });
}
