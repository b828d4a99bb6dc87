import { ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorStatus } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useCategory } from '../api/get-categories';
import { type AddToCart, CartActionProvider } from '../components/cart-action';
import { CollectionSection } from '../components/storefront/CollectionSection';
import { StoryBanner } from '../components/storefront/StoryBanner';
import { CATALOG } from '../i18n';

function CategoryNotFound() {
  const { t } = useTranslation(CATALOG);
  return (
    <section className="container-page grid flex-1 content-center justify-items-center gap-4 py-28 text-center">
      <PageTitle title={t('category.notFound')} />
      <p className="eyebrow">{t('category.eyebrow')}</p>
      <h1 className="text-5xl">{t('category.notFound')}</h1>
      <p className="max-w-md text-muted">{t('category.notFoundBody')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.studio}>{t('category.studio')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.limitedEdition}>{t('category.limited')}</Link>
        </Button>
      </div>
    </section>
  );
}

/**
 * /categories/{categorySlug} (signed in, like the storefronts): the category's pieces across both
 * storefronts, with the storefront pages' cards, search and status filter. The server lists the
 * limited-edition pieces to members whose card is active only; others see the category's Studio pieces.
 */
export function CategoryPage({ onAddToCart }: { onAddToCart: AddToCart }) {
  const { t } = useTranslation(CATALOG);
  const { categorySlug = '' } = useParams();
  const category = useCategory(categorySlug);

  if (category.isError && errorStatus(category.error) === 404) return <CategoryNotFound />;
  const name = category.data?.name;

  return (
    <CartActionProvider addToCart={onAddToCart}>
      <div>
        <PageTitle title={name ?? t('category.title')} />
        <nav aria-label={t('crumbs.label')} className="container-page pt-6 md:pt-8">
          <ol className="flex flex-wrap items-center gap-1 text-xs text-muted">
            <li>
              <Link to={paths.home} className="inline-flex min-h-11 items-center hover:text-text">
                {t('category.home')}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li>
              <Link to={paths.studio} className="inline-flex min-h-11 items-center hover:text-text">
                {t('category.shop')}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li aria-current="page" className="text-text">
              {name ?? <Skeleton className="inline-block h-3 w-16 align-middle" />}
            </li>
          </ol>
        </nav>
        <CollectionSection
          categorySlug={categorySlug}
          eyebrow={t('category.collections')}
          title={name ?? '\u00a0'}
          lede={name ? t('category.lede', { name }) : t('category.loading')}
          searchPlaceholder={
            name ? t('category.search', { name: name.toLowerCase() }) : t('category.searchDefault')
          }
          tight
        />
        <StoryBanner />
      </div>
    </CartActionProvider>
  );
}
