import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import type { Tier } from '#contracts/membership';
import { MembershipCard } from '../../../components/MembershipCard';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useTierWords } from '../../../lib/tiers';
import { COMPARE } from '../i18n';
import { applyPath, type ComparePlan, SAMPLE_CARDS } from '../lib/plans';

/** One card's panel: a sample card, its one-time price and benefits from the tiers table, and Apply Now. */
export function PlanPanel({
  plan,
  tier,
  status,
}: {
  plan: ComparePlan;
  tier: Tier | undefined;
  status: 'pending' | 'error' | 'success';
}) {
  const { t } = useTranslation(COMPARE);
  const words = useTierWords();
  const name = tier ? words.name(tier) : words.t(`names.${plan}`);
  const sample = SAMPLE_CARDS[plan];
  return (
    <div className="anim-rise grid items-center gap-12 overflow-hidden rounded-[6px] border border-border bg-surface-2 px-5 py-10 sm:px-8 md:grid-cols-[1fr_1.05fr] md:px-14 md:py-16 lg:gap-20">
      <div className="mx-auto w-full max-w-md">
        <MembershipCard
          finish={plan}
          number={sample.lastFour}
          label={t('plans.sampleLabel', { name, validThru: sample.validThru })}
          className="-rotate-[3deg]"
        />
        <p className="eyebrow mt-8 flex justify-between gap-4 px-1" aria-hidden="true">
          <span>{t('plans.sample')}</span>
          <span className="tabular-nums">{t('plans.validThru', { validThru: sample.validThru })}</span>
        </p>
      </div>

      <div>
        <p className="eyebrow text-gold">{t('plans.eyebrowCard')}</p>
        <h3 className="mt-3 text-4xl md:text-5xl">{t('plans.cardName', { name })}</h3>
        <p className="mt-2 min-h-7 font-display text-xl italic text-muted">
          {tier ? words.tagline(tier) : null}
        </p>
        <div className="mt-6 flex min-h-14 items-center">
          {tier ? (
            <p className="inline-flex items-baseline gap-2.5 rounded-full border border-gold/45 bg-gold/10 px-5 py-2">
              <span className="font-display text-3xl font-semibold leading-tight lining-nums">
                {formatRupees(tier.price)}
              </span>
              <span className="text-[0.68rem] font-medium uppercase tracking-[0.2em] text-muted">
                {t('plans.oneTime')}
              </span>
            </p>
          ) : status === 'error' ? (
            <p className="text-sm text-muted">{t('plans.priceError')}</p>
          ) : (
            <Skeleton className="h-13 w-52 rounded-full" />
          )}
        </div>

        {tier ? (
          <ul className="mt-8 grid gap-3" aria-label={t('plans.benefits', { name })}>
            {tier.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-[0.95rem] leading-snug">
                <Check className="mt-0.5 size-4 shrink-0 text-gold" strokeWidth={2} aria-hidden="true" />
                {words.benefit(benefit)}
              </li>
            ))}
          </ul>
        ) : status === 'pending' ? (
          <div className="mt-8 grid gap-3.5">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-4.5" style={{ width: `${88 - ((i * 13) % 40)}%` }} />
            ))}
          </div>
        ) : null}

        <div className="mt-10 flex flex-col items-start gap-4">
          <Button asChild size="lg">
            <Link to={applyPath(plan)} aria-label={t('plans.applyLabel', { name })}>
              {t('plans.apply')} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <p className="text-sm text-muted">{t(`plans.notes.${plan}`)}</p>
        </div>
      </div>
    </div>
  );
}
