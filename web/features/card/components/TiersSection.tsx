import { ArrowRight, Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TierId } from '#contracts/membership';
import { SectionHeading } from '../../../components/SectionHeading';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatRupees } from '../../../lib/format';
import { rich, useTranslation } from '../../../lib/i18n';
import { useTiers, useTierWords } from '../../../lib/tiers';
import { CARD } from '../i18n';
import { applyPath, chosenPlan, DEFAULT_PLAN, findTier, publicTiers } from '../lib/card-tiers';
import { LoadError } from './LoadError';
import { TierChooser } from './TierChooser';
import { TierOptionSkeleton } from './TierOption';

/** The benefits of the chosen card, the chooser itself, and "Apply for the Card" with the chosen plan. */
export function TiersSection() {
  const { t } = useTranslation(CARD);
  const words = useTierWords();
  const query = useTiers();
  const [wanted, setWanted] = useState<TierId>(DEFAULT_PLAN);
  const tiers = publicTiers(query.data);
  const plan = chosenPlan(tiers, wanted);
  const chosen = findTier(tiers, plan);

  return (
    <section aria-labelledby="card-choose" className="border-y border-border bg-surface">
      <div className="container-page py-20 md:py-28">
        <SectionHeading
          id="card-choose"
          eyebrow={t('tiers.eyebrow')}
          title={t('tiers.title')}
          lede={t('tiers.lede')}
        />

        <div className="mt-12">
          {query.isPending ? (
            <div className="grid gap-4 lg:grid-cols-3 lg:gap-5" aria-busy="true">
              <span className="sr-only" role="status">
                {t('tiers.loading')}
              </span>
              <TierOptionSkeleton />
              <TierOptionSkeleton />
              <TierOptionSkeleton />
            </div>
          ) : query.isError ? (
            <LoadError>{t('tiers.error')}</LoadError>
          ) : (
            <TierChooser tiers={tiers} value={plan} onChange={setWanted} labelledBy="card-choose" />
          )}
        </div>

        <div className="mt-14 grid gap-10 border-t border-border pt-12 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <div>
            <h3 className="text-3xl md:text-4xl">
              {chosen
                ? rich(t('tiers.includedWith', { name: words.name(chosen) }), {
                    name: <span className="italic text-gold" />,
                  })
                : t('tiers.includedDefault')}
            </h3>
            <p className="mt-3 max-w-xs text-sm text-muted">{t('tiers.includedLede')}</p>
          </div>
          {query.isPending ? (
            <ul className="grid gap-x-10 gap-y-5 sm:grid-cols-2" aria-hidden="true">
              {['a', 'b', 'c', 'd', 'e', 'f'].map((k) => (
                <li key={k} className="flex gap-3 border-b border-border pb-5">
                  <Skeleton className="h-6 w-full" />
                </li>
              ))}
            </ul>
          ) : chosen ? (
            <ul className="grid gap-x-10 gap-y-5 sm:grid-cols-2">
              {chosen.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 border-b border-border pb-5 text-[0.95rem]">
                  <Check className="mt-1 size-4 shrink-0 text-gold" strokeWidth={2} aria-hidden="true" />
                  {words.benefit(benefit)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div className="mt-14 flex flex-col items-center gap-4 text-center">
          <Button asChild size="lg" className="w-full xs:w-auto">
            <Link to={applyPath(plan)}>
              {t('tiers.apply')} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <p className="min-h-6 text-sm text-muted" aria-live="polite">
            {chosen
              ? t('tiers.summary', { name: words.name(chosen), price: formatRupees(chosen.price) })
              : null}
          </p>
        </div>
      </div>
    </section>
  );
}
