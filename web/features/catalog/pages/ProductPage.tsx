import { useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { memo, useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { ProductPageData } from '#contracts/catalog';
import { isPublicProduct } from '#contracts/constants';
import { Badge } from '../../../components/ui/Badge';
import { errorStatus } from '../../../lib/api-client';
import { useFit } from '../../../lib/fit';
import { useTranslation } from '../../../lib/i18n';
import { productPath } from '../../../lib/paths';
import { pictureAddresses, rememberViewed } from '../../../lib/pwa/recently-viewed';
import { useAuthSession } from '../../../lib/session/use-auth-session';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useProduct, useRelatedProducts } from '../api/get-product';
import { cachedCard } from '../api/product-cache';
import { ShareButton } from '../components/boards/ShareButton';
import { type AddToCart, CartActionProvider } from '../components/cart-action';
import { DiscountBadge } from '../components/DiscountBadge';
import { MemberPriceNote, MemberPricesProvider } from '../components/MemberPrice';
import { PriceTag } from '../components/PriceTag';
import { primaryImage } from '../components/ProductImage';
import { Breadcrumbs } from '../components/product/Breadcrumbs';
import { FitNote } from '../components/product/FitNote';
import { Gallery } from '../components/product/Gallery';
import { PreOrderPanel } from '../components/product/PreOrderPanel';
import {
  MembershipRequired,
  ProductLoadError,
  ProductNotFound,
  ProductSkeleton,
} from '../components/product/ProductStates';
import { type ProductTab, ProductTabs } from '../components/product/ProductTabs';
import { PurchasePanel } from '../components/product/PurchasePanel';
import { RatingLink } from '../components/product/Rating';
import { RelatedProducts } from '../components/product/RelatedProducts';
import { SizeGuide } from '../components/product/SizeGuide';
import { VisitorPanel } from '../components/product/VisitorPanel';
import { VotePanel } from '../components/product/VotePanel';
import { SignatureBadge } from '../components/SignatureBadge';
import { StatusBadge } from '../components/StatusBadge';
import { CATALOG } from '../i18n';
import { membershipRequired } from '../lib/membership-required';

/**
 * Below the fold: the tabs and, for a member, the related pieces (and their request), once the photo's
 * frame is painted; at once when the URL asks for the reviews. A component of its own, so the related
 * list's arrival, or the tab's change, draws this part again and not the whole page (an answer arriving
 * draws its watchers at once, in one task).
 */
function BelowTheFold({ product, visitor }: { product: ProductPageData; visitor: boolean }) {
  const location = useLocation();
  const [tab, setTab] = useState<ProductTab>(location.hash === '#reviews' ? 'reviews' : 'details');
  const shown = useAfterPaint(location.hash === '#reviews');
  const related = useRelatedProducts(product.slug, { enabled: !visitor && shown });
  // The related pieces' cards render as a background (time-sliced) update when they arrive.
  const relatedProducts = useDeferredValue(related.data);
  // The rating links to #reviews: open that tab (the router's scroll restoration scrolls to it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: every visit to #reviews, even a repeated one
  useEffect(() => {
    if (location.hash === '#reviews') setTab('reviews');
  }, [location.key, location.hash]);
  if (!shown) return null;
  return (
    <>
      <div className="mt-16 md:mt-24">
        <ProductTabs
          slug={product.slug}
          tab={tab}
          onTabChange={setTab}
          details={product.details}
          specs={product.specs}
          rating={product.rating}
          reviewCount={product.reviewCount}
        />
      </div>
      {!visitor && relatedProducts && relatedProducts.length > 0 ? (
        <div className="mt-20 border-t border-border pt-14 md:mt-28">
          <RelatedProducts products={relatedProducts} storefront={product.availableIn} />
        </div>
      ) : null}
    </>
  );
}

/**
 * The product. Memoised: the page above it also asks for the member's sizes, and their answer (which
 * only the purchase panel reads) would otherwise draw the whole product again, at once, in one task.
 */
const ProductView = memo(function ProductView({ product }: { product: ProductPageData }) {
  // A visitor sees the piece and the way to the card; the lists (related pieces) are for members.
  const visitor = isPublicProduct(product);
  const { t } = useTranslation(CATALOG);
  const limited = product.availableIn === 'LIMITED-EDITION';
  // The offline page lists the last pieces seen on this device (their name and picture only).
  useEffect(() => {
    rememberViewed({
      name: product.name,
      slug: product.slug,
      images: pictureAddresses(primaryImage(product.images)),
    });
  }, [product.name, product.slug, product.images]);
  usePageMeta({
    title: product.name,
    description: product.description.slice(0, 160),
    image: primaryImage(product.images)?.imageUrl,
  });

  return (
    <MemberPricesProvider ids={visitor ? [] : [product.id]}>
      <div className="container-page pb-24 pt-4 md:pt-6">
        <Breadcrumbs product={product} />
        <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-10 md:mt-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16">
          <Gallery images={product.images} name={product.name} />

          <div className="grid grid-cols-[minmax(0,1fr)] content-start gap-8">
            <header className="grid gap-4">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={product.status} />
                <Badge variant="outline">{product.category.name}</Badge>
                {limited ? (
                  <Badge variant="gold">
                    <Sparkles aria-hidden="true" className="size-3" />
                    {t('product.limited')}
                  </Badge>
                ) : null}
                {product.signature ? <SignatureBadge /> : null}
              </div>
              <div className="flex items-start justify-between gap-4">
                <h1 className="min-w-0 text-4xl [overflow-wrap:anywhere] md:text-5xl">{product.name}</h1>
                <ShareButton
                  title={product.name}
                  url={`${window.location.origin}${productPath(product.slug)}`}
                />
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <PriceTag price={product.price} compareAtPrice={product.compareAtPrice} size="lg" />
                <DiscountBadge price={product.price} compareAtPrice={product.compareAtPrice} />
              </div>
              <MemberPriceNote
                productId={product.id}
                limited={limited}
                className="text-sm"
                showOpening={false}
              />
              <RatingLink rating={product.rating} reviewCount={product.reviewCount} />
              <FitNote tendency={product.fitTendency} />
              <p className="max-w-prose leading-relaxed text-text/85 [overflow-wrap:anywhere]">
                {product.description}
              </p>
              <div>
                <SizeGuide categorySlug={product.category.slug} categoryName={product.category.name} />
              </div>
            </header>

            {isPublicProduct(product) ? (
              <VisitorPanel product={product} />
            ) : (
              <>
                {product.status === 'VOTE_TO_LAUNCH' ? <VotePanel product={product} /> : null}
                {product.status === 'PRE_ORDER' ? <PreOrderPanel product={product} /> : null}
                <PurchasePanel key={product.id} product={product} />
              </>
            )}
          </div>
        </div>

        <BelowTheFold product={product} visitor={visitor} />
      </div>
    </MemberPricesProvider>
  );
});

/**
 * /products/{slug}: skeleton, Product Not Found, the members-only branch (a limited
 * edition without an active card: the server's 403 MEMBERSHIP_REQUIRED with the product's teaser), or the
 * product. Adding to the cart is the cart feature's: the app passes it in.
 */
export function ProductPage({ onAddToCart }: { onAddToCart: AddToCart }) {
  const { slug = '' } = useParams();
  const query = useProduct(slug);
  // The member's sizes for the piece, asked at once when a list already named its id (beside the product's
  // own request, never before the page shows), else as soon as the product answers.
  const queryClient = useQueryClient();
  const { signedIn } = useAuthSession();
  const knownId = query.data?.id ?? cachedCard(queryClient, slug)?.id;
  useFit(knownId ? [knownId] : [], signedIn && !(query.data && isPublicProduct(query.data)));

  // The page renders as a background (time-sliced) update when the product arrives, not in one long task
  // on a phone; until the deferred value has caught up with this product, the skeleton stays.
  const product = useDeferredValue(query.data);
  let body: React.ReactNode;
  if (query.isPending || (query.isSuccess && product?.id !== query.data.id)) body = <ProductSkeleton />;
  else if (query.isError) {
    const membersOnly = membershipRequired(query.error);
    body = membersOnly ? (
      <MembershipRequired product={membersOnly.product} />
    ) : errorStatus(query.error) === 404 ? (
      <ProductNotFound />
    ) : (
      <ProductLoadError onRetry={() => query.refetch()} />
    );
  } else body = <ProductView key={query.data.id} product={query.data} />;

  return <CartActionProvider addToCart={onAddToCart}>{body}</CartActionProvider>;
}
