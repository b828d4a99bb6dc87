import { PUBLIC_GARMENTS, publicGarmentUrl } from '#contracts/imagery';
import { hashString } from './masonry';

/**
 * The fashion photograph a board shows in place of a product's picture that fails to load: one of the
 * shop's own public garment pictures (never an outside address), picked by the product's id so the
 * same tile keeps the same photograph from one render to the next.
 */
export function boardFallbackPhoto(productId: string): string {
  return publicGarmentUrl(PUBLIC_GARMENTS[hashString(`photo:${productId}`) % PUBLIC_GARMENTS.length]!);
}
