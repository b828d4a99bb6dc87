import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Storefront } from '#contracts/common';
import type { UserProfile } from '#contracts/user';
import { apiJson } from '../../../lib/api-client';

export const USER_PROFILE_PATH = '/api/user/profile';

/** The storefront's view of the signed-in person: membershipTier NONE is a non-member. */
export function getUserProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiJson<UserProfile>('GET', USER_PROFILE_PATH, undefined, { signal });
}

export const userProfileQueryOptions = () =>
  queryOptions({
    queryKey: [USER_PROFILE_PATH] as const,
    queryFn: ({ signal }) => getUserProfile(signal),
  });

/** A member holds a tier other than NONE; the server gives NONE unless the card is active. */
export function isMember(profile: Pick<UserProfile, 'membershipTier'> | undefined): boolean {
  return Boolean(profile && profile.membershipTier !== 'NONE');
}

export function useMembership({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...userProfileQueryOptions(), enabled });
  return { ...query, isMember: isMember(query.data) };
}

/**
 * Whether the person may buy, pre-order and vote for a piece of this storefront: STUDIO always;
 * LIMITED-EDITION with an active card (their profile, GET /api/user/profile). While the profile loads,
 * or if it cannot be read, yes: the server lists a members-only piece only to members, and refuses
 * on its own (403 MEMBERSHIP_REQUIRED) what the page offers by mistake.
 */
export function useStorefrontAccess(availableIn: Storefront): boolean {
  const limited = availableIn === 'LIMITED-EDITION';
  const membership = useMembership({ enabled: limited });
  return !limited || !membership.isSuccess || membership.isMember;
}
