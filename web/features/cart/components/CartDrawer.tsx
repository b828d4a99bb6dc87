import { Minus, Plus, Ruler, ShoppingBag, Trash2, Truck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { CartItem } from '#contracts/cart';
import { LIMITS } from '#contracts/constants';
import type { FitAnswer } from '#contracts/fit';
import type { QuotedLine } from '#contracts/pricing';
import { CardWouldSave, PickNote, RuleList } from '../../../components/pricing/PricingWords';
import { Button } from '../../../components/ui/Button';
import { Select } from '../../../components/ui/Select';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFit } from '../../../lib/fit';
import { formatLongDate, formatRupees } from '../../../lib/format';
import { i18n, useTranslation } from '../../../lib/i18n';
import { paths, productPath, storefrontPath } from '../../../lib/paths';
import { useCartQuote } from '../../../lib/pricing';
import { useStorefront } from '../../../lib/storefront';
import { toast } from '../../../lib/toast';
import { useCart } from '../api/get-cart';
import { useBagProfiles } from '../api/profiles';
import { useRemoveCartLine } from '../api/remove-cart-line';
import { useUpdateCartLine } from '../api/update-cart-line';
import { CART } from '../i18n';

const tc = () => i18n.getFixedT(null, CART);
/** The brand's initial, in place of a missing photo. */
const MONOGRAM = 'R';

export function variantLabel(variant: CartItem['variant']): string | null {
  if (!variant) return null;
  return tc()(variant.name === 'color' ? 'variant.color' : 'variant.size', { value: variant.value });
}

function showCartError(error: unknown) {
  const t = tc();
  toast({
    title: t('error.title'),
    description: errorMessage(error, t('error.retry')),
    variant: 'destructive',
  });
}

/**
 * Who the line is for: "For Amma" under a line for a family or friend profile (nothing for the member
 * herself), and a small select of her profiles when she keeps any besides her own.
 */
