import type { TFunction } from 'i18next';
import type { Account } from '#contracts/auth';
import type { CardStatus } from '#contracts/membership';
import type { BadgeProps } from '../../../components/ui/Badge';

/** The accounts catalogue's `t` (useTranslation(ACCOUNTS)). */
export type AccountsT = TFunction<'accounts'>;

/** The tier badge's text: the plan in the language shown, Basic when there is none yet. */
export const tierLabel = (t: AccountsT, plan: Account['currentPlan']) =>
  t(`plans.${plan === 'none' ? 'basic' : plan}`);

/** The card status's badge; its words are `cardStatus.<status>.label` and `.note` in the catalogue. */
export const CARD_STATUS: Record<CardStatus, { variant: BadgeProps['variant'] }> = {
  none: { variant: 'outline' },
  pending_review: { variant: 'info' },
  active: { variant: 'success' },
  inactive: { variant: 'outline' },
  rejected: { variant: 'outline' },
};

/** "Ananya Menon"; the e-mail's name part or `fallback` (t('member')) when no name is saved. */
export function displayName(
  firstName: string | null,
  lastName: string | null,
  email: string | null,
  fallback: string,
) {
  const name = [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
  return name || email?.split('@')[0] || fallback;
}

/** "AM"; the e-mail's first letter, or 'R' for Roslis, when no name is saved. */
export function initialsOf(firstName: string | null, lastName: string | null, email: string | null) {
  const initials = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`;
  return (initials || email?.[0] || 'R').toUpperCase();
}
