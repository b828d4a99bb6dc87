import type { Tier } from '#contracts/membership';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format';
import { useTierWords } from '../../../lib/tiers';
import { hasAmount } from '../lib/card-tiers';

/** A tier's price as the API gives it: "₹5,000 one-time", and a yearly fee when the tier has one. */
export function TierPrice({ tier, className }: { tier: Tier; className?: string }) {
  const { t } = useTierWords();
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className="font-display text-3xl font-semibold leading-none lining-nums">
        {formatRupees(tier.price)}
      </span>
      <span className="text-xs uppercase tracking-[0.16em] text-muted">{t('price.oneTime')}</span>
      {hasAmount(tier.annualFee) ? (
        <span className="w-full text-xs text-muted">
          {t('price.yearly', { fee: formatRupees(tier.annualFee) })}
        </span>
      ) : null}
    </p>
  );
}
