import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrder,
  ExchangeRequest,
  OrderStatus,
  OrderStatusChangeBody,
  OrderSummary,
} from '#contracts/orders';
import { apiJson, withQuery } from '../../../lib/api-client';
import { useCursorPages } from '../../../lib/use-cursor-pages';

export const ADMIN_ORDERS_PATH = '/api/admin/orders';
export const EXCHANGES_PATH = '/api/admin/exchanges';

export type AdminOrderSummary = OrderSummary & {
  customer: { id: string; email: string | null; name: string | null };
};

export interface OrderFilters {
  status: OrderStatus | '';
  q: string;
  /** Placed on or after / on or before these days (YYYY-MM-DD, India time); '' for no bound. */
  from: string;
  to: string;
}

export const NO_FILTERS: OrderFilters = { status: '', q: '', from: '', to: '' };

const params = (f: OrderFilters) => ({
  status: f.status || undefined,
  q: f.q.trim() || undefined,
  from: f.from || undefined,
  to: f.to || undefined,
});

/** The CSV of what the list shows (the same filters), as a download link. */
export const ordersCsvHref = (f: OrderFilters) => withQuery(`${ADMIN_ORDERS_PATH}.csv`, params(f));

/** Orders newest first, by status and search, a page at a time. */
export function useAdminOrders(filters: OrderFilters) {
  return useCursorPages<AdminOrderSummary>(ADMIN_ORDERS_PATH, { ...params(filters), limit: 20 });
}

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [ADMIN_ORDERS_PATH, id] as const,
    queryFn: ({ signal }) => apiJson<AdminOrder>('GET', `${ADMIN_ORDERS_PATH}/${id}`, undefined, { signal }),
  });

export function useAdminOrder(id: string | null) {
  return useQuery({ ...adminOrderQueryOptions(id ?? ''), enabled: id !== null });
}

function useInvalidateOrders() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [ADMIN_ORDERS_PATH] }),
      client.invalidateQueries({ queryKey: [EXCHANGES_PATH] }),
      client.invalidateQueries({ queryKey: ['/api/admin/activity'] }),
    ]);
}

export function useChangeOrderStatus() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OrderStatusChangeBody }) =>
      apiJson<AdminOrder>('POST', `${ADMIN_ORDERS_PATH}/${id}/status`, body),
    onSettled: invalidate,
  });
}

export function useRefundOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note?: string }) =>
      apiJson<AdminOrder>('POST', `${ADMIN_ORDERS_PATH}/${id}/refund`, note ? { note } : {}),
    onSettled: invalidate,
  });
}

/** Damage reports waiting for a decision (or every one). */
export function useExchanges(status: 'requested' | null) {
  return useQuery({
    queryKey: [EXCHANGES_PATH, { status }] as const,
    queryFn: ({ signal }) =>
      apiJson<ExchangeRequest[]>('GET', withQuery(EXCHANGES_PATH, { status }), undefined, { signal }),
  });
}

export function useDecideExchange() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: string; status: 'approved' | 'declined'; note?: string }) =>
      apiJson<ExchangeRequest>(
        'POST',
        `${EXCHANGES_PATH}/${id}/decision`,
        note ? { status, note } : { status },
      ),
    onSettled: invalidate,
  });
}
