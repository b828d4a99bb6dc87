import { CheckCircle2, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Order } from '#contracts/orders';
import { AddressBlock } from '../../../components/addresses/AddressBlock';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { orderPath, paths } from '../../../lib/paths';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useOrder } from '../api/orders';
import { LineItem } from '../components/LineItem';
import { OrderTotals } from '../components/OrderTotals';

const POLL_MS = 2_000;
const POLL_FOR_MS = 30_000;

export function orderLineItem(l: Order['lines'][number]) {
  return {
    name: l.name,
    slug: l.slug,
    imageUrl: l.imageUrl,
    size: l.size,
    color: l.color,
    quantity: l.quantity,
    total: l.lineTotal,
    isPreOrder: l.isPreOrder,
    preOrderEndDate: l.preOrderEndDate,
  };
}

/** Right after payment: thank you, the order number and what happens next. */
export function OrderConfirmedPage() {
  const { orderNumber = '' } = useParams();
  usePageMeta({ title: `Order ${orderNumber} confirmed`, description: 'Thank you for your order.' });
  const [startedAt] = useState(() => Date.now());
  // The webhook may lag the browser by a moment: ask again while the payment is being confirmed.
  const order = useOrder(orderNumber, {
    refetchInterval: (current) =>
      current?.status === 'pending_payment' && Date.now() - startedAt < POLL_FOR_MS ? POLL_MS : false,
  });
  const pending = order.data?.status === 'pending_payment';
  const stillWaiting = pending && Date.now() - startedAt < POLL_FOR_MS;

  if (order.isPending) {
    return (
      <div className="mx-auto grid max-w-3xl gap-6 px-5 py-16">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (order.isError) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-5 py-20 text-center">
        <h1 className="font-display text-3xl">We could not find this order</h1>
        <p className="text-muted">{errorMessage(order.error, 'Please check My Orders in your profile.')}</p>
        <Button asChild className="mx-auto">
          <Link to={`${paths.profile}?tab=orders`}>My Orders</Link>
        </Button>
      </div>
    );
  }
  const o = order.data;
  return (
    <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
      <div className="grid justify-items-center gap-4 text-center">
        {pending ? (
          <>
            <Spinner label="Confirming your payment…" />
            <h1 className="font-display text-4xl">Confirming your payment…</h1>
            <p className="text-muted">
              {stillWaiting
                ? 'This takes a moment. Please keep this page open.'
                : 'Your payment is taking longer than usual to confirm. We will e-mail you as soon as it does.'}
            </p>
          </>
        ) : (
          <>
            <CheckCircle2 className="size-14 text-success" strokeWidth={1.3} aria-hidden="true" />
            <p className="eyebrow text-gold">Thank you</p>
            <h1 className="font-display text-4xl sm:text-5xl">Your order is confirmed</h1>
            <p className="text-lg">
              Order <strong className="font-semibold">{o.number}</strong>
            </p>
            <p className="flex items-center gap-2 text-sm text-muted">
              <Mail className="size-4" aria-hidden="true" /> We've e-mailed your confirmation.
            </p>
          </>
        )}
      </div>

      <section
        aria-labelledby="confirmed-lines"
        className="mt-10 rounded-[4px] border border-border bg-surface p-5 sm:p-6"
      >
        <h2 id="confirmed-lines" className="font-display text-2xl">
          Your pieces
        </h2>
        <ul className="divide-y divide-border">
          {o.lines.map((l) => (
            <LineItem key={l.id} line={orderLineItem(l)} />
          ))}
        </ul>
        <OrderTotals total={o.total} totalLabel="Total paid" preOrderShipsAfter={o.preOrderShipsAfter} />
      </section>

      <section
        aria-labelledby="confirmed-address"
        className="mt-6 rounded-[4px] border border-border p-5 sm:p-6"
      >
        <h2 id="confirmed-address" className="eyebrow">
          Delivering to
        </h2>
        <AddressBlock address={o.address} className="mt-3" />
      </section>

      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={orderPath(o.number)}>View order</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.studio}>Continue shopping</Link>
        </Button>
      </div>
    </div>
  );
}
