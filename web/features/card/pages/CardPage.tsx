import { useEffect } from 'react';
import { useTiers } from '../../../lib/tiers';
import { usePageMeta } from '../../../lib/use-page-meta';
import { CardHero } from '../components/CardHero';
import { CardStats } from '../components/CardStats';
import { InStoreBlock } from '../components/InStoreBlock';
import { MembershipFaq } from '../components/MembershipFaq';
import { PrivilegesGrid } from '../components/PrivilegesGrid';
import { TiersSection } from '../components/TiersSection';

const STATS_HEADING = 'card-stats';

/** /card: the card landing page (spec 1, "Card landing page"). */
export function CardPage() {
  usePageMeta({
    title: 'The Roslis Card — Crafted for the Few',
    description:
      'A selective membership card for women’s wear from Kerala: 450+ exclusive designs every month, early access to studio launches, savings of up to 70% and sizes XS to 10XL.',
  });
  const tiers = useTiers();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <>
      <CardHero statsHeadingId={STATS_HEADING} />
      <CardStats headingId={STATS_HEADING} />
      <PrivilegesGrid />
      <InStoreBlock />
      <TiersSection />
      <MembershipFaq tiers={tiers.data} />
    </>
  );
}
