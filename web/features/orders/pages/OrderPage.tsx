import { ArrowLeft, Printer, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { Order, OrderEvent, OrderStatus } from '#contracts/orders';
import { AddressBlock } from '../../../components/addresses/AddressBlock';
import { Button } from '../../../components/ui/Button';
import { Label } from '../../../components/ui/Input';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { Textarea } from '../../../components/ui/Textarea';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { profileTab } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useCancelOrder, useOrder } from '../api/orders';
import { ExchangeForm } from '../components/ExchangeForm';
import { FitQuestion } from '../components/FitQuestion';
import { Invoice } from '../components/Invoice';
import { fromOrderLine, LineItem } from '../components/LineItem';
import { EmiPaidLine } from '../components/NoCostEmi';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { OrderTotals } from '../components/OrderTotals';
import { PaymentDialog } from '../components/PaymentDialog';
import { ReviewForm } from '../components/ReviewForm';
import { ORDERS } from '../i18n';
import { useOrderPayment } from '../lib/use-order-payment';

/** A line's exchange request as the member reads it (staff decide in the back office). */
/** Its words are `order.exchange.<status>` in the catalogue. */
const EXCHANGE_TONES = {
  requested: 'bg-gold/10 text-gold',
  approved: 'bg-success/10 text-success',
  declined: 'bg-danger/10 text-danger',
} as const;

/** What each step of the life cycle reads as in the order's history: `order.event.<status>`. */
type ActorKey = `order.actor.${OrderEvent['actor']}`;

/** The gateway's name, the same in every language. */
const RAZORPAY = 'Razorpay';

