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

/** The side menu of /profile (spec 2 section 2), in order; the chosen one is `?tab=` in the URL. */
export const PROFILE_SECTIONS = [
  { id: 'overview', label: 'Overview', icon: UserRound },
  { id: 'orders', label: 'Orders', icon: Package },
  { id: 'wishlist', label: 'Wishlist', icon: Heart },
  { id: 'votelist', label: 'Votelist', icon: ThumbsUp },
  { id: 'membership', label: 'Membership', icon: CreditCard },
  { id: 'preferences', label: 'Preferences', icon: Palette },
  { id: 'settings', label: 'Account Settings', icon: Settings },
] as const satisfies readonly { id: string; label: string; icon: LucideIcon }[];

export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];

export const DEFAULT_SECTION: ProfileSectionId = 'overview';
export const SECTION_PARAM = 'tab';

/** The section a `?tab=` value names; anything else is the Overview (spec 2 section 4). */
export function sectionOf(value: string | null): ProfileSectionId {
  return PROFILE_SECTIONS.find((s) => s.id === value)?.id ?? DEFAULT_SECTION;
}

export const sectionSearch = (id: ProfileSectionId) => `?${SECTION_PARAM}=${id}`;
