import { useQuery } from '@tanstack/react-query';
import type { PreferenceProfile } from '#contracts/preferences';
import { apiJson } from '../../../lib/api-client';

/** The profiles' path: the same query key as the profile page's, so an edit there refreshes the names here. */
const PREFERENCE_PROFILES_PATH = '/api/preference-profiles';

/** One of the people a member shops for: her 'Me' first, then family and friends. */
export interface Person {
  id: string;
  name: string;
  isPrimary: boolean;
}

/**
 * The member's people by name, for the grid's "In my size: For Me / Amma / Meera" (the same names as
 * the product page's "Shopping for"). Only the names are kept from the answer.
 */
export function usePeople({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [PREFERENCE_PROFILES_PATH] as const,
    queryFn: ({ signal }) =>
      apiJson<PreferenceProfile[]>('GET', PREFERENCE_PROFILES_PATH, undefined, { signal }),
    select: (profiles): Person[] => profiles.map(({ id, name, isPrimary }) => ({ id, name, isPrimary })),
    enabled,
  });
}
