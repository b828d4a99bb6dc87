import type { TFunction } from 'i18next';
import type { AdvisorCommissionStatus, AdvisorRegistration } from '#contracts/advisor-portal';
import { PLANS } from '#contracts/constants';
import { LOCALE_TAGS } from '#contracts/locale';
import { RUPEE_FORMAT } from '../../../components/charts/ChartCard';
import { formatRupees } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** The advisor catalogue's `t` (useTranslation(ADVISOR)). */
export type AdvisorT = TFunction<'advisor'>;

export const COMMISSION_BADGES: Record<
  AdvisorCommissionStatus,
  'neutral' | 'success' | 'info' | 'vote' | 'outline'
> = {
  pending: 'neutral',
  payable: 'info',
  paid: 'success',
  held: 'vote',
  reversed: 'outline',
};

/** A plan's name in the language shown; a plan the contracts do not know yet keeps its id. */
export const tierLabel = (t: AdvisorT, tier: string) =>
  (PLANS as readonly string[]).includes(tier) ? t(`plan.${tier as (typeof PLANS)[number]}`) : tier;

/** The plan she holds now, and the one she joined with once they differ: "Gold (joined Premium)". */
export const planOf = (t: AdvisorT, r: Pick<AdvisorRegistration, 'membershipTier' | 'joinedWithPlan'>) =>
  r.joinedWithPlan !== r.membershipTier
    ? t('registrations.planJoined', {
        now: tierLabel(t, r.membershipTier),
        joined: tierLabel(t, r.joinedWithPlan),
      })
    : tierLabel(t, r.membershipTier);

/** The customer as the advisor may see them: the name, else the masked contact. */
export const customerOf = (t: AdvisorT, r: AdvisorRegistration) =>
  r.customerName ?? r.customerEmail ?? r.customerPhone ?? t('registrations.newMember');
export const contactOf = (r: AdvisorRegistration) => r.customerEmail ?? r.customerPhone ?? '';

const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/**
 * A rupee axis's tick: the chart kit's in English (₹45K, ₹1.5L); in another language the rupees in full
 * below a lakh (₹2,300) and lakhs by their word above (₹1.5 ലക്ഷം), as Kerala writes them, not Intl's
 * K and M.
 */
export const rupeeTick = (t: AdvisorT) => (n: number) =>
  currentLanguage() === 'en'
    ? RUPEE_FORMAT.formatTick(n)
    : n >= 100_000
      ? t('performance.lakhs', { n: oneDecimal.format(n / 100_000) })
      : formatRupees(Math.round(n));

/** A chart's month: the server's short name in English ("Sep"), Intl's in another ("സെപ്റ്റം"). */
export const monthLabel = (label: string, index: number) =>
  currentLanguage() === 'en' ? label : monthName(index, 'short');

/** A month's name in the language shown: (0, 'long') -> "January" / "ജനുവരി". */
export const monthName = (index: number, month: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(LOCALE_TAGS[currentLanguage()], { month, timeZone: 'UTC' }).format(
    Date.UTC(2000, index, 1),
  );
