import type { ProductCard } from '#contracts/catalog';
import { LIMITS } from '#contracts/constants';
import { votesText } from '#contracts/votes';
import { FREE_SHIPPING_NOTE } from '../../../../lib/shipping';

/** The dialog's Product Details list, in order. */
export function productDetailLines(
  product: Pick<ProductCard, 'availableIn' | 'preOrderLimit' | 'status' | 'voteThreshold'>,
): string[] {
  const lines = [
    'Premium quality',
    product.availableIn === 'LIMITED-EDITION' ? 'Exclusive LIMITED EDITION item' : 'Available in STUDIO',
  ];
  if (product.preOrderLimit) lines.push(`Limited to ${product.preOrderLimit} pre-orders`);
  if (product.status === 'VOTE_TO_LAUNCH') {
    lines.push(`Needs ${votesText(product.voteThreshold || LIMITS.defaultVoteThreshold)} to launch`);
  }
  lines.push(FREE_SHIPPING_NOTE);
  return lines;
}
