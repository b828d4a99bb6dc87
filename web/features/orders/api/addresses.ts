import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput } from '#contracts/addresses';
import { apiJson } from '../../../lib/api-client';

export const ADDRESSES_PATH = '/api/addresses';

export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return apiJson<Address[]>('GET', ADDRESSES_PATH, undefined, { signal });
}

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: [ADDRESSES_PATH] as const, queryFn: ({ signal }) => getAddresses(signal) });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}

export function addAddress(body: AddressInput): Promise<Address> {
  return apiJson<Address>('POST', ADDRESSES_PATH, body);
}

export function useAddAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
}
