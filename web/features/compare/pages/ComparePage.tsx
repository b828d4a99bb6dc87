import { useState } from 'react';
import { Island } from '../../../components/Island';
import { paths } from '../../../lib/paths';
import { usePublicPageMeta } from '../../../lib/use-page-meta';
import { Highlights } from '../components/Highlights';
import { Testimonials } from '../components/Testimonials';
import {
  CompareFaqIsland,
  CompareHeroIsland,
  ComparePlansIsland,
  comparePlan,
  JoinBandIsland,
} from '../islands';

/** /card2: the Premium and Gold cards side by side. */
export function ComparePage() {
  usePublicPageMeta(paths.card2);
  // Each visit opens on Premium, as the page's own state would.
  useState(comparePlan.reset);

  return (
    <>
      <Island name="compare-hero">
        <CompareHeroIsland />
      </Island>
      <Highlights />
      <Island name="compare-plans">
        <ComparePlansIsland />
      </Island>
      <Testimonials />
      <Island name="compare-faq">
        <CompareFaqIsland />
      </Island>
      <Island name="compare-join">
        <JoinBandIsland />
      </Island>
    </>
  );
}
