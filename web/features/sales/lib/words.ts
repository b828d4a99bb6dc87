import type { TFunction } from 'i18next';
import { ADVISOR_MESSAGES } from '#contracts/advisor-codes';
import { PLANS } from '#contracts/constants';
import { LOCALE_TAGS } from '#contracts/locale';
import { SALES_MESSAGES, SALES_NAME_MAX } from '#contracts/sales';
import { RUPEE_FORMAT } from '../../../components/charts/ChartCard';
import { formatRupees } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formMessage } from '../../../lib/i18n/form-messages';

/** The sales catalogue's `t` (useTranslation(SALES)). */
export type SalesT = TFunction<'sales'>;

/** A plan's name in the language shown; a plan the contracts do not know yet keeps its id. */
export const planLabel = (t: SalesT, plan: string) =>
  (PLANS as readonly string[]).includes(plan) ? t(`plan.${plan as (typeof PLANS)[number]}`) : plan;

/**
 * A month's short name: the server's own in English ("Sep"), Intl's in another language ("സെപ്റ്റം"),
 * for the month at this index of the year.
 */
export const monthLabel = (label: string, index: number) =>
  currentLanguage() === 'en'
    ? label
    : new Intl.DateTimeFormat(LOCALE_TAGS[currentLanguage()], { month: 'short', timeZone: 'UTC' }).format(
        Date.UTC(2000, index, 1),
      );

const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/**
 * A rupee axis's tick: the chart kit's in English (₹45K, ₹1.5L); in another language the rupees in full
 * below a lakh (₹2,300) and lakhs by their word above (₹1.5 ലക്ഷം), as Kerala writes them, not Intl's
 * K and M.
 */
export const rupeeTick = (t: SalesT) => (n: number) =>
  currentLanguage() === 'en'
    ? RUPEE_FORMAT.formatTick(n)
    : n >= 100_000
      ? t('stats.lakhs', { n: oneDecimal.format(n / 100_000) })
      : formatRupees(Math.round(n));

/** The add form's messages (the contract's, which the server checks with too) by their key here. */
const FORM_KEYS = {
  [SALES_MESSAGES.nameRequired]: 'form.nameRequired',
  [SALES_MESSAGES.region]: 'form.region',
  [SALES_MESSAGES.phone]: 'form.phone',
  [SALES_MESSAGES.emailTaken]: 'form.emailTaken',
  [ADVISOR_MESSAGES.rate]: 'form.rate',
} as const;

/** A form message in the language shown; one this area does not know goes to the shared list. */
export function formWords(t: SalesT, message: string): string {
  if (message in FORM_KEYS) return t(FORM_KEYS[message as keyof typeof FORM_KEYS]);
  if (message === `Name must be at most ${SALES_NAME_MAX} characters.`)
    return t('form.nameTooLong', { max: SALES_NAME_MAX });
  return formMessage(message) ?? message;
}
