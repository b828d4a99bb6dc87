import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Tier } from '#contracts/membership';
import { MembershipCard } from '../../../components/MembershipCard';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useTierWords } from '../../../lib/tiers';
import { CARD_GOLD } from '../gold-i18n';
import { upgradeCost } from '../lib/card-tiers';
import { LoadError } from './LoadError';

const STEPS = ['signIn', 'choose', 'moves'] as const;

/** How a Premium member moves to Gold: the difference of the two prices, as the API gives them. */
export function GoldUpgrade({
  premium,
  gold,
  pending,
}: {
  premium: Tier | undefined;
  gold: Tier | undefined;
  pending: boolean;
}) {
  const { t } = useTranslation(CARD_GOLD);
  const words = useTierWords();
  return (
    <section aria-labelledby="gold-upgrade" className="container-page pb-20 md:pb-28">
      <div className="grid items-center gap-12 overflow-hidden rounded-[6px] border border-border bg-surface-2 px-6 py-12 md:px-14 md:py-16 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="eyebrow text-gold">{t('upgrade.eyebrow')}</p>
          <h2 id="gold-upgrade" className="mt-3 text-4xl md:text-5xl">
            {t('upgrade.title')}
          </h2>
          <ol className="mt-8 grid gap-4">
            {STEPS.map((step, i) => (
              <li key={step} className="flex items-baseline gap-4">
                <span
                  className="w-7 shrink-0 font-display text-2xl leading-none text-gold"
                  aria-hidden="true"
                >
                  {String(i + 1).padStart(2, '0')}
                </span>
                <span className="text-[0.95rem]">{t(`upgrade.steps.${step}`)}</span>
              </li>
            ))}
          </ol>
          <Button asChild size="lg" variant="outline" className="mt-9 w-full xs:w-auto">
            <Link to={paths.upgrade}>
              {t('upgrade.cta')} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>

        <div className="grid gap-6 rounded-[6px] border border-border bg-surface p-6 md:p-8">
          <div className="flex items-center gap-3" aria-hidden="true">
            <MembershipCard finish="premium" className="w-[42%]" />
            <ArrowRight className="size-5 shrink-0 text-gold" strokeWidth={1.5} />
            <MembershipCard finish="gold" className="w-[42%]" />
          </div>
          {pending ? (
            <div className="grid gap-3">
              <Skeleton className="h-6 w-full" />
              <Skeleton className="h-6 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : premium && gold ? (
            <dl className="grid text-sm">
              <div className="flex items-baseline justify-between gap-4 py-2">
                <dt className="text-muted">{t('upgrade.goldCard', { name: words.name(gold) })}</dt>
                <dd className="whitespace-nowrap tabular-nums">{formatRupees(gold.price)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 border-b border-border py-2">
                <dt className="text-muted">{t('upgrade.premiumPaid', { name: words.name(premium) })}</dt>
                <dd className="whitespace-nowrap tabular-nums">− {formatRupees(premium.price)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 pt-4">
                <dt className="font-medium">{t('upgrade.youPay')}</dt>
                <dd className="whitespace-nowrap font-display text-[1.75rem] font-semibold leading-none text-gold lining-nums md:text-3xl">
                  {formatRupees(upgradeCost(premium, gold))}
                </dd>
              </div>
            </dl>
          ) : (
            <LoadError>{t('upgrade.error')}</LoadError>
          )}
        </div>
      </div>
    </section>
  );
}
