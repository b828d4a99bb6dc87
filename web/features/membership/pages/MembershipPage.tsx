import { useRef, useState } from 'react';
import { PAGE_META } from '#contracts/page-meta';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../../lib/use-page-meta';
import { BenefitChapters } from '../components/BenefitChapters';
import { CardStory } from '../components/CardStory';
import { MembershipCta } from '../components/MembershipCta';
import { MembershipHero } from '../components/MembershipHero';

/** /membership: the card membership landing and its full-screen story. */
export function MembershipPage() {
  usePageMeta(PAGE_META[paths.membership]);
  const [story, setStory] = useState({ open: false, startAt: 0 });
  const opener = useRef<HTMLElement | null>(null);

  const openStory = (startAt: number, from: HTMLElement) => {
    opener.current = from;
    setStory({ open: true, startAt });
  };

  return (
    <>
      <MembershipHero onExplore={(from) => openStory(0, from)} />
      <BenefitChapters onOpen={openStory} />
      <MembershipCta />
      <CardStory
        open={story.open}
        startAt={story.startAt}
        onOpenChange={(open) => setStory((s) => ({ ...s, open }))}
        returnFocus={opener}
      />
    </>
  );
}
