import type { ProductStatus } from '#contracts/catalog';
import { Badge, type BadgeProps } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { CATALOG } from '../i18n';

const VARIANT: Record<ProductStatus, BadgeProps['variant']> = {
  IN_STOCK: 'success',
  PRE_ORDER: 'info',
  VOTE_TO_LAUNCH: 'vote',
};

/**
 * The status badge: In Stock green, Pre-Order blue, Vote to Launch purple.
 * `short` reads "Vote" (the studio card's wording).
 */
export function StatusBadge({
  status,
  short = false,
  className,
}: {
  status: ProductStatus;
  short?: boolean;
  className?: string;
}) {
  const { t } = useTranslation(CATALOG);
  const label = short && status === 'VOTE_TO_LAUNCH' ? t('status.vote') : t(`status.${status}`);
  return (
    <Badge variant={VARIANT[status]} className={cn('bg-surface/95 backdrop-blur-sm', className)}>
      {label}
    </Badge>
  );
}
