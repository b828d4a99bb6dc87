import { discountPercent } from '#contracts/constants';
import { Badge } from '../../../components/ui/Badge';
import { useTranslation } from '../../../lib/i18n';
import { CATALOG } from '../i18n';

/** "−20%" when a compare-at price exists (round((1 - price / compareAt) * 100)). */
export function DiscountBadge({
  price,
  compareAtPrice,
  className,
}: {
  price: string;
  compareAtPrice: string | null;
  className?: string;
}) {
  const { t } = useTranslation(CATALOG);
  const off = discountPercent(price, compareAtPrice);
  if (!off) return null;
  return (
    <Badge variant="gold" className={className}>
      <span aria-hidden="true">−{off}%</span>
      <span className="sr-only">{t('price.off', { percent: off })}</span>
    </Badge>
  );
}