function ForWhom({
  line,
  busy,
  onChange,
}: {
  line: CartItem;
  busy: boolean;
  onChange: (profileId: string | null) => void;
}) {
  const { t } = useTranslation(CART);
  const profiles = useBagProfiles();
  const list = profiles.data ?? [];
  const me = list.find((p) => p.isPrimary);
  const others = list.filter((p) => !p.isPrimary);
  return (
    <>
      {line.forName ? (
        <p className="mt-1 text-sm font-medium text-gold">{t('forName', { name: line.forName })}</p>
      ) : null}
      {others.length > 0 ? (
        <Select
          aria-label={t('whoFor', { name: line.product.name })}
          value={line.profileId ?? ''}
          disabled={busy}
          onChange={(e) => onChange(e.target.value || null)}
          wrapperClassName="mt-2 w-40"
          className="h-9 pl-3 text-xs"
          options={[
            { value: '', label: me?.name ?? t('me') },
            ...others.map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
      ) : null}
    </>
  );
}

const stepButton =
  'inline-grid size-11 place-items-center text-text/80 transition-colors hover:bg-text/[0.06] hover:text-text disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';

/**
 * A gentle note under a line whose size is not the one suggested for the person it is for (her own
 * "Your size", or a family profile's): null when it is, or when there is no suggestion to compare.
 */
export function sizeNoteFor(line: CartItem, fit: FitAnswer | undefined): string | null {
  if (line.variant?.name !== 'size') return null;
  const people = fit?.products.find((p) => p.productId === line.product.id)?.profiles ?? [];
  const person = line.profileId
    ? people.find((p) => p.profileId === line.profileId)
    : people.find((p) => p.isPrimary);
  const suggested = person?.recommendation.size ?? null;
  if (!person || suggested === null || suggested === line.variant.value) return null;
  return person.isPrimary
    ? tc()('sizeNote.yours', { size: suggested })
    : tc()('sizeNote.theirs', { name: person.name, size: suggested });
}

function CartLine({
  line,
  quoted,
  sizeNote,
  onNavigate,
}: {
  line: CartItem;
  /** The line as the server priced it (the card's rules applied). */
  quoted: QuotedLine | undefined;
  sizeNote: string | null;
  onNavigate: () => void;
}) {
  const { t } = useTranslation(CART);
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const busy = update.isPending || remove.isPending;
  const image = line.product.images[0]?.imageUrl;
  const variant = variantLabel(line.variant);
  const { name } = line.product;

  const setQuantity = (quantity: number) => {
    if (quantity < LIMITS.cartQuantityMin || quantity > LIMITS.cartQuantityMax) return;
    update.mutate({ id: line.id, quantity }, { onError: showCartError });
  };
  const setProfile = (profileId: string | null) =>
    update.mutate({ id: line.id, profileId }, { onError: showCartError });

  return (
    <li className={cn('flex gap-4 py-5 transition-opacity', remove.isPending && 'opacity-50')}>
      <Link
        to={productPath(line.product.slug)}
        onClick={onNavigate}
        className="block w-[5.5rem] shrink-0 self-start overflow-hidden rounded-[3px] bg-surface-2 sm:w-24"
        tabIndex={-1}
        aria-hidden="true"
      >
        {image ? (
          <img
            src={image}
            alt=""
            width={900}
            height={1200}
            loading="lazy"
            decoding="async"
            className="aspect-[3/4] h-auto w-full object-cover"
          />
        ) : (
          <span className="grid aspect-[3/4] place-items-center font-display text-3xl text-muted">
            {MONOGRAM}
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={productPath(line.product.slug)}
              onClick={onNavigate}
              className="line-clamp-2 font-display text-lg leading-snug hover:underline hover:decoration-gold hover:underline-offset-4"
            >
              {name}
            </Link>
            <p className="mt-1 text-sm text-muted">{formatRupees(line.product.price)}</p>
            {variant ? (
              <p className="mt-0.5 text-xs uppercase tracking-[0.14em] text-muted">{variant}</p>
            ) : null}
            <ForWhom line={line} busy={busy} onChange={setProfile} />
            {sizeNote ? (
              <p className="mt-1 flex items-start gap-1.5 text-xs text-muted">
                <Ruler className="mt-px size-3.5 shrink-0 text-gold" aria-hidden="true" />
                <span>{sizeNote}</span>
              </p>
            ) : null}
            <RuleList rules={quoted?.rules ?? []} className="mt-1" />
            {line.isPreOrder ? (
              <p className="mt-1 text-xs text-info">
                <span className="font-medium uppercase tracking-[0.14em]">{t('preOrder')}</span>
                {line.product.preOrderEndDate
                  ? t('shipsAfter', { date: formatLongDate(line.product.preOrderEndDate) })
                  : null}
              </p>
            ) : null}
            {line.holdExpired ? <p className="mt-1 text-xs text-muted">{t('holdExpired')}</p> : null}
          </div>
          <button
            type="button"
            aria-label={t('remove', { name })}
            disabled={busy}
            onClick={() => remove.mutate(line.id, { onError: showCartError })}
            className="-mr-2 -mt-2 inline-grid size-11 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-text/[0.06] hover:text-danger disabled:opacity-40"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
        <div className="mt-auto flex items-center justify-between gap-3">
          <div className="inline-flex items-center rounded-[3px] border border-border">
            <button
              type="button"
              aria-label={t('decrease', { name })}
              disabled={busy || line.quantity <= LIMITS.cartQuantityMin}
              onClick={() => setQuantity(line.quantity - 1)}
              className={stepButton}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <output
              aria-label={t('quantity', { name })}
              className="min-w-8 text-center text-sm font-medium tabular-nums"
            >
              {update.isPending ? <Spinner className="size-4 [&>span]:size-4" /> : line.quantity}
            </output>
            <button
              type="button"
              aria-label={t('increase', { name })}
              disabled={busy || line.quantity >= LIMITS.cartQuantityMax}
              onClick={() => setQuantity(line.quantity + 1)}
              className={stepButton}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          <p className="text-sm font-medium tabular-nums">
            {quoted ? formatRupees(quoted.lineTotal) : <Spinner className="size-4 [&>span]:size-4" />}
          </p>
        </div>
      </div>
    </li>
  );
}

function LoadingLines() {
  const { t } = useTranslation(CART);
  return (
    <div role="status" aria-label={t('loading')} className="grid gap-6 px-5 py-6 sm:px-6">
      {[0, 1].map((i) => (
        <div key={i} className="flex gap-4">
          <Skeleton className="aspect-[3/4] w-24" />
          <div className="grid flex-1 content-start gap-2 pt-1">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="mt-6 h-11 w-32" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The cart as a right-hand sheet (full width on phones); Checkout opens /checkout. */
export function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(CART);
  const cart = useCart({ enabled: open });
  const { storefront } = useStorefront();
  const navigate = useNavigate();
  const lines = cart.data ?? [];
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  // The bag's prices are the server's (the card's rules: the monthly pick, member prices, sizes).
  const quote = useCartQuote(0, open && lines.length > 0);
  const quoted = new Map(quote.data?.lines.map((l) => [l.id, l]) ?? []);
  // Each line's suggested size for the person it is for, to say so gently when the line differs.
  const fit = useFit(
    lines.map((l) => l.product.id),
    open && lines.length > 0,
  );
  const totalText = quote.data ? formatRupees(quote.data.total) : '…';
  const close = () => onOpenChange(false);

  const continueShopping = () => {
    close();
    navigate(storefrontPath(storefront));
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        title={t('title', { count })}
        description={t('description')}
        closeLabel={t('close')}
      >
        {cart.isPending ? (
          <LoadingLines />
        ) : cart.isError ? (
          <div className="grid flex-1 place-content-center gap-4 px-8 text-center">
            <p className="font-display text-2xl">{t('loadError')}</p>
            <p className="text-sm text-muted">{errorMessage(cart.error, t('checkConnection'))}</p>
            <Button variant="outline" onClick={() => cart.refetch()} className="mx-auto">
              {t('tryAgain')}
            </Button>
          </div>
        ) : lines.length === 0 ? (
          <div className="grid flex-1 place-content-center justify-items-center gap-5 px-8 text-center">
            <span className="grid size-20 place-items-center rounded-full border border-border bg-surface">
              <ShoppingBag className="size-8 text-gold" aria-hidden="true" strokeWidth={1.4} />
            </span>
            <div className="grid gap-2">
              <p className="font-display text-3xl">{t('empty')}</p>
              <p className="max-w-xs text-sm text-muted">{t('emptyBody')}</p>
            </div>
            <Button onClick={continueShopping} className="mt-2">
              {t('continue')}
            </Button>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-border overflow-y-auto px-5 sm:px-6">
              {lines.map((line) => (
                <CartLine
                  key={line.id}
                  line={line}
                  quoted={quoted.get(line.id)}
                  sizeNote={sizeNoteFor(line, fit.data)}
                  onNavigate={close}
                />
              ))}
            </ul>
            <div className="border-t border-border bg-surface px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] pt-5 sm:px-6">
              <dl className="grid gap-2 text-sm">
                <div className="flex justify-between">
                  <dt className="text-muted">{t('subtotal')}</dt>
                  <dd className="tabular-nums">{quote.data ? formatRupees(quote.data.subtotal) : '…'}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-muted">{t('shipping')}</dt>
                  <dd className="text-success">{t('free')}</dd>
                </div>
                <div className="mt-2 flex items-baseline justify-between border-t border-border pt-3">
                  <dt className="font-medium">{t('total')}</dt>
                  <dd className="font-display text-2xl font-semibold lining-nums tabular-nums">
                    {totalText}
                  </dd>
                </div>
              </dl>
              <PickNote pick={quote.data?.pick} className="mt-3" />
              <CardWouldSave amount={quote.data?.cardWouldSave} className="mt-1" />
              <p className="mt-3 flex items-center gap-2 text-xs text-muted">
                <Truck className="size-4 text-gold" aria-hidden="true" /> {t('freeShipping')}
              </p>
              <div className="mt-4 grid gap-2">
                <Button
                  block
                  size="lg"
                  onClick={() => {
                    close();
                    navigate(paths.checkout);
                  }}
                >
                  {t('checkout')}
                </Button>
                <Button block variant="outline" onClick={continueShopping}>
                  {t('continue')}
                </Button>
              </div>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
