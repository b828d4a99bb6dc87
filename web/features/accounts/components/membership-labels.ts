import type { Account } from '#contracts/auth';
import { PLAN_LABELS } from '#contracts/constants';
import type { CardStatus } from '#contracts/membership';
import type { BadgeProps } from '../../../components/ui/Badge';

/** The tier badge's text: the plan, Basic when there is none yet. */
export const tierLabel = (plan: Account['currentPlan']) => (plan === 'none' ? 'Basic' : PLAN_LABELS[plan]);

export const CARD_STATUS: Record<
  CardStatus,
  { label: string; variant: BadgeProps['variant']; note: string }
> = {
  none: {
    label: 'No card yet',
    variant: 'outline',
    note: 'You have not applied for a card yet. Compare Premium and Gold to choose yours.',
  },
  pending_review: {
    label: 'Pending review',
    variant: 'info',
    note: 'Thank you for applying. Our team reviews every application within 3-5 business days.',
  },
  active: {
    label: 'Active',
    variant: 'success',
    note: 'Your card is active: the Limited Edition is open to you.',
  },
  inactive: {
    label: 'Inactive',
    variant: 'outline',
    note: 'Your card is inactive. A Limited Edition purchase each month keeps it active; the re-entry fee reactivates it.',
  },
  rejected: {
    label: 'Not approved',
    variant: 'outline',
    note: 'Your application was not approved this time. Your joining fee is refunded in full.',
  },
};

/** "Ananya Menon"; the e-mail's name part or 'Member' when no name is saved. */
export function displayName(firstName: string | null, lastName: string | null, email: string | null) {
  const name = [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
  return name || email?.split('@')[0] || 'Member';
}

/** "AM"; the e-mail's first letter, or 'R' for Roslis, when no name is saved. */
export function initialsOf(firstName: string | null, lastName: string | null, email: string | null) {
  const initials = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`;
  return (initials || email?.[0] || 'R').toUpperCase();
}
