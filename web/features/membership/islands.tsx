import { sharedState } from '../../lib/shared-state';
import { BenefitChapters } from './components/BenefitChapters';
import { CardStory } from './components/CardStory';
import { MembershipHero } from './components/MembershipHero';

/**
 * The story's state: the hero's button and the chapters open it (each its own island of the prerendered
 * page), the story shows it. `opener` is the button that opened it, which gets the focus back.
 */
export const membershipStory = sharedState({ open: false, startAt: 0 });
const opener: { current: HTMLElement | null } = { current: null };

const openStory = (startAt: number, from: HTMLElement) => {
  opener.current = from;
  membershipStory.set({ open: true, startAt });
};

/** /membership's islands (web/app/islands.ts). */
export function MembershipHeroIsland() {
  return <MembershipHero onExplore={(from) => openStory(0, from)} />;
}

export function BenefitChaptersIsland() {
  return <BenefitChapters onOpen={openStory} />;
}

export function CardStoryIsland() {
  const [story, setStory] = membershipStory.useValue();
  return (
    <CardStory
      open={story.open}
      startAt={story.startAt}
      onOpenChange={(open) => setStory((s) => ({ ...s, open }))}
      returnFocus={opener}
    />
  );
}
