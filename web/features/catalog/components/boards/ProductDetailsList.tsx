import { Check } from 'lucide-react';
import type { ProductCard } from '#contracts/catalog';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';
import { productDetailLines } from './product-details';

/** Product Details: quality, storefront, pre-order limit, votes needed and the shipping note. */
export function ProductDetailsList({
  product,
}: {
  product: Pick<ProductCard, 'availableIn' | 'preOrderLimit' | 'status' | 'voteThreshold'>;
}) {
  const { t } = useTranslation(CATALOG);
  return (
    <section aria-labelledby="board-details-heading" className="grid gap-3">
      <h3
        id="board-details-heading"
        className="font-sans text-[0.7rem] font-semibold uppercase tracking-[0.18em] text-text"
      >
        {t('boards.details.title')}
      </h3>
      <ul className="grid gap-2 text-[0.95rem] text-muted">
        {productDetailLines(product, t).map((line) => (
          <li key={line} className="flex items-start gap-3">
            <Check aria-hidden="true" className="mt-1 size-3.5 shrink-0 text-gold" />
            {line}
          </li>
        ))}
      </ul>
    </section>
  );
}
