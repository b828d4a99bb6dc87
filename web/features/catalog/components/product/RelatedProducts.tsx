import { Clapperboard, LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '#contracts/catalog';
import type { Storefront } from '#contracts/common';
import { RELATED_PRODUCTS_LIMIT } from '#contracts/constants';
import { Button } from '../../../../components/ui/Button';
import { boardsPath, loopsPath } from '../../../../lib/paths';
import { ProductCard } from '../ProductCard';

/** "You Might Also Like": up to 4 (RELATED_PRODUCTS_LIMIT) related pieces, with shortcuts to the loops and boards views. */
export function RelatedProducts({
  products,
  storefront,
}: {
  products: readonly ProductCardData[];
  storefront: Storefront;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow text-gold">More to discover</p>
          <h2 id="related-heading" className="mt-2 text-4xl md:text-5xl">
            You Might Also Like
          </h2>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={loopsPath(storefront)}>
              <Clapperboard aria-hidden="true" />
              Loops
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={boardsPath(storefront)}>
              <LayoutGrid aria-hidden="true" />
              Boards
            </Link>
          </Button>
        </div>
      </div>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-4 md:gap-x-6">
        {products.slice(0, RELATED_PRODUCTS_LIMIT).map((p) => (
          <li key={p.id} className="flex">
            <div className="flex w-full flex-col">
              <ProductCard product={p} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
