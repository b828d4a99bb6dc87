import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProductVariant } from '#contracts/catalog';
import { isPreOrderOpen } from '#contracts/constants';
import type { VotedProduct } from '#contracts/votes';
import { Button } from '../../../../components/ui/Button';
import { Spinner } from '../../../../components/ui/Spinner';
import { errorMessage } from '../../../../lib/api-client';
import { i18n, useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { fullProduct, productQueryOptions } from '../../api/get-product';
import { CATALOG } from '../../i18n';
import { useAddProductToCart } from '../cart-action';
import {
  groupVariants,
  isAvailable,
  purchaseGroupName,
  useGroupWords,
  type VariantGroup,
} from '../product/VariantOptions';

const fieldClass =
  'h-11 w-full rounded-[3px] border border-border bg-background px-3 text-sm text-text outline-none transition-colors focus-visible:border-text/60';

/**
 * The Votelist's Pre-Order and Add to Cart, acting in place: a piece without sizes goes straight into
 * the bag; a piece with sizes (else colours) first asks for one beside the button, from the product's
 * own variants (sold-out sizes shown but not offered; a pre-order takes any size). A piece with every
 * size sold out reads Sold Out, a pre-order whose window has closed Pre-Order Closed. The toasts are the
 * catalogue's.
 */
export function VotelistBuy({ product }: { product: VotedProduct['product'] }) {
  const { t } = useTranslation(CATALOG);
  const words = useGroupWords();
  const id = useId();
  const client = useQueryClient();
  const { add, pending } = useAddProductToCart();
  const [loading, setLoading] = useState(false);
  /** The group to choose from once the member has tapped the button and the piece has one. */
  const [group, setGroup] = useState<VariantGroup | null>(null);
  /** Found on the tap: nothing left to buy (every size sold out, or the pre-order window closed). */
  const [unavailable, setUnavailable] = useState<'soldOut' | 'closed' | null>(null);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const preOrder = product.status === 'PRE_ORDER';
  const text = preOrder ? t('buy.preOrder') : t('purchase.add');
  const busy = loading || pending;

  const start = async () => {
    setLoading(true);
    try {
      // Signed in here, so the answer is the whole design (a visitor's public part would have no stock).
      const full = fullProduct(await client.fetchQuery(productQueryOptions(product.slug)));
      if (!full) throw new Error(i18n.getFixedT(null, CATALOG)('buy.signInAgain'));
      const groups = groupVariants(full.variants);
      const choosable = groups.find((g) => g.name === purchaseGroupName(groups));
      if (full.status === 'PRE_ORDER' && !isPreOrderOpen(full)) setUnavailable('closed');
      else if (choosable && !choosable.variants.some((v) => isAvailable(v, full.status))) {
        setUnavailable('soldOut');
      } else if (choosable) setGroup(choosable);
      else await add(product, { variantId: null });
    } catch (e) {
      // The language of the moment the answer came (she may have switched while it loaded).
      const tc = i18n.getFixedT(null, CATALOG);
      toast({
        title: tc('toast.addError'),
        description: errorMessage(e, tc('toast.retry')),
        variant: 'destructive',
      });
    } finally {
      setLoading(false);
    }
  };

  const confirm = async (g: VariantGroup) => {
    const chosen = g.variants.find((v) => v.id === choice);
    if (!chosen) {
      setError(
        g.name === 'size' ? t('notes.chooseSize') : t('notes.chooseOption', { option: words.lower(g.name) }),
      );
      return;
    }
    if (await add(product, { variantId: chosen.id })) {
      setGroup(null);
      setChoice('');
    }
  };

  const icon = busy ? (
    <Spinner className="[&>span]:size-4" />
  ) : preOrder ? (
    <CalendarClock aria-hidden="true" />
  ) : (
    <ShoppingBag aria-hidden="true" />
  );

  if (unavailable) {
    return (
      <Button size="sm" variant="subtle" disabled>
        {t(`action.${unavailable}`)}
      </Button>
    );
  }

  if (!group) {
    return (
      <Button
        size="sm"
        onClick={() => void start()}
        disabled={busy}
        aria-label={t('action.named', { text, name: product.name })}
      >
        {icon} {text}
      </Button>
    );
  }

  const optionLabel = (v: ProductVariant) =>
    isAvailable(v, product.status) ? v.value : t('buy.soldOutValue', { value: v.value });
  return (
    <div className="grid gap-2">
      <label
        htmlFor={`${id}-variant`}
        className="text-[0.68rem] font-medium uppercase tracking-[0.16em] text-muted"
      >
        {words.label(group.name)}
      </label>
      <select
        id={`${id}-variant`}
        value={choice}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setChoice(e.target.value);
          setError(null);
        }}
        className={fieldClass}
      >
        <option value="" disabled>
          {group.name === 'size'
            ? t('buy.chooseSize')
            : t('buy.chooseOption', { option: words.lower(group.name) })}
        </option>
        {group.variants.map((v) => (
          <option key={v.id} value={v.id} disabled={!isAvailable(v, product.status)}>
            {optionLabel(v)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => void confirm(group)}
          disabled={busy}
          aria-label={t('action.named', { text, name: product.name })}
        >
          {icon} {text}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setGroup(null);
            setChoice('');
            setError(null);
          }}
        >
          {t('buy.cancel')}
        </Button>
      </div>
    </div>
  );
}
