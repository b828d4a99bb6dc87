import type { Storefront } from '#contracts/common';
import type { AddToCart } from '../components/cart-action';

/** /loops/{storefront}: to be built (issue 6). */
export function LoopsPage(_props: { storefront: Storefront; onAddToCart: AddToCart }) {
  return null;
}
