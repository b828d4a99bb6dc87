import type { TFunction } from 'i18next';
import type { ProductCard } from '#contracts/catalog';
import { LIMITS } from '#contracts/constants';
import type { CATALOG } from '../../i18n';

/** The dialog's Product Details list, in order, in the language of `t` (the catalogue's). */
export function productDetailLines(
  product: Pick<ProductCard, 'availableIn' | 'preOrderLimit' | 'status' | 'voteThreshold'>,
  t: TFunction<typeof CATALOG>,
): string[] {
  const lines = [
    t('boards.details.quality'),
    product.availableIn === 'LIMITED-EDITION' ? t('boards.details.limited') : t('boards.details.studio'),
  ];
  if (product.preOrderLimit) lines.push(t('boards.details.limitedTo', { count: product.preOrderLimit }));
  if (product.status === 'VOTE_TO_LAUNCH') {
    const votes = t('vote.votes', { count: product.voteThreshold || LIMITS.defaultVoteThreshold });
    lines.push(t('boards.details.needs', { votes }));
  }
  lines.push(t('notes.freeShipping'));
  return lines;
}
