import { useQuery } from '@tanstack/react-query';
import { Check, Lock, MapPin, Plus, ShoppingBag, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Address } from '#contracts/addresses';
import type { CartItem } from '#contracts/cart';
import { AddressForm } from '../../../components/addresses/AddressForm';
import { CardWouldSave, PickNote } from '../../../components/pricing/PricingWords';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { useAddresses } from '../../../lib/addresses';
import { apiJson, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useCartQuote } from '../../../lib/pricing';
import { usePageMeta } from '../../../lib/use-page-meta';
import { LineItem } from '../components/LineItem';
import { NoCostEmiNote } from '../components/NoCostEmi';
import { OrderTotals } from '../components/OrderTotals';
import { PaymentDialog } from '../components/PaymentDialog';
import { PointsChoice } from '../components/PointsChoice';
import { ORDERS } from '../i18n';
import { useOrderPayment } from '../lib/use-order-payment';

const CART_PATH = '/api/cart';

/** The cart as the server has it (orders may not import the cart feature; the key is the API path). */
function useCartLines() {
  return useQuery({
    queryKey: [CART_PATH] as const,
    queryFn: ({ signal }) => apiJson<CartItem[]>('GET', CART_PATH, undefined, { signal }),
  });
}

function AddressCard({
  address,
  selected,
  onSelect,
}: {
  address: Address;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation(ORDERS);
  return (
    <label
      className={cn(
        'relative flex cursor-pointer gap-4 rounded-[4px] border p-4 transition-colors sm:p-5',
        selected ? 'border-gold bg-gold/[0.06]' : 'border-border hover:border-text/30',
      )}
    >
      <input
        type="radio"
        name="address"
        className="mt-1 size-4 accent-[var(--gold)]"
        checked={selected}
        onChange={onSelect}
      />
      <span className="grid gap-1 text-sm">
        <span className="font-medium text-text">
          {address.label}
          {address.isDefault ? (
            <span className="ml-2 rounded-full border border-border px-2 py-0.5 text-[0.65rem] uppercase tracking-[0.14em] text-muted">
              {t('checkout.default')}
            </span>
          ) : null}
        </span>
        <span className="text-text">{address.name}</span>
        <span className="text-muted">
          {[address.line1, address.line2, `${address.city}, ${address.state} ${address.postalCode}`]
            .filter(Boolean)
            .join(', ')}
        </span>
        <span className="text-muted">+91 {address.phone}</span>
      </span>
    </label>
  );
}

/**
 * Checkout: the delivery address (a saved one, picked by its name, or a new one that joins the address
 * book), the order summary and Pay. The server prices the order and reserves its pieces; the browser
 * only chooses the address.
 */
export function CheckoutPage() {
  const { t } = useTranslation(ORDERS);
  usePageMeta({ title: t('checkout.metaTitle'), description: t('checkout.metaDescription') });
  const cart = useCartLines();
  const addresses = useAddresses();
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const saved = addresses.data ?? [];
  const selected = saved.find((a) => a.id === chosen) ?? null;
  const payment = useOrderPayment(selected?.phone);

  // The default address is chosen until the member picks another; no address yet opens the form.
  useEffect(() => {
    if (!addresses.data) return;
    if (!chosen && addresses.data[0]) setChosen(addresses.data[0].id);
    if (addresses.data.length === 0) setAdding(true);
  }, [addresses.data, chosen]);

  // Every figure is the server's (the pricing step): the bag's quote, with the points the member uses.
  const [usePoints, setUsePoints] = useState(false);
  const base = useCartQuote(0);
  const usable = base.data?.points.usable ?? 0;
  const priced = useCartQuote(usePoints ? usable : 0, usePoints && usable > 0);
  const quote = usePoints && usable > 0 ? (priced.data ?? base.data) : base.data;
  const quoted = new Map(quote?.lines.map((l) => [l.id, l]) ?? []);
  const pointsUsed = usePoints ? usable : 0;

  const lines = cart.data ?? [];
  const count = lines.reduce((n, l) => n + l.quantity, 0);

  if (cart.isPending || addresses.isPending || base.isPending) {
    return (
      <div className="mx-auto grid max-w-6xl gap-6 px-5 py-10 sm:px-8" aria-busy="true">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (cart.isError || addresses.isError || base.isError) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-5 py-16 text-center">
        <h1 className="font-display text-3xl">{t('checkout.loadError')}</h1>
        <p className="text-muted">
          {errorMessage(cart.error ?? addresses.error ?? base.error, t('checkout.retry'))}
        </p>
        <Button
          className="mx-auto"
          onClick={() => void Promise.all([cart.refetch(), addresses.refetch(), base.refetch()])}
        >
          {t('checkout.tryAgain')}
        </Button>
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div className="mx-auto grid max-w-xl justify-items-center gap-5 px-5 py-20 text-center">
        <span className="grid size-20 place-items-center rounded-full border border-border bg-surface">
          <ShoppingBag className="size-8 text-gold" aria-hidden="true" strokeWidth={1.4} />
        </span>
        <h1 className="font-display text-4xl">{t('checkout.emptyTitle')}</h1>
        <p className="text-muted">{t('checkout.emptyBody')}</p>
        <Button asChild>
          <Link to={paths.studio}>{t('checkout.continue')}</Link>
        </Button>
      </div>
    );
  }

  const pay = () => {
    // What is being ordered: a change (the drawer is one tap away) makes the next Pay a new attempt.
    const bag = lines.map((l) => `${l.id}:${l.variantId ?? ''}:${l.quantity}`).join(',');
    if (selected) void payment.payCart(selected.id, bag, pointsUsed);
  };
  const total = quote?.total ?? '0.00';
  // Nothing to pay (Gold's free monthly pick): the order is placed, paid as it is.
  const payLabel =
    quote?.total === '0.00' ? t('checkout.placeOrder') : t('checkout.pay', { amount: formatRupees(total) });
  const payButton = (className?: string) => (
    <Button
      size="lg"
      variant="gold"
      block
      className={className}
      onClick={pay}
      disabled={!selected || adding || payment.busy || !payment.ready}
    >
      {payment.busy ? (
        <Spinner label={t('checkout.opening')} />
      ) : (
        <>
          <Lock aria-hidden="true" /> {payLabel}
        </>
      )}
    </Button>
  );

  return (
    <div className="mx-auto max-w-6xl px-5 pb-40 pt-8 sm:px-8 lg:pb-16 lg:pt-12">
      <p className="eyebrow">{t('checkout.eyebrow')}</p>
      <h1 className="mt-2 font-display text-4xl sm:text-5xl">{t('checkout.title')}</h1>

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-14">
        <section aria-labelledby="delivery-heading" className="grid content-start gap-5">
          <h2 id="delivery-heading" className="flex items-center gap-2 font-display text-2xl">
            <MapPin className="size-5 text-gold" aria-hidden="true" /> {t('checkout.delivery')}
          </h2>
          {saved.length > 0 ? (
            <fieldset className="grid gap-3">
              <legend className="sr-only">{t('checkout.chooseAddress')}</legend>
              {saved.map((a) => (
                <AddressCard
                  key={a.id}
                  address={a}
                  selected={a.id === chosen && !adding}
                  onSelect={() => {
                    setChosen(a.id);
                    setAdding(false);
                  }}
                />
              ))}
            </fieldset>
          ) : null}
          {adding ? (
            <div className="rounded-[4px] border border-border bg-surface p-5 sm:p-6">
              <h3 className="mb-5 font-medium">{t('checkout.addAddress')}</h3>
              <AddressForm
                onSaved={(address) => {
                  setChosen(address.id);
                  setAdding(false);
                }}
                onCancel={saved.length > 0 ? () => setAdding(false) : undefined}
              />
            </div>
          ) : (
            <Button variant="outline" className="justify-self-start" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" /> {t('checkout.addAddress')}
            </Button>
          )}
          <p className="flex items-center gap-2 text-sm text-muted">
            <Truck className="size-4 text-gold" aria-hidden="true" /> {t('checkout.shippingNote')}
          </p>
        </section>

        <aside aria-labelledby="summary-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-[4px] border border-border bg-surface p-5 sm:p-6">
            <h2 id="summary-heading" className="font-display text-2xl">
              {t('checkout.summary')} <span className="text-base text-muted">({count})</span>
            </h2>
            <ul className="divide-y divide-border">
              {lines.map((l) => (
                <LineItem
                  key={l.id}
                  line={{
                    name: l.product.name,
                    slug: l.product.slug,
                    imageUrl: l.product.images[0]?.imageUrl ?? null,
                    size: l.variant?.name === 'size' ? l.variant.value : null,
                    color: l.variant?.name === 'color' ? l.variant.value : null,
                    quantity: l.quantity,
                    total: quoted.get(l.id)?.lineTotal ?? l.product.price,
                    listTotal: quoted.get(l.id)?.rules.length ? quoted.get(l.id)?.listPrice : undefined,
                    rules: quoted.get(l.id)?.rules,
                    isPreOrder: l.isPreOrder,
                    preOrderEndDate: l.product.preOrderEndDate,
                    forName: l.forName,
                  }}
                >
                  {l.holdExpired ? <p className="text-xs text-muted">{t('checkout.holdLapsed')}</p> : null}
                </LineItem>
              ))}
            </ul>
            <PickNote pick={quote?.pick} className="mt-3 mb-4" />
            <CardWouldSave amount={quote?.cardWouldSave} className="mt-1 mb-4" />
            {quote && quote.points.usable > 0 ? (
              <PointsChoice points={quote.points} checked={usePoints} onChange={setUsePoints} />
            ) : null}
            <OrderTotals subtotal={quote?.subtotal} rules={quote?.rules} total={total} />
            <NoCostEmiNote />
            <div className="mt-5 hidden lg:block">{payButton()}</div>
            <p className="mt-4 hidden items-center gap-2 text-xs text-muted lg:flex">
              <Check className="size-3.5 text-success" aria-hidden="true" />{' '}
              {quote?.total === '0.00' ? t('checkout.nothingToPay') : t('checkout.reserved')}
            </p>
          </div>
        </aside>
      </div>

      {/* Phones: the total and Pay stay in reach. */}
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background/95 px-5 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur lg:hidden">
        <div className="mx-auto flex max-w-xl items-center gap-4">
          <div className="grid shrink-0">
            <span className="text-xs text-muted">{t('checkout.totalWithTaxes')}</span>
            <span className="font-display text-2xl font-semibold tabular-nums lining-nums">
              {formatRupees(total)}
            </span>
          </div>
          {payButton('flex-1')}
        </div>
      </div>

      <PaymentDialog payment={payment} />
    </div>
  );
}
