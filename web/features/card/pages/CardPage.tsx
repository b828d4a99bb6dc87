import { useEffect } from 'react';
import { Island } from '../../../components/Island';
import { paths } from '../../../lib/paths';
import { usePublicPageMeta } from '../../../lib/use-page-meta';
import { CardStats } from '../components/CardStats';
import { InStoreBlock } from '../components/InStoreBlock';
import { PrivilegesGrid } from '../components/PrivilegesGrid';
import { TiersSection } from '../components/TiersSection';
import { CardFaqIsland, CardHeroIsland, STATS_HEADING } from '../islands';

/** /card: the card landing page. */
export function CardPage() {
  // The server writes the same into the page's HTML for link previews (contracts/page-meta.ts).
  usePublicPageMeta(paths.card);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <>
      <Island name="card-hero">
        <CardHeroIsland />
      </Island>
      <CardStats headingId={STATS_HEADING} />
      <PrivilegesGrid />
      <InStoreBlock />
      <Island name="card-tiers">
        <TiersSection />
      </Island>
      <Island name="card-faq">
        <CardFaqIsland />
      </Island>
    </>
  );
}
