import { CheckCircle2, CircleSlash, Mail, PackageCheck, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AddressBlock } from '../../../components/addresses/AddressBlock';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { orderPath, paths, profileTab } from '../../../lib/paths';
import { useOfferInstallAfterPurchase } from '../../../lib/pwa/install-prompt';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useOrder } from '../api/orders';
import { fromOrderLine, LineItem } from '../components/LineItem';
import { OrderTotals } from '../components/OrderTotals';

/** While the payment is still being confirmed (the webhook may lag the browser): ask every 2 s for 30 s. */
export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_POLL_FOR_MS = 30_000;

const NEXT_STEPS = [
  { icon: Mail, text: 'A confirmation with your order number is in your inbox.' },
  { icon: PackageCheck, text: 'We prepare your pieces by hand and check every seam.' },
  { icon: Truck, text: 'When your order ships, we e-mail the carrier and tracking number.' },
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
  if (status === 'pending_payment') {
    return (
      <div role="status" aria-live="polite" className="grid justify-items-center gap-4">
        {gaveUp ? null : <Spinner className="text-gold" />}
        <h1 className="font-display text-4xl sm:text-5xl">Confirming your payment…</h1>
        <p className="max-w-md text-muted">
          {gaveUp
            ? 'Your payment is taking longer than usual to confirm. We will e-mail you as soon as it does; your order page shows its state meanwhile.'
            : 'This takes a moment. Please keep this page open.'}
        </p>
        <p className="text-sm">
          Order <strong className="font-semibold tracking-wide">{number}</strong>
        </p>
      </div>
    );
  }
  if (status === 'cancelled' || status === 'refunded') {
    return (
      <div className="grid justify-items-center gap-4">
        <CircleSlash className="size-12 text-muted" strokeWidth={1.3} aria-hidden="true" />
        <h1 className="font-display text-4xl sm:text-5xl">This order was cancelled</h1>
        <p className="max-w-md text-muted">
          Order <strong className="font-semibold text-text">{number}</strong> did not go ahead
          {status === 'refunded' ? ' and your payment has been refunded in full' : ''}. Its order page shows
          what happened.
        </p>
      </div>
    );
  }
  return (
    <div className="grid justify-items-center gap-4">
      <CheckCircle2 className="size-14 text-success" strokeWidth={1.2} aria-hidden="true" />
      <p className="eyebrow text-gold">Thank you</p>
      <h1 className="font-display text-4xl sm:text-5xl">Your order is confirmed</h1>
      <p className="text-lg">
        Order <strong className="font-semibold tracking-wide">{number}</strong>
      </p>
      <p className="flex items-center gap-2 text-sm text-muted">
        <Mail className="size-4" aria-hidden="true" /> We've e-mailed your confirmation.
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
  usePageMeta({ title: `Order ${orderNumber} confirmed`, description: 'Thank you for your order.' });
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
        <h1 className="font-display text-3xl">We could not find this order</h1>
        <p className="text-muted">{errorMessage(order.error, 'Please check My Orders in your profile.')}</p>
        <Button asChild className="mx-auto">
          <Link to={profileTab('orders')}>My Orders</Link>
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
          Your pieces
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
          totalLabel={confirmed ? 'Total paid' : 'Total'}
          preOrderShipsAfter={o.preOrderShipsAfter}
        />
      </section>

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section
          aria-labelledby="confirmed-address"
          className="rounded-[4px] border border-border p-5 sm:p-6"
        >
          <h2 id="confirmed-address" className="eyebrow">
            Delivering to
          </h2>
          <AddressBlock address={o.address} className="mt-3" />
        </section>
        {confirmed ? (
          <section aria-labelledby="confirmed-next" className="rounded-[4px] border border-border p-5 sm:p-6">
            <h2 id="confirmed-next" className="eyebrow">
              What happens next
            </h2>
            <ol className="mt-3 grid gap-3 text-sm">
              {NEXT_STEPS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex gap-3">
                  <Icon className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
                  <span>{text}</span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>

      <div className="mt-10 grid gap-3 sm:flex sm:justify-center">
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
