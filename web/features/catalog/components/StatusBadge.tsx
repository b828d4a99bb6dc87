import type { ProductStatus } from '#contracts/catalog';
import { PRODUCT_STATUS_LABELS } from '#contracts/constants';
import { Badge, type BadgeProps } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';

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
  const label = short && status === 'VOTE_TO_LAUNCH' ? 'Vote' : PRODUCT_STATUS_LABELS[status];
  return (
    <Badge variant={VARIANT[status]} className={cn('bg-surface/95 backdrop-blur-sm', className)}>
      {label}
    </Badge>
  );
}
