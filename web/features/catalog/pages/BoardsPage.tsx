import { Outlet } from 'react-router';
import type { Storefront } from '#contracts/common';
import type { AddToCart } from '../components/cart-action';

/** /boards and /boards/{storefront}: to be built (issue 6). The product dialog renders in the outlet. */
export function BoardsPage(_props: { storefront: Storefront | null; onAddToCart: AddToCart }) {
  return <Outlet />;
}
