import { Expand } from 'lucide-react';
import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import type { ProductCard } from '#contracts/catalog';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';
import { EarlyAccessLine, useOpening } from '../MemberPrice';
import { PriceTag } from '../PriceTag';
import { ProductAction } from '../ProductAction';
import { CardProductImage } from '../ProductImage';
import { StatusBadge } from '../StatusBadge';
import { WishlistButton } from '../WishlistButton';
import { dialogLink } from './board-links';
import { boardFallbackPhoto } from './fallback-photo';
import { tileAspect } from './masonry';

/**
 * A board tile: the picture in its fixed board shape with the status badge, the
 * heart and View Details; the name, price and the action for its status. A picture that fails to load
 * gives way to a fashion photograph from the shop's own set. The whole tile opens the
 * product dialog (so a touch screen, without hover, gets there with a tap and sees a small details
 * button instead of the hover one); the heart and the action sit above that link.
 * Memoised: a longer list (the next page, the next batch of tiles) renders only the new cards.
 */
export const BoardTile = memo(function BoardTile({
  product,
  eager = false,
  sizes,
}: {
  product: ProductCard;
  eager?: boolean;
  sizes?: string;
}) {
  const { t } = useTranslation(CATALOG);
  const { search } = useLocation();
  const link = dialogLink(product, search);
  const aspect = tileAspect(product.id);

  return (
    <article className="@container group relative" data-board-tile="">
      <div className="relative overflow-hidden rounded-[4px]">
        <CardProductImage
          image={product.images[0]}
          alt={product.name}
          fallbackSrc={boardFallbackPhoto(product.id)}
          eager={eager}
          sizes={sizes}
          className={aspect.className}
          imgClassName="transition-transform duration-700 ease-out group-hover:scale-[1.04] motion-reduce:transition-none"
        />
        <span className="pointer-events-none absolute left-2 top-2 hidden @[7.5rem]:flex">
          <StatusBadge
            status={product.status}
            // A phone's two columns: a tighter badge, clear of the heart.
            className="@max-[12rem]:px-2 @max-[12rem]:text-[0.58rem] @max-[12rem]:tracking-[0.08em]"
          />
        </span>
        <WishlistButton
          productId={product.id}
          productName={product.name}
          className="absolute right-0.5 top-0.5 z-10"
        />
        <Link
          {...link}
          aria-label={t('boards.viewDetailsNamed', { name: product.name })}
          className="group/view absolute bottom-0 right-0 z-10 flex p-1.5 outline-none [@media(hover:hover)]:inset-x-0 [@media(hover:hover)]:justify-center [@media(hover:hover)]:p-3"
        >
          <span
            className={cn(
              'hidden h-11 items-center rounded-full bg-surface/92 px-5 text-[0.66rem] font-medium uppercase tracking-[0.2em] text-text shadow-[0_8px_24px_-12px_rgba(0,0,0,0.45)] backdrop-blur-sm',
              '[@media(hover:hover)]:flex translate-y-1.5 opacity-0 transition duration-300 ease-out group-hover:translate-y-0 group-hover:opacity-100',
              'group-focus-visible/view:translate-y-0 group-focus-visible/view:opacity-100 group-focus-visible/view:outline-2 group-focus-visible/view:outline-ring motion-reduce:transition-none',
            )}
          >
            {t('boards.viewDetails')}
          </span>
          <span className="grid size-11 place-items-center [@media(hover:hover)]:hidden">
            <span className="grid size-8 place-items-center rounded-full bg-surface/88 text-text shadow-sm ring-1 ring-text/10 backdrop-blur-sm group-focus-visible/view:outline-2 group-focus-visible/view:outline-ring">
              <Expand aria-hidden="true" className="size-3.5" />
            </span>
          </span>
        </Link>
      </div>

      <div className="pt-3 pb-1">
        <h3 className="line-clamp-2 font-display text-[1.05rem] leading-snug @[14rem]:text-xl">
          <Link
            {...link}
            className="outline-none before:absolute before:inset-0 before:z-0 before:content-[''] hover:underline hover:decoration-gold hover:underline-offset-4 focus-visible:before:rounded-[4px] focus-visible:before:outline-2 focus-visible:before:outline-offset-4 focus-visible:before:outline-ring"
          >
            {product.name}
          </Link>
        </h3>
        <PriceTag price={product.price} compareAtPrice={product.compareAtPrice} size="sm" className="mt-1" />
        <TileOpening productId={product.id} />
        <div className="relative z-10 mt-3">
          <ProductAction product={product} />
        </div>
      </div>
    </article>
  );
});

/** Gold's early access on a tile: the countdown to this member's opening while it is ahead. */
function TileOpening({ productId }: { productId: string }) {
  const opening = useOpening(productId);
  return opening ? <EarlyAccessLine opening={opening} className="mt-1 text-xs" /> : null;
}
