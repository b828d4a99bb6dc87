import { discountPercent } from '#contracts/constants';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { CATALOG } from '../i18n';

const SIZES = {
  sm: { price: 'text-sm', compare: 'text-xs' },
  md: { price: 'text-base', compare: 'text-sm' },
  lg: { price: 'text-2xl md:text-3xl', compare: 'text-base' },
} as const;

/** Price in rupees (en-IN, ₹1,499) with the crossed-out compare-at price and, if asked, "N% off". */
export function PriceTag({
  price,
  compareAtPrice,
  size = 'md',
  showOff = false,
  className,
}: {
  price: string;
  compareAtPrice?: string | null;
  size?: keyof typeof SIZES;
  showOff?: boolean;
  className?: string;
}) {
  const { t } = useTranslation(CATALOG);
  const off = discountPercent(price, compareAtPrice ?? null);
  const s = SIZES[size];
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className={cn('font-medium tabular-nums', s.price)}>
        {off ? <span className="sr-only">{t('price.now')}</span> : null}
        {formatRupees(price)}
      </span>
      {off && compareAtPrice ? (
        <>
          <s className={cn('text-muted tabular-nums', s.compare)}>
            <span className="sr-only">{t('price.was')}</span>
            {formatRupees(compareAtPrice)}
          </s>
          {showOff ? (
            <span className="text-xs font-medium text-success">{t('price.off', { percent: off })}</span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
