import { ArrowRight } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { ProductCard } from '#contracts/catalog';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useTranslation } from '../../../lib/i18n';
import { productPath } from '../../../lib/paths';
import { CATALOG } from '../i18n';
import { CategoryName } from './CategoryName';
import { ColorDots } from './ColorDots';
import { DiscountBadge } from './DiscountBadge';
import { MemberPriceNote } from './MemberPrice';
import { PriceTag } from './PriceTag';
import { ProductAction } from './ProductAction';
import { CardProductImage } from './ProductImage';
import { StatusBadge } from './StatusBadge';
import { VoteProgress } from './VoteProgress';
import { WishlistButton } from './WishlistButton';

/**
 * The reels / list card (one column): a large picture beside (or, on a phone, above) the category,
 * the name, the price, the sizes and colours, and two buttons: the status action (Add to Cart,
 * Pre-Order Now, Vote to Launch) and Details. The description is the product page's (a list carries
 * the card's fields only).
 * Memoised: a longer list (the next page, the next batch of tiles) renders only the new cards.
 */
export const ProductListCard = memo(function ProductListCard({
  product,
  eager = false,
}: {
  product: ProductCard;
  eager?: boolean;
}) {
  const { t } = useTranslation(CATALOG);
  const href = productPath(product.slug);
  const limited = product.availableIn === 'LIMITED-EDITION';
  const { sizes } = product;
  return (
    <article className="@container grid gap-5 border-b border-border pb-8 sm:grid-cols-[minmax(0,20rem)_1fr] sm:gap-8 lg:grid-cols-[minmax(0,24rem)_1fr] lg:gap-12">
      <div className="relative overflow-hidden rounded-[3px]">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
          <CardProductImage image={product.images[0]} alt={product.name} eager={eager} />
        </Link>
        {limited || product.status !== 'IN_STOCK' ? (
          <span className="pointer-events-none absolute left-3 top-3">
            <StatusBadge status={product.status} short={!limited} />
          </span>
        ) : null}
        <DiscountBadge
          price={product.price}
          compareAtPrice={product.compareAtPrice}
          className="pointer-events-none absolute bottom-3 left-3"
        />
        <WishlistButton
          productId={product.id}
          productName={product.name}
          className="absolute right-1 top-1"
        />
      </div>

      <div className="flex min-w-0 flex-col sm:self-center sm:py-6">
        <p className="text-[0.65rem] font-medium uppercase tracking-[0.22em] text-muted">
          <CategoryName categoryId={product.categoryId} />
        </p>
        <h3 className="mt-2 font-display text-2xl leading-tight md:text-3xl">
          <Link to={href} className="hover:underline hover:decoration-gold hover:underline-offset-4">
            {product.name}
          </Link>
        </h3>
        <PriceTag
          price={product.price}
          compareAtPrice={product.compareAtPrice}
          size="md"
          showOff
          className="mt-2"
        />
        <MemberPriceNote
          productId={product.id}
          limited={product.availableIn === 'LIMITED-EDITION'}
          className="mt-1"
        />
        {sizes.length > 0 ? (
          <p className="mt-4 text-xs uppercase tracking-[0.16em] text-muted">
            {t('card.sizes', {
              sizes: sizes.length > 3 ? `${sizes[0]}–${sizes.at(-1)}` : sizes.join(' · '),
            })}
          </p>
        ) : null}
        <ColorDots colours={product.colours} className="mt-3" />
        {product.status === 'VOTE_TO_LAUNCH' ? (
          <VoteProgress
            voteCount={product.voteCount}
            voteThreshold={product.voteThreshold}
            label={t('card.votes', { name: product.name })}
            className="mt-5 max-w-sm"
          />
        ) : null}
        <div className="mt-6 grid grid-cols-2 gap-3 sm:mt-8 sm:max-w-md">
          <ProductAction product={product} size="md" variant="primary" />
          <Button asChild variant="outline" size="md" className="h-11 w-full px-2">
            <Link to={href} aria-label={t('card.detailsNamed', { name: product.name })}>
              {t('card.details')} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
});

export function ProductListCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="grid gap-5 border-b border-border pb-8 sm:grid-cols-[minmax(0,20rem)_1fr] sm:gap-8 lg:grid-cols-[minmax(0,24rem)_1fr] lg:gap-12"
    >
      <Skeleton className="aspect-[3/4]" />
      <div className="grid content-start gap-3 sm:py-2">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-5 w-28" />
        <Skeleton className="mt-2 h-3 w-32" />
        <Skeleton className="h-3 w-20" />
        <div className="mt-4 grid max-w-md grid-cols-2 gap-3">
          <Skeleton className="h-11" />
          <Skeleton className="h-11 opacity-70" />
        </div>
      </div>
    </div>
  );
}
