import { CalendarClock, Gem, Gift, type LucideIcon, Store, Vote, WalletCards, Zap } from 'lucide-react';
import type { CardFinish } from '../../../components/MembershipCard';
import { CARD_RULE_TEXT as T } from '../../../lib/card-rules-text';

/**
 * The card story: nine slides in this order. Prices on the two card slides are the
 * story's launch-offer copy, not the price list: marketing figures stay copy,
 * and every price that is charged comes from GET /api/membership/tiers.
 */
export type StoryVisual = { kind: 'icon'; icon: LucideIcon } | { kind: 'card'; finish: CardFinish };

export interface StorySlide {
  id: string;
  eyebrow: string;
  title: string;
  /** Two or three short lines of copy. */
  lines: string[];
  /** One line for the chapter tiles on the page. */
  summary: string;
  visual: StoryVisual;
  /** The slide's own canvas: deep tones with ivory type, the same in every theme. */
  background: string;
  /** Card slides: the story's standard and launch-offer figures in rupees. */
  offer?: { standard: number; launch: number };
  join?: boolean;
}

export const STORY_SLIDES: readonly StorySlide[] = [
  {
    id: 'insider-store',
    eyebrow: 'Card benefit 01',
    title: 'Insider Store Access',
    lines: [
      'Your card opens LIMITED-EDITION, the members-only insider store, with 75+ new designs every month.',
      'Flash sales of up to 70% off, and every design in sizes XS to 8XL.',
    ],
    summary: '75+ new members-only designs a month',
    visual: { kind: 'icon', icon: Store },
    background: 'linear-gradient(160deg, #0c241b 0%, #1d4a39 52%, #0a1c15 100%)',
  },
  {
    id: 'limited-edition',
    eyebrow: 'Card benefit 02',
    title: 'Limited-Edition Designs',
    lines: [
      'Each limited-edition style is made in a run of just 25 pieces.',
      'Never repeated: once a run is gone, it is gone for good.',
    ],
    summary: 'Runs of 25 pieces, never repeated',
    visual: { kind: 'icon', icon: Gem },
    background: 'linear-gradient(160deg, #2b0a14 0%, #6a1e32 52%, #220811 100%)',
  },
  {
    id: 'birthday-gift',
    eyebrow: 'Card benefit 03',
    title: 'Free Birthday Gift',
    lines: [
      'A gift from us in your birthday month, every year.',
      `From your ${T.birthdayPremium} month on Premium, and from your very first month on Gold and Platinum.`,
    ],
    summary: 'A gift from us every birthday month',
    visual: { kind: 'icon', icon: Gift },
    background: 'linear-gradient(160deg, #3d1418 0%, #8e3f38 52%, #2c0e11 100%)',
  },
  {
    id: 'dynamo-deal',
    eyebrow: 'Card benefit 04',
    title: 'Dynamo Deal',
    lines: [
      `Log in between ${T.dynamoHours} and a surprise gift may be waiting for you.`,
      'A small thank-you for dropping by, reserved for card members.',
    ],
    summary: `Surprise gifts, ${T.dynamoHours.replace(' and ', ' to ')}`,
    visual: { kind: 'icon', icon: Zap },
    background: 'linear-gradient(160deg, #10152c 0%, #2a3464 52%, #0b0f20 100%)',
  },
  {
    id: 'studio-voting',
    eyebrow: 'Card benefit 05',
    title: 'Studio Voting Access',
    lines: [
      'See upcoming Studio designs before anyone else and vote for the ones you love.',
      'The designs members choose are the ones we make, and you can pre-order first.',
    ],
    summary: 'Vote for the designs we make next',
    visual: { kind: 'icon', icon: Vote },
    background: 'linear-gradient(160deg, #1f0f28 0%, #53306a 52%, #170a1e 100%)',
  },
  {
    id: 'flexible-payments',
    eyebrow: 'Card benefit 06',
    title: 'Flexible Payment Options',
    lines: [
      `From your ${T.emiFrom} purchase, no-cost EMI over ${T.emiMonths}.`,
      'We absorb the interest, so you pay the price of the piece and nothing more.',
    ],
    summary: `No-cost EMI from your ${T.emiFrom} purchase`,
    visual: { kind: 'icon', icon: WalletCards },
    background: 'linear-gradient(160deg, #08222a 0%, #1b5460 52%, #061a20 100%)',
  },
  {
    id: 'premium-card',
    eyebrow: 'The cards',
    title: 'Premium Card',
    lines: [
      'Your entry to the club, with a launch offer.',
      `Your LIMITED-EDITION pick each month for ${T.pickPremium}, worth up to ${T.pickCap}, and ${T.memberPremium} off every other piece. The pick keeps your card active; after a missed month, re-entry is ${T.reEntry}.`,
    ],
    summary: 'Your entry to the club',
    visual: { kind: 'card', finish: 'premium' },
    background: 'linear-gradient(160deg, #071a13 0%, #143a2c 55%, #05140e 100%)',
    offer: { standard: 5000, launch: 500 },
  },
  {
    id: 'gold-card',
    eyebrow: 'The cards',
    title: 'Gold Card',
    lines: [
      `Your monthly LIMITED-EDITION pick is free, worth up to ${T.pickCap}, with ${T.memberGold} off every other piece.`,
      `Everything in Premium, with ${T.earlyAccess} early access to launches.`,
    ],
    summary: 'Your monthly pick free',
    visual: { kind: 'card', finish: 'gold' },
    background: 'linear-gradient(160deg, #1e1407 0%, #5e4219 52%, #150e04 100%)',
    offer: { standard: 15000, launch: 1000 },
  },
  {
    id: 'join',
    eyebrow: 'Your invitation',
    title: 'Join the few',
    lines: [
      'Apply with your Fashion Advisor’s code. Our team reviews every application personally.',
      'The launch offer is open for a short window.',
    ],
    summary: 'Apply for your card',
    visual: { kind: 'icon', icon: CalendarClock },
    background: 'linear-gradient(160deg, #0b0b0b 0%, #2a2113 55%, #090909 100%)',
    join: true,
  },
];

/** The join slide's launch-offer window: a fixed figure in the story. */
export const LAUNCH_WINDOW = [
  { value: '15', unit: 'Days' },
  { value: '08', unit: 'Hours' },
  { value: '45', unit: 'Mins' },
] as const;
