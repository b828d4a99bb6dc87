import { useState } from 'react';
import { Island } from '../../../components/Island';
import { paths } from '../../../lib/paths';
import { usePublicPageMeta } from '../../../lib/use-page-meta';
import { MembershipCta } from '../components/MembershipCta';
import { BenefitChaptersIsland, CardStoryIsland, MembershipHeroIsland, membershipStory } from '../islands';

/** /membership: the card membership landing and its full-screen story. */
export function MembershipPage() {
  usePublicPageMeta(paths.membership);
  // Each visit starts with the story closed, as the page's own state would.
  useState(membershipStory.reset);

  return (
    <>
      <Island name="membership-hero">
        <MembershipHeroIsland />
      </Island>
      <Island name="membership-chapters">
        <BenefitChaptersIsland />
      </Island>
      <MembershipCta />
      <Island name="membership-story">
        <CardStoryIsland />
      </Island>
    </>
  );
}
