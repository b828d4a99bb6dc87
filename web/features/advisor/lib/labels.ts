import type { AdvisorCommissionStatus, AdvisorRegistration } from '#contracts/advisor-portal';
import { PLAN_LABELS } from '#contracts/constants';

export const COMMISSION_LABELS: Record<AdvisorCommissionStatus, string> = {
  pending: 'Pending approval',
  payable: 'To be paid',
  paid: 'Paid',
  held: 'On hold',
  reversed: 'Reversed',
};

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

export const APPLICATION_LABELS: Record<AdvisorRegistration['applicationStatus'], string> = {
  pending_review: 'In review',
  approved: 'Approved',
  rejected: 'Not approved',
};

export const tierLabel = (tier: string) => PLAN_LABELS[tier as keyof typeof PLAN_LABELS] ?? tier;

/** The plan she holds now, and the one she joined with once they differ: "Gold (joined Premium)". */
export const planOf = (r: Pick<AdvisorRegistration, 'membershipTier' | 'joinedWithPlan'>) =>
  r.joinedWithPlan !== r.membershipTier
    ? `${tierLabel(r.membershipTier)} (joined ${tierLabel(r.joinedWithPlan)})`
    : tierLabel(r.membershipTier);

/** The customer as the advisor may see them: the name, else the masked contact. */
export const customerOf = (r: AdvisorRegistration) =>
  r.customerName ?? r.customerEmail ?? r.customerPhone ?? 'A new member';
export const contactOf = (r: AdvisorRegistration) => r.customerEmail ?? r.customerPhone ?? '';
