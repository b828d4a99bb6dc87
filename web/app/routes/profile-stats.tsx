import { Heart, Package, Sparkles, ThumbsUp } from 'lucide-react';
import { usePoints } from '../../features/accounts/api/points';
import { ACCOUNTS } from '../../features/accounts/i18n';
import { useVotelist } from '../../features/catalog/api/voting';
import { useWishlist } from '../../features/catalog/api/wishlist';
import { useOrders } from '../../features/orders/api/orders';
import { orderCountText } from '../../features/orders/components/MyOrders';
import { formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';

/** The Overview's stat cards: orders, wishlist items, votelist count, reward points. */
export function ProfileStats() {
  const orders = useOrders();
  const wishlist = useWishlist();
  const votes = useVotelist();
  const points = usePoints();
  const { t } = useTranslation(ACCOUNTS);
  const cards = [
    {
      label: t('overview.stats.orders'),
      value: orders.orders && orderCountText(orders.orders.length, orders.hasNextPage),
      icon: Package,
    },
    { label: t('overview.stats.wishlist'), value: wishlist.data?.length, icon: Heart },
    { label: t('overview.stats.votelist'), value: votes.data?.length, icon: ThumbsUp },
    { label: t('overview.stats.points'), value: points.data?.balance, icon: Sparkles },
  ];
  return (
    <dl aria-label={t('overview.stats.label')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {cards.map(({ label, value, icon: Icon }) => (
        <div
          key={label}
          className="flex flex-col justify-between rounded-[4px] border border-border bg-surface p-4"
        >
          <dt className="flex items-center gap-2 text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
            <Icon className="size-3.5 text-gold" aria-hidden="true" /> {label}
          </dt>
          <dd className="mt-2 font-display text-3xl tabular-nums lining-nums">
            {value === undefined ? '–' : typeof value === 'number' ? formatNumber(value) : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
