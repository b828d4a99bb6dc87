import { Fragment, type ReactNode, useState } from 'react';
import type { OrderStatus } from '#contracts/orders';
import { RuleList, usePricingWords } from '../../../components/pricing/PricingWords';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatRupees, formatSignedPaise } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useAdminOrder, useChangeOrderStatus, useRefundOrder } from '../api/orders';
import { ADMIN } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';
import { OrderStatusBadge } from './OrderStatusBadge';
import { STAFF_MOVES } from './order-text';
import { ShipOrderDialog } from './ShipOrderDialog';

type Action = 'processing' | 'delivered' | 'cancelled' | 'refund';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="eyebrow text-gold">{title}</h3>
      {children}
    </section>
  );
}

/** One order for staff: lines, address, payment, shipment, the timeline, and the moves it allows. */
export function OrderDetail({
  id,
  onOpenChange,
}: {
  id: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(ADMIN);
  const words = usePricingWords();
  const query = useAdminOrder(id);
  const change = useChangeOrderStatus();
  const refund = useRefundOrder();
  const [action, setAction] = useState<Action | null>(null);
  // What the confirm says, kept while it closes.
  const [shown, setShown] = useState<Action | null>(null);
  if (action !== null && action !== shown) setShown(action);
  const [shipping, setShipping] = useState(false);
  const order = query.data;

  const run = async () => {
    if (!order || !action) return;
    try {
      const done =
        action === 'refund'
          ? await refund.mutateAsync({ id: order.id })
          : await change.mutateAsync({ id: order.id, body: { status: action } });
      toast({
        title: t(`orders.detail.moved.${done.status}.title`),
        description: t(`orders.detail.moved.${done.status}.text`, { number: done.number }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('common.error'),
        description: errorMessage(error, t('orders.detail.failed')),
        variant: 'destructive',
      });
    }
    setAction(null);
  };

  const allowed: readonly OrderStatus[] = order ? STAFF_MOVES[order.status] : [];
  const moves = new Set<Action>();
  for (const m of allowed) if (m === 'processing' || m === 'delivered' || m === 'cancelled') moves.add(m);
  if (order?.status === 'cancelled' && order.payment?.status === 'paid') moves.add('refund');
  const canShip = allowed.includes('shipped');
  const confirmText = (a: Action) => {
    if (!order) return null;
    const values = { number: order.number, amount: formatRupees(order.total) };
    if (a === 'cancelled' && order.payment?.status === 'paid')
      return t('orders.detail.actions.cancelled.textPaid', values);
    return t(`orders.detail.actions.${a}.text`, values);
  };

  return (
    <Sheet open={id !== null} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        title={order ? order.number : t('orders.detail.order')}
        description={t('orders.detail.description')}
        closeLabel={t('common.close')}
        className="sm:max-w-[34rem]"
      >
        <div className="grid flex-1 content-start gap-7 overflow-y-auto p-5 sm:p-6">
          {query.isPending ? (
            <div className="grid gap-3">
              <Skeleton className="h-10 w-2/3" />
              <Skeleton className="h-32 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : query.isError ? (
            <p role="alert" className="text-danger">
              {errorMessage(query.error)}
            </p>
          ) : order ? (
            <>
              <div className="grid gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <OrderStatusBadge status={order.status} />
                  <span className="text-sm text-muted">
                    {t('orders.detail.placedAt', { when: formatDateTime(order.createdAt) })}
                  </span>
                </div>
                <p className="font-display text-3xl tabular-nums">{formatRupees(order.total)}</p>
                <p className="text-sm">
                  {order.customer.name ?? t('orders.detail.noName')}
                  <span className="block break-all text-muted">
                    {[order.customer.email, order.customer.phone].filter(Boolean).join(' · ')}
                  </span>
                </p>
              </div>

              {moves.size > 0 || canShip ? (
                <fieldset className="flex flex-wrap gap-2">
                  <legend className="sr-only">{t('orders.detail.orderActions')}</legend>
                  {moves.has('processing') ? (
                    <Button size="sm" onClick={() => setAction('processing')}>
                      {t('orders.detail.actions.processing.label')}
                    </Button>
                  ) : null}
                  {canShip ? (
                    <Button size="sm" onClick={() => setShipping(true)}>
                      {t('orders.detail.markShipped')}
                    </Button>
                  ) : null}
                  {moves.has('delivered') ? (
                    <Button size="sm" onClick={() => setAction('delivered')}>
                      {t('orders.detail.actions.delivered.label')}
                    </Button>
                  ) : null}
                  {moves.has('refund') ? (
                    <Button size="sm" variant="outline" onClick={() => setAction('refund')}>
                      {t('orders.detail.actions.refund.label')}
                    </Button>
                  ) : null}
                  {moves.has('cancelled') ? (
                    <Button size="sm" variant="outline" onClick={() => setAction('cancelled')}>
                      {order.payment?.status === 'paid'
                        ? t('orders.detail.actions.cancelled.label')
                        : t('orders.detail.cancelOrder')}
                    </Button>
                  ) : null}
                </fieldset>
              ) : null}

              <Block title={t('orders.detail.items', { count: order.itemCount })}>
                <ul className="divide-y divide-border rounded-[4px] border border-border">
                  {order.lines.map((l) => (
                    <li key={l.id} className="flex gap-3 p-3">
                      {l.imageUrl ? (
                        <img
                          src={l.imageUrl}
                          alt=""
                          width={48}
                          height={64}
                          className="h-16 w-12 shrink-0 rounded-[2px] bg-surface object-cover"
                        />
                      ) : null}
                      <div className="min-w-0 flex-1 text-sm">
                        <p className="font-medium">{l.name}</p>
                        {l.forName ? (
                          <p className="text-gold">{t('orders.detail.forName', { name: l.forName })}</p>
                        ) : null}
                        <p className="text-muted">
                          {[l.size, l.color].filter(Boolean).join(' · ') || t('orders.detail.oneSize')} ·{' '}
                          {t('orders.detail.qty', { count: l.quantity })}
                          {l.isPreOrder ? ` · ${t('orders.detail.preOrder')}` : ''}
                        </p>
                        {l.rules.length > 0 ? (
                          <p className="text-xs text-muted">
                            {t('orders.detail.listPrice', { amount: formatRupees(l.unitPrice) })}
                          </p>
                        ) : null}
                        <RuleList rules={l.rules} />
                        {l.exchange ? (
                          <Badge variant="outline" className="mt-1">
                            {t(`orders.detail.exchange.${l.exchange.status}`)}
                          </Badge>
                        ) : null}
                      </div>
                      <p className="text-sm tabular-nums">{formatRupees(l.lineTotal)}</p>
                    </li>
                  ))}
                </ul>
                <dl className="grid grid-cols-2 gap-y-1 text-sm">
                  <dt className="text-muted">{t('orders.detail.subtotal')}</dt>
                  <dd className="text-right tabular-nums">{formatRupees(order.subtotal)}</dd>
                  <dt className="text-muted">{t('orders.detail.shipping')}</dt>
                  <dd className="text-right">
                    {order.shipping === '0.00' ? t('orders.detail.free') : formatRupees(order.shipping)}
                  </dd>
                  {order.rules.map((r) => (
                    <Fragment key={r.code}>
                      <dt className="text-muted">{words.ruleLineText(r)}</dt>
                      <dd className="text-right tabular-nums">{formatSignedPaise(r.amountPaise)}</dd>
                    </Fragment>
                  ))}
                  <dt className="text-muted">{t('orders.detail.gst')}</dt>
                  <dd className="text-right tabular-nums">{formatRupees(order.taxIncluded)}</dd>
                  <dt className="font-medium">{t('orders.detail.total')}</dt>
                  <dd className="text-right font-medium tabular-nums">{formatRupees(order.total)}</dd>
                </dl>
              </Block>

              <Block title={t('orders.detail.deliverTo')}>
                <address className="text-sm not-italic leading-relaxed">
                  {order.address.name}
                  <br />
                  {order.address.line1}
                  {order.address.line2 ? (
                    <>
                      <br />
                      {order.address.line2}
                    </>
                  ) : null}
                  <br />
                  {order.address.city}, {order.address.state} {order.address.postalCode}
                  <br />
                  <span className="text-muted">{order.address.phone}</span>
                </address>
              </Block>

              <Block title={t('orders.detail.payment')}>
                {order.payment ? (
                  <dl className="grid grid-cols-[7rem_1fr] gap-y-1 text-sm">
                    <dt className="text-muted">{t('orders.detail.status')}</dt>
                    <dd>{t(`orders.detail.paymentStatus.${order.payment.status}`)}</dd>
                    <dt className="text-muted">{t('orders.detail.amount')}</dt>
                    <dd className="tabular-nums">{formatRupees(order.payment.amount)}</dd>
                    <dt className="text-muted">{t('orders.detail.gateway')}</dt>
                    <dd className="break-all">
                      {order.payment.provider === 'sandbox'
                        ? t('orders.detail.sandbox')
                        : t('orders.detail.razorpay')}{' '}
                      · {order.payment.id}
                    </dd>
                    {order.payment.paidAt ? (
                      <>
                        <dt className="text-muted">{t('orders.detail.paid')}</dt>
                        <dd>{formatDateTime(order.payment.paidAt)}</dd>
                      </>
                    ) : null}
                    {order.payment.refundedAt ? (
                      <>
                        <dt className="text-muted">{t('orders.detail.refunded')}</dt>
                        <dd>{formatDateTime(order.payment.refundedAt)}</dd>
                      </>
                    ) : null}
                    {order.emi ? (
                      <>
                        <dt className="text-muted">{t('orders.detail.plan')}</dt>
                        <dd>
                          {t('orders.detail.emi', {
                            months: order.emi.months,
                            monthly: formatRupees(order.emi.monthly),
                          })}
                        </dd>
                      </>
                    ) : null}
                  </dl>
                ) : (
                  <p className="text-sm text-muted">{t('orders.detail.noPayment')}</p>
                )}
              </Block>

              {order.shipment ? (
                <Block title={t('orders.detail.shipment')}>
                  <dl className="grid grid-cols-[7rem_1fr] gap-y-1 text-sm">
                    <dt className="text-muted">{t('orders.detail.carrier')}</dt>
                    <dd>{order.shipment.carrier}</dd>
                    <dt className="text-muted">{t('orders.detail.tracking')}</dt>
                    <dd className="break-all font-mono text-xs leading-5">{order.shipment.trackingNumber}</dd>
                    <dt className="text-muted">{t('orders.detail.shipped')}</dt>
                    <dd>{formatDateTime(order.shipment.shippedAt)}</dd>
                    {order.shipment.deliveredAt ? (
                      <>
                        <dt className="text-muted">{t('orders.detail.delivered')}</dt>
                        <dd>{formatDateTime(order.shipment.deliveredAt)}</dd>
                      </>
                    ) : null}
                  </dl>
                </Block>
              ) : null}

              <Block title={t('orders.detail.timeline')}>
                <ol className="grid gap-0 border-l border-border pl-4">
                  {order.events.map((e) => (
                    <li key={`${e.at}-${e.to}`} className="relative pb-4 text-sm last:pb-0">
                      <span
                        aria-hidden="true"
                        className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-gold"
                      />
                      <p>
                        {t(`orders.statusLabel.${e.to}`)}
                        <span className="text-muted"> · {t(`orders.detail.actor.${e.actor}`)}</span>
                      </p>
                      {e.note ? <p className="text-muted">{e.note}</p> : null}
                      <time dateTime={e.at} className="text-xs text-muted">
                        {formatDateTime(e.at)}
                      </time>
                    </li>
                  ))}
                </ol>
              </Block>
            </>
          ) : null}
        </div>

        {/* Always mounted, so Radix closes it properly (an unmounted open dialog left Escape dead). */}
        <ConfirmDialog
          open={action !== null}
          onOpenChange={(next) => {
            if (!next) setAction(null);
          }}
          title={shown ? t(`orders.detail.actions.${shown}.title`) : ''}
          confirmLabel={shown ? t(`orders.detail.actions.${shown}.label`) : ''}
          destructive={shown === 'cancelled' || shown === 'refund'}
          pending={change.isPending || refund.isPending}
          onConfirm={run}
        >
          {shown ? confirmText(shown) : null}
        </ConfirmDialog>
        <ShipOrderDialog
          order={shipping && order ? order : null}
          onOpenChange={(next) => setShipping(next)}
        />
      </SheetContent>
    </Sheet>
  );
}
