import { ORDER_STATUS_LABELS, type OrderStatus } from '#contracts/constants';
import { cn } from '../../../lib/cn';

/** Spec 2 section 9: Delivered is green, Processing amber; the other states in the same family. */
const TONES: Record<OrderStatus, string> = {
  pending_payment: 'bg-text/[0.06] text-muted ring-border',
  paid: 'bg-info/15 text-info ring-info/30',
  processing: 'bg-gold/15 text-gold ring-gold/35',
  shipped: 'bg-info/15 text-info ring-info/30',
  delivered: 'bg-success/15 text-success ring-success/30',
  cancelled: 'bg-danger/10 text-danger ring-danger/25',
  refunded: 'bg-text/[0.06] text-text ring-border',
};

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-[0.65rem] font-semibold uppercase leading-none tracking-[0.14em] ring-1',
        TONES[status],
        className,
      )}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
