import { Sparkles } from 'lucide-react';
import type { Storefront } from '#contracts/common';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/api-client';
import { useProductPages } from '../api/get-products';
import { type AddToCart, ProductCard, ProductCardSkeleton } from '../components/ProductCard';

const COPY: Record<Storefront, { eyebrow: string; title: string; lede: string }> = {
  STUDIO: {
    eyebrow: 'Studio collection',
    title: 'The Studio',
    lede: 'Contemporary essentials designed in Kerala, cut for every size up to 8XL. Vote for the designs you want launched next.',
  },
  'LIMITED-EDITION': {
    eyebrow: 'Members only',
    title: 'Limited Edition',
    lede: 'Twenty-five pieces per style, never repeated. Reserved for members whose card is active.',
  },
};

const PAGE_SIZE = 24;

/** A first, simple storefront: the catalogue of one storefront as a grid. */
export function StorefrontPage({
  storefront,
  onAddToCart,
}: {
  storefront: Storefront;
  onAddToCart: AddToCart;
}) {
  const copy = COPY[storefront];
  const query = useProductPages({ storefront, limit: PAGE_SIZE });
  const products = query.data?.pages.flatMap((p) => p.products) ?? [];

  return (
    <div className="pb-20">
      <PageTitle title={copy.title} />
      <section className="border-b border-border">
        <div className="container-page grid gap-5 py-12 md:grid-cols-[1fr_auto] md:items-end md:py-16">
          <div className="max-w-2xl">
            <p className="eyebrow flex items-center gap-2 text-gold">
              {storefront === 'LIMITED-EDITION' ? <Sparkles className="size-3.5" aria-hidden="true" /> : null}
              {copy.eyebrow}
            </p>
            <h1 className="mt-3 text-5xl md:text-7xl">{copy.title}</h1>
            <p className="mt-4 max-w-xl text-muted">{copy.lede}</p>
          </div>
          {query.isSuccess ? (
            <p className="text-sm text-muted" aria-live="polite">
              {query.hasNextPage ? 'Showing ' : ''}
              {products.length} {products.length === 1 ? 'piece' : 'pieces'}
            </p>
          ) : null}
        </div>
      </section>

      <section aria-label={`${copy.title} products`} className="container-page pt-10">
        {query.isPending ? (
          <div
            role="status"
            aria-label="Loading products"
            className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 md:gap-x-6 xl:grid-cols-4"
          >
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        ) : query.isError ? (
          <div className="grid justify-items-center gap-4 py-24 text-center">
            <p className="font-display text-3xl">The collection could not be loaded</p>
            <p className="text-sm text-muted">
              {errorMessage(query.error, 'Please check your connection and try again.')}
            </p>
            <Button variant="outline" onClick={() => query.refetch()}>
              Try again
            </Button>
          </div>
        ) : products.length === 0 ? (
          <div className="grid justify-items-center gap-3 py-24 text-center">
            <p className="font-display text-4xl">New designs are on their way</p>
            <p className="max-w-md text-muted">
              This collection is being prepared. New member designs arrive every month, so check back soon.
            </p>
          </div>
        ) : (
          <>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-12 md:grid-cols-3 md:gap-x-6 xl:grid-cols-4">
              {products.map((product, i) => (
                <li key={product.id} className="flex">
                  <div className="flex w-full flex-col">
                    <ProductCard product={product} onAddToCart={onAddToCart} eager={i < 4} />
                  </div>
                </li>
              ))}
            </ul>
            {query.hasNextPage ? (
              <div className="mt-14 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? 'Loading…' : 'Show more pieces'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
