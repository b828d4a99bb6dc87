import { Heart } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { i18n, useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useToggleWishlist, useWishlist } from '../api/wishlist';
import { useRequireSignIn } from '../hooks/use-require-sign-in';
import { CATALOG } from '../i18n';

/**
 * The heart: saves a product to the person's wishlist on the server (kept per person, not in the
 * browser), or removes it. Whether it is saved comes from the wishlist itself (GET /api/wishlist); the
 * products carry no flag.
 * `overlay` sits on an image; `outline` stands beside other buttons.
 */
export function WishlistButton({
  productId,
  productName,
  variant = 'overlay',
  withLabel = false,
  className,
}: {
  productId: string;
  productName: string;
  variant?: 'overlay' | 'outline';
  withLabel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation(CATALOG);
  const { signedIn, ensureSignedIn } = useRequireSignIn();
  const wishlist = useWishlist({ enabled: signedIn });
  const toggle = useToggleWishlist();
  const saved = Boolean(wishlist.data?.some((e) => e.productId === productId));

  const onClick = () => {
    if (!ensureSignedIn()) return;
    const next = !saved;
    toggle.mutate(
      { productId, saved: next },
      {
        onSuccess: () =>
          toast({
            title: i18n.getFixedT(null, CATALOG)(next ? 'toast.saved' : 'toast.removed'),
            description: productName,
            variant: next ? 'success' : 'default',
          }),
        onError: (error) =>
          toast({
            title: i18n.getFixedT(null, CATALOG)('toast.wishlistError'),
            description: errorMessage(error, i18n.getFixedT(null, CATALOG)('toast.retry')),
            variant: 'destructive',
          }),
      },
    );
  };

  const label = saved
    ? t('wishlist.remove', { name: productName })
    : t('wishlist.add', { name: productName });
  const heart = (
    <Heart
      aria-hidden="true"
      className={cn('size-[1.1rem] transition-colors', saved ? 'fill-danger text-danger' : '')}
    />
  );
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={withLabel ? undefined : label}
      title={withLabel ? undefined : label}
      className={cn(
        'group/heart inline-flex shrink-0 items-center justify-center gap-2 text-text transition-[color,background-color,border-color] duration-200',
        variant === 'overlay'
          ? 'size-11 rounded-full'
          : 'h-11 min-w-11 rounded-[3px] border border-text/25 px-3 hover:border-text/60',
        className,
      )}
    >
      {variant === 'overlay' ? (
        <span className="grid size-9 place-items-center rounded-full bg-surface/85 shadow-sm ring-1 ring-text/10 backdrop-blur-sm transition-transform group-hover/heart:bg-surface group-active/heart:scale-90">
          {heart}
        </span>
      ) : (
        heart
      )}
      {withLabel ? (
        <span className="text-[0.72rem] font-medium uppercase tracking-[0.16em]">
          {saved ? t('wishlist.in') : t('wishlist.addShort')}
        </span>
      ) : null}
    </button>
  );
}
