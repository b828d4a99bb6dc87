import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { errorMessage } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { useWishlist } from '../../api/wishlist';
import { CATALOG } from '../../i18n';
import { type AddToCart, CartActionProvider } from '../cart-action';
import { MemberPricesProvider } from '../MemberPrice';
import { ProductCard } from '../ProductCard';

/**
 * /profile Wishlist: the saved pieces as a grid; the heart removes one, and the card's
 * action adds it to the cart (the size it names) or opens its page to choose one.
 */
export function WishlistPanel({ onAddToCart }: { onAddToCart: AddToCart }) {
  const { t } = useTranslation(CATALOG);
  const wishlist = useWishlist();
  const items = (wishlist.data ?? []).filter((i) => i.product);
  return (
    <CartActionProvider addToCart={onAddToCart}>
      <section aria-labelledby="my-wishlist" className="grid gap-6">
        <div className="flex items-center gap-3">
          <h2 id="my-wishlist" className="text-3xl md:text-4xl">
            {t('wishlistPanel.title')}
          </h2>
          {wishlist.data ? (
            <span className="rounded-full bg-gold/15 px-2.5 py-1 text-xs font-semibold tabular-nums text-gold">
              {items.length}
            </span>
          ) : null}
        </div>
        {wishlist.isPending ? (
          <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
            <Skeleton className="aspect-[3/4]" />
            <Skeleton className="aspect-[3/4]" />
          </div>
        ) : wishlist.isError ? (
          <p role="alert" className="text-muted">
            {errorMessage(wishlist.error, t('wishlistPanel.loadError'))}
          </p>
        ) : items.length === 0 ? (
          <div className="grid justify-items-center gap-4 rounded-[4px] border border-dashed border-border px-6 py-14 text-center">
            <Heart className="size-8 text-gold" aria-hidden="true" strokeWidth={1.4} />
            <p className="font-display text-2xl">{t('wishlistPanel.empty')}</p>
            <p className="max-w-sm text-sm text-muted">{t('wishlistPanel.hint')}</p>
            <Button asChild>
              <Link to={paths.studio}>{t('wishlistPanel.explore')}</Link>
            </Button>
          </div>
        ) : (
          <MemberPricesProvider ids={items.map((item) => item.productId)}>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3">
              {items.map((item) => (
                <li key={item.productId}>
                  <ProductCard product={item.product} />
                </li>
              ))}
            </ul>
          </MemberPricesProvider>
        )}
      </section>
    </CartActionProvider>
  );
}
