import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput } from '#contracts/addresses';
import { apiJson } from './api-client';

/** The member's delivery addresses: checkout picks one, the profile's Overview manages them. */
export const ADDRESSES_PATH = '/api/addresses';
const one = (id: string) => `${ADDRESSES_PATH}/${encodeURIComponent(id)}`;

export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return apiJson<Address[]>('GET', ADDRESSES_PATH, undefined, { signal });
}

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: [ADDRESSES_PATH] as const, queryFn: ({ signal }) => getAddresses(signal) });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}

export const addAddress = (body: AddressInput) => apiJson<Address>('POST', ADDRESSES_PATH, body);
export const updateAddress = (id: string, body: AddressInput) => apiJson<Address>('PUT', one(id), body);
export const setDefaultAddress = (id: string) => apiJson<Address>('POST', `${one(id)}/default`);
export const deleteAddress = (id: string) => apiJson<{ success: true }>('DELETE', one(id));

/** A change to the addresses; the list is read again after it. */
function useAddressChange<T, R>(mutationFn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
}

/** Save a new address, or (with an id) change one. */
export const useSaveAddress = () =>
  useAddressChange(({ id, body }: { id?: string; body: AddressInput }) =>
    id ? updateAddress(id, body) : addAddress(body),
  );
export const useSetDefaultAddress = () => useAddressChange(setDefaultAddress);
export const useDeleteAddress = () => useAddressChange(deleteAddress);