/** The order's history, oldest first, the latest step marked (every change is an event: who, when, note). */
function Timeline({ events }: { events: Order['events'] }) {
  const { t } = useTranslation(ORDERS);
  return (
    <ol className="grid">
      {events.map((e, i) => {
        const latest = i === events.length - 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: events are in time order and never reorder
          <li key={i} className="relative grid grid-cols-[1.25rem_1fr] gap-3 pb-6 last:pb-0">
            <span className="relative flex justify-center">
              <span
                className={cn(
                  'mt-1.5 size-2.5 rounded-full',
                  latest ? 'bg-gold ring-4 ring-gold/20' : 'bg-border ring-1 ring-muted/40',
                )}
              />
              {latest ? null : <span className="absolute top-5 bottom-[-0.25rem] w-px bg-border" />}
            </span>
            <div>
              <p className={cn('font-medium', latest ? 'text-text' : 'text-text/80')}>
                {e.from === null
                  ? t('order.event.pending_payment')
                  : // Paid by the shop itself: nothing was left to pay (Gold's free pick).
                    e.to === 'paid' && e.actor === 'system'
                    ? t('order.event.confirmed')
                    : t(`order.event.${e.to}`)}
                <span className="font-normal text-muted"> {t(`order.actor.${e.actor}` as ActorKey)}</span>
              </p>
              <p className="text-xs text-muted">
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </p>
              {e.note ? <p className="mt-1 text-sm text-muted">{e.note}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

const STEPS = ['pending_payment', 'paid', 'processing', 'shipped', 'delivered'] as const;

/** Where the order is on its way to the door (not shown for a cancelled or refunded order). */
function Progress({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(ORDERS);
  const at = STEPS.indexOf(status as (typeof STEPS)[number]);
  if (at < 0) return null;
  return (
    <ol aria-label={t('order.progress')} className="mt-6 grid grid-cols-5 gap-1.5">
      {STEPS.map((step, i) => (
        <li key={step} aria-current={i === at ? 'step' : undefined} className="grid gap-2">
          <span className={cn('h-1 rounded-full', i <= at ? 'bg-gold' : 'bg-border')} />
          <span
            className={cn(
              'text-[0.6rem] font-medium uppercase tracking-[0.06em] sm:text-[0.68rem] sm:tracking-[0.12em]',
              i === at ? 'text-text' : i < at ? 'text-muted' : 'text-muted/60',
            )}
          >
            {t(`order.step.${step}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}

function LineActions({ order, line }: { order: Order; line: Order['lines'][number] }) {
  const { t } = useTranslation(ORDERS);
  const [open, setOpen] = useState<'review' | 'exchange' | null>(null);
  return (
    <div className="mt-1">
      {line.exchange ? (
        <p className={cn('w-fit rounded-[3px] px-2.5 py-1.5 text-xs', EXCHANGE_TONES[line.exchange.status])}>
          {line.exchange.decisionNote
            ? t('order.exchange.withNote', {
                state: t(`order.exchange.${line.exchange.status}`),
                note: line.exchange.decisionNote,
              })
            : t(`order.exchange.${line.exchange.status}`)}
        </p>
      ) : null}
      {line.canReportFit ? (
        <FitQuestion orderNumber={order.number} lineId={line.id} productName={line.name} fit={line.fit} />
      ) : null}
      {open === null && (line.canReview || line.canRequestExchange) ? (
        <div className="mt-1 flex flex-wrap gap-2 print:hidden">
          {line.canReview && line.slug ? (
            <Button variant="outline" onClick={() => setOpen('review')}>
              {t('order.review')}
            </Button>
          ) : null}
          {line.canRequestExchange ? (
            <Button variant="ghost" onClick={() => setOpen('exchange')}>
              {t('order.reportDamage')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {open === 'review' && line.slug ? (
        <ReviewForm slug={line.slug} productName={line.name} onDone={() => setOpen(null)} />
      ) : null}
      {open === 'exchange' ? (
        <ExchangeForm
          orderNumber={order.number}
          lineId={line.id}
          productName={line.name}
          onDone={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}

/** /orders/{number}: the timeline, tracking, address, lines, payment and the printable invoice. */
export function OrderPage() {
  const { orderNumber = '' } = useParams();
  const { t } = useTranslation(ORDERS);
  usePageMeta({
    title: t('order.metaTitle', { number: orderNumber }),
    description: t('order.metaDescription'),
  });
  const order = useOrder(orderNumber);
  const cancel = useCancelOrder(orderNumber);
  const payment = useOrderPayment(order.data?.address.phone);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const location = useLocation();
  const loaded = order.isSuccess;

  // Track Order links to #tracking: the section exists only once the order has loaded, so scroll then.
  useEffect(() => {
    if (!loaded || !location.hash) return;
    document.getElementById(location.hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [loaded, location.hash]);

  if (order.isPending) {
    return (
      <div className="container-page grid gap-6 py-12">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  if (order.isError) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-5 py-20 text-center">
        <h1 className="font-display text-3xl">{t('order.notFound')}</h1>
        <p className="text-muted">{errorMessage(order.error, t('order.checkOrders'))}</p>
        <Button asChild className="mx-auto">
          <Link to={profileTab('orders')}>{t('order.myOrders')}</Link>
        </Button>
      </div>
    );
  }
  const o = order.data;

  const doCancel = () =>
    cancel.mutate(reason.trim() || undefined, {
      onSuccess: (updated) => {
        setConfirming(false);
        toast({
          title: t('order.cancelledTitle'),
          description: updated.status === 'refunded' ? t('order.refunded') : t('order.cancelled'),
          variant: 'success',
        });
      },
      onError: (error) => {
        setConfirming(false);
        toast({
          title: t('order.cancelFailed'),
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
    });

  return (
    <div className="container-page py-8 md:py-12">
      <div className="print:hidden">
        <Link
          to={profileTab('orders')}
          className="inline-flex min-h-11 items-center gap-2 text-sm text-muted hover:text-text"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {t('order.myOrders')}
        </Link>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow">{t('order.placed', { date: formatDate(o.createdAt) })}</p>
            <h1 className="mt-1 font-display text-3xl sm:text-4xl">
              {t('order.title', { number: o.number })}
            </h1>
          </div>
          <OrderStatusBadge status={o.status} className="text-[0.7rem]" />
        </div>
        <Progress status={o.status} />
        {o.status === 'pending_payment' ? (
          <div className="mt-5 flex flex-wrap items-center gap-4 rounded-[4px] border border-gold/40 bg-gold/10 p-4 text-sm">
            <p className="flex-1">
              {o.reservedUntil
                ? t('order.reservedUntil', { time: formatDateTime(o.reservedUntil) })
                : t('order.awaiting')}
            </p>
            <Button variant="gold" onClick={() => void payment.payOrder(o.number)} disabled={payment.busy}>
              {payment.busy ? (
                <Spinner label={t('order.opening')} />
              ) : (
                t('order.pay', { amount: formatRupees(o.total) })
              )}
            </Button>
          </div>
        ) : null}

        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <div className="grid content-start gap-8">
            <section aria-labelledby="order-lines">
              <h2 id="order-lines" className="font-display text-2xl">
                {t('order.items', { count: o.itemCount })}
              </h2>
              <ul className="divide-y divide-border">
                {o.lines.map((l) => (
                  <LineItem key={l.id} line={fromOrderLine(l)}>
                    <LineActions order={o} line={l} />
                  </LineItem>
                ))}
              </ul>
              <OrderTotals
                subtotal={o.subtotal}
                rules={o.rules}
                total={o.total}
                preOrderShipsAfter={o.preOrderShipsAfter}
              />
            </section>

            <section
              id="tracking"
              aria-labelledby="tracking-heading"
              className="scroll-mt-24 rounded-[4px] border border-border p-5"
            >
              <h2 id="tracking-heading" className="flex items-center gap-2 font-display text-2xl">
                <Truck className="size-5 text-gold" aria-hidden="true" /> {t('order.tracking')}
              </h2>
              {o.shipment ? (
                <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
                  <div>
                    <dt className="text-muted">{t('order.carrier')}</dt>
                    <dd className="font-medium">{o.shipment.carrier}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t('order.trackingNumber')}</dt>
                    <dd className="font-medium tracking-wide">{o.shipment.trackingNumber}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t('order.shipped')}</dt>
                    <dd>{formatDate(o.shipment.shippedAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t('order.delivered')}</dt>
                    <dd>
                      {o.shipment.deliveredAt ? formatDate(o.shipment.deliveredAt) : t('order.onItsWay')}
                    </dd>
                  </div>
                </dl>
              ) : (
                <p className="mt-3 text-sm text-muted">
                  {o.status === 'cancelled' || o.status === 'refunded'
                    ? t('order.willNotShip')
                    : t('order.trackingLater')}
                </p>
              )}
              <div className="mt-6">
                <h3 className="eyebrow mb-3">{t('order.history')}</h3>
                <Timeline events={o.events} />
              </div>
            </section>
          </div>

          <aside className="grid content-start gap-6">
            <section aria-labelledby="order-address" className="rounded-[4px] border border-border p-5">
              <h2 id="order-address" className="eyebrow">
                {t('order.address')}
              </h2>
              <AddressBlock address={o.address} className="mt-3" />
            </section>
            <section
              aria-labelledby="order-payment"
              className="rounded-[4px] border border-border p-5 text-sm"
            >
              <h2 id="order-payment" className="eyebrow">
                {t('order.payment')}
              </h2>
              {o.payment ? (
                <dl className="mt-3 grid gap-1.5">
                  <div className="flex justify-between">
                    <dt className="text-muted">{t('order.method')}</dt>
                    <dd>{o.payment.provider === 'sandbox' ? t('order.sandbox') : RAZORPAY}</dd>
                  </div>
                  <div className="flex justify-between">
                    <dt className="text-muted">{t('order.amount')}</dt>
                    <dd className="tabular-nums">{formatRupees(o.payment.amount)}</dd>
                  </div>
                  {o.payment.paidAt ? (
                    <div className="flex justify-between">
                      <dt className="text-muted">{t('order.paid')}</dt>
                      <dd>{formatDateTime(o.payment.paidAt)}</dd>
                    </div>
                  ) : null}
                  {o.payment.refundedAt ? (
                    <div className="flex justify-between">
                      <dt className="text-muted">{t('order.refundedAt')}</dt>
                      <dd>{formatDateTime(o.payment.refundedAt)}</dd>
                    </div>
                  ) : null}
                </dl>
              ) : Number(o.total) === 0 ? (
                // Gold's free pick alone: the card's rules paid for all of it.
                <p className="mt-3 text-muted">{t('order.nothingToPay')}</p>
              ) : (
                <p className="mt-3 text-muted">{t('order.noPayment')}</p>
              )}
              {o.emi ? <EmiPaidLine emi={o.emi} /> : null}
            </section>
            <div className="grid gap-3">
              <Button variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden="true" /> {t('order.print')}
              </Button>
              {o.canCancel ? (
                <Button variant="ghost" className="text-danger" onClick={() => setConfirming(true)}>
                  {t('order.cancel')}
                </Button>
              ) : null}
            </div>
          </aside>
        </div>
      </div>

      <div className="mt-12 print:mt-0">
        <Invoice order={o} />
      </div>

      <Sheet open={confirming} onOpenChange={(open) => !cancel.isPending && setConfirming(open)}>
        <SheetContent
          side="center"
          title={t('order.cancelQuestion')}
          description={t('order.cancelBody')}
          closeLabel={t('order.keep')}
        >
          <div className="grid gap-2 px-5 pt-2 sm:px-6">
            <Label htmlFor="cancel-reason">{t('order.why')}</Label>
            <Textarea
              id="cancel-reason"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              disabled={cancel.isPending}
              className="min-h-0 bg-background text-base leading-normal sm:text-sm"
            />
          </div>
          <div className="grid gap-3 px-5 py-6 sm:flex sm:justify-end sm:px-6">
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
              {t('order.keep')}
            </Button>
            <Button variant="destructive" onClick={doCancel} disabled={cancel.isPending}>
              {cancel.isPending ? <Spinner label={t('order.cancelling')} /> : t('order.cancel')}
            </Button>
          </div>
        </SheetContent>
      </Sheet>

      <PaymentDialog payment={payment} />
    </div>
  );
}
