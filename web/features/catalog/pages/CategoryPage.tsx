import { ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorStatus } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCategory } from '../api/get-categories';
import { type AddToCart, CartActionProvider } from '../components/cart-action';
import { CollectionSection } from '../components/storefront/CollectionSection';
import { StoryBanner } from '../components/storefront/StoryBanner';

function CategoryNotFound() {
  return (
    <section className="container-page grid flex-1 content-center justify-items-center gap-4 py-28 text-center">
      <PageTitle title="Category Not Found" />
      <p className="eyebrow">Categories</p>
      <h1 className="text-5xl">Category Not Found</h1>
      <p className="max-w-md text-muted">This category doesn't exist or has been removed.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.studio}>Shop the Studio</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.limitedEdition}>Limited Edition</Link>
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
  const { categorySlug = '' } = useParams();
  const category = useCategory(categorySlug);

  if (category.isError && errorStatus(category.error) === 404) return <CategoryNotFound />;
  const name = category.data?.name;

  return (
    <CartActionProvider addToCart={onAddToCart}>
      <div>
        <PageTitle title={name ?? 'Category'} />
        <nav aria-label="Breadcrumb" className="container-page pt-6 md:pt-8">
          <ol className="flex flex-wrap items-center gap-1 text-xs text-muted">
            <li>
              <Link to={paths.home} className="inline-flex min-h-11 items-center hover:text-text">
                Home
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li>
              <Link to={paths.studio} className="inline-flex min-h-11 items-center hover:text-text">
                Shop
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
          eyebrow="Studio & Limited Edition"
          title={name ?? '\u00a0'}
          lede={
            name
              ? `${name} from the Studio and the Limited Edition, newest first. Limited-edition pieces are for members whose card is active.`
              : 'Loading the category…'
          }
          searchPlaceholder={name ? `Search ${name.toLowerCase()}` : 'Search this category'}
          tight
        />
        <StoryBanner />
      </div>
    </CartActionProvider>
  );
}
