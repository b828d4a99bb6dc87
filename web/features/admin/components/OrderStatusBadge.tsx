import { ORDER_STATUS_LABELS, type OrderStatus } from '#contracts/orders';
import { Badge } from '../../../components/ui/Badge';
import { ORDER_BADGE } from './order-text';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const variant = ORDER_BADGE[status];
  return (
    <Badge variant={variant} className={variant === 'outline' ? 'text-muted' : undefined}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
