import { useState } from 'react';
import { CartButton } from '../features/cart/components/CartButton';
import { CartDrawer } from '../features/cart/components/CartDrawer';
import { AppLayout } from '../shell/AppLayout';

/**
 * The shell around every page, with the cart's button and drawer in its slots (the shell imports no feature).
 * The drawer is drawn from the first time the bag is opened, not with every page: closed, it would still
 * watch the cart's answer, and the button's own request for it would make the app's first commit draw
 * the drawer again at once (and run that commit's effects with it) before the browser could paint.
 */
export function RootLayout() {
  const [cartOpen, setCartOpen] = useState(false);
  const [cartUsed, setCartUsed] = useState(false);
  const openCart = () => {
    setCartUsed(true);
    setCartOpen(true);
  };
  return (
    <AppLayout
      cartButton={<CartButton onOpen={openCart} />}
      cartDrawer={cartUsed ? <CartDrawer open={cartOpen} onOpenChange={setCartOpen} /> : null}
    />
  );
}
