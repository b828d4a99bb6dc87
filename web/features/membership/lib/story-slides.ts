import type { TFunction } from 'i18next';
import { CalendarClock, Gem, Gift, type LucideIcon, Store, Vote, WalletCards, Zap } from 'lucide-react';
import type { CardFinish } from '../../../components/MembershipCard';
import { cardRuleParams } from '../../../lib/card-rules-text';
import type english from '../../../locales/en/membership.json';
import type { MEMBERSHIP } from '../i18n';

/**
 * The card story: nine slides in this order. Prices on the two card slides are the
 * story's launch-offer copy, not the price list: marketing figures stay copy,
 * and every price that is charged comes from GET /api/membership/tiers.
 */
export type StoryVisual = { kind: 'icon'; icon: LucideIcon } | { kind: 'card'; finish: CardFinish };

/** A slide's words are in the membership catalogue (`story.slides.<id>`: eyebrow, title, two lines, summary). */
export type SlideId = keyof typeof english.story.slides;

export interface StorySlide {
  id: SlideId;
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
    visual: { kind: 'icon', icon: Store },
    background: 'linear-gradient(160deg, #0c241b 0%, #1d4a39 52%, #0a1c15 100%)',
  },
  {
    id: 'limited-edition',
    visual: { kind: 'icon', icon: Gem },
    background: 'linear-gradient(160deg, #2b0a14 0%, #6a1e32 52%, #220811 100%)',
  },
  {
    id: 'birthday-gift',
    visual: { kind: 'icon', icon: Gift },
    background: 'linear-gradient(160deg, #3d1418 0%, #8e3f38 52%, #2c0e11 100%)',
  },
  {
    id: 'dynamo-deal',
    visual: { kind: 'icon', icon: Zap },
    background: 'linear-gradient(160deg, #10152c 0%, #2a3464 52%, #0b0f20 100%)',
  },
  {
    id: 'studio-voting',
    visual: { kind: 'icon', icon: Vote },
    background: 'linear-gradient(160deg, #1f0f28 0%, #53306a 52%, #170a1e 100%)',
  },
  {
    id: 'flexible-payments',
    visual: { kind: 'icon', icon: WalletCards },
    background: 'linear-gradient(160deg, #08222a 0%, #1b5460 52%, #061a20 100%)',
  },
  {
    id: 'premium-card',
    visual: { kind: 'card', finish: 'premium' },
    background: 'linear-gradient(160deg, #071a13 0%, #143a2c 55%, #05140e 100%)',
    offer: { standard: 5000, launch: 500 },
  },
  {
    id: 'gold-card',
    visual: { kind: 'card', finish: 'gold' },
    background: 'linear-gradient(160deg, #1e1407 0%, #5e4219 52%, #150e04 100%)',
    offer: { standard: 15000, launch: 1000 },
  },
  {
    id: 'join',
    visual: { kind: 'icon', icon: CalendarClock },
    background: 'linear-gradient(160deg, #0b0b0b 0%, #2a2113 55%, #090909 100%)',
    join: true,
  },
];

/** The join slide's launch-offer window: a fixed figure in the story. */
export const LAUNCH_WINDOW = [
  { value: '15', unit: 'days' },
  { value: '08', unit: 'hours' },
  { value: '45', unit: 'mins' },
] as const;

/** A slide's words in the language of `t`: eyebrow, title, its lines, and the chapter tile's summary. */
export function slideWords(t: TFunction<typeof MEMBERSHIP>, slide: Pick<StorySlide, 'id'>) {
  const key = `story.slides.${slide.id}` as const;
  return {
    eyebrow: t(`${key}.eyebrow`),
    title: t(`${key}.title`),
    lines: [t(`${key}.line1`, cardRuleParams()), t(`${key}.line2`, cardRuleParams())],
    summary: t(`${key}.summary`, cardRuleParams()),
  };
}
