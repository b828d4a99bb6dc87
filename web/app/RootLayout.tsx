import { useState } from 'react';
import { CartButton } from '../features/cart/components/CartButton';
import { CartDrawer } from '../features/cart/components/CartDrawer';
import { AppLayout } from '../shell/AppLayout';

/** The shell around every page, with the cart's button and drawer in its slots (the shell imports no feature). */
export function RootLayout() {
  const [cartOpen, setCartOpen] = useState(false);
  return (
    <AppLayout
      cartButton={<CartButton onOpen={() => setCartOpen(true)} />}
      cartDrawer={<CartDrawer open={cartOpen} onOpenChange={setCartOpen} />}
    />
  );
}
