import { memo } from 'react';
import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '#contracts/catalog';
import { Skeleton } from '../../../components/ui/Skeleton';
import { productPath } from '../../../lib/paths';
import { CategoryName } from './CategoryName';
import { ColorDots } from './ColorDots';
import { DiscountBadge } from './DiscountBadge';
import { MemberPriceNote } from './MemberPrice';
import { PriceTag } from './PriceTag';
import { ProductAction } from './ProductAction';
import { CardProductImage } from './ProductImage';
import { SignatureBadge } from './SignatureBadge';
import { StatusBadge } from './StatusBadge';
import { VoteProgress } from './VoteProgress';
import { WishlistButton } from './WishlistButton';

/**
 * The grid card (the list shape, productCard): a 3:4 image with the discount and
 * status badges and the heart; category (from the categories, STUDIO when missing), name, price and
 * crossed-out compare price, colour dots, vote progress and the action for its status. The whole card opens /products/{slug}; the buttons sit above that link.
 * Studio cards badge only Pre-Order and Vote; limited-edition cards badge every status.
 * Memoised: a longer list (the next page, the next batch of tiles) renders only the new cards.
 */
export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
}: {
  product: ProductCardData;
  eager?: boolean;
}) {
  const href = productPath(product.slug);
  const limited = product.availableIn === 'LIMITED-EDITION';
  const showStatus = limited || product.status !== 'IN_STOCK';

  return (
    <article className="@container group relative flex h-full flex-col">
      <div className="relative overflow-hidden rounded-[3px]">
        <CardProductImage
          image={product.images[0]}
          alt={product.name}
          eager={eager}
          imgClassName="transition-transform duration-700 ease-out group-hover:scale-[1.035] motion-reduce:transition-none"
        />
        {showStatus || product.signature ? (
          <span className="pointer-events-none absolute left-2 top-2 flex flex-col items-start gap-1">
            {showStatus ? (
              <StatusBadge status={product.status} short={!limited} className="hidden @[8rem]:inline-flex" />
            ) : null}
            {product.signature ? <SignatureBadge /> : null}
          </span>
        ) : null}
        <DiscountBadge
          price={product.price}
          compareAtPrice={product.compareAtPrice}
          className="pointer-events-none absolute bottom-2 left-2"
        />
        <WishlistButton
          productId={product.id}
          productName={product.name}
          className="absolute right-0.5 top-0.5 z-10"
        />
      </div>

      <div className="mt-3 flex flex-1 flex-col">
        <p className="hidden truncate text-[0.62rem] font-medium uppercase tracking-[0.2em] text-muted @[8rem]:block">
          <CategoryName categoryId={product.categoryId} />
        </p>
        <h3 className="mt-1 line-clamp-2 font-display text-base leading-snug @[12rem]:text-lg @[16rem]:text-xl">
          <Link
            to={href}
            className="outline-none before:absolute before:inset-0 before:z-0 before:content-[''] hover:underline hover:decoration-gold hover:underline-offset-4 focus-visible:before:rounded-[3px] focus-visible:before:outline-2 focus-visible:before:outline-offset-4 focus-visible:before:outline-ring"
          >
            {product.name}
          </Link>
        </h3>
        <PriceTag
          price={product.price}
          compareAtPrice={product.compareAtPrice}
          size="sm"
          className="mt-1 @[12rem]:[&>span:first-child]:text-base"
        />
        <MemberPriceNote
          productId={product.id}
          limited={product.availableIn === 'LIMITED-EDITION'}
          className="mt-1"
        />
        <ColorDots colours={product.colours} className="mt-2" />

        {product.status === 'VOTE_TO_LAUNCH' ? (
          <VoteProgress
            voteCount={product.voteCount}
            voteThreshold={product.voteThreshold}
            label={`${product.name} votes`}
            className="mt-3 hidden @[8rem]:grid"
          />
        ) : null}

        <div className="relative z-10 mt-auto pt-3">
          <ProductAction product={product} />
        </div>
      </div>
    </article>
  );
});

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <Skeleton className="aspect-[3/4]" />
      <Skeleton className="h-3 w-1/4" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-11 opacity-70" />
    </div>
  );
}
