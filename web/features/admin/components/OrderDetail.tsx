import { Fragment, type ReactNode, useState } from 'react';
import { emiPaidText } from '#contracts/emi';
import { type AdminOrder, ORDER_STATUS_LABELS, type OrderStatus } from '#contracts/orders';
import { RuleList } from '../../../components/pricing/PricingWords';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatRupees, formatSignedPaise, toPaise } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAdminOrder, useChangeOrderStatus, useRefundOrder } from '../api/orders';
import { ConfirmDialog } from './ConfirmDialog';
import { OrderStatusBadge } from './OrderStatusBadge';
import { STAFF_MOVES } from './order-text';
import { ShipOrderDialog } from './ShipOrderDialog';

type Action = 'processing' | 'delivered' | 'cancelled' | 'refund';

const ACTIONS: Record<Action, { label: string; title: string; text: (o: AdminOrder) => string }> = {
  processing: {
    label: 'Mark processing',
    title: 'Mark this order processing?',
    text: (o) => `${o.number} is being prepared. The member sees it as Processing.`,
  },
  delivered: {
    label: 'Mark delivered',
    title: 'Mark this order delivered?',
    text: (o) =>
      `${o.number} reached the member. The 48-hour window for reporting a damaged piece starts now.`,
  },
  cancelled: {
    label: 'Cancel and refund',
    title: 'Cancel this order?',
    text: (o) =>
      o.payment?.status === 'paid'
        ? `${o.number} is cancelled, its pieces go back to stock and ${formatRupees(o.total)} is refunded in full. The member is told by e-mail.`
        : `${o.number} is cancelled and its pieces go back to stock. Nothing was paid, so nothing is refunded.`,
  },
  refund: {
    label: 'Refund',
    title: 'Refund this order?',
    text: (o) => `${formatRupees(o.total)} goes back to the member in full for ${o.number}.`,
  },
};

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
        title: `Order ${ORDER_STATUS_LABELS[done.status].toLowerCase()}`,
        description: `${done.number} is now ${ORDER_STATUS_LABELS[done.status].toLowerCase()}.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'The order could not be updated. Please try again.'),
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

  return (
    <Sheet open={id !== null} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        title={order ? order.number : 'Order'}
        description="The order's lines, address, payment and timeline"
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
                  <span className="text-sm text-muted">Placed {formatDateTime(order.createdAt)}</span>
                </div>
                <p className="font-display text-3xl tabular-nums">{formatRupees(order.total)}</p>
                <p className="text-sm">
                  {order.customer.name ?? 'No name yet'}
                  <span className="block break-all text-muted">
                    {[order.customer.email, order.customer.phone].filter(Boolean).join(' · ')}
                  </span>
                </p>
              </div>

              {moves.size > 0 || canShip ? (
                <fieldset className="flex flex-wrap gap-2">
                  <legend className="sr-only">Order actions</legend>
                  {moves.has('processing') ? (
                    <Button size="sm" onClick={() => setAction('processing')}>
                      Mark processing
                    </Button>
                  ) : null}
                  {canShip ? (
                    <Button size="sm" onClick={() => setShipping(true)}>
                      Mark shipped
                    </Button>
                  ) : null}
                  {moves.has('delivered') ? (
                    <Button size="sm" onClick={() => setAction('delivered')}>
                      Mark delivered
                    </Button>
                  ) : null}
                  {moves.has('refund') ? (
                    <Button size="sm" variant="outline" onClick={() => setAction('refund')}>
                      Refund
                    </Button>
                  ) : null}
                  {moves.has('cancelled') ? (
                    <Button size="sm" variant="outline" onClick={() => setAction('cancelled')}>
                      {order.payment?.status === 'paid' ? 'Cancel and refund' : 'Cancel order'}
                    </Button>
                  ) : null}
                </fieldset>
              ) : null}

              <Block title={`Items (${order.itemCount})`}>
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
                        {l.forName ? <p className="text-gold">For {l.forName}</p> : null}
                        <p className="text-muted">
                          {[l.size, l.color].filter(Boolean).join(' · ') || 'One size'} · Qty {l.quantity}
                          {l.isPreOrder ? ' · Pre-order' : ''}
                        </p>
                        {l.rules.length > 0 ? (
                          <p className="text-xs text-muted">List price {formatRupees(l.unitPrice)}</p>
                        ) : null}
                        <RuleList rules={l.rules} />
                        {l.exchange ? (
                          <Badge variant="outline" className="mt-1">
                            Exchange {l.exchange.status}
                          </Badge>
                        ) : null}
                      </div>
                      <p className="text-sm tabular-nums">{formatRupees(l.lineTotal)}</p>
                    </li>
                  ))}
                </ul>
                <dl className="grid grid-cols-2 gap-y-1 text-sm">
                  <dt className="text-muted">Subtotal</dt>
                  <dd className="text-right tabular-nums">{formatRupees(order.subtotal)}</dd>
                  <dt className="text-muted">Shipping</dt>
                  <dd className="text-right">
                    {order.shipping === '0.00' ? 'Free' : formatRupees(order.shipping)}
                  </dd>
                  {order.rules.map((r) => (
                    <Fragment key={r.code}>
                      <dt className="text-muted">{r.label}</dt>
                      <dd className="text-right tabular-nums">{formatSignedPaise(r.amountPaise)}</dd>
                    </Fragment>
                  ))}
                  <dt className="text-muted">GST included</dt>
                  <dd className="text-right tabular-nums">{formatRupees(order.taxIncluded)}</dd>
                  <dt className="font-medium">Total</dt>
                  <dd className="text-right font-medium tabular-nums">{formatRupees(order.total)}</dd>
                </dl>
              </Block>

              <Block title="Deliver to">
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

              <Block title="Payment">
                {order.payment ? (
                  <dl className="grid grid-cols-[7rem_1fr] gap-y-1 text-sm">
                    <dt className="text-muted">Status</dt>
                    <dd className="capitalize">{order.payment.status}</dd>
                    <dt className="text-muted">Amount</dt>
                    <dd className="tabular-nums">{formatRupees(order.payment.amount)}</dd>
                    <dt className="text-muted">Gateway</dt>
                    <dd className="break-all">
                      {order.payment.provider === 'sandbox' ? 'Sandbox' : 'Razorpay'} · {order.payment.id}
                    </dd>
                    {order.payment.paidAt ? (
                      <>
                        <dt className="text-muted">Paid</dt>
                        <dd>{formatDateTime(order.payment.paidAt)}</dd>
                      </>
                    ) : null}
                    {order.payment.refundedAt ? (
                      <>
                        <dt className="text-muted">Refunded</dt>
                        <dd>{formatDateTime(order.payment.refundedAt)}</dd>
                      </>
                    ) : null}
                    {order.emi ? (
                      <>
                        <dt className="text-muted">Plan</dt>
                        <dd>{emiPaidText(order.emi.months, toPaise(order.emi.monthly))}</dd>
                      </>
                    ) : null}
                  </dl>
                ) : (
                  <p className="text-sm text-muted">No payment.</p>
                )}
              </Block>

              {order.shipment ? (
                <Block title="Shipment">
                  <dl className="grid grid-cols-[7rem_1fr] gap-y-1 text-sm">
                    <dt className="text-muted">Carrier</dt>
                    <dd>{order.shipment.carrier}</dd>
                    <dt className="text-muted">Tracking</dt>
                    <dd className="break-all font-mono text-xs leading-5">{order.shipment.trackingNumber}</dd>
                    <dt className="text-muted">Shipped</dt>
                    <dd>{formatDateTime(order.shipment.shippedAt)}</dd>
                    {order.shipment.deliveredAt ? (
                      <>
                        <dt className="text-muted">Delivered</dt>
                        <dd>{formatDateTime(order.shipment.deliveredAt)}</dd>
                      </>
                    ) : null}
                  </dl>
                </Block>
              ) : null}

              <Block title="Timeline">
                <ol className="grid gap-0 border-l border-border pl-4">
                  {order.events.map((e) => (
                    <li key={`${e.at}-${e.to}`} className="relative pb-4 text-sm last:pb-0">
                      <span
                        aria-hidden="true"
                        className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-gold"
                      />
                      <p>
                        {ORDER_STATUS_LABELS[e.to]}
                        <span className="text-muted"> · {e.actor}</span>
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
          title={shown ? ACTIONS[shown].title : ''}
          confirmLabel={shown ? ACTIONS[shown].label : ''}
          destructive={shown === 'cancelled' || shown === 'refund'}
          pending={change.isPending || refund.isPending}
          onConfirm={run}
        >
          {shown && order ? ACTIONS[shown].text(order) : null}
        </ConfirmDialog>
        <ShipOrderDialog
          order={shipping && order ? order : null}
          onOpenChange={(next) => setShipping(next)}
        />
      </SheetContent>
    </Sheet>
  );
}
