import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { StorefrontPage } from '../../features/catalog/pages/StorefrontPage';

/** The storefront pages, wired to the cart (features do not import each other; the app composes). */
export function StudioRoute() {
  const add = useAddToCart();
  return <StorefrontPage storefront="STUDIO" onAddToCart={add.mutateAsync} />;
}

export function LimitedEditionRoute() {
  const add = useAddToCart();
  return <StorefrontPage storefront="LIMITED-EDITION" onAddToCart={add.mutateAsync} />;
}
