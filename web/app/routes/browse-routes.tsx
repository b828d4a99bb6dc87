import { useParams } from 'react-router';
import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { BoardsPage } from '../../features/catalog/pages/BoardsPage';
import { BoardsProductDialog } from '../../features/catalog/pages/BoardsProductDialog';
import { LoopsPage } from '../../features/catalog/pages/LoopsPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { storefrontFromSlug } from '../paths';

/** /loops/{storefront}: the full-screen viewer, wired to the cart (features do not import each other). */
export function LoopsRoute() {
  const add = useAddToCart();
  const storefront = storefrontFromSlug(useParams().storefront);
  if (!storefront) return <NotFoundPage />;
  // A new storefront starts the viewer afresh (spec 3 section 2: changing storefront resets the position).
  return <LoopsPage key={storefront} storefront={storefront} onAddToCart={add.mutateAsync} />;
}

/** /boards (both storefronts) and /boards/{storefront}; the product dialog renders in its outlet. */
export function BoardsRoute() {
  const add = useAddToCart();
  const slug = useParams().storefront;
  const storefront = storefrontFromSlug(slug);
  if (slug !== undefined && !storefront) return <NotFoundPage />;
  return <BoardsPage key={storefront ?? 'ALL'} storefront={storefront} onAddToCart={add.mutateAsync} />;
}

/** /boards/{storefront}/product/{product}: the dialog over the board. */
export function BoardsProductRoute() {
  return <BoardsProductDialog />;
}
