import { Link, useLocation } from 'react-router';
import type { ProductCard } from '#contracts/catalog';
import { useTranslation } from '../../../../lib/i18n';
import { boardsProductPath } from '../../../../lib/paths';
import { CATALOG } from '../../i18n';
import { PriceTag } from '../PriceTag';
import { CardProductImage } from '../ProductImage';
import { useBoardRelated } from './use-board-related';

/**
 * "You might also like": up to 10 other pieces from the same category and storefront. Each opens its
 * own dialog in place of this one (replacing the history entry, so closing still returns to the board).
 */
export function BoardRelated({
  product,
}: {
  product: Pick<ProductCard, 'id' | 'availableIn' | 'categoryId'>;
}) {
  const { t } = useTranslation(CATALOG);
  const related = useBoardRelated(product);
  const location = useLocation();
  const items = related.data ?? [];
  if (items.length === 0) return null;

  return (
    <section aria-labelledby="board-related-heading" className="grid gap-6">
      <h3 id="board-related-heading" className="text-3xl md:text-4xl">
        {t('boards.related')}
      </h3>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-7 sm:grid-cols-3 md:grid-cols-5 md:gap-x-5">
        {items.map((p) => (
          <li key={p.id} className="min-w-0">
            <Link
              to={{ pathname: boardsProductPath(p.availableIn, p.slug), search: location.search }}
              state={location.state}
              replace
              preventScrollReset
              className="group grid gap-2 outline-none focus-visible:[&>div:first-child]:outline-2 focus-visible:[&>div:first-child]:outline-offset-2 focus-visible:[&>div:first-child]:outline-ring"
            >
              <CardProductImage
                image={p.images[0]}
                alt=""
                sizes="(min-width: 768px) 12rem, 50vw"
                className="rounded-[3px]"
                imgClassName="transition-transform duration-500 group-hover:scale-[1.04] motion-reduce:transition-none"
              />
              <span className="line-clamp-2 font-display text-base leading-snug group-hover:underline group-hover:decoration-gold group-hover:underline-offset-4">
                {p.name}
              </span>
              <PriceTag price={p.price} compareAtPrice={p.compareAtPrice} size="sm" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
