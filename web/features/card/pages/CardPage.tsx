import { useEffect } from 'react';
import { PAGE_META } from '#contracts/page-meta';
import { paths } from '../../../lib/paths';
import { useTiers } from '../../../lib/tiers';
import { usePageMeta } from '../../../lib/use-page-meta';
import { CardHero } from '../components/CardHero';
import { CardStats } from '../components/CardStats';
import { InStoreBlock } from '../components/InStoreBlock';
import { MembershipFaq } from '../components/MembershipFaq';
import { PrivilegesGrid } from '../components/PrivilegesGrid';
import { TiersSection } from '../components/TiersSection';

const STATS_HEADING = 'card-stats';

/** /card: the card landing page. */
export function CardPage() {
  // The server writes the same into the page's HTML for link previews (contracts/page-meta.ts).
  usePageMeta(PAGE_META[paths.card]);
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
