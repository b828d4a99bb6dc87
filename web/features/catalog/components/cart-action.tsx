import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import type { AddToCartBody, CartItem } from '#contracts/cart';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { CATALOG } from '../i18n';

/** Adding to the cart belongs to the cart feature: the app passes it in (features do not import each other). */
export type AddToCart = (body: AddToCartBody) => Promise<unknown>;

const CartActionContext = createContext<AddToCart | null>(null);

export function CartActionProvider({ addToCart, children }: { addToCart: AddToCart; children: ReactNode }) {
  return <CartActionContext.Provider value={addToCart}>{children}</CartActionContext.Provider>;
}

/**
 * What a cart line is of: a variant by id where the full product is known (the product page, the
 * loops panel), or by name and value where only the card is (`{ name: 'size', value: 'M' }`), or none.
 */
export interface AddOptions {
  variantId?: string | null;
  variant?: NonNullable<AddToCartBody['variant']> | null;
  quantity?: number;
  /** Who the line is for: one of her family profiles (null or absent: herself). */
  profileId?: string | null;
}

/**
 * Adds a product (a PRE_ORDER product becomes a pre-order line on the server) with the spec's toasts:
 * "Added to cart" / "N x {product} added to your cart"; for a pre-order "Pre-order added to cart" /
 * "N x {product} pre-ordered; ships after {date}"; or "Error adding to cart".
 */
export function useAddProductToCart() {
  const addToCart = useContext(CartActionContext);
  const [pending, setPending] = useState(false);
  const add = useCallback(
    async (product: { id: string; name: string }, options: AddOptions = {}) => {
      if (!addToCart) throw new Error('useAddProductToCart needs a <CartActionProvider>.');
      const quantity = options.quantity ?? 1;
      setPending(true);
      const t = i18n.getFixedT(null, CATALOG);
      try {
        const forWhom = options.profileId ? { profileId: options.profileId } : {};
        const line = (await addToCart(
          options.variant
            ? { productId: product.id, variant: options.variant, quantity, ...forWhom }
            : { productId: product.id, variantId: options.variantId ?? null, quantity, ...forWhom },
        )) as Partial<CartItem> | undefined;
        // A pre-order says so in both lines (title and text agree), and when it ships.
        const endDate = line?.isPreOrder ? line.product?.preOrderEndDate : null;
        toast(
          endDate
            ? {
                title: t('toast.preOrderAdded'),
                description: t('toast.preOrdered', {
                  quantity,
                  name: product.name,
                  date: formatLongDate(endDate),
                }),
                variant: 'success',
              }
            : {
                title: t('toast.added'),
                description: t('toast.addedBody', { quantity, name: product.name }),
                variant: 'success',
              },
        );
        return true;
      } catch (error) {
        toast({
          title: t('toast.addError'),
          description: errorMessage(error, t('toast.retry')),
          variant: 'destructive',
        });
        return false;
      } finally {
        setPending(false);
      }
    },
    [addToCart],
  );
  return { add, pending };
}
