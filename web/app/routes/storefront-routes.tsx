import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { CategoryPage } from '../../features/catalog/pages/CategoryPage';
import { SignaturePage } from '../../features/catalog/pages/SignaturePage';
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

/** /categories/{categorySlug}: the category across both storefronts. */
export function CategoryRoute() {
  const add = useAddToCart();
  return <CategoryPage onAddToCart={add.mutateAsync} />;
}

/** /signature: the Signature Line's pieces (the footer's Signature link). */
export function SignatureRoute() {
  const add = useAddToCart();
  return <SignaturePage onAddToCart={add.mutateAsync} />;
}
