import type { OrderStatus } from '#contracts/constants';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { ORDERS } from '../i18n';

/**
 * Delivered is green, Processing amber (the theme's gold). The others, designed here:
 * Awaiting payment asks for attention without alarm (a dashed gold outline), Confirmed and Shipped are
 * the calm blue of news on the way (Shipped filled: it has left us), Cancelled is red, Refunded neutral.
 */
const TONES: Record<OrderStatus, { badge: string; dot: string }> = {
  pending_payment: {
    badge: 'border border-dashed border-gold/70 bg-gold/[0.05] py-[3px] text-gold ring-0',
    dot: 'bg-gold',
  },
  paid: { badge: 'bg-info/10 text-info ring-info/30', dot: 'bg-info' },
  processing: { badge: 'bg-gold/15 text-gold ring-gold/35', dot: 'bg-gold' },
  shipped: { badge: 'bg-info text-background ring-info', dot: 'bg-background' },
  delivered: { badge: 'bg-success/15 text-success ring-success/35', dot: 'bg-success' },
  cancelled: { badge: 'bg-danger/10 text-danger ring-danger/25', dot: 'bg-danger' },
  refunded: { badge: 'bg-text/[0.06] text-text ring-border', dot: 'bg-muted' },
};

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation(ORDERS);
  const tone = TONES[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-[0.65rem] font-semibold uppercase leading-none tracking-[0.14em] ring-1',
        tone.badge,
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', tone.dot)} />
      {t(`status.${status}`)}
    </span>
  );
}
