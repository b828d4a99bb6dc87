import {
  CreditCard,
  Heart,
  type LucideIcon,
  Package,
  Palette,
  Settings,
  ThumbsUp,
  UserRound,
} from 'lucide-react';

/**
 * The side menu of /profile, in order; each has its URL, /profile/{id} (profileTab), and its name as
 * `profile.sections.<id>` in the accounts catalogue.
 */
export const PROFILE_SECTIONS = [
  { id: 'overview', icon: UserRound },
  { id: 'orders', icon: Package },
  { id: 'wishlist', icon: Heart },
  { id: 'votelist', icon: ThumbsUp },
  { id: 'membership', icon: CreditCard },
  { id: 'preferences', icon: Palette },
  { id: 'settings', icon: Settings },
] as const satisfies readonly { id: string; icon: LucideIcon }[];

export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];

export const DEFAULT_SECTION: ProfileSectionId = 'overview';
/** Links made before sections had their own URLs (/profile?tab=orders): redirected to /profile/orders. */
export const LEGACY_SECTION_PARAM = 'tab';

/** The section a URL segment names, or undefined for an unknown one. */
export function sectionOf(value: string | undefined | null): ProfileSectionId | undefined {
  if (!value) return DEFAULT_SECTION;
  return PROFILE_SECTIONS.find((s) => s.id === value)?.id;
}
