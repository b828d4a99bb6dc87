import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me } from '#contracts/auth';
import type { CreateSalesPersonBody, SalesPerson, SalesRegistration, SalesStats } from '#contracts/sales';
import { apiJson, withQuery } from '../../../lib/api-client';

export const ME_PATH = '/api/auth/me';
export const SALES_PEOPLE_PATH = '/api/sales-people';
export const REGISTRATIONS_PATH = '/api/registrations';

/** Who is signed in (the same query the back office reads): the dashboard is for admins. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: [ME_PATH] as const,
    queryFn: ({ signal }) => apiJson<Me>('GET', ME_PATH, undefined, { signal }),
  });

export function useMe() {
  return useQuery(meQueryOptions());
}

/** GET /api/sales-people: the team with registrations, revenue and commission. */
export const salesPeopleQueryOptions = () =>
  queryOptions({
    queryKey: [SALES_PEOPLE_PATH] as const,
    queryFn: ({ signal }) => apiJson<SalesPerson[]>('GET', SALES_PEOPLE_PATH, undefined, { signal }),
  });

export function useSalesPeople(enabled = true) {
  return useQuery({ ...salesPeopleQueryOptions(), enabled });
}

/** GET /api/registrations?limit=N: the newest registrations made with sales codes. */
export const registrationsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [REGISTRATIONS_PATH, { limit }] as const,
    queryFn: ({ signal }) =>
      apiJson<SalesRegistration[]>('GET', withQuery(REGISTRATIONS_PATH, { limit }), undefined, { signal }),
  });

export function useRecentRegistrations(limit: number, enabled = true) {
  return useQuery({ ...registrationsQueryOptions(limit), enabled });
}

/** GET /api/sales-people/{id}/stats?year=: only when a person is selected. */
export const salesStatsQueryOptions = (id: string, year: number | null) =>
  queryOptions({
    queryKey: [`${SALES_PEOPLE_PATH}/${id}/stats`, { year }] as const,
    queryFn: ({ signal }) =>
      apiJson<SalesStats>(
        'GET',
        withQuery(`${SALES_PEOPLE_PATH}/${id}/stats`, { year: year ?? undefined }),
        undefined,
        { signal },
      ),
  });

export function useSalesStats(id: string, year: number | null) {
  return useQuery({ ...salesStatsQueryOptions(id, year), placeholderData: keepPreviousData });
}

/** POST /api/sales-people; the team list reads again. */
export function useCreateSalesPerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSalesPersonBody) => apiJson<SalesPerson>('POST', SALES_PEOPLE_PATH, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [SALES_PEOPLE_PATH] }),
  });
}
