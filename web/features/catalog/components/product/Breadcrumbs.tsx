import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { ProductTeaser } from '#contracts/catalog';
import { useTranslation } from '../../../../lib/i18n';
import { categoryPath, paths, storefrontPath } from '../../../../lib/paths';
import { CATALOG } from '../../i18n';

/** Home › storefront › category › product: the product page's, or a teaser's. */
export function Breadcrumbs({
  product,
}: {
  product: Pick<ProductTeaser, 'name' | 'availableIn' | 'category'>;
}) {
  const { t } = useTranslation(CATALOG);
  const trail = [
    { label: t('crumbs.home'), to: paths.home },
    { label: t(`storefront.${product.availableIn}`), to: storefrontPath(product.availableIn) },
    { label: product.category.name, to: categoryPath(product.category.slug) },
  ];
  return (
    <nav aria-label={t('crumbs.label')} className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-xs text-muted">
        {trail.map((crumb) => (
          <Fragment key={crumb.to}>
            <li className="shrink-0">
              <Link
                to={crumb.to}
                className="inline-flex min-h-11 items-center hover:text-text hover:underline hover:underline-offset-4 md:min-h-0"
              >
                {crumb.label}
              </Link>
            </li>
            <li aria-hidden="true" className="shrink-0 text-muted/60">
              <ChevronRight className="size-3.5" />
            </li>
          </Fragment>
        ))}
        <li className="min-w-0 truncate text-text" aria-current="page">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}
