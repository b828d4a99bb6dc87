import { useState } from 'react';
import { PAGE_META } from '#contracts/page-meta';
import { SectionHeading } from '../../../components/SectionHeading';
import { paths } from '../../../lib/paths';
import { useTiers } from '../../../lib/tiers';
import { usePageMeta } from '../../../lib/use-page-meta';
import { CompareFaq } from '../components/CompareFaq';
import { CompareHero } from '../components/CompareHero';
import { Highlights } from '../components/Highlights';
import { JoinBand } from '../components/JoinBand';
import { PlanTabs } from '../components/PlanTabs';
import { Testimonials } from '../components/Testimonials';
import type { ComparePlan } from '../lib/plans';

const TABS_ID = 'compare-cards';

/** /card2: the Premium and Gold cards side by side. */
export function ComparePage() {
  usePageMeta(PAGE_META[paths.card2]);
  const tiers = useTiers();
  const [plan, setPlan] = useState<ComparePlan>('premium');

  return (
    <>
      <CompareHero targetId={TABS_ID} />
      <Highlights />
      <section id={TABS_ID} aria-labelledby="compare-cards-heading" className="border-t border-border">
        <div className="container-page py-20 md:py-28">
          <SectionHeading
            id="compare-cards-heading"
            eyebrow="Compare the cards"
            title="Choose your card"
            lede="Both cards are a single joining fee. Switch between them to see what each one opens."
            center
          />
          <div className="mt-12">
            <PlanTabs value={plan} onValueChange={setPlan} tiers={tiers.data} status={tiers.status} />
          </div>
        </div>
      </section>
      <Testimonials />
      <CompareFaq />
      <JoinBand plan={plan} onSwitch={setPlan} />
    </>
  );
}
