import { CalendarClock, Check, ShoppingBag } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Product } from '#contracts/catalog';
import { Button } from '../../../../components/ui/Button';
import { Spinner } from '../../../../components/ui/Spinner';
import { useAddProductToCart } from '../cart-action';
import { MembersOnlyLink } from '../MembersOnlyLink';
import { CHOOSE_SIZE, QUANTITY_NOTE } from '../product/labels';
import { clampQuantity } from '../product/QuantityStepper';
import { groupVariants, isAvailable, purchaseGroupName } from '../product/VariantOptions';
import { VoteButton } from '../VoteButton';
import { ADDED_TO_CART_MS } from './loops-constants';

/** The typed quantity as a whole number 1 to 10: anything not a number (or empty) becomes 1. */
export const quantityOf = (text: string) => clampQuantity(text.trim() === '' ? 1 : Number(text));

const fieldLabel = 'text-[0.68rem] font-medium uppercase tracking-[0.16em] text-muted';
const fieldClass =
  'h-11 w-full rounded-[3px] border border-border bg-background px-3 text-sm text-text outline-none transition-colors focus-visible:border-text/60';

/**
 * The info panel's action: Members Only for a piece the person may not buy; Vote to Launch; otherwise
 * the Size select (placeholder Choose a size), Quantity (1 to 10) and Add to Cart or Pre-Order Now,
 * which reads Added to Cart! for 2 seconds after use. Without a size it asks for one instead.
 */
export function LoopsPurchase({ product }: { product: Product }) {
  const id = useId();
  const groups = groupVariants(product.variants);
  const group =
    product.status === 'VOTE_TO_LAUNCH'
      ? undefined
      : groups.find((g) => g.name === purchaseGroupName(groups));
  const [variantId, setVariantId] = useState('');
  const [quantityText, setQuantityText] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(0);
  const { add, pending } = useAddProductToCart();

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(0), ADDED_TO_CART_MS);
    return () => clearTimeout(timer);
  }, [added]);

  if (!product.hasAccess) {
    return <MembersOnlyLink productName={product.name} variant="gold" size="lg" block />;
  }

  if (product.status === 'VOTE_TO_LAUNCH') {
    return (
      <VoteButton productId={product.id} productName={product.name} voted={product.hasVoted} size="lg" />
    );
  }

  const preOrder = product.status === 'PRE_ORDER';
  const soldOut =
    !preOrder && group !== undefined && !group.variants.some((v) => isAvailable(v, product.status));
  const closed = preOrder && !product.preOrderOpen;
  const isSize = group?.name === 'size';

  const onAdd = async () => {
    if (group && !variantId) {
      setError(isSize ? CHOOSE_SIZE : `Please choose a ${group.label.toLowerCase()}.`);
      return;
    }
    const quantity = quantityOf(quantityText);
    setQuantityText(String(quantity));
    if (await add(product, { variantId: variantId || null, quantity })) setAdded((n) => n + 1);
  };

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-[1fr_6.5rem] gap-3">
        {group ? (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-variant`} className={fieldLabel}>
              {isSize ? 'Size' : group.label}
            </label>
            <select
              id={`${id}-variant`}
              value={variantId}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setVariantId(e.target.value);
                setError(null);
              }}
              className={fieldClass}
            >
              <option value="" disabled>
                {isSize ? 'Choose a size' : `Choose a ${group.label.toLowerCase()}`}
              </option>
              {group.variants.map((v) => (
                <option key={v.id} value={v.id} disabled={!isAvailable(v, product.status)}>
                  {isAvailable(v, product.status) ? v.value : `${v.value} (sold out)`}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <span />
        )}
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-quantity`} className={fieldLabel}>
            Quantity
          </label>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={10}
            step={1}
            value={quantityText}
            aria-describedby={`${id}-note`}
            onChange={(e) => setQuantityText(e.target.value)}
            onBlur={() => setQuantityText(String(quantityOf(quantityText)))}
            className={`${fieldClass} tabular-nums`}
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="-mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <p id={`${id}-note`} className="-mt-2 text-xs text-muted">
        {QUANTITY_NOTE}
      </p>
      <Button size="lg" block onClick={onAdd} disabled={pending || soldOut || closed} aria-live="polite">
        {pending ? (
          <Spinner className="[&>span]:size-4" />
        ) : added ? (
          <Check aria-hidden="true" />
        ) : preOrder ? (
          <CalendarClock aria-hidden="true" />
        ) : (
          <ShoppingBag aria-hidden="true" />
        )}
        {soldOut
          ? 'Sold Out'
          : closed
            ? 'Pre-Order Closed'
            : added
              ? 'Added to Cart!'
              : preOrder
                ? 'Pre-Order Now'
                : 'Add to Cart'}
      </Button>
    </div>
  );
}
