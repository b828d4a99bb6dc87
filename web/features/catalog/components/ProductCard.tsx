import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AddToCartBody } from '#contracts/cart';
import type { Product, ProductStatus } from '#contracts/catalog';
import { discountPercent, PRODUCT_STATUS_LABELS } from '#contracts/constants';
import { productPath } from '../../../app/paths';
import { Badge, type BadgeProps } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { pickVariant } from '../lib/pick-variant';

export type AddToCart = (body: AddToCartBody) => Promise<unknown>;

const STATUS_BADGE: Record<ProductStatus, BadgeProps['variant']> = {
  IN_STOCK: 'success',
  PRE_ORDER: 'info',
  VOTE_TO_LAUNCH: 'vote',
};

export function ProductCard({
  product,
  onAddToCart,
  eager = false,
}: {
  product: Product;
  onAddToCart: AddToCart;
  eager?: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const image = product.images.find((i) => i.isPrimary) ?? product.images[0];
  const off = discountPercent(product.price, product.compareAtPrice);
  const choice = pickVariant(product);
  const href = productPath(product.slug);
  const votePct = Math.min(100, Math.round((product.voteCount / Math.max(1, product.voteThreshold)) * 100));

  const add = async () => {
    if (choice.kind === 'sold-out') return;
    setAdding(true);
    try {
      await onAddToCart({
        productId: product.id,
        variantId: choice.kind === 'variant' ? choice.id : null,
        quantity: 1,
      });
      toast({
        title: 'Added to cart',
        description: choice.kind === 'variant' ? `${product.name} · ${choice.label}` : product.name,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Could not add to cart',
        description: errorMessage(error, 'Please try again in a moment.'),
        variant: 'destructive',
      });
    } finally {
      setAdding(false);
    }
  };

  return (
    <article className="group flex h-full flex-col">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block overflow-hidden rounded-[3px] bg-surface-2"
      >
        {image ? (
          <img
            src={image.imageUrl}
            alt=""
            width={image.width || 900}
            height={image.height || 1200}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="aspect-[3/4] h-auto w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.035]"
          />
        ) : (
          <span className="grid aspect-[3/4] place-items-center font-display text-6xl text-muted/50">R</span>
        )}
        <span className="absolute left-2.5 top-2.5 flex flex-wrap gap-1.5">
          <Badge variant={STATUS_BADGE[product.status]} className="bg-surface/95 backdrop-blur-sm">
            {PRODUCT_STATUS_LABELS[product.status]}
          </Badge>
        </span>
        {off ? (
          <Badge variant="gold" className="absolute bottom-2.5 right-2.5">
            −{off}%
          </Badge>
        ) : null}
      </Link>

      <div className="mt-3 flex flex-1 flex-col">
        <p className="text-[0.62rem] font-medium uppercase tracking-[0.2em] text-muted">
          {product.category.name}
        </p>
        <h3 className="mt-1 font-display text-lg leading-snug md:text-xl">
          <Link to={href} className="hover:underline hover:decoration-gold hover:underline-offset-4">
            {product.name}
          </Link>
        </h3>
        <p className="mt-1.5 flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <span className="font-medium tabular-nums">{formatRupees(product.price)}</span>
          {product.compareAtPrice && off ? (
            <>
              <s className="text-sm text-muted tabular-nums">
                <span className="sr-only">Was </span>
                {formatRupees(product.compareAtPrice)}
              </s>
              <span className="text-xs font-medium text-success">{off}% off</span>
            </>
          ) : null}
        </p>

        {product.status === 'VOTE_TO_LAUNCH' ? (
          <div className="mt-3 grid gap-1.5">
            <div
              role="progressbar"
              aria-label={`${product.name} votes`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={votePct}
              className="h-1 overflow-hidden rounded-full bg-text/10"
            >
              <div className="h-full rounded-full bg-vote" style={{ width: `${votePct}%` }} />
            </div>
            <p className="text-xs text-muted">
              {product.voteCount} of {product.voteThreshold} votes
            </p>
          </div>
        ) : null}

        <div className="mt-auto pt-3">
          {product.status === 'VOTE_TO_LAUNCH' ? (
            <Button
              variant="subtle"
              size="sm"
              block
              disabled
              className="h-auto min-h-11 whitespace-normal px-2 py-2 leading-tight tracking-[0.1em]"
            >
              Voting opens soon
            </Button>
          ) : choice.kind === 'sold-out' ? (
            <Button variant="subtle" size="sm" block disabled className="h-11 tracking-[0.1em]">
              Sold out
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              block
              onClick={add}
              disabled={adding}
              aria-label={`Add ${product.name} to cart`}
              className="h-11 px-2 tracking-[0.1em] sm:tracking-[0.16em]"
            >
              {adding ? (
                <Spinner className="[&>span]:size-4" />
              ) : (
                <ShoppingBag aria-hidden="true" className="hidden xs:block" />
              )}
              Add to Cart
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <div className="aspect-[3/4] animate-pulse rounded-[3px] bg-text/[0.07] motion-reduce:animate-none" />
      <div className="h-3 w-1/4 animate-pulse rounded bg-text/[0.07]" />
      <div className="h-5 w-3/4 animate-pulse rounded bg-text/[0.07]" />
      <div className="h-4 w-1/3 animate-pulse rounded bg-text/[0.07]" />
      <div className="h-11 animate-pulse rounded bg-text/[0.05]" />
    </div>
  );
}
