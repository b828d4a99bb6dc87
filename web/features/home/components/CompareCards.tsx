import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Tier } from '#contracts/membership';
import { MembershipCard } from '../../../components/MembershipCard';
import { Button } from '../../../components/ui/Button';
import { formatRupees } from '../../../lib/format';
import { rich, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useTierWords } from '../../../lib/tiers';
import { HOME } from '../i18n';

const SHOWN = ['premium', 'gold', 'platinum'] as const;

export function CompareCards({ tiers }: { tiers: Tier[] | undefined }) {
  const { t } = useTranslation(HOME);
  const words = useTierWords();
  const rows = SHOWN.map((id) => tiers?.find((t) => t.id === id)).filter((t): t is Tier => Boolean(t));
  return (
    <section aria-labelledby="compare-cards" className="container-page pb-20 md:pb-28">
      <div className="grid items-center gap-12 overflow-hidden rounded-[6px] border border-border bg-surface-2 px-6 py-14 md:grid-cols-2 md:px-14 md:py-20">
        <div className="relative mx-auto w-full max-w-md pb-10 pr-10 sm:pb-14 sm:pr-14">
          <MembershipCard
            finish="gold"
            className="relative z-10 rotate-[-4deg]"
            label={t('compare.goldLabel')}
          />
          <MembershipCard finish="premium" className="absolute bottom-0 right-0 w-[88%] rotate-[5deg]" />
        </div>
        <div>
          <p className="eyebrow text-gold">{t('compare.eyebrow')}</p>
          <h2 id="compare-cards" className="mt-3 text-4xl md:text-5xl">
            {t('compare.title')}
          </h2>
          <p className="mt-4 max-w-md text-muted">{t('compare.lede')}</p>
          {rows.length ? (
            <dl className="mt-8 grid max-w-md divide-y divide-border border-y border-border">
              {rows.map((row) => (
                <div key={row.id} className="flex items-baseline justify-between gap-4 py-3">
                  <dt className="font-display text-xl">{words.name(row)}</dt>
                  <dd className="text-right text-sm text-muted">
                    {row.invitationOnly
                      ? t('compare.byInvitation')
                      : rich(t('compare.oneTime', { price: formatRupees(row.price) }), {
                          price: <span className="font-medium text-text" />,
                        })}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <Button asChild size="lg" className="mt-9">
            <Link to={paths.card2}>
              {t('compare.cta')} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
