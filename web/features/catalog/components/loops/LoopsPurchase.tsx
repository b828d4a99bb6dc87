import { CalendarClock, Check, ShoppingBag } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Product, ProductCard, VariantKind } from '#contracts/catalog';
import { isPreOrderOpen } from '#contracts/constants';
import { Button } from '../../../../components/ui/Button';
import { Spinner } from '../../../../components/ui/Spinner';
import { useTranslation } from '../../../../lib/i18n';
import { useStorefrontAccess } from '../../api/get-user-profile';
import { CATALOG } from '../../i18n';
import { type AddOptions, useAddProductToCart } from '../cart-action';
import { MembersOnlyLink } from '../MembersOnlyLink';
import { clampQuantity } from '../product/QuantityStepper';
import { groupVariants, isAvailable, purchaseGroupName, useGroupWords } from '../product/VariantOptions';
import { VoteButton } from '../VoteButton';
import { ADDED_TO_CART_MS } from './loops-constants';

/** The typed quantity as a whole number 1 to 10: anything not a number (or empty) becomes 1. */
export const quantityOf = (text: string) => clampQuantity(text.trim() === '' ? 1 : Number(text));

const fieldLabel = 'text-[0.68rem] font-medium uppercase tracking-[0.16em] text-muted';
const fieldClass =
  'h-11 w-full rounded-[3px] border border-border bg-background px-3 text-sm text-text outline-none transition-colors focus-visible:border-text/60';

interface PurchaseOption {
  value: string;
  /** In stock, or a pre-order (which takes any size). */
  available: boolean;
  /** The full product's variant; null while only the card is known (the cart line names the value). */
  variantId: string | null;
}

interface PurchaseGroup {
  /** The variants' name (`size`, `color`, ...): the catalogue words it ("Size", "colour"). */
  name: string;
  /** What the card's value is of (`{ name: 'size', value }` for POST /api/cart); null: ids only. */
  kind: VariantKind | null;
  options: PurchaseOption[];
}

/**
 * What the select offers: the full product's size variants (else its colours, else its first group);
 * until it is in, the card's sizes (else colours) by value. Nothing for a design on vote.
 */
function purchaseGroup(
  product: Pick<ProductCard, 'status' | 'sizes' | 'sizesInStock' | 'colours'>,
  full: Pick<Product, 'variants' | 'status'> | undefined,
): PurchaseGroup | undefined {
  if (product.status === 'VOTE_TO_LAUNCH') return undefined;
  if (full) {
    const groups = groupVariants(full.variants);
    const group = groups.find((g) => g.name === purchaseGroupName(groups));
    if (!group) return undefined;
    return {
      name: group.name,
      kind: group.name === 'size' || group.name === 'color' ? group.name : null,
      options: group.variants.map((v) => ({
        value: v.value,
        available: isAvailable(v, full.status),
        variantId: v.id,
      })),
    };
  }
  if (product.sizes.length > 0) {
    return {
      name: 'size',
      kind: 'size',
      options: product.sizes.map((value) => ({
        value,
        available: product.status !== 'IN_STOCK' || product.sizesInStock.includes(value),
        variantId: null,
      })),
    };
  }
  if (product.colours.length > 0) {
    return {
      name: 'color',
      kind: 'color',
      options: product.colours.map((value) => ({ value, available: true, variantId: null })),
    };
  }
  return undefined;
}

/**
 * The info panel's action: Members Only for a piece the person may not buy; Vote to Launch; otherwise
 * the Size select (placeholder Choose a size), Quantity (1 to 10) and Add to Cart or Pre-Order Now,
 * which reads Added to Cart! for 2 seconds after use. Without a size it asks for one instead. The sizes
 * are the full product's variants (`full`) once it is in; the card's sizes until then (the choice is
 * kept by its value, so it stays when the variants arrive).
 */
export function LoopsPurchase({ product, full }: { product: ProductCard; full?: Product }) {
  const { t } = useTranslation(CATALOG);
  const words = useGroupWords();
  const id = useId();
  const group = purchaseGroup(product, full);
  const [choice, setChoice] = useState('');
  const [quantityText, setQuantityText] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(0);
  const { add, pending } = useAddProductToCart();
  const hasAccess = useStorefrontAccess(product.availableIn);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(0), ADDED_TO_CART_MS);
    return () => clearTimeout(timer);
  }, [added]);

  if (!hasAccess) {
    return <MembersOnlyLink productName={product.name} variant="gold" size="lg" block />;
  }

  if (product.status === 'VOTE_TO_LAUNCH') {
    return <VoteButton productId={product.id} productName={product.name} size="lg" />;
  }

  const preOrder = product.status === 'PRE_ORDER';
  const soldOut = !preOrder && group !== undefined && !group.options.some((o) => o.available);
  const closed = preOrder && !isPreOrderOpen(product);
  const isSize = group?.kind === 'size';
  const chosen = group?.options.find((o) => o.value === choice && o.available);

  const onAdd = async () => {
    if (group && !chosen) {
      setError(isSize ? t('notes.chooseSize') : t('notes.chooseOption', { option: words.lower(group.name) }));
      return;
    }
    const quantity = quantityOf(quantityText);
    setQuantityText(String(quantity));
    // The full product's variant by id; the card's size (or colour) by value; or no variant at all.
    let line: AddOptions = { variantId: null };
    if (chosen?.variantId) line = { variantId: chosen.variantId };
    else if (chosen && group?.kind) line = { variant: { name: group.kind, value: chosen.value } };
    if (await add(product, { ...line, quantity })) setAdded((n) => n + 1);
  };

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-[1fr_6.5rem] gap-3">
        {group ? (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-variant`} className={fieldLabel}>
              {words.label(group.name)}
            </label>
            <select
              id={`${id}-variant`}
              value={chosen ? chosen.value : ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setChoice(e.target.value);
                setError(null);
              }}
              className={fieldClass}
            >
              <option value="" disabled>
                {isSize ? t('buy.chooseSize') : t('buy.chooseOption', { option: words.lower(group.name) })}
              </option>
              {group.options.map((o) => (
                <option key={o.value} value={o.value} disabled={!o.available}>
                  {o.available ? o.value : t('buy.soldOutValue', { value: o.value })}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <span />
        )}
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-quantity`} className={fieldLabel}>
            {t('quantity.label')}
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
        {t('notes.quantity')}
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
          ? t('action.soldOut')
          : closed
            ? t('action.closed')
            : added
              ? t('buy.added')
              : preOrder
                ? t('action.preOrder')
                : t('purchase.add')}
      </Button>
    </div>
  );
}
