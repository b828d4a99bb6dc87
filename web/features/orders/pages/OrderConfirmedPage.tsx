import { CheckCircle2, CircleSlash, Mail, PackageCheck, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AddressBlock } from '../../../components/addresses/AddressBlock';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { rich, useTranslation } from '../../../lib/i18n';
import { orderPath, paths, profileTab } from '../../../lib/paths';
import { useOfferInstallAfterPurchase } from '../../../lib/pwa/install-prompt';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useOrder } from '../api/orders';
import { fromOrderLine, LineItem } from '../components/LineItem';
import { OrderTotals } from '../components/OrderTotals';
import { ORDERS } from '../i18n';

/** While the payment is still being confirmed (the webhook may lag the browser): ask every 2 s for 30 s. */
export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_POLL_FOR_MS = 30_000;

const NEXT_STEPS = [
  { icon: Mail, text: 'confirmed.step1' },
  { icon: PackageCheck, text: 'confirmed.step2' },
  { icon: Truck, text: 'confirmed.step3' },
] as const;

/** True once `ms` have passed since the page opened (re-renders the page when it happens). */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

function Heading({ status, number, gaveUp }: { status: string; number: string; gaveUp: boolean }) {
  const { t } = useTranslation(ORDERS);
  if (status === 'pending_payment') {
    return (
      <div role="status" aria-live="polite" className="grid justify-items-center gap-4">
        {gaveUp ? null : <Spinner className="text-gold" />}
        <h1 className="font-display text-4xl sm:text-5xl">{t('confirmed.confirming')}</h1>
        <p className="max-w-md text-muted">{gaveUp ? t('confirmed.slow') : t('confirmed.keepOpen')}</p>
        <p className="text-sm">
          {rich(t('confirmed.order', { number }), {
            number: <strong className="font-semibold tracking-wide" />,
          })}
        </p>
      </div>
    );
  }
  if (status === 'cancelled' || status === 'refunded') {
    return (
      <div className="grid justify-items-center gap-4">
        <CircleSlash className="size-12 text-muted" strokeWidth={1.3} aria-hidden="true" />
        <h1 className="font-display text-4xl sm:text-5xl">{t('confirmed.cancelledTitle')}</h1>
        <p className="max-w-md text-muted">
          {rich(t(status === 'refunded' ? 'confirmed.refundedBody' : 'confirmed.cancelledBody', { number }), {
            number: <strong className="font-semibold text-text" />,
          })}
        </p>
      </div>
    );
  }
  return (
    <div className="grid justify-items-center gap-4">
      <CheckCircle2 className="size-14 text-success" strokeWidth={1.2} aria-hidden="true" />
      <p className="eyebrow text-gold">{t('confirmed.thanks')}</p>
      <h1 className="font-display text-4xl sm:text-5xl">{t('confirmed.title')}</h1>
      <p className="text-lg">
        {rich(t('confirmed.order', { number }), {
          number: <strong className="font-semibold tracking-wide" />,
        })}
      </p>
      <p className="flex items-center gap-2 text-sm text-muted">
        <Mail className="size-4" aria-hidden="true" /> {t('confirmed.emailed')}
      </p>
    </div>
  );
}

/** Paid and going ahead (not waiting for its payment, not cancelled or refunded). */
const isConfirmed = (status: string) =>
  status !== 'pending_payment' && status !== 'cancelled' && status !== 'refunded';

/** /orders/{number}/confirmed, right after payment: thank you, the order and what happens next. */
export function OrderConfirmedPage() {
  const { orderNumber = '' } = useParams();
  const { t } = useTranslation(ORDERS);
  usePageMeta({
    title: t('confirmed.metaTitle', { number: orderNumber }),
    description: t('confirmed.metaDescription'),
  });
  const gaveUp = useElapsed(CONFIRM_POLL_FOR_MS);
  const order = useOrder(orderNumber, {
    refetchInterval: (current) =>
      current?.status === 'pending_payment' && !gaveUp ? CONFIRM_POLL_MS : false,
  });

  // A purchase is one of the two moments the shop offers to install itself (the other, a vote).
  useOfferInstallAfterPurchase(order.data !== undefined && isConfirmed(order.data.status));

  if (order.isPending) {
    return (
      <div className="mx-auto grid max-w-3xl gap-6 px-5 py-16" aria-busy="true">
        <Skeleton className="mx-auto h-14 w-14 rounded-full" />
        <Skeleton className="mx-auto h-12 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (order.isError) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-5 py-20 text-center">
        <h1 className="font-display text-3xl">{t('confirmed.notFound')}</h1>
        <p className="text-muted">{errorMessage(order.error, t('confirmed.checkOrders'))}</p>
        <Button asChild className="mx-auto">
          <Link to={profileTab('orders')}>{t('confirmed.myOrders')}</Link>
        </Button>
      </div>
    );
  }
  const o = order.data;
  const confirmed = isConfirmed(o.status);
  return (
    <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
      <div className="text-center">
        <Heading status={o.status} number={o.number} gaveUp={gaveUp} />
      </div>

      <section
        aria-labelledby="confirmed-lines"
        className="mt-10 rounded-[4px] border border-border bg-surface p-5 sm:p-8"
      >
        <h2 id="confirmed-lines" className="font-display text-2xl">
          {t('confirmed.pieces')}
        </h2>
        <ul className="divide-y divide-border">
          {o.lines.map((l) => (
            <LineItem key={l.id} line={fromOrderLine(l)} />
          ))}
        </ul>
        <OrderTotals
          subtotal={o.subtotal}
          rules={o.rules}
          total={o.total}
          totalLabel={confirmed ? t('totals.totalPaid') : t('totals.total')}
          preOrderShipsAfter={o.preOrderShipsAfter}
        />
      </section>

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section
          aria-labelledby="confirmed-address"
          className="rounded-[4px] border border-border p-5 sm:p-6"
        >
          <h2 id="confirmed-address" className="eyebrow">
            {t('confirmed.deliveringTo')}
          </h2>
          <AddressBlock address={o.address} className="mt-3" />
        </section>
        {confirmed ? (
          <section aria-labelledby="confirmed-next" className="rounded-[4px] border border-border p-5 sm:p-6">
            <h2 id="confirmed-next" className="eyebrow">
              {t('confirmed.next')}
            </h2>
            <ol className="mt-3 grid gap-3 text-sm">
              {NEXT_STEPS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex gap-3">
                  <Icon className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
                  <span>{t(text)}</span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>

      <div className="mt-10 grid gap-3 sm:flex sm:justify-center">
        <Button asChild>
          <Link to={orderPath(o.number)}>{t('confirmed.view')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.studio}>{t('confirmed.continue')}</Link>
        </Button>
      </div>
    </div>
  );
}
