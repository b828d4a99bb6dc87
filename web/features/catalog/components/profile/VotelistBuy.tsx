import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProductVariant } from '#contracts/catalog';
import { isPreOrderOpen } from '#contracts/constants';
import type { VotedProduct } from '#contracts/votes';
import { Button } from '../../../../components/ui/Button';
import { Spinner } from '../../../../components/ui/Spinner';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { fullProduct, productQueryOptions } from '../../api/get-product';
import { useAddProductToCart } from '../cart-action';
import { CHOOSE_SIZE } from '../product/labels';
import { groupVariants, isAvailable, purchaseGroupName, type VariantGroup } from '../product/VariantOptions';

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
  const id = useId();
  const client = useQueryClient();
  const { add, pending } = useAddProductToCart();
  const [loading, setLoading] = useState(false);
  /** The group to choose from once the member has tapped the button and the piece has one. */
  const [group, setGroup] = useState<VariantGroup | null>(null);
  /** Found on the tap: nothing left to buy (every size sold out, or the pre-order window closed). */
  const [unavailable, setUnavailable] = useState<'Sold Out' | 'Pre-Order Closed' | null>(null);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const preOrder = product.status === 'PRE_ORDER';
  const text = preOrder ? 'Pre-Order' : 'Add to Cart';
  const busy = loading || pending;

  const start = async () => {
    setLoading(true);
    try {
      // Signed in here, so the answer is the whole design (a visitor's public part would have no stock).
      const full = fullProduct(await client.fetchQuery(productQueryOptions(product.slug)));
      if (!full) throw new Error('Please sign in again.');
      const groups = groupVariants(full.variants);
      const choosable = groups.find((g) => g.name === purchaseGroupName(groups));
      if (full.status === 'PRE_ORDER' && !isPreOrderOpen(full)) setUnavailable('Pre-Order Closed');
      else if (choosable && !choosable.variants.some((v) => isAvailable(v, full.status))) {
        setUnavailable('Sold Out');
      } else if (choosable) setGroup(choosable);
      else await add(product, { variantId: null });
    } catch (e) {
      toast({
        title: 'Error adding to cart',
        description: errorMessage(e, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setLoading(false);
    }
  };

  const confirm = async (g: VariantGroup) => {
    const chosen = g.variants.find((v) => v.id === choice);
    if (!chosen) {
      setError(g.name === 'size' ? CHOOSE_SIZE : `Please choose a ${g.label.toLowerCase()}.`);
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
        {unavailable}
      </Button>
    );
  }

  if (!group) {
    return (
      <Button size="sm" onClick={() => void start()} disabled={busy} aria-label={`${text}: ${product.name}`}>
        {icon} {text}
      </Button>
    );
  }

  const optionLabel = (v: ProductVariant) =>
    isAvailable(v, product.status) ? v.value : `${v.value} (sold out)`;
  return (
    <div className="grid gap-2">
      <label
        htmlFor={`${id}-variant`}
        className="text-[0.68rem] font-medium uppercase tracking-[0.16em] text-muted"
      >
        {group.label}
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
          {group.name === 'size' ? 'Choose a size' : `Choose a ${group.label.toLowerCase()}`}
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
          aria-label={`${text}: ${product.name}`}
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
          Cancel
        </Button>
      </div>
    </div>
  );
}
