import type { CardImage, Product, ProductCard } from '#contracts/catalog';
import { i18n } from '../../../lib/i18n';
import { CATALOG } from '../i18n';

/**
 * The alt text of a card's picture: the product's name, then "{name}, second view" (cards carry no alt),
 * in the language shown.
 */
export function cardImageAlt(name: string, index: number): string {
  return index === 0 ? name : i18n.getFixedT(null, CATALOG)('image.secondView', { name });
}

/** A product's pictures as a card has them: the primary first, then the next one (at most two). */
export function cardImagesOf(images: Product['images']): CardImage[] {
  return [...images]
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
    .slice(0, 2)
    .map((i) => ({ url: i.imageUrl, width: i.width, height: i.height }));
}

/**
 * A full product (GET /api/products/{slug}) in the list shape, as GET /api/products would give it: for a
 * product fetched on its own that joins a list (the loops viewer's shared link, the board dialog).
 */
export function cardFromProduct(product: Product): ProductCard {
  const sizes = product.variants.filter((v) => v.name === 'size');
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: product.price,
    compareAtPrice: product.compareAtPrice,
    status: product.status,
    categoryId: product.categoryId,
    availableIn: product.availableIn,
    images: cardImagesOf(product.images),
    voteCount: product.voteCount,
    voteThreshold: product.voteThreshold,
    preOrderLimit: product.preOrderLimit,
    unitsLeft: product.unitsLeft,
    preOrderEndDate: product.preOrderEndDate,
    sizes: sizes.map((v) => v.value),
    sizesInStock: sizes.filter((v) => v.stock > 0).map((v) => v.value),
    colours: product.variants.filter((v) => v.name === 'color').map((v) => v.value),
    signature: product.signature,
  };
}
