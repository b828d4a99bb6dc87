import { SectionHeading } from '../../components/SectionHeading';
import { useTranslation } from '../../lib/i18n';
import { sharedState } from '../../lib/shared-state';
import { useTiers } from '../../lib/tiers';
import { CompareFaq } from './components/CompareFaq';
import { CompareHero } from './components/CompareHero';
import { JoinBand } from './components/JoinBand';
import { PlanTabs } from './components/PlanTabs';
import { COMPARE } from './i18n';
import type { ComparePlan } from './lib/plans';

/** The tabs' section, which the hero's button glides to. */
export const TABS_ID = 'compare-cards';

/** The plan whose tab is open: the tabs and the Join band share it (two islands). */
export const comparePlan = sharedState<ComparePlan>('premium');

/** /card2's islands (web/app/islands.ts). */
export function CompareHeroIsland() {
  return <CompareHero targetId={TABS_ID} />;
}

export function ComparePlansIsland() {
  const { t } = useTranslation(COMPARE);
  const tiers = useTiers();
  const [plan, setPlan] = comparePlan.useValue();
  return (
    <section id={TABS_ID} aria-labelledby="compare-cards-heading" className="border-t border-border">
      <div className="container-page py-20 md:py-28">
        <SectionHeading
          id="compare-cards-heading"
          eyebrow={t('plans.eyebrow')}
          title={t('plans.title')}
          lede={t('plans.lede')}
          center
        />
        <div className="mt-12">
          <PlanTabs value={plan} onValueChange={setPlan} tiers={tiers.data} status={tiers.status} />
        </div>
      </div>
    </section>
  );
}

export function CompareFaqIsland() {
  return <CompareFaq />;
}

export function JoinBandIsland() {
  const [plan, setPlan] = comparePlan.useValue();
  return <JoinBand plan={plan} onSwitch={setPlan} />;
}
