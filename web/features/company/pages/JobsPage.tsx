import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';
import { CAREERS } from '../careers-i18n';
import { CareersHero } from '../components/CareersHero';
import { OpenPositions } from '../components/OpenPositions';
import { SalesHierarchy } from '../components/SalesHierarchy';
import { OPENINGS } from '../lib/openings';
import { salesTeam } from '../lib/sales-team';

const TEAM = salesTeam(OPENINGS);

/** Careers: the three openings with Apply mail links, and the sales-team chart. */
export function JobsPage() {
  const { t } = useTranslation(CAREERS);
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <CareersHero openings={OPENINGS} />
      <OpenPositions openings={OPENINGS} />
      <SalesHierarchy levels={TEAM} />
    </>
  );
}
