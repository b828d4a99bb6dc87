import * as Dialog from '@radix-ui/react-dialog';
import type { ProductCard, ProductWithSpecs } from '#contracts/catalog';
import { Badge } from '../../../../components/ui/Badge';
import { useTranslation } from '../../../../lib/i18n';
import { boardsProductPath } from '../../../../lib/paths';
import { useCategoryOf } from '../../api/get-categories';
import { CATALOG } from '../../i18n';
import { cardImageAlt } from '../../lib/card';
import { FullDescription } from '../FullDescription';
import { PriceTag } from '../PriceTag';
import { primaryImage } from '../ProductImage';
import { StatusBadge } from '../StatusBadge';
import { WishlistButton } from '../WishlistButton';
import { BoardCarousel, type CarouselImage } from './BoardCarousel';
import { BoardDialogAction } from './BoardDialogAction';
import { BoardRelated } from './BoardRelated';
import { ProductDetailsList } from './ProductDetailsList';
import { ShareButton } from './ShareButton';

/** The full product's pictures (primary first, with their alt text) once it is in, else the card's two. */
function carouselImages(card: ProductCard, full: ProductWithSpecs | undefined): CarouselImage[] {
  if (!full) return card.images.map((image, i) => ({ ...image, alt: cardImageAlt(card.name, i) }));
  const primary = primaryImage(full.images);
  return [...(primary ? [primary] : []), ...full.images.filter((i) => i !== primary)].map((image) => ({
    url: image.imageUrl,
    width: image.width,
    height: image.height,
    alt: image.alt || full.name,
  }));
}

/**
 * The product in the board dialog: the carousel beside (from 768 px) or above the
 * details: status and category, name, price, the size and the action, wishlist and share, the
 * description and the details list; then "You might also like". The board's card shows at once; the
 * full product (`full`) brings the description, every picture and the size variants.
 */
export function BoardProductView({
  product,
  full,
  fullPending,
}: {
  product: ProductCard;
  full: ProductWithSpecs | undefined;
  /** The full product is on its way: a line of skeleton holds the description's place. */
  fullPending: boolean;
}) {
  // Drawn again when the language changes (the pictures' alt text is the catalogue's).
  useTranslation(CATALOG);
  const shareUrl = `${window.location.origin}${boardsProductPath(product.availableIn, product.slug)}`;
  const category = useCategoryOf(product.categoryId);
  return (
    <article className="pb-10 md:pb-12">
      <div className="grid md:grid-cols-[min(50%,calc((min(92dvh,64rem)-7rem)*0.75))_minmax(0,1fr)]">
        <div className="md:sticky md:top-0 md:self-start md:p-6 md:pr-3">
          <BoardCarousel images={carouselImages(product, full)} name={product.name} />
        </div>
        <div className="grid content-start gap-7 px-5 pt-4 md:px-10 md:pb-6 md:pl-7 md:pt-14">
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={product.status} />
              {category?.name ? <Badge variant="outline">{category.name}</Badge> : null}
            </div>
            <Dialog.Title className="text-[2.3rem] leading-[1.02] md:text-5xl">{product.name}</Dialog.Title>
            <PriceTag price={product.price} compareAtPrice={product.compareAtPrice} size="lg" showOff />
          </div>

          <BoardDialogAction product={product} full={full} />

          <div className="flex gap-3">
            <WishlistButton
              productId={product.id}
              productName={product.name}
              variant="outline"
              withLabel
              className="flex-1"
            />
            <ShareButton title={product.name} url={shareUrl} />
          </div>

          <FullDescription
            text={full?.description}
            pending={fullPending}
            className="leading-relaxed text-text/85 [text-wrap:pretty]"
          />

          <div className="hairline" />
          <ProductDetailsList product={product} />
        </div>
      </div>

      <div className="mx-5 mt-12 border-t border-border pt-10 md:mx-10">
        <BoardRelated product={product} />
      </div>
    </article>
  );
}
