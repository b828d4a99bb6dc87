import type { OrderStatus } from '#contracts/orders';
import { Badge } from '../../../components/ui/Badge';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN } from '../i18n';
import { ORDER_BADGE } from './order-text';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(ADMIN);
  const variant = ORDER_BADGE[status];
  return (
    <Badge variant={variant} className={variant === 'outline' ? 'text-muted' : undefined}>
      {t(`orders.statusLabel.${status}`)}
    </Badge>
  );
}
