import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tier } from '#contracts/membership';
import english from '../locales/en/tiers.json';
import { apiJson } from './api-client';
import { registerCatalogue, useTranslation } from './i18n';
import { useHydratedQuery } from './use-hydrated';

const PATH = '/api/membership/tiers';

/** Card tiers with their prices: every screen reads this table, so a price staff change shows everywhere. */
export function getTiers(signal?: AbortSignal): Promise<Tier[]> {
  return apiJson<Tier[]>('GET', PATH, undefined, { signal });
}

export const tiersQueryOptions = () =>
  queryOptions({
    queryKey: [PATH] as const,
    queryFn: ({ signal }) => getTiers(signal),
  });

export function useTiers() {
  // Drawn by prerendered public pages too: the answer shows once the page is live.
  return useHydratedQuery(useQuery(tiersQueryOptions()));
}

/** The cards' own words (names, lines, benefits), registered with the tiers' query. */
export const TIERS = registerCatalogue('tiers', english);

/**
 * A card's words in the language shown. The tiers table's words are the English of record and show as
 * they are in English; another language takes them from the catalogue, by the card's id (name, line) or
 * by the benefit's English words, and keeps the table's where the catalogue has none (a line staff
 * added later).
 */
export function useTierWords() {
  const { t, i18n } = useTranslation(TIERS);
  const english = i18n.language === 'en';
  const known = (group: 'names' | 'taglines' | 'benefits', key: string): string | undefined => {
    if (english) return undefined;
    const words = i18n.getResource(i18n.language, TIERS, group) as Record<string, string> | undefined;
    return words?.[key];
  };
  return {
    t,
    name: (tier: Pick<Tier, 'id' | 'name'>) => known('names', tier.id) ?? tier.name,
    tagline: (tier: Pick<Tier, 'id' | 'tagline'>) => known('taglines', tier.id) ?? tier.tagline,
    benefit: (benefit: string) => known('benefits', benefit) ?? benefit,
  };
}
