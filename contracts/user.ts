import { z } from 'zod';
import { cardStatus, plan } from './membership.ts';

/** NONE means non-member; any other tier counts as a member. */
export const MEMBERSHIP_TIERS = ['NONE', 'BASIC', 'PREMIUM', 'GOLD', 'PLATINUM'] as const;
export const membershipTier = z.enum(MEMBERSHIP_TIERS);
export type MembershipTier = z.infer<typeof membershipTier>;

/**
 * GET /api/user/profile (storefront use). membershipTier is the plan in upper case while the card is
 * active, otherwise NONE (only an active card opens the limited edition).
 */
export const userProfile = z.object({
  userId: z.uuid(),
  email: z.string().nullable(),
  membershipTier,
  plan,
  cardStatus,
  isMember: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfile>;
