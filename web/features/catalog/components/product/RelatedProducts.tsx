import { Clapperboard, LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '#contracts/catalog';
import type { Storefront } from '#contracts/common';
import { RELATED_PRODUCTS_LIMIT } from '#contracts/constants';
import { Button } from '../../../../components/ui/Button';
import { useTranslation } from '../../../../lib/i18n';
import { boardsPath, loopsPath } from '../../../../lib/paths';
import { CATALOG } from '../../i18n';
import { MemberPricesProvider } from '../MemberPrice';
import { ProductCard } from '../ProductCard';

/** "You Might Also Like": up to 4 (RELATED_PRODUCTS_LIMIT) related pieces, with shortcuts to the loops and boards views. */
export function RelatedProducts({
  products,
  storefront,
}: {
  products: readonly ProductCardData[];
  storefront: Storefront;
}) {
  const { t } = useTranslation(CATALOG);
  if (products.length === 0) return null;
  const shown = products.slice(0, RELATED_PRODUCTS_LIMIT);
  return (
    <section aria-labelledby="related-heading" className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow text-gold">{t('related.eyebrow')}</p>
          <h2 id="related-heading" className="mt-2 text-4xl md:text-5xl">
            {t('related.title')}
          </h2>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={loopsPath(storefront)}>
              <Clapperboard aria-hidden="true" />
              {t('related.loops')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={boardsPath(storefront)}>
              <LayoutGrid aria-hidden="true" />
              {t('related.boards')}
            </Link>
          </Button>
        </div>
      </div>
      {/* Her own prices beside the cards: the member price, the month's pick, Gold's early access. */}
      <MemberPricesProvider ids={shown.map((p) => p.id)}>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-4 md:gap-x-6">
          {shown.map((p) => (
            <li key={p.id} className="flex">
              <div className="flex w-full flex-col">
                <ProductCard product={p} />
              </div>
            </li>
          ))}
        </ul>
      </MemberPricesProvider>
    </section>
  );
}
