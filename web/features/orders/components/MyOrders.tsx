import { ArrowRight, Package, Truck } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderSummary } from '#contracts/orders';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { i18n, useTranslation } from '../../../lib/i18n';
import { orderPath, paths } from '../../../lib/paths';
import { useOrders } from '../api/orders';
import { ORDERS } from '../i18n';
import { OrderStatusBadge } from './OrderStatusBadge';

/** How many orders the member has, as far as the pages read say: "20+" while older ones remain. */
export function orderCountText(count: number, more: boolean): string {
  return `${count.toLocaleString('en-IN')}${more ? '+' : ''}`;
}

/** The shop's monogram behind the empty state: decorative, the same letter in every language. */
const MONOGRAM = 'R';

function itemDetails(item: OrderSummary['items'][number]): string {
  const t = i18n.getFixedT(null, ORDERS);
  return [
    item.color && t('line.colour', { colour: item.color }),
    item.size && t('line.size', { size: item.size }),
    t('line.qty', { count: item.quantity }),
  ]
    .filter(Boolean)
    .join(' · ');
}

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation(ORDERS);
  const shipped = Boolean(order.trackingNumber);
  return (
    <li className="rounded-[4px] border border-border bg-surface">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 p-5 sm:p-6">
        <div className="grid gap-1">
          <p className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
            {t('myOrders.order')}
          </p>
          <p className="font-medium tracking-wide">{order.number}</p>
          <p className="text-sm text-muted">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
            {' · '}
            {t('myOrders.pieces', { count: order.itemCount })}
          </p>
        </div>
        <div className="grid justify-items-end gap-2">
          <OrderStatusBadge status={order.status} />
          <p className="font-display text-2xl tabular-nums lining-nums">{formatRupees(order.total)}</p>
        </div>
      </div>
      <ul className="grid gap-4 border-t border-border px-5 py-4 sm:px-6">
        {order.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines keep their order
          <li key={i} className="flex items-center gap-4 text-sm">
            <span className="block aspect-[3/4] w-12 shrink-0 overflow-hidden rounded-[2px] bg-surface-2">
              {item.imageUrl ? (
                <img
                  src={item.imageUrl}
                  alt=""
                  width={48}
                  height={64}
                  className="size-full object-cover"
                  loading="lazy"
                />
              ) : null}
            </span>
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="truncate font-medium">{item.name}</span>
              <span className="text-muted">{itemDetails(item)}</span>
            </span>
            <span className="shrink-0 tabular-nums">{formatRupees(item.price)}</span>
          </li>
        ))}
      </ul>
      {shipped ? (
        <p className="flex items-center gap-2 border-t border-border px-5 py-3 text-sm text-muted sm:px-6">
          <Truck className="size-4 shrink-0 text-gold" aria-hidden="true" />
          <span className="min-w-0 truncate">
            {order.carrier ? `${order.carrier} · ` : ''}
            <span className="tracking-wide text-text">{order.trackingNumber}</span>
          </span>
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3 border-t border-border p-4 sm:flex sm:justify-end sm:px-6">
        <Button asChild variant="outline">
          <Link to={`${orderPath(order.number)}#tracking`}>{t('myOrders.track')}</Link>
        </Button>
        <Button asChild>
          <Link to={orderPath(order.number)}>{t('myOrders.details')}</Link>
        </Button>
      </div>
    </li>
  );
}

function Loading() {
  const { t } = useTranslation(ORDERS);
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only">{t('myOrders.loading')}</span>
      <Skeleton className="h-52 w-full" />
      <Skeleton className="h-52 w-full" />
    </div>
  );
}

function Empty() {
  const { t } = useTranslation(ORDERS);
  return (
    <div className="relative isolate overflow-hidden rounded-[4px] border border-border bg-surface px-6 py-14 text-center sm:px-10 sm:py-16">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -right-6 -bottom-24 -z-10 select-none font-display text-[16rem] leading-none text-gold/[0.07]"
      >
        {MONOGRAM}
      </span>
      <span
        aria-hidden="true"
        className="mx-auto grid size-14 place-items-center rounded-full bg-background text-gold ring-1 ring-gold/40"
      >
        <Package className="size-6" strokeWidth={1.4} />
      </span>
      <p className="mt-6 font-display text-3xl">{t('myOrders.emptyTitle')}</p>
      <div className="hairline mx-auto mt-5 w-20" />
      <p className="mx-auto mt-5 max-w-sm text-sm leading-relaxed text-muted">{t('myOrders.emptyBody')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.studio}>
            {t('myOrders.studio')} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.limitedEdition}>{t('myOrders.limited')}</Link>
        </Button>
      </div>
    </div>
  );
}

/** /profile Orders: 'My Orders' with its count badge, each order with Track and Details. */
export function MyOrdersPanel() {
  const { t } = useTranslation(ORDERS);
  const orders = useOrders();
  const list = orders.orders;
  return (
    <section aria-labelledby="my-orders" className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="my-orders" className="text-3xl md:text-4xl">
          {t('myOrders.title')}
        </h2>
        {list ? (
          <span className="rounded-full bg-gold/15 px-2.5 py-1 text-xs font-semibold text-gold tabular-nums">
            {orderCountText(list.length, orders.hasNextPage)}
            <span className="sr-only"> {t('myOrders.countWord', { count: list.length })}</span>
          </span>
        ) : null}
      </div>
      {orders.isPending ? (
        <Loading />
      ) : !list ? (
        <div role="alert" className="grid justify-items-start gap-4">
          <p className="text-muted">{errorMessage(orders.error, t('myOrders.loadError'))}</p>
          <Button variant="outline" onClick={() => void orders.refetch()}>
            {t('myOrders.tryAgain')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <Empty />
      ) : (
        <>
          <ul className="grid gap-5">
            {list.map((o) => (
              <OrderCard key={o.id} order={o} />
            ))}
          </ul>
          {orders.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void orders.fetchNextPage()}
              disabled={orders.isFetchingNextPage}
            >
              {orders.isFetchingNextPage ? (
                <Spinner label={t('myOrders.loadingMore')} />
              ) : (
                t('myOrders.older')
              )}
            </Button>
          ) : null}
          {orders.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm text-muted">
              {t('myOrders.olderError')}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The overview's two most recent orders, with 'View all orders'. */
export function RecentOrders({ allOrdersHref }: { allOrdersHref: string }) {
  const { t } = useTranslation(ORDERS);
  const orders = useOrders();
  const recent = orders.orders?.slice(0, 2) ?? [];
  return (
    <section aria-labelledby="recent-orders" className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="eyebrow text-gold">{t('myOrders.recentEyebrow')}</p>
          <h2 id="recent-orders" className="mt-1.5 text-3xl md:text-4xl">
            {t('myOrders.recentTitle')}
          </h2>
        </div>
        {recent.length > 0 ? (
          <Button asChild variant="outline">
            <Link to={allOrdersHref}>
              {t('myOrders.viewAll')} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <p role="alert" className="text-sm text-muted">
          {errorMessage(orders.error, t('myOrders.loadError'))}
        </p>
      ) : recent.length === 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-[4px] border border-dashed border-border px-5 py-6">
          <p className="text-sm text-muted">{t('myOrders.recentEmpty')}</p>
          <Button asChild variant="outline">
            <Link to={paths.studio}>{t('myOrders.studio')}</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-5">
          {recent.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </ul>
      )}
    </section>
  );
}
