import { Package } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderSummary } from '#contracts/orders';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { orderPath, paths } from '../../../lib/paths';
import { useOrders } from '../api/orders';
import { OrderStatusBadge } from './OrderStatusBadge';

function OrderCard({ order }: { order: OrderSummary }) {
  return (
    <li className="rounded-[4px] border border-border bg-surface p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <p className="font-medium tracking-wide">{order.number}</p>
          <p className="text-sm text-muted">{formatDate(order.createdAt)}</p>
        </div>
        <div className="grid justify-items-end gap-1.5">
          <OrderStatusBadge status={order.status} />
          <p className="font-display text-xl tabular-nums">{formatRupees(order.total)}</p>
        </div>
      </div>
      <ul className="mt-4 grid gap-3 border-t border-border pt-4">
        {order.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines keep their order
          <li key={i} className="flex items-center gap-3 text-sm">
            <span className="block aspect-[3/4] w-10 shrink-0 overflow-hidden rounded-[2px] bg-surface-2">
              {item.imageUrl ? (
                <img src={item.imageUrl} alt="" className="size-full object-cover" loading="lazy" />
              ) : null}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate">{item.name}</span>
              <span className="text-muted">
                {[
                  item.color && `Colour ${item.color}`,
                  item.size && `Size ${item.size}`,
                  `Qty ${item.quantity}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            <span className="shrink-0 tabular-nums">{formatRupees(item.price)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button asChild variant="outline" size="sm">
          <Link to={`${orderPath(order.number)}#tracking`}>Track Order</Link>
        </Button>
        <Button asChild size="sm">
          <Link to={orderPath(order.number)}>View Details</Link>
        </Button>
      </div>
    </li>
  );
}

function Loading() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

function Empty() {
  return (
    <div className="grid justify-items-center gap-4 rounded-[4px] border border-dashed border-border px-6 py-14 text-center">
      <span className="grid size-16 place-items-center rounded-full border border-border bg-surface">
        <Package className="size-7 text-gold" aria-hidden="true" strokeWidth={1.4} />
      </span>
      <p className="font-display text-2xl">No orders yet</p>
      <p className="max-w-sm text-sm text-muted">
        When you order, it appears here with its status, tracking and invoice.
      </p>
      <Button asChild>
        <Link to={paths.studio}>Shop the Studio</Link>
      </Button>
    </div>
  );
}

/** /profile Orders (spec 2 section 2): 'My Orders' with its count badge, each order with Track and Details. */
export function MyOrdersPanel() {
  const orders = useOrders();
  return (
    <section aria-labelledby="my-orders" className="grid gap-6">
      <div className="flex items-center gap-3">
        <h2 id="my-orders" className="text-3xl md:text-4xl">
          My Orders
        </h2>
        {orders.data ? (
          <span className="rounded-full bg-gold/15 px-2.5 py-1 text-xs font-semibold text-gold tabular-nums">
            {orders.data.length}
          </span>
        ) : null}
      </div>
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <p role="alert" className="text-muted">
          {errorMessage(orders.error, 'Your orders could not be loaded. Please try again.')}
        </p>
      ) : orders.data.length === 0 ? (
        <Empty />
      ) : (
        <ul className="grid gap-4">
          {orders.data.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The overview's two most recent orders, with 'View all orders' (spec 2 section 2). */
export function RecentOrders({ allOrdersHref }: { allOrdersHref: string }) {
  const orders = useOrders();
  const recent = orders.data?.slice(0, 2) ?? [];
  return (
    <section aria-labelledby="recent-orders" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="recent-orders" className="font-display text-2xl">
          Recent orders
          {orders.data ? <span className="ml-2 text-base text-muted">({orders.data.length})</span> : null}
        </h3>
        {recent.length > 0 ? (
          <Button asChild variant="link">
            <Link to={allOrdersHref}>View all orders</Link>
          </Button>
        ) : null}
      </div>
      {orders.isPending ? (
        <Loading />
      ) : recent.length === 0 ? (
        <p className="text-sm text-muted">No orders yet. Your first order will appear here.</p>
      ) : (
        <ul className="grid gap-4">
          {recent.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </ul>
      )}
    </section>
  );
}
