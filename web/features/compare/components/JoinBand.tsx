import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { MembershipCard } from '../../../components/MembershipCard';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { useTierWords } from '../../../lib/tiers';
import { COMPARE } from '../i18n';
import { applyPath, type ComparePlan } from '../lib/plans';

/** The last word on /card2: Join Now applies for the card whose tab is open. */
export function JoinBand({ plan, onSwitch }: { plan: ComparePlan; onSwitch: (plan: ComparePlan) => void }) {
  const { t } = useTranslation(COMPARE);
  const { t: tier } = useTierWords();
  const other: ComparePlan = plan === 'premium' ? 'gold' : 'premium';
  const name = tier(`names.${plan}`);
  return (
    <section aria-labelledby="join-now" className="container-page py-20 md:py-28">
      <div className="grid items-center gap-10 overflow-hidden rounded-[6px] border border-border bg-surface-2 px-6 py-14 text-center md:grid-cols-[1.4fr_1fr] md:px-14 md:py-16 md:text-left">
        <div>
          <p className="eyebrow text-gold">{t('join.eyebrow')}</p>
          <h2 id="join-now" className="mt-3 text-4xl md:text-5xl">
            {t('join.title', { name })}
          </h2>
          <p className="mx-auto mt-4 max-w-md text-muted md:mx-0">{t('join.lede')}</p>
          <div className="mt-9 flex flex-col items-center gap-3 sm:flex-row md:items-start">
            <Button asChild size="lg">
              <Link to={applyPath(plan)} aria-label={t('join.label', { name })}>
                {t('join.cta')} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button variant="ghost" size="lg" onClick={() => onSwitch(other)}>
              {t('join.switch', { name: tier(`names.${other}`) })}
            </Button>
          </div>
        </div>
        <div className="mx-auto hidden w-full max-w-xs md:block">
          <MembershipCard finish={plan} className="rotate-[4deg]" />
        </div>
      </div>
    </section>
  );
}
