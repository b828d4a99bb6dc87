import { usePageMeta } from '../../../lib/use-page-meta';
import { CareersHero } from '../components/CareersHero';
import { OpenPositions } from '../components/OpenPositions';
import { SalesHierarchy } from '../components/SalesHierarchy';
import { OPENINGS } from '../lib/openings';
import { salesTeam } from '../lib/sales-team';

const TEAM = salesTeam(OPENINGS);

/** Careers: the three openings with Apply mail links, and the sales-team chart. */
export function JobsPage() {
  usePageMeta({
    title: 'Careers',
    description:
      'Join the Roslis sales team in Kerala: Business Development Managers, Regional Marketing Officers and Fashion Advisors.',
  });
  return (
    <>
      <CareersHero openings={OPENINGS} />
      <OpenPositions openings={OPENINGS} />
      <SalesHierarchy levels={TEAM} />
    </>
  );
}
