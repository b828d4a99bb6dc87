import type { Tier } from '#contracts/membership';
import { useTranslation } from '../../../lib/i18n';
import { ONBOARDING } from '../i18n';

/**
 * A card's name, line and terms in the language shown. The server's words (the tiers table) are the
 * English of record and show as they are in English; another language takes the card's words from the
 * catalogue by its id, or the server's where the catalogue has none (a card added later).
 */
export function useTierWords() {
  const { t, i18n } = useTranslation(ONBOARDING);
  const english = i18n.language === 'en';
  const word = (key: string, fallback: string) =>
    english || !i18n.exists(`${ONBOARDING}:${key}`) ? fallback : t(key as never);
  return {
    name: (tier: Pick<Tier, 'id' | 'name'>) => word(`tiers.${tier.id}.name`, tier.name),
    tagline: (tier: Pick<Tier, 'id' | 'tagline'>) => word(`tiers.${tier.id}.tagline`, tier.tagline),
    /** "one-time, lifetime" for the lifetime cards; the validity as the API words it otherwise. */
    terms: (tier: Pick<Tier, 'validity'>) =>
      tier.validity === 'lifetime'
        ? t('plan.lifetime')
        : english || !i18n.exists(`${ONBOARDING}:plan.validity.${tier.validity}`)
          ? t('plan.oneTime', { validity: tier.validity })
          : t('plan.oneTime', { validity: t(`plan.validity.${tier.validity}` as never) }),
  };
}
